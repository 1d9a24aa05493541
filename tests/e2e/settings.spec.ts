import { expect, test, type Page } from "@playwright/test";
import { OWNER, login } from "./session";

// /settings and /configurations against the real server and its seeded demo.

const STAFF = { email: "staff@example.com", password: "staff1234" };
// Unique per run, so a rerun never meets the last run's value.
const RUN = String(Date.now()).slice(-6);

test.describe.configure({ mode: "serial" });

const untranslatedLines = async (page: Page) =>
  (await page.locator("body").innerText())
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => /^(resources|app|ra)\./.test(line));

test("the owner changes a business setting and a mobile app setting and sees them after reload", async ({
  page,
}) => {
  await login(page, OWNER);
  await page.goto("/settings");
  await expect(page.getByRole("tab", { name: "Business Settings" })).toHaveAttribute("aria-selected", "true");
  const website = page.getByLabel("Website");
  await website.fill(`https://gulf-bites-${RUN}.example.com`);
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByText("Updated successfully").first()).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Website")).toHaveValue(`https://gulf-bites-${RUN}.example.com`);

  await page.getByRole("tab", { name: "Mobile App Settings" }).click();
  await expect(page).toHaveURL(/\/settings\?tab=MobileAppSettings$/);
  await expect(page.getByText("Hide Home Page Title")).toBeVisible();
  await page.getByLabel("Home ad link").fill(`https://ads-${RUN}.example.com`);
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByText("Updated successfully").first()).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Home ad link")).toHaveValue(`https://ads-${RUN}.example.com`);
});

test("a cleared link is removed, a bad link is refused in both languages, a named colour shows its own swatch", async ({
  page,
}) => {
  await login(page, OWNER);
  await page.goto("/settings");
  const facebook = page.getByLabel("Facebook");
  await facebook.fill("gulfbites");
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByText("Please enter a valid link")).toBeVisible();
  await expect(page.getByText("invalid_url")).toHaveCount(0);
  await facebook.fill(`https://facebook.com/gulf-${RUN}`);
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByText("Updated successfully").first()).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Facebook")).toHaveValue(`https://facebook.com/gulf-${RUN}`);
  await page.getByLabel("Facebook").fill("");
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByText("Updated successfully").first()).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Facebook")).toHaveValue("");

  // The reservation colours default to names (red, grey, black): the picker shows red, not black.
  await expect(page.getByLabel("Pick a colour for Completed")).toHaveValue("#ff0000");
  await expect(page.getByLabel("Pick a colour for Pending")).toHaveValue("#808080");

  await page.evaluate(() => localStorage.setItem("locale", "ar"));
  await page.reload();
  const arabicFacebook = page.locator('input[name="Facebook"]');
  await arabicFacebook.fill("gulfbites");
  await page.locator('button[type="submit"]').click();
  await expect(page.getByText("يرجى إدخال رابط صالح")).toBeVisible();
  await page.evaluate(() => localStorage.setItem("locale", "en"));
});

test("/settings?tab=MobileAppSettings opens that tab", async ({ page }) => {
  await login(page, OWNER);
  await page.goto("/settings?tab=MobileAppSettings");
  await expect(page.getByRole("tab", { name: "Mobile App Settings" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await expect(page.getByText("Slider ads")).toBeVisible();
});

test("the account form shows its messages", async ({ page }) => {
  await login(page, OWNER);
  await page.goto("/settings?tab=AccountSettings");
  await expect(page.getByLabel(/^Name/)).toHaveValue(/.+/);
  await page.getByLabel(/^Name/).fill("");
  await page.getByLabel(/^Email/).fill("not-an-email");
  await page.getByLabel(/^Phone/).fill("");
  await page.locator('input[name="password"]').fill("short");
  await page.locator('input[name="password_confirmation"]').fill("other");
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByText("Please enter the name")).toBeVisible();
  await expect(page.getByText("Please enter a valid email address")).toBeVisible();
  await expect(page.getByText("Please enter the phone")).toBeVisible();
  await expect(page.getByText("Password must be at least 8 characters")).toBeVisible();
  await expect(page.getByText("Password & Confirmation are not matched!")).toBeVisible();
  await page.getByLabel(/^Email/).fill("");
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByText("Please enter the email")).toBeVisible();
});

test("the owner opens Business Configurations", async ({ page }) => {
  await login(page, OWNER);
  await page.goto("/configurations");
  await expect(page.getByRole("tab", { name: "Business Configurations" })).toBeVisible();
  await expect(page.getByLabel(/^Check-in at/)).toHaveValue(/^\d{2}:\d{2}$/);
  await page.getByLabel(/^Reservations margin/).fill("5400");
  await expect(page.getByText("1 hour and 30 minutes")).toBeVisible();
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByText("Updated successfully").first()).toBeVisible();
  await page.reload();
  await expect(page.getByLabel(/^Reservations margin/)).toHaveValue("5400");
  // Back to no margin: later specs of the same run book against the seeded data.
  await page.getByLabel(/^Reservations margin/).fill("0");
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByText("Updated successfully").first()).toBeVisible();
});

test("staff without settings permission is sent to Overview from /configurations", async ({ page }) => {
  await login(page, STAFF);
  await page.goto("/configurations");
  await expect(page).toHaveURL(/\/admin\/overview$/);
});

test("in Arabic the settings tabs show no untranslated key", async ({ page }) => {
  await login(page, OWNER);
  await page.getByRole("button", { name: "Language" }).click();
  await page.getByRole("menuitem", { name: "العربية" }).click();
  await expect(page.locator('html[dir="rtl"]')).toHaveCount(1);
  for (const tab of [
    "BusinessSettings",
    "BranchSettings",
    "TabletAppSettings",
    "MobileAppSettings",
    "AccountSettings",
  ]) {
    await page.goto(`/settings?tab=${tab}`);
    await expect(page.getByRole("button", { name: "إرسال" })).toBeVisible();
    expect(await untranslatedLines(page)).toEqual([]);
  }
  await page.goto("/configurations");
  await expect(page.getByRole("tab", { name: "إعدادات النشاط التجاري العامة" })).toBeVisible();
  expect(await untranslatedLines(page)).toEqual([]);
});
