import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { OWNER, STORE, login } from "./session";

// Printing an order from its page: the kitchen ticket and the receipt are the only thing the print media shows,
// with the order's items, addons, quantities, notes and (on the receipt) amounts exactly as the API computed them;
// the paper choice stays on the device, and Arabic prints right to left.

interface Named {
  locales: { locale: string; name: string }[];
}
const nameIn = (record: Named, locale: string) => record.locales.find((l) => l.locale === locale)?.name ?? "";

/** The restaurant and its branch the dashboard works in, made the current business. */
async function workInRestaurant(page: Page) {
  return page.evaluate((store) => {
    const user = JSON.parse(localStorage.getItem("user") ?? "{}") as {
      business: { id: number; type: string; name: string; branches: { id: number }[] }[];
    };
    const business = user.business.find((b) => b.type === "restaurant")!;
    localStorage.setItem(`${store}currentBusinessId`, JSON.stringify(business.id));
    const chosen = JSON.parse(localStorage.getItem(`${store}currentBranchId`) ?? "null") as number | null;
    return { business: business.id, name: business.name, branch: chosen ?? business.branches[0].id };
  }, STORE);
}

async function placeOrder(request: APIRequestContext, scope: { business: number; branch: number }) {
  const token = (
    await (await request.post("/api/auth/login", { data: { ...OWNER, dashboard: true } })).json()
  ).token as string;
  const headers = { Authorization: `Bearer ${token}`, locale: "en" };
  const items = (
    await (await request.get(`/api/business/${scope.business}/items?per_page=100`, { headers })).json()
  ).data as (Named & {
    id: number;
    prices: unknown[];
    addons: (Named & { id: number })[];
    disable_ordering?: boolean;
  })[];
  const orderable = items.filter((item) => item.prices.length && !item.disable_ordering);
  const withAddon = orderable.find((item) => item.addons.length)!;
  const plain = orderable.find((item) => item.id !== withAddon.id)!;
  const created = await request.post(`/api/business/${scope.business}/branches/${scope.branch}/orders`, {
    headers,
    data: {
      type: "self_pickup",
      customer: { name: "Print Guest", phone: "51234599" },
      notes: "No onions, please",
      lines: [
        { item_id: withAddon.id, quantity: 2, addon_ids: [withAddon.addons[0].id] },
        { item_id: plain.id, quantity: 1 },
      ],
    },
  });
  expect(created.status()).toBe(201);
  const order = (await created.json()).data as { id: number; number: number; total: number };
  return { order, withAddon, addon: withAddon.addons[0], plain };
}

/** The page sizes of the @page rules in force (the printout's print stylesheet). */
const pageSizes = (page: Page) =>
  page.evaluate(() =>
    [...document.styleSheets]
      .flatMap((sheet) => [...sheet.cssRules])
      .filter((rule): rule is CSSPageRule => rule instanceof CSSPageRule)
      .map((rule) => rule.style.getPropertyValue("size")),
  );

/** Three decimals from integer fils, as the receipt must show them. */
const exact = (amount: number) => (Math.round(amount * 1000) / 1000).toFixed(3);

test("an order prints as a kitchen ticket and as a receipt, only the printout on paper", async ({
  page,
  request,
}) => {
  // The browser's print dialog is replaced by a counter; afterprint is sent by the test when "printing" is over.
  await page.addInitScript(() => {
    (window as unknown as { printCalls: number }).printCalls = 0;
    window.print = () => {
      (window as unknown as { printCalls: number }).printCalls++;
    };
  });
  await login(page);
  const scope = await workInRestaurant(page);
  const { order, withAddon, addon, plain } = await placeOrder(request, scope);

  await page.goto(`/orders/${order.id}`);
  // The page is titled with the order's number and its branch (numbers repeat per branch).
  const title = page.getByText(new RegExp(`^Order #${order.number} · .+`)).first();
  await expect(title).toBeVisible();
  await page.getByRole("button", { name: "Print" }).click();
  await page.getByRole("menuitem", { name: "Kitchen ticket" }).click();
  const ticket = page.getByTestId("order-kitchen");
  await expect(ticket).toBeAttached();
  // The printout is drawn, then printed once the browser has laid it out.
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { printCalls: number }).printCalls))
    .toBe(1);
  // On screen the printout is hidden; in print media only the printout shows.
  await expect(ticket).toBeHidden();
  await page.emulateMedia({ media: "print" });
  await expect(ticket).toBeVisible();
  await expect(title).toBeHidden();
  await expect(ticket.getByTestId("print-order-number")).toHaveText(`Order #${order.number}`);
  const lines = ticket.getByTestId("print-line");
  await expect(lines).toHaveCount(2);
  await expect(lines.nth(0)).toContainText("2×");
  await expect(lines.nth(0)).toContainText(nameIn(withAddon, "en"));
  await expect(lines.nth(0)).toContainText(`+ ${nameIn(addon, "en")}`);
  await expect(lines.nth(1)).toContainText("1×");
  await expect(lines.nth(1)).toContainText(nameIn(plain, "en"));
  await expect(ticket.getByTestId("print-notes")).toHaveText("No onions, please");
  // The kitchen needs no prices.
  await expect(ticket).not.toContainText("KWD");

  await page.evaluate(() => window.dispatchEvent(new Event("afterprint")));
  await expect(ticket).not.toBeAttached();
  await page.emulateMedia({ media: "screen" });
  await page.getByRole("button", { name: "Print" }).click();
  await page.getByRole("menuitem", { name: "Receipt" }).click();
  const receipt = page.getByTestId("order-receipt");
  await page.emulateMedia({ media: "print" });
  await expect(receipt).toBeVisible();
  await expect(receipt).toContainText(scope.name);
  await expect(receipt).toContainText("Print Guest");
  await expect(receipt.getByTestId("print-total")).toHaveText(
    new RegExp(`^\\u2068KWD\\s${exact(order.total)}\\u2069$`),
  );
  await expect(receipt.getByTestId("print-line")).toHaveCount(2);
  await expect(receipt.getByTestId("print-line").nth(0)).toContainText("KWD");
  // 80 mm thermal paper unless this device chose otherwise.
  await expect.poll(() => pageSizes(page)).toEqual(["80mm 297mm"]);
});

test("the paper choice stays on the device, and an Arabic receipt prints right to left", async ({
  page,
  request,
}) => {
  await page.addInitScript(() => {
    window.print = () => undefined;
  });
  await login(page);
  const scope = await workInRestaurant(page);
  const { order, withAddon } = await placeOrder(request, scope);
  await page.goto(`/orders/${order.id}`);
  await page.getByRole("button", { name: "Print" }).click();
  await page.getByRole("menuitem", { name: "A4" }).click();
  await page.keyboard.press("Escape");

  await page.evaluate(() => localStorage.setItem("locale", "ar"));
  await page.reload();
  await page.getByRole("button", { name: "طباعة" }).click();
  await page.getByRole("menuitem", { name: "الإيصال" }).click();
  await page.emulateMedia({ media: "print" });
  const receipt = page.getByTestId("order-receipt");
  await expect(receipt).toBeVisible();
  await expect(page.getByTestId("printout")).toHaveAttribute("dir", "rtl");
  await expect(receipt.getByTestId("print-order-number")).toHaveText(`الطلب #${order.number}`);
  await expect(receipt).toContainText(nameIn(withAddon, "ar"));
  await expect(receipt.getByTestId("print-total")).toContainText(exact(order.total));
  await expect.poll(() => pageSizes(page)).toEqual(["a4"]);
});
