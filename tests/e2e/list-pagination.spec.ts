import { expect, test, type Page } from "@playwright/test";
import { OWNER, STORE, login } from "./session";

// A list with more rows than a page holds: the dashboard's pagination reads the total, moves page by page, changes
// the rows per page (back to page 1, SPEC §4), keeps them after a reload, and speaks Arabic.

/** The restaurant's first branch becomes the current one; answers what the API calls need. */
async function workInTheRestaurant(page: Page) {
  return page.evaluate((store) => {
    const user = JSON.parse(localStorage.getItem("user") ?? "{}") as {
      business: { id: number; type: string; branches?: { id: number }[] }[];
    };
    const business = user.business.find((b) => b.type === "restaurant")!;
    localStorage.setItem(`${store}currentBusinessId`, JSON.stringify(business.id));
    localStorage.setItem(`${store}currentBranchId`, JSON.stringify(business.branches![0].id));
    return { business: business.id, branch: business.branches![0].id };
  }, STORE);
}

const rows = (page: Page) => page.locator("tbody .RaDataTable-row");
const firstOrderNumber = (page: Page) => rows(page).first().innerText();

test("the orders list pages through more orders than a page holds, in both languages", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await login(page);
  const scope = await workInTheRestaurant(page);
  const answer = await request.post("/api/auth/login", { data: { ...OWNER, dashboard: true } });
  const headers = { Authorization: `Bearer ${(await answer.json()).token}`, locale: "en" };
  const orders = `/api/business/${scope.business}/branches/${scope.branch}/orders`;
  const count = async () =>
    (await (await request.get(`${orders}?per_page=1`, { headers })).json()).total as number;
  // At least three pages of ten, whatever the demo holds.
  if ((await count()) < 25) {
    const items = (
      await (await request.get(`/api/business/${scope.business}/items?per_page=100`, { headers })).json()
    ).data as { id: number; prices: unknown[]; disable_ordering?: boolean }[];
    const dish = items.find((item) => item.prices?.length && !item.disable_ordering)!;
    for (let i = 0; i < 25; i++)
      expect(
        (
          await request.post(orders, {
            headers,
            data: {
              type: "self_pickup",
              lines: [{ item_id: dish.id, quantity: 1 }],
              customer: { name: `Page ${i}` },
            },
          })
        ).status(),
      ).toBe(201);
  }
  const total = await count();
  const shown = total.toLocaleString("en");

  await page.goto("/orders");
  const pages = page.getByRole("navigation", { name: "Pages" });
  await expect(pages.getByText(`1-10 of ${shown}`)).toBeVisible();
  await expect(rows(page)).toHaveCount(10);
  await expect(pages.getByRole("button", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
  const onFirstPage = await firstOrderNumber(page);

  await pages.getByRole("button", { name: "Go to next page" }).click();
  await expect(pages.getByText(`11-20 of ${shown}`)).toBeVisible();
  await expect(page).toHaveURL(/page=2/);
  await expect.poll(() => firstOrderNumber(page)).not.toBe(onFirstPage);
  await expect(pages.getByRole("button", { name: "Page 2" })).toHaveAttribute("aria-current", "page");

  // Twenty rows a page: back to the first page, and kept after a reload.
  await pages.getByRole("combobox", { name: "Rows per page:" }).click();
  await page.getByRole("option", { name: "20" }).click();
  await expect(pages.getByText(`1-20 of ${shown}`)).toBeVisible();
  await expect(rows(page)).toHaveCount(20);
  await page.reload();
  await expect(page.getByRole("navigation", { name: "Pages" }).getByText(`1-20 of ${shown}`)).toBeVisible();
  await expect(rows(page)).toHaveCount(20);

  // In Arabic: the same figures, the words and the page buttons' names in Arabic.
  await page.evaluate(() => localStorage.setItem("locale", "ar"));
  await page.reload();
  const arabicPages = page.getByRole("navigation", { name: "الصفحات" });
  await expect(arabicPages.getByText(`1-20 من ${shown}`)).toBeVisible();
  await arabicPages.getByRole("button", { name: "الانتقال إلى الصفحة التالية" }).click();
  await expect(arabicPages.getByText(`21-${Math.min(40, total)} من ${shown}`)).toBeVisible();
});
