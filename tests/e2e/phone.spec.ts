import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { SIDEBAR_LINKS } from "../../src/layout/sidebar/links";
import { addStaffMember, openInApp, openLoaded, OWNER, signInWithToken } from "./session";

// The dashboard on a phone (390×844) and a tablet (768×1024) in English and Arabic: no page scrolls sideways on
// any route of the sidebar, the reservations board and the menu editor scroll inside themselves, the
// business/branch/menu selectors are reached through the app bar's menu, and an order's status is changed from the
// card list the orders become on a small screen.

const PHONE = { width: 390, height: 844 };
const TABLET = { width: 768, height: 1024 };
const SCREENS = { phone: PHONE, tablet: TABLET } as const;
type Locale = "en" | "ar";

/** Signs in through the API and starts the dashboard session the way the login page does. */
const signIn = async (page: Page, request: APIRequestContext, locale: Locale) =>
  (await signInWithToken(page, request, OWNER, locale)).token;

/** How far the page itself scrolls sideways (0 when it fits the screen). */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => {
    const scroller = document.scrollingElement ?? document.documentElement;
    return scroller.scrollWidth - window.innerWidth;
  });

/**
 * Visible elements that stick out of the screen sideways without a scrolling box around them (overflow-x auto or
 * scroll) to bring them in: content a person could neither see nor scroll to.
 */
const outOfReach = (page: Page) =>
  page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const scrollsSideways = (element: Element) =>
      ["auto", "scroll"].includes(getComputedStyle(element).overflowX);
    const found: string[] = [];
    for (const element of Array.from(document.body.querySelectorAll("*"))) {
      const box = element.getBoundingClientRect();
      if (!box.width || !box.height || (box.left >= -1 && box.right <= width + 1)) continue;
      if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      if (getComputedStyle(element).position === "fixed") continue;
      let ancestor = element.parentElement;
      while (ancestor && ancestor !== document.body && !scrollsSideways(ancestor))
        ancestor = ancestor.parentElement;
      if (!ancestor || ancestor === document.body) {
        const name = element.getAttribute("aria-label") ?? element.textContent?.trim().slice(0, 30) ?? "";
        found.push(`${element.tagName.toLowerCase()}.${String(element.className).split(" ")[0]} "${name}"`);
      }
    }
    return found;
  });

/**
 * Field labels cut short: a label wider than the box MUI gives it ends in an ellipsis or is clipped (an empty
 * filter select was as narrow as its arrow, and "Status" showed as "S").
 */
const cutLabels = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll("label.MuiInputLabel-root"))
      .filter((label) => label.checkVisibility() && label.scrollWidth > label.clientWidth + 1)
      .map((label) => `label "${label.textContent?.trim()}" cut short`),
  );

/** The owner's API headers and the demo business of a type with its first branch (the branch lists show). */
async function businessScope(
  request: APIRequestContext,
  token: string,
  locale: Locale,
  type: "restaurant" | "chalet" = "restaurant",
) {
  const headers = { Authorization: `Bearer ${token}`, locale };
  const me = await request.post("/api/auth/login", { data: { ...OWNER, dashboard: true } });
  const user = (await me.json()).user as {
    business: { id: number; type: string; branches: { id: number }[] }[];
  };
  const business = user.business.find((b) => b.type === type)!;
  return { headers, business: business.id, branch: business.branches[0].id };
}
const restaurantScope = (request: APIRequestContext, token: string, locale: Locale) =>
  businessScope(request, token, locale, "restaurant");

/** Makes the restaurant and its first branch the dashboard's current scope (stored like the selectors do). */
async function workIn(page: Page, scope: { business: number; branch: number }) {
  await page.evaluate(({ business, branch }) => {
    localStorage.setItem("RaStoreMenuDashboard.currentBusinessId", JSON.stringify(business));
    localStorage.setItem("RaStoreMenuDashboard.currentBranchId", JSON.stringify(branch));
  }, scope);
}

