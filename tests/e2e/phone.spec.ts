import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { SIDEBAR_LINKS } from "../../src/layout/sidebar/links";

// The dashboard on a phone (390×844) in English and Arabic: no page scrolls sideways on any route of the sidebar,
// the business/branch/menu selectors are reached through the app bar's menu, and an order's status is changed
// from the card list the orders become on a small screen.

const OWNER = { email: "owner@example.com", password: "owner1234" };
const PHONE = { width: 390, height: 844 };
type Locale = "en" | "ar";

/** Signs in through the API and starts the dashboard session the way the login page does. */
async function signIn(page: Page, request: APIRequestContext, locale: Locale) {
  const answer = await request.post("/api/auth/login", { data: { ...OWNER, dashboard: true } });
  expect(answer.ok()).toBeTruthy();
  const session = (await answer.json()) as { token: string; user: { is_business_owner: boolean } };
  await page.goto("/login");
  await page.evaluate(
    ({ token, user, locale }) => {
      localStorage.setItem("token", token);
      localStorage.setItem("user", JSON.stringify(user));
      localStorage.setItem("is_business_owner", String(user.is_business_owner));
      localStorage.setItem("locale", locale);
    },
    { token: session.token, user: session.user, locale },
  );
  return session.token;
}

/** Opens a page and waits until its data has arrived and the loading bar is gone. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState("networkidle");
  await expect(page.locator(".MuiLinearProgress-root, [role='progressbar']")).toHaveCount(0, {
    timeout: 15_000,
  });
}

/** How far the page itself scrolls sideways (0 when it fits the screen). */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => {
    const scroller = document.scrollingElement ?? document.documentElement;
    return scroller.scrollWidth - window.innerWidth;
  });

// The owner of the demo restaurant sees every link of the sidebar.
const ROUTES = SIDEBAR_LINKS.map((link) => link.to);

for (const locale of ["en", "ar"] as const) {
  test(`no sidebar route scrolls sideways on a phone (${locale})`, async ({ page, request }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(PHONE);
    await signIn(page, request, locale);
    const overflowing: string[] = [];
    for (const route of ROUTES) {
      await open(page, route);
      await expect(page.locator(`html[dir="${locale === "ar" ? "rtl" : "ltr"}"]`)).toHaveCount(1);
      const overflow = await sidewaysOverflow(page);
      if (overflow > 0) overflowing.push(`${route} (+${overflow}px)`);
    }
    expect(overflowing).toEqual([]);
  });
}
