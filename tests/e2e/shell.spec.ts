import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { PRODUCT_LINK_NAMES } from "../../src/test/sidebarLinkNames";
import { OWNER, STORE, login } from "./session";

// The application shell: sidebar links by permission, route guard, search, notifications, QR codes, banner, RTL.

const STAFF = { email: "staff@example.com", password: "staff1234" };

const OWNER_LINKS = PRODUCT_LINK_NAMES;
// The demo staff reads orders (and so the kitchen screen), the menu, categories, reservations, holidays, floors and
// invoices.
const STAFF_LINKS = [
  "Dashboard",
  "Restaurants Listing",
  "Categories",
  "Holidays",
  "Orders",
  "Kitchen",
  "Reservations",
  "Floors",
  "Financial Reports",
  // The day's report is for whoever reads the branch's orders or stays.
  "Daily report",
];

const sidebar = (page: Page) => page.getByRole("navigation", { name: "Main navigation" });
const sidebarLinkNames = (page: Page) => sidebar(page).locator("a[role=menuitem]").allInnerTexts();

/** An API session of the user, for setting up data and reading what the UI should show. */
async function apiSession(request: APIRequestContext, who: { email: string; password: string }) {
  const answer = await request.post("/api/auth/login", { data: { ...who, dashboard: true } });
  const { token, user } = (await answer.json()) as {
    token: string;
    user: { business: { id: number; type: string; branches: { id: number }[] }[] };
  };
  const headers = { Authorization: `Bearer ${token}`, "app-name": "dashboard", system: "web", locale: "en" };
  return { headers, user };
}

/**
 * Orders of the first business (the one the dashboard opens in) move one step on, each change notifying the owner,
 * until the owner has more than one page of that business's notifications (the bell shows the current business's).
 */
async function ensureTwoPagesOfNotifications(request: APIRequestContext) {
  const { headers, user } = await apiSession(request, OWNER);
  const total = async () =>
    (
      (await (
        await request.get(`/api/users/notifications?page=1&per_page=10&business_id=${user.business[0].id}`, {
          headers,
        })
      ).json()) as {
        total: number;
      }
    ).total;
  if ((await total()) > 10) return;
  const next: Record<string, string> = { pending: "accepted", accepted: "ready", ready: "delivered" };
  const base = `/api/business/${user.business[0].id}/branches/${user.business[0].branches[0].id}/orders`;
  const orders = (await (await request.get(`${base}?per_page=20`, { headers })).json()) as {
    data: { id: number; status: string; updated_at?: string }[];
  };
  for (const order of orders.data.filter((o) => next[o.status])) {
    await request.post(`${base}/${order.id}`, {
      headers,
      data: { status: next[order.status], updated_at: order.updated_at },
    });
    if ((await total()) > 10) break;
  }
  expect(await total()).toBeGreaterThan(10);
}

test("the owner sees every sidebar link, in groups that collapse", async ({ page }) => {
  await login(page, OWNER);
  await expect(sidebar(page).getByRole("menuitem", { name: "Configurations" })).toBeAttached();
  expect(await sidebarLinkNames(page)).toEqual(OWNER_LINKS);

  await sidebar(page).getByRole("menuitem", { name: "Catalog" }).click();
  await expect(sidebar(page).getByRole("menuitem", { name: "Menus", exact: true })).toHaveCount(0);
  await sidebar(page).getByRole("menuitem", { name: "Catalog" }).click();
  await expect(sidebar(page).getByRole("menuitem", { name: "Menus", exact: true })).toBeVisible();

  await sidebar(page).getByRole("menuitem", { name: "Financial Reports" }).click();
  // SPEC addresses (/x/list) lead to the resource list.
  await expect(page).toHaveURL(/\/invoices(\/list)?$/);
});

test("staff see only the links their permissions allow and are sent to the Overview from a forbidden page", async ({
  page,
}) => {
  await login(page, STAFF);
  await expect(sidebar(page).getByRole("menuitem", { name: "Financial Reports" })).toBeVisible();
  expect(await sidebarLinkNames(page)).toEqual(STAFF_LINKS);

  for (const forbidden of ["/users/list", "/permissions/list", "/configurations"]) {
    await page.goto(forbidden);
    await expect(page).toHaveURL(/\/admin\/overview$/);
  }
  await page.goto("/orders/list");
  await expect(page).toHaveURL(/\/orders(\/list)?$/);
});