// What the phone tests click, as each language names it.
const TEXT = {
  en: {
    more: "More options",
    business: "Business",
    menu: "Menu",
    language: "Language",
    breakfast: "Breakfast Menu",
    chalets: "Khiran Chalets",
    status: (number: number) => `Status of order #${number}`,
    accepted: "Accepted",
    board: "Reservations board",
    profile: "Profile",
    enableSound: "Enable sound",
    editItem: "Edit item",
    addPrice: "Add price",
  },
  ar: {
    more: "خيارات أخرى",
    business: "النشاط التجاري",
    menu: "القائمة",
    language: "اللغة",
    breakfast: "قائمة الفطور",
    chalets: "شاليهات الخيران",
    status: (number: number) => `حالة الطلب رقم ${number}`,
    accepted: "مقبول",
    board: "لوحة الحجوزات",
    profile: "الملف الشخصي",
    enableSound: "تفعيل الصوت",
    editItem: "تعديل الصنف",
    addPrice: "إضافة سعر",
  },
} as const;

// The owner of the demo restaurant sees every link of the sidebar.
const ROUTES = SIDEBAR_LINKS.map((link) => link.to);

for (const [screen, size] of Object.entries(SCREENS)) {
  for (const locale of ["en", "ar"] as const) {
    test(`no sidebar route scrolls sideways on a ${screen} (${locale})`, async ({ page, request }) => {
      test.setTimeout(180_000);
      await page.setViewportSize(size);
      await signIn(page, request, locale);
      const overflowing: string[] = [];
      for (const [index, route] of ROUTES.entries()) {
        // The first route is loaded as an address; the others are opened through the app, as its links do.
        if (index === 0) await openLoaded(page, route);
        else await openInApp(page, route);
        await expect(page.locator(`html[dir="${locale === "ar" ? "rtl" : "ltr"}"]`)).toHaveCount(1);
        const overflow = await sidewaysOverflow(page);
        if (overflow > 0) overflowing.push(`${route} (+${overflow}px)`);
        // Wide content (a table on a tablet) scrolls inside its own box instead of being cut off.
        for (const element of await outOfReach(page)) overflowing.push(`${route}: ${element} out of reach`);
        for (const label of await cutLabels(page)) overflowing.push(`${route}: ${label}`);
      }
      expect(overflowing).toEqual([]);
    });

    test(`the reservations board scrolls inside itself on a ${screen} (${locale})`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize(size);
      const token = await signIn(page, request, locale);
      await workIn(page, await businessScope(request, token, locale, "chalet"));
      await openLoaded(page, "/reservations/list2");
      const board = page.getByRole("region", { name: TEXT[locale].board });
      await expect(board).toBeVisible();
      // Two weeks of days are wider than the screen: the board scrolls, the page does not.
      const { scrollWidth, clientWidth, overflowX } = await board.evaluate((element) => ({
        scrollWidth: element.scrollWidth,
        clientWidth: element.clientWidth,
        overflowX: getComputedStyle(element).overflowX,
      }));
      expect(scrollWidth).toBeGreaterThan(clientWidth);
      expect(overflowX).toBe("auto");
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      // Scrolled to its far end (to the left in Arabic), the board shows its last day.
      const moved = await board.evaluate((element) => {
        element.scrollLeft = (document.dir === "rtl" ? -1 : 1) * element.scrollWidth;
        return Math.abs(element.scrollLeft);
      });
      expect(moved).toBeGreaterThan(0);
      expect(await outOfReach(page)).toEqual([]);
    });

    test(`the menu editor keeps to the screen on a ${screen} (${locale})`, async ({ page, request }) => {
      await page.setViewportSize(size);
      const token = await signIn(page, request, locale);
      await workIn(page, await restaurantScope(request, token, locale));
      await openLoaded(page, "/menu");
      const tabs = page.getByRole("tablist", { name: locale === "en" ? "Categories" : "الفئات" });
      await expect(tabs).toBeVisible();
      // The category tabs scroll inside their strip when they are more than the screen holds.
      const strip = await tabs.evaluate((element) => {
        const scroller = element.parentElement!;
        return {
          scrolls: scroller.scrollWidth > scroller.clientWidth,
          overflowX: getComputedStyle(scroller).overflowX,
        };
      });
      if (strip.scrolls) expect(["auto", "scroll"]).toContain(strip.overflowX);
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      expect(await outOfReach(page)).toEqual([]);
      // An item's card, in a subcategory (the narrowest): its buttons, price rows and their labels all fit.
      const row = page.getByTestId(/^item-row-\d+$/).first();
      await row.getByRole("button", { name: TEXT[locale].editItem }).click();
      const card = page.getByTestId(/^item-card-\d+$/).first();
      await expect(card.getByRole("button", { name: TEXT[locale].addPrice })).toBeVisible();
      await card.getByRole("button", { name: TEXT[locale].addPrice }).click();
      expect(await outOfReach(page)).toEqual([]);
      expect(await cutLabels(page)).toEqual([]);
    });
  }
}

