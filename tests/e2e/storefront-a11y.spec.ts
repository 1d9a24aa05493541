import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { demoRestaurant, HUMMUS, openForOrders, openItem, PHONE } from "./storefront-support";

// The customer pages pass an automated accessibility scan (axe, WCAG 2 A and AA rules, colour contrast included) with
// no serious or critical finding: the menu, an item's sheet, the checkout and an order's tracking page, in English
// and in Arabic, with the demo business's own colours.

test.use({ ...PHONE });

async function expectAccessible(page: Page, what: string) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  const grave = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(
    grave.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
    what,
  ).toEqual([]);
}

for (const locale of ["en-US", "ar-KW"]) {
  test.describe(locale, () => {
    test.use({ locale });

    test("the menu, an item's sheet, the checkout and the tracking page have no serious accessibility issue", async ({
      page,
      request,
    }) => {
      const place = await demoRestaurant(request);
      await openForOrders(request, place);
      await page.goto(place.tableAddress);
      await expect(page.locator(".item-card").first()).toBeVisible();
      await expectAccessible(page, "menu");

      const name = locale === "ar-KW" ? "حمص" : HUMMUS;
      const sheet = await openItem(page, name);
      await expectAccessible(page, "item sheet");
      await sheet.locator(".sheet-actions button").click();

      await page.locator(".cart-bar a").click();
      await expect(page.locator("form")).toBeVisible();
      await page.locator("input[autocomplete=name]").fill("Axe Guest");
      await page.locator("input[type=tel]").fill("51230078");
      await expectAccessible(page, "checkout");

      await page.locator("button[type=submit]").click();
      const tracking = page.locator("[data-status]");
      await expect(tracking.or(page.getByRole("alert").locator("p"))).toBeVisible();
      if (!(await tracking.isVisible())) await page.locator("button[type=submit]").click();
      await expect(tracking).toBeVisible();
      await expectAccessible(page, "tracking");
    });
  });
}