/** How far the top bar's bottom edge is below the window's top once the Overview has been scrolled down. */
async function topBarBottomAfterScroll(page: Page) {
  await expect(page.locator("#main-content h1")).toBeVisible();
  // The wheel over the page's middle, as a person scrolls.
  const { width, height } = page.viewportSize()!;
  await page.mouse.move(width / 2, height / 2);
  await page.mouse.wheel(0, 600);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  // On a phone the bar slides away in 225 ms.
  await page.waitForTimeout(400);
  return page.locator("header.MuiAppBar-root").evaluate((bar) => bar.getBoundingClientRect().bottom);
}

/** The top of the sidebar's fixed column, beside the top bar. */
const sidebarTop = (page: Page) =>
  page.locator(".RaSidebar-fixed").evaluate((column) => column.getBoundingClientRect().top);

test("the top bar stays in view while a page scrolls on a computer, and the sidebar stays below it", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 500 });
  await login(page, OWNER);
  const barBottom = await topBarBottomAfterScroll(page);
  expect(barBottom).toBeGreaterThan(0);
  // The sidebar does not slide up under a bar that stays (its first link would be hidden behind it).
  expect(await sidebarTop(page)).toBeGreaterThanOrEqual(barBottom);
});

test("on a tablet the top bar makes room as the page scrolls down, and the sidebar moves up with it", async ({
  page,
}) => {
  await page.setViewportSize({ width: 800, height: 500 });
  await login(page, OWNER);
  expect(await topBarBottomAfterScroll(page)).toBeLessThanOrEqual(0);
  expect(await sidebarTop(page)).toBeLessThanOrEqual(0);
});

test("on a phone the top bar makes room as the page scrolls down", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 600 });
  await login(page, OWNER);
  expect(await topBarBottomAfterScroll(page)).toBeLessThanOrEqual(0);
});

test("the sidebar search finds a page and opens it", async ({ page }) => {
  await login(page, OWNER);
  const search = page.getByRole("combobox", { name: "Search pages" });
  await search.fill("FINANCIAL");
  await page.getByRole("option", { name: "Financial Reports" }).click();
  // SPEC addresses (/x/list) lead to the resource list.
  await expect(page).toHaveURL(/\/invoices(\/list)?$/);
  await expect(search).toHaveValue("");

  await search.fill("reserv");
  await expect(page.getByRole("option")).toHaveText(["Reservations"]);
  await search.press("Enter");
  await expect(page).toHaveURL(/\/reservations(\/list)?$/);

  await search.fill("menus");
  await expect(page.getByRole("option", { name: "Menus" })).toBeVisible();
  await search.blur();
  await expect(page.getByRole("option")).toHaveCount(0);
});

test("the bell shows the unread count, hides it on opening and loads more", async ({ page, request }) => {
  await ensureTwoPagesOfNotifications(request);
  const { headers, user } = await apiSession(request, OWNER);
  const ofBusiness = `business_id=${user.business[0].id}`;
  const unread = (
    (await (await request.get(`/api/users/unread-notifications?${ofBusiness}`, { headers })).json()) as {
      unread_count: number;
    }
  ).unread_count;

  await login(page, OWNER);
  const bell = page.getByRole("button", { name: "Notifications" });
  // The badge caps at 99 ("99+"), as earlier tests may have placed many orders, each with its notification.
  if (unread > 0)
    await expect(bell.locator(".MuiBadge-badge")).toHaveText(unread > 99 ? "99+" : String(unread));
  await bell.click();

  const dropdown = page.getByRole("dialog", { name: "Notifications" });
  const items = dropdown.getByRole("listitem");
  await expect(items).toHaveCount(10);
  await expect(page.locator(".MuiBadge-invisible")).toHaveCount(1);
  await dropdown.getByRole("button", { name: "Load More" }).click();
  await expect.poll(() => items.count()).toBeGreaterThan(10);
  await expect(dropdown.locator('[data-read="true"]').first()).toHaveCSS(
    "background-color",
    "rgb(245, 245, 245)",
  );

  // Opening marked everything of the business read.
  await expect
    .poll(
      async () =>
        (await (await request.get(`/api/users/unread-notifications?${ofBusiness}`, { headers })).json())
          .unread_count,
    )
    .toBe(0);
});

test("the Menu Qr dropdown shows the QR image of the first branch by itself", async ({ page }) => {
  await login(page, OWNER);
  await page.getByRole("button", { name: "Menu Qr" }).click();
  const dropdown = page.getByRole("dialog", { name: "Menu Qr" });
  const image = dropdown.getByRole("img", { name: /^QR code of / });
  await expect(image).toBeVisible({ timeout: 15_000 });
  await expect(image).toHaveAttribute("src", /^data:image\/png;base64,/);
  await expect(dropdown.getByRole("button", { name: "Copy the link" })).toBeVisible();
});

