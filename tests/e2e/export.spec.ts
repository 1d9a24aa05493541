import { readFileSync } from "node:fs";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { OWNER, STORE, login } from "./session";

// Export downloads every matching row of a list, however many pages it takes (the API answers at most 100 a page),
// as UTF-8 CSV with a byte-order mark and headings in the user's language.

async function apiToken(request: APIRequestContext) {
  const response = await request.post("/api/auth/login", { data: { ...OWNER, dashboard: true } });
  expect(response.ok()).toBe(true);
  return (await response.json()).token as string;
}

test("Export of the orders list downloads every order of the branch, more than 100, with Arabic headings", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await login(page);
  // Work in the restaurant; the orders list picks the branch.
  await page.evaluate((store) => {
    const user = JSON.parse(localStorage.getItem("user") ?? "{}") as {
      business: { id: number; type: string }[];
    };
    localStorage.setItem(
      `${store}currentBusinessId`,
      JSON.stringify(user.business.find((b) => b.type === "restaurant")!.id),
    );
  }, STORE);
  await page.goto("/orders");
  await expect(page.getByRole("button", { name: "Export" })).toBeVisible();
  // The branch the dashboard works in: the one chosen, else the business's first (src/resources/shared/useCurrentScope).
  const scope = await page.evaluate((store) => {
    const user = JSON.parse(localStorage.getItem("user") ?? "{}") as {
      business: { id: number; type: string; branches?: { id: number }[] }[];
    };
    const business = user.business.find((b) => b.type === "restaurant")!;
    const chosen = JSON.parse(localStorage.getItem(`${store}currentBranchId`) ?? "null") as number | null;
    return { business: business.id, branch: chosen ?? business.branches?.[0]?.id };
  }, STORE);
  expect(scope.business && scope.branch).toBeTruthy();

  const token = await apiToken(request);
  const headers = { Authorization: `Bearer ${token}`, locale: "en" };
  const items = (
    await (await request.get(`/api/business/${scope.business}/items?per_page=100`, { headers })).json()
  ).data as { id: number; prices: unknown[]; disable_ordering?: boolean }[];
  const dish = items.find((item) => item.prices?.length && !item.disable_ordering)!;
  const orders = `/api/business/${scope.business}/branches/${scope.branch}/orders`;
  for (let i = 0; i < 105; i++) {
    const created = await request.post(orders, {
      headers,
      data: {
        type: "self_pickup",
        lines: [{ item_id: dish.id, quantity: 1 }],
        customer: { name: `Export ${i}` },
      },
    });
    expect(created.status()).toBe(201);
  }
  const total = (await (await request.get(`${orders}?per_page=1`, { headers })).json()).total as number;
  expect(total).toBeGreaterThan(100);

  // In Arabic, so the headings are checked in the other language too.
  await page.evaluate(() => localStorage.setItem("locale", "ar"));
  await page.goto("/orders");
  const exportButton = page.getByRole("button", { name: "تصدير" });
  await expect(exportButton).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent("download"), exportButton.click()]);
  const file = readFileSync((await download.path())!, "utf8");
  expect(file.charCodeAt(0)).toBe(0xfeff);
  const lines = file.slice(1).split("\r\n").filter(Boolean);
  expect(lines.length - 1).toBe(total);
  // Headings in Arabic: no Latin-only column names for the order's number and status.
  expect(lines[0]).toMatch(/[\u0600-\u06FF]/);
});
