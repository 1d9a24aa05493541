import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { OWNER, login } from "./session";

// The Overview: the owner's restaurant figures match the API, the chalet business shows its occupancy, and the
// page in Arabic on a phone stacks its widgets without scrolling sideways.

async function apiFigures(request: APIRequestContext, type: string, widget: string, query: string) {
  const session = await request.post("/api/auth/login", { data: { ...OWNER, dashboard: true } });
  const { token, user } = (await session.json()) as {
    token: string;
    user: { business: { id: number; type: string }[] };
  };
  const business = user.business.find((b) => b.type === type)!;
  const answer = await request.get(`/api/business/${business.id}/overview/${widget}?${query}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(answer.ok()).toBeTruthy();
  return (await answer.json()).data;
}

/** The figure as shown, without the isolation marks around it. */
const shown = async (page: Page, testId: string) =>
  (await page.getByTestId(testId).innerText()).replace(/[\u2066-\u2069]/g, "").trim();

const kwd = (amount: number) =>
  new Intl.NumberFormat("en", { style: "currency", currency: "KWD", minimumFractionDigits: 3 }).format(
    amount,
  );

test("the owner sees restaurant figures that match the API, then the chalet's occupancy", async ({
  page,
  request,
}) => {
  await login(page);
  await page.getByRole("button", { name: "7 days" }).click();
  const summary = await apiFigures(request, "restaurant", "summary", "days=7");
  await expect(page.getByTestId("stat-orders-value")).toBeVisible();
  expect(await shown(page, "stat-orders-value")).toBe(String(summary.figures.current.orders));
  expect(await shown(page, "stat-sales-value")).toBe(kwd(summary.figures.current.sales));
  expect(await shown(page, "stat-ticket-value")).toBe(kwd(summary.figures.current.average_ticket));
  expect(await shown(page, "stat-pending-value")).toBe(String(summary.figures.pending.count));
  // A chart with axes has drawn (the chart library is its own chunk).
  await expect(page.getByTestId("overview-sales").locator("svg .chart-axis").first()).toBeVisible();

  // The pending link opens the orders list filtered by status.
  await page.getByTestId("stat-pending").getByRole("link").first().click();
  await expect(page).toHaveURL(/\/orders\?filter=.*pending/);
  await page.goBack();

  await page.getByRole("button", { name: "Business" }).click();
  await page.getByRole("menuitem", { name: "Khiran Chalets" }).click();
  const occupancy = await apiFigures(request, "chalet", "occupancy", "days=7");
  await expect(page.getByTestId("stat-occupancy-value")).toBeVisible();
  const percent = new Intl.NumberFormat("en", { style: "percent", maximumFractionDigits: 1 });
  expect(await shown(page, "stat-occupancy-value")).toBe(
    percent.format(occupancy.figures.current.occupancy / 100),
  );
  expect(await shown(page, "stat-adr-value")).toBe(kwd(occupancy.figures.current.adr));
  await expect(page.getByTestId("overview-movements")).toBeVisible();
});

test("in Arabic on a phone the Overview fits the screen", async ({ page }) => {
  await login(page);
  await page.getByRole("button", { name: "Language" }).click();
  await page.getByRole("menuitem", { name: "العربية" }).click();
  await expect(page.locator('html[dir="rtl"]')).toHaveCount(1);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByTestId("stat-sales-value")).toContainText("د.ك");
  await expect(page.getByTestId("overview-rhythm").locator("svg .chart-axis").first()).toBeVisible();
  const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  expect(await fits()).toBe(true);
  // Widgets stack in one column.
  const boxes = await Promise.all(
    ["overview-summary", "overview-sales", "overview-types"].map((id) => page.getByTestId(id).boundingBox()),
  );
  expect(new Set(boxes.map((b) => Math.round(b!.x))).size).toBe(1);
  await page.screenshot({ path: "test-results/overview-ar-phone.png", fullPage: true });

  // The chalet business too (the top bar's business selector shows on wider screens).
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole("button", { name: "النشاط التجاري" }).click();
  await page.getByRole("menuitem", { name: "شاليهات الخيران" }).click();
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByTestId("stat-occupancy-value")).toBeVisible();
  await expect(page.getByTestId("overview-listings").locator("svg .chart-axis").first()).toBeVisible();
  expect(await fits()).toBe(true);
  await page.screenshot({ path: "test-results/overview-ar-phone-chalet.png", fullPage: true });
});