test("the reservation banner shows only on a business that books, leads to the settings, and hides for the day", async ({
  page,
  request,
}) => {
  // The demo restaurant's EnableReservationTill lies in the past, but its customers order: no banner. The chalets'
  // date is set in the past here, and put back after.
  const { headers, user } = await apiSession(request, OWNER);
  const chalet = user.business.find((business) => business.type === "chalet")!;
  const settings = `/api/business/${chalet.id}/branches/${chalet.branches[0].id}/mobile-settings`;
  const saved = (
    (await (await request.get(settings, { headers })).json()).data as { key: string; data: unknown }[]
  ).find((entry) => entry.key === "EnableReservationTill")?.data;
  const setTill = (data: unknown) =>
    request.post(`${settings}/set`, {
      headers,
      data: { settings: [{ key: "EnableReservationTill", data }] },
    });
  expect((await setTill("2026-01-31")).status()).toBe(200);
  try {
    await login(page, OWNER);
    await page.goto("/orders");
    await expect(page.getByRole("table")).toBeVisible();
    await expect(page.getByText("Reservations are closed")).toHaveCount(0);

    await page.evaluate(
      ([store, id]) => localStorage.setItem(`${store}currentBusinessId`, JSON.stringify(id)),
      [STORE, chalet.id] as const,
    );
    await page.goto("/admin/overview");
    await expect(page.getByText("Reservations are closed")).toBeVisible();
    await expect(page.getByText(/Customers could book until 31-01-2026\./)).toBeVisible();
    await page.getByRole("button", { name: "Go to Settings" }).click();
    await expect(page).toHaveURL(/\/settings\?tab=MobileAppSettings$/);

    await page.getByRole("button", { name: "Hide for today" }).click();
    await expect(page.getByText("Reservations are closed")).toHaveCount(0);
    await page.reload();
    // The settings form reads the very answer the banner reads: once it shows the date, the banner has decided.
    await expect(page.getByRole("tab", { name: "Mobile App Settings", selected: true })).toBeVisible();
    await expect(page.getByLabel("Pay online")).toBeChecked();
    await expect(page.getByText("Reservations are closed")).toHaveCount(0);
  } finally {
    await setTill(saved ?? null);
  }
});

test("in Arabic the shell is right-to-left, sidebar on the right, with no untranslated key", async ({
  page,
}) => {
  await login(page, OWNER);
  await page.getByRole("button", { name: "Language" }).click();
  await page.getByRole("menuitem", { name: "العربية" }).click();
  await expect(page.locator('html[dir="rtl"]')).toHaveCount(1);

  const nav = page.getByRole("navigation", { name: "التنقل الرئيسي" });
  await expect(nav.getByRole("menuitem", { name: "قائمة المطاعم" })).toBeVisible();
  const box = (await nav.boundingBox())!;
  const width = page.viewportSize()!.width;
  expect(box.x + box.width / 2).toBeGreaterThan(width / 2);

  await expect(page.getByRole("button", { name: "رمز QR للمنيو" })).toBeVisible();
  const lines = (await page.locator("body").innerText()).split("\n").map((line) => line.trim());
  expect(lines.filter((line) => /^(resources|app|ra)\./.test(line))).toEqual([]);

  await page.getByRole("button", { name: "اللغة" }).click();
  await page.getByRole("menuitem", { name: "English" }).click();
  await expect(page.locator('html[dir="ltr"]')).toHaveCount(1);
});

test("a top-bar button's tooltip opens beside its button", async ({ page }) => {
  await login(page, OWNER);
  const button = page.getByRole("banner").getByRole("button", { name: "Close menu" });
  await button.hover();
  const tooltip = page.getByRole("tooltip", { name: "Close menu" });
  await expect(tooltip).toBeVisible();
  const [anchor, tip] = [await button.boundingBox(), await tooltip.boundingBox()];
  // Placed below the button (MUI's default placement), not left at the page's top corner.
  expect(tip!.y).toBeGreaterThanOrEqual(anchor!.y + anchor!.height - 1);
  expect(tip!.y).toBeLessThan(anchor!.y + anchor!.height + 40);
  expect(Math.abs(tip!.x + tip!.width / 2 - (anchor!.x + anchor!.width / 2))).toBeLessThan(40);
});
