import { expect, test, type Page } from "@playwright/test";
import { login, ownerApiHeaders, workInRestaurant } from "./session";

// Staff order entry (issue 48): the owner takes a dine-in order for a table of its own through the New order
// screen (an item with an addon, two more), it reaches the kitchen screen once accepted; then more items for the
// same table go to the same order, and the kitchen shows them as an addition.

interface EntryItem {
  id: number;
  locales: { locale: string; name: string | null }[];
  sold_out: boolean;
  disable_ordering: boolean;
  prices: unknown[];
  addons: { id: number; locales: { locale: string; name: string | null }[] }[];
}

const english = (locales: { locale: string; name: string | null }[]) =>
  locales.find((l) => l.locale === "en")?.name ?? "";

async function pickItem(page: Page, item: EntryItem) {
  await page.getByRole("searchbox", { name: "Search the menu" }).fill(english(item.locales));
  await page.getByTestId(`pick-item-${item.id}`).click();
}

test("a waiter's dine-in order with addons reaches the kitchen, and an addition to it is marked", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await login(page);
  const scope = await workInRestaurant(page);
  const headers = await ownerApiHeaders(request);
  const branchUrl = `/api/business/${scope.business}/branches/${scope.branch}`;
  // A table of this test's own: no other spec's orders sit at it.
  const tableName = `E2E ${Date.now() % 100000}`;
  const floor = await request.post(`${branchUrl}/floors`, {
    headers,
    data: {
      locales: [
        { locale: "en", name: `Floor ${tableName}` },
        { locale: "ar", name: `طابق ${tableName}` },
      ],
    },
  });
  const table = await request.post(`${branchUrl}/floors/${(await floor.json()).data.id}/tables`, {
    headers,
    data: {
      locales: [
        { locale: "en", name: tableName },
        { locale: "ar", name: tableName },
      ],
    },
  });
  expect(table.status()).toBe(201);
  const tableId = (await table.json()).data.id as number;
  const entry = (await (await request.get(`${branchUrl}/order-entry`, { headers })).json()).data;
  const items = (entry.categories as { items: EntryItem[] }[])
    .flatMap((c) => c.items)
    .filter((i) => !i.sold_out && !i.disable_ordering && i.prices.length && english(i.locales));
  const withAddon = items.find((i) => i.addons.length > 0)!;
  const plain = items.filter((i) => i !== withAddon && i.prices.length === 1 && !i.addons.length).slice(0, 3);
  expect(withAddon).toBeTruthy();
  expect(plain.length).toBe(3);

  await page.goto("/orders/create");
  await expect(page.getByRole("heading", { name: "New order", level: 1 })).toBeVisible();
  await page.getByRole("radio", { name: tableName, exact: true }).click();
  await pickItem(page, withAddon);
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("checkbox").first().check();
  await dialog.getByRole("button", { name: "Add to order" }).click();
  await pickItem(page, plain[0]);
  await pickItem(page, plain[1]);
  await expect(page.getByTestId("cart-line")).toHaveCount(3);
  await page.getByTestId("send-order").click();
  await expect(page.getByText(/^Order #\d+ sent to the kitchen$/)).toBeVisible();

  const listed = await request.get(`${branchUrl}/orders?table_id=${tableId}`, { headers });
  const order = (await listed.json()).data[0] as { id: number; number: number; updated_at: string };
  const detail = (await (await request.get(`${branchUrl}/orders/${order.id}`, { headers })).json()).data;
  expect(detail.lines).toHaveLength(3);
  expect(detail.lines[0].addons).toHaveLength(1);
  const accepted = await request.post(`${branchUrl}/orders/${order.id}`, {
    headers,
    data: { status: "accepted", updated_at: detail.updated_at },
  });
  expect(accepted.status()).toBe(200);

  await page.goto("/kitchen");
  const ticket = page.getByRole("article", { name: `#${order.number} · Table ${tableName}` });
  await expect(ticket).toBeVisible({ timeout: 15_000 });
  await expect(ticket.getByText(`+ ${english(withAddon.addons[0].locales)}`)).toBeVisible();
  await expect(ticket.getByText("Addition")).toHaveCount(0);

  // More for the same table: the screen names its open order and adds to it.
  await page.goto("/orders/create");
  await page.getByRole("radio", { name: `${tableName} · #${order.number}` }).click();
  await expect(page.getByText(`Table ${tableName} has open order #${order.number}`)).toBeVisible();
  await pickItem(page, plain[2]);
  await page.getByRole("button", { name: new RegExp(`^Add to #${order.number}`) }).click();
  await expect(page.getByText(`Items added to order #${order.number}`)).toBeVisible();

  await page.goto("/kitchen");
  const again = page.getByRole("article", { name: `#${order.number} · Table ${tableName}` });
  await expect(again).toBeVisible({ timeout: 15_000 });
  const added = again.locator("li[data-round='2']");
  await expect(added).toHaveCount(1);
  await expect(added.getByText("Addition")).toBeVisible();
  await expect(added.getByText(english(plain[2].locales), { exact: false })).toBeVisible();
});
