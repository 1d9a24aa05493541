import { expect, test } from "@playwright/test";
import { login, workInRestaurant } from "./session";
import {
  demoRestaurant,
  menuItem,
  openForOrders,
  HUMMUS,
  openItem,
  PHONE,
  setOrdering,
  setSoldOut,
} from "./storefront-support";

// The customer pages a QR code opens (issue 47), on a phone, in English and Arabic, against the real server and
// build: order from a table's code and follow the order live while the restaurant accepts it in its dashboard;
// a busy branch refuses before anything is added; a sold-out item cannot be added.

test.use({ ...PHONE, locale: "en-US" });

test("an order from a table's QR code: two items, one with an extra, accepted in the dashboard, seen live", async ({
  page,
  browser,
  request,
}) => {
  const place = await demoRestaurant(request);
  await openForOrders(request, place);

  await page.goto(place.tableAddress);
  await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
  await expect(page.getByRole("navigation", { name: "Categories" })).toBeVisible();

  let sheet = await openItem(page, HUMMUS);
  await sheet.getByRole("checkbox", { name: /Extra bread/ }).check();
  await sheet.getByRole("button", { name: /^Add to order/ }).click();
  await expect(sheet).toBeHidden();
  sheet = await openItem(page, "Falafel");
  await sheet.getByRole("button", { name: "One more" }).click();
  await sheet.getByRole("button", { name: /^Add to order/ }).click();

  // The cart survives a reload (the phone's storage, per branch).
  await page.reload();
  await page.getByRole("link", { name: /^View order · 3 ·/ }).click();
  await expect(page).toHaveURL(new RegExp(`/m/${place.slug}/checkout$`));
  await expect(page.getByText("+ Extra bread")).toBeVisible();
  await expect(page.getByRole("radio", { name: "At my table" })).toBeChecked();
  await page.getByLabel("Your name").fill("QR Guest");
  await page.getByLabel("Phone number").fill("5123 0077");

  // The page's total is the server's, the business's general discount and service charge included: sent once,
  // with no second confirmation at a new total.
  await expect(page.getByText("Service charge")).toBeVisible();
  await page.getByRole("button", { name: /^Send the order/ }).click();
  const heading = page.getByRole("heading", { name: /^Order #\d+$/ });
  await expect(heading).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/m/${place.slug}/orders/[\\w-]+$`));
  const number = (await heading.textContent())!.replace(/\D/g, "");
  await expect(page.locator("[data-status]")).toHaveAttribute("data-status", "pending");
  await expect(page.getByText("Sent, waiting for the restaurant").first()).toBeVisible();
  // Placing it emptied the cart.
  expect(
    await page.evaluate((slug) => localStorage.getItem(`storefront.cart.${slug}`), place.slug),
  ).toBeNull();

  // The restaurant, in another browser: the order is on its list; the owner opens it and accepts it.
  const staff = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: "en-US" });
  try {
    const dashboard = await staff.newPage();
    await login(dashboard);
    await workInRestaurant(dashboard);
    await dashboard.goto("/orders");
    const row = dashboard.getByRole("row", { name: new RegExp(`#${number}\\b.*QR Guest`) });
    await expect(row).toBeVisible();
    await row.getByText("QR Guest").click();
    await dashboard.getByRole("button", { name: "Accept" }).click();
  } finally {
    await staff.close();
  }

  // The customer's page hears it on the order's live channel, without a reload.
  await expect(page.locator("[data-status]")).toHaveAttribute("data-status", "accepted");
  await expect(page.getByRole("status").filter({ hasText: "Accepted, being prepared" })).toBeVisible();

  // After a reload the order is found again from the menu, and "order again" refills the cart.
  await page.goto(`/m/${place.slug}`);
  await page.getByRole("link", { name: `Follow order #${number}` }).click();
  await expect(page.locator("[data-status]")).toHaveAttribute("data-status", "accepted");
  await page.getByRole("button", { name: "Order again" }).click();
  await expect(page.getByRole("link", { name: /^View order · 3 ·/ })).toBeVisible();
});

test("a guest at a table calls a waiter: told who is coming, then the button rests", async ({
  page,
  request,
}) => {
  const place = await demoRestaurant(request);
  await page.goto(place.tableAddress);
  // The table the QR code names heads the menu from the start.
  const named = page.getByText(/^Table: .+$/);
  await expect(named).toBeVisible();
  await page.getByRole("button", { name: "Call a waiter" }).click();
  const said = page.getByRole("status").filter({ hasText: /^A waiter is on the way to .+\.$/ });
  await expect(said).toBeVisible();
  const table = (await said.textContent())!.replace(/^A waiter is on the way to (.+)\.$/, "$1");
  // The same table the waiter is told of, remembered for the checkout.
  await expect(page.getByText(`Table: ${table}`)).toBeVisible();
  await expect(page.getByRole("button", { name: "Call a waiter" })).toBeDisabled();
  await expect(page.getByText(/^Called\. You can call again in \d+ s\.$/)).toBeVisible();
  await page.reload();
  await expect(page.getByRole("button", { name: "Call a waiter" })).toBeDisabled();
});

test("a busy branch says when it is back and refuses before anything is added", async ({ page, request }) => {
  const place = await demoRestaurant(request);
  await setOrdering(request, place, { busy_minutes: 45 });
  try {
    await page.goto(`/m/${place.slug}`);
    await expect(page.getByRole("status").filter({ hasText: /^Busy, back at \S*\d\d:\d\d/ })).toBeVisible();
    const sheet = await openItem(page, HUMMUS);
    await expect(sheet.getByRole("button", { name: /^Add to order/ })).toHaveCount(0);
    await expect(sheet.getByText(/^Busy, back at/)).toBeVisible();
    await sheet.getByRole("button", { name: "Close" }).click();
    await expect(page.getByRole("link", { name: /^View order/ })).toHaveCount(0);
  } finally {
    await openForOrders(request, place);
  }
});

test.describe("in Arabic", () => {
  test.use({ locale: "ar-KW" });

  test("right to left, a search in another spelling finds a sold-out dish, which cannot be added", async ({
    page,
    request,
  }) => {
    const place = await demoRestaurant(request);
    await openForOrders(request, place);
    const tabbouleh = await menuItem(request, place.slug, "Tabbouleh");
    expect(tabbouleh.ar).toBe("تبولة");
    await setSoldOut(request, place, tabbouleh.id, true);
    try {
      await page.goto(place.tableAddress);
      await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
      await expect(page.locator("html")).toHaveAttribute("lang", "ar");
      await expect(page.getByRole("navigation", { name: "الأقسام" })).toBeVisible();
      // Taa marbuta typed as haa, with a diacritic and a tatweel.
      await page.getByRole("searchbox", { name: "ابحث في القائمة" }).fill("تَبـولـه");
      const card = page.locator(".item-card", { hasText: "تبولة" });
      await expect(card).toHaveCount(1);
      await expect(card.getByText("نفدت الكمية")).toBeVisible();
      const sheet = await openItem(page, "تبولة");
      await expect(sheet.getByText("نفدت الكمية")).toBeVisible();
      await expect(sheet.getByRole("button", { name: /^أضف إلى الطلب/ })).toHaveCount(0);
      await sheet.getByRole("button", { name: "إغلاق" }).click();

      // An orderable dish is added in Arabic, with its price in Arabic; the switch turns the page to English.
      await page.getByRole("button", { name: "امسح البحث" }).click();
      const hummus = await openItem(page, "حمص");
      await hummus.getByRole("checkbox", { name: /خبز إضافي/ }).check();
      await hummus.getByRole("button", { name: /^أضف إلى الطلب · .*د\.ك/ }).click();
      await expect(page.getByRole("link", { name: /^عرض الطلب · 1 ·/ })).toBeVisible();
      await page.getByRole("button", { name: "Read in English" }).click();
      await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
      await expect(page.getByRole("link", { name: /^View order · 1 ·/ })).toBeVisible();
    } finally {
      await setSoldOut(request, place, tabbouleh.id, false);
    }
  });
});
