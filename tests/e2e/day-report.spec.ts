import { expect, test, type APIRequestContext } from "@playwright/test";
import { login, ownerApiHeaders, placeOrder, workInRestaurant } from "./session";

// The daily report (issue 48) adds up to the orders list filtered by its day, and prints; a kitchen station's screen
// shows only its lines. The data each test needs is made through the API.

const REVENUE = ["accepted", "ready", "delivered"];
const fils = (amount: number) => Math.round(amount * 1000);

interface ListedOrder {
  status: string;
  total: number;
}

/** Every order of the branch the orders list shows for one day, page by page. */
async function ordersOfDay(
  request: APIRequestContext,
  headers: Record<string, string>,
  scope: { business: number; branch: number },
  day: string,
) {
  const all: ListedOrder[] = [];
  for (let page = 1; ; page++) {
    const answer = await request.get(
      `/api/business/${scope.business}/branches/${scope.branch}/orders?from=${day}&to=${day}&page=${page}&per_page=100`,
      { headers },
    );
    expect(answer.status()).toBe(200);
    const rows = (await answer.json()).data as ListedOrder[];
    all.push(...rows);
    if (rows.length < 100) return all;
  }
}

test("the daily report of the demo branch adds up to the orders list of that day, and prints", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await login(page);
  const scope = await workInRestaurant(page);
  const headers = await ownerApiHeaders(request);
  // An order of today accepted, one left pending: the day has both.
  const order = await placeOrder(request, scope, { name: "Report Guest", phone: "51234561" });
  const accepted = await request.post(
    `/api/business/${scope.business}/branches/${scope.branch}/orders/${order.id}`,
    { headers, data: { status: "accepted", updated_at: order.updated_at } },
  );
  expect(accepted.status()).toBe(200);
  await placeOrder(request, scope, { name: "Report Waiting", phone: "51234562" });

  const answer = await request.get(`/api/business/${scope.business}/reports/day?branch_id=${scope.branch}`, {
    headers,
  });
  expect(answer.status()).toBe(200);
  const report = (await answer.json()).data;
  expect(report.day_start_hour).toBe(0);
  const listed = await ordersOfDay(request, headers, scope, report.date);
  const sales = listed.filter((o) => REVENUE.includes(o.status));
  const pending = listed.filter((o) => o.status === "pending");
  const rejected = listed.filter((o) => o.status === "rejected");
  expect(sales.length).toBeGreaterThan(0);
  expect(report.orders.orders).toBe(sales.length);
  expect(fils(report.orders.sales)).toBe(sales.reduce((s, o) => s + fils(o.total), 0));
  expect(report.orders.pending.count).toBe(pending.length);
  expect(fils(report.orders.pending.value)).toBe(pending.reduce((s, o) => s + fils(o.total), 0));
  expect(report.orders.rejected.count).toBe(rejected.length);

  // The page shows the same day and branch; it prints on A4 with only the report on paper.
  await page.addInitScript(() => {
    (window as unknown as { printCalls: number }).printCalls = 0;
    window.print = () => void (window as unknown as { printCalls: number }).printCalls++;
  });
  await page.goto("/day-report");
  await expect(page.getByRole("heading", { name: "Daily report" }).first()).toBeVisible();
  await page.getByLabel("Branch").click();
  await page.getByRole("option").nth(1).click();
  const sheet = page.getByTestId("day-report").first();
  const salesRow = sheet.getByRole("row", { name: /^Sales/ }).first();
  await expect(salesRow).toContainText(String(report.orders.orders));
  await expect(salesRow).toContainText(report.orders.sales.toFixed(3));

  await page.getByRole("button", { name: "Print (A4)" }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { printCalls: number }).printCalls))
    .toBe(1);
  await page.emulateMedia({ media: "print" });
  const printout = page.getByTestId("printout");
  await expect(printout).toBeVisible();
  await expect(printout.getByRole("row", { name: /^Sales/ }).first()).toContainText(
    report.orders.sales.toFixed(3),
  );
  await expect(page.getByRole("navigation").first()).toBeHidden();
  await page.evaluate(() => window.dispatchEvent(new Event("afterprint")));
  await page.emulateMedia({ media: "screen" });
  await expect(printout).toHaveCount(0);
});

test("a kitchen station's screen shows only its lines", async ({ page, request }) => {
  test.setTimeout(120_000);
  await login(page);
  const scope = await workInRestaurant(page);
  const headers = await ownerApiHeaders(request);
  const items = (
    await (await request.get(`/api/business/${scope.business}/items?per_page=100`, { headers })).json()
  ).data as {
    id: number;
    category_id: number;
    prices: unknown[];
    disable_ordering?: boolean;
    locales: { locale: string; name: string }[];
  }[];
  const orderable = items.filter((i) => i.prices.length && !i.disable_ordering);
  const grilled = orderable[0];
  const other = orderable.find((i) => i.category_id !== grilled.category_id)!;
  expect(other).toBeDefined();
  const nameOf = (i: typeof grilled) => i.locales.find((l) => l.locale === "en")!.name;

  const config = `/api/business/${scope.business}/config`;
  const before = (await (await request.get(config, { headers })).json()).data as {
    key: string;
    value: string;
  }[];
  const stationsBefore = before.find((c) => c.key === "kitchen_stations")?.value ?? "[]";
  const saved = await request.post(config, {
    headers,
    data: {
      configurations: [
        {
          key: "kitchen_stations",
          value: JSON.stringify([
            { id: "e2e-grill", en: "E2E Grill", ar: "شواية", categories: [grilled.category_id] },
          ]),
        },
      ],
    },
  });
  expect(saved.status()).toBe(200);

  try {
    const created = await request.post(`/api/business/${scope.business}/branches/${scope.branch}/orders`, {
      headers,
      data: {
        type: "self_pickup",
        customer: { name: "Station Guest", phone: "51234563" },
        lines: [
          { item_id: grilled.id, quantity: 1 },
          { item_id: other.id, quantity: 2 },
        ],
      },
    });
    expect(created.status()).toBe(201);
    const order = (await created.json()).data;
    const accepted = await request.post(
      `/api/business/${scope.business}/branches/${scope.branch}/orders/${order.id}`,
      { headers, data: { status: "accepted", updated_at: order.updated_at } },
    );
    expect(accepted.status()).toBe(200);

    await page.goto("/kitchen");
    const ticket = page.getByRole("article", { name: new RegExp(`^#${order.number} · Station Guest$`) });
    await expect(ticket).toBeVisible();
    await expect(ticket).toContainText(nameOf(other));

    await page.getByRole("combobox", { name: "Station" }).click();
    await page.getByRole("option", { name: "E2E Grill" }).click();
    await expect(ticket).toBeVisible();
    await expect(ticket).toContainText(nameOf(grilled));
    await expect(ticket).not.toContainText(nameOf(other));
    // Remembered on the device.
    await page.reload();
    await expect(page.getByRole("article", { name: new RegExp(`^#${order.number} ·`) })).not.toContainText(
      nameOf(other),
    );
    await page.getByRole("combobox", { name: "Station" }).click();
    await page.getByRole("option", { name: /Pass/ }).click();
  } finally {
    await request.post(config, {
      headers,
      data: { configurations: [{ key: "kitchen_stations", value: stationsBefore }] },
    });
  }
});