/** A phone-sized window signed in as the owner, working in the restaurant and its first branch. */
async function restaurantOnPhone(page: Page, request: APIRequestContext, locale: Locale) {
  await page.setViewportSize(PHONE);
  const token = await signIn(page, request, locale);
  const scope = await restaurantScope(request, token, locale);
  await workIn(page, scope);
  return scope;
}

for (const locale of ["en", "ar"] as const) {
  const text = TEXT[locale];

  test(`the selectors and the language are reached through the top bar's menu on a phone (${locale})`, async ({
    page,
    request,
  }) => {
    await restaurantOnPhone(page, request, locale);
    await openLoaded(page, "/");
    // The selectors have no room in the top bar itself: none shows until the menu is opened.
    await expect(page.getByRole("button", { name: text.business, exact: true })).toBeHidden();
    await page.getByRole("button", { name: text.more }).click();
    const more = page.getByRole("dialog", { name: text.more });
    await expect(more.getByRole("button", { name: text.language })).toBeVisible();

    await more.getByRole("button", { name: text.menu, exact: true }).click();
    await page.getByRole("menuitem", { name: text.breakfast }).click();
    await expect(more.getByRole("button", { name: text.menu, exact: true })).toContainText(text.breakfast);

    await more.getByRole("button", { name: text.business, exact: true }).click();
    await page.getByRole("menuitem", { name: text.chalets }).click();
    await expect(more.getByRole("button", { name: text.business, exact: true })).toContainText(text.chalets);
    // Nothing in the menu is wider than the phone.
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  });

  test(`the top bar keeps every control on the screen while the alarm rings, the user menu included (${locale})`, async ({
    page,
    request,
  }) => {
    // As a browser that allows no sound before a click (most phones): the context stays suspended, and the bar
    // offers "Enable sound" beside the ringing alarm.
    await page.addInitScript(() => {
      Object.defineProperty(AudioContext.prototype, "state", { get: () => "suspended" });
      AudioContext.prototype.resume = () => new Promise(() => undefined);
    });
    await restaurantOnPhone(page, request, locale);
    await openLoaded(page, "/");
    // The demo's pending orders ring once the page is idle: the bar then holds its most controls.
    await expect(page.locator('header [data-alarm="ringing"]')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole("button", { name: text.enableSound })).toBeVisible();
    const outside = await page.evaluate(() => {
      const width = document.documentElement.clientWidth;
      return Array.from(document.querySelectorAll("header button, header input"))
        .filter((control) => control.checkVisibility())
        .map((control) => ({ control, box: control.getBoundingClientRect() }))
        .filter(({ box }) => box.left < -1 || box.right > width + 1)
        .map(({ control }) => control.getAttribute("aria-label") ?? control.textContent?.trim() ?? "");
    });
    expect(outside).toEqual([]);
    await expect(page.getByRole("button", { name: text.profile })).toBeInViewport();
  });

  test(`an order's status is changed from its card on a phone (${locale})`, async ({ page, request }) => {
    const scope = await restaurantOnPhone(page, request, locale);
    const orders = `/api/business/${scope.business}/branches/${scope.branch}/orders`;
    const items = (
      await (
        await request.get(`/api/business/${scope.business}/items?per_page=100`, { headers: scope.headers })
      ).json()
    ).data as { id: number; prices: unknown[]; disable_ordering?: boolean }[];
    const item = items.find((candidate) => candidate.prices.length && !candidate.disable_ordering)!;
    const placed = await request.post(orders, {
      headers: scope.headers,
      data: {
        type: "self_pickup",
        customer: { name: "Phone Guest", phone: "51234597" },
        lines: [{ item_id: item.id, quantity: 1 }],
      },
    });
    expect(placed.status()).toBe(201);
    const order = (await placed.json()).data as { id: number; number: number };

    await openLoaded(page, "/orders");
    // Cards, not a table, on a phone; the new order's card carries its status control.
    await expect(page.getByRole("table")).toHaveCount(0);
    const status = page.getByRole("combobox", { name: text.status(order.number) });
    await status.click();
    await page.getByRole("option", { name: text.accepted }).click();
    await expect(status).toContainText(text.accepted);
    await expect
      .poll(async () => {
        const answer = await request.get(`${orders}/${order.id}`, { headers: scope.headers });
        return ((await answer.json()).data as { status: string }).status;
      })
      .toBe("accepted");
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  });

  test(`a period's two days share a row on a phone, the start first in reading order (${locale})`, async ({
    page,
    request,
  }) => {
    await restaurantOnPhone(page, request, locale);
    await openLoaded(page, "/orders/list");
    const from = (await page.locator("input[name='from']").boundingBox())!;
    const to = (await page.locator("input[name='to']").boundingBox())!;
    expect(Math.abs(from.y - to.y)).toBeLessThan(1);
    // Right to left in Arabic: the start on the right.
    expect(locale === "ar" ? from.x > to.x : from.x < to.x).toBe(true);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  });

  test(`an item's name keeps most of its row in a subcategory on a phone, its price under it (${locale})`, async ({
    page,
    request,
  }) => {
    await restaurantOnPhone(page, request, locale);
    await openLoaded(page, "/menu");
    // The demo's first category holds its items in subcategories, the narrowest rows of the editor.
    const row = page.getByTestId(/^item-row-\d+$/).first();
    await row.scrollIntoViewIfNeeded();
    const name = row.getByTestId("item-row-name");
    const [rowBox, nameBox] = [(await row.boundingBox())!, (await name.boundingBox())!];
    // The name's line (the name and its flags) is not cut to a letter or two: it has over a third of the row
    // (beside the price it had about a sixth, some 40 px).
    const line = (await name.locator("xpath=..").boundingBox())!;
    expect(line.width).toBeGreaterThan(rowBox.width * 0.35);
    const price = row.locator("p").filter({ hasText: /\d\.\d{3}/ });
    const priceBox = (await price.boundingBox())!;
    expect(priceBox.y).toBeGreaterThan(nameBox.y + nameBox.height - 1);
    expect(priceBox.y + priceBox.height).toBeLessThanOrEqual(rowBox.y + rowBox.height);
  });

  test(`a filter's long choice does not widen the audits page on a phone (${locale})`, async ({
    page,
    request,
  }) => {
    const scope = await restaurantOnPhone(page, request, locale);
    // A member whose "name (e-mail)" choice is far wider than a phone.
    const name = `Abdulrahman Mohammed Al-Abdulmohsen ${locale.toUpperCase()}`;
    await addStaffMember(request, scope.headers, {
      business_id: scope.business,
      name,
      phone: locale === "en" ? "51234581" : "51234582",
      email: `abdulrahman.mohammed.alabdulmohsen.${locale}@example.com`,
    });

    await openLoaded(page, "/audits/list");
    await page.locator(".ra-input-user_id [role='combobox']").click();
    await page.getByRole("option", { name: new RegExp(name) }).click();
    await page.waitForLoadState("networkidle");
    await expect(page.locator(".ra-input-user_id")).toContainText("Abdulrahman");
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  });
}
