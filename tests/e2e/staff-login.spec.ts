import { expect, test } from "@playwright/test";
import { OWNER, login } from "./session";

// A staff member the owner adds in Users is invited: without SMTP (as here) the dashboard shows the invitation's
// one-time link once, with Copy; the person opens it, chooses their own password and is signed in, and the users
// list shows them invited until then. The set-password page opens signed out and says at once when a link no
// longer works.

const RUN = String(Date.now()).slice(-6);

test("a staff member invited by the owner joins through the link shown once, with their own password", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await login(page, OWNER);
  await page.goto("/users/create");
  const email = `waiter${RUN}@example.com`;
  await page.getByLabel(/^Name/).fill(`Waiter ${RUN}`);
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Phone/).fill(`51 ${RUN}`);
  await expect(page.locator('input[type="password"]')).toHaveCount(0);
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page).toHaveURL(/\/users$/);

  const dialog = page.getByRole("dialog", { name: "Invitation ready" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(email);
  await expect(dialog).toContainText("it will not be shown again");
  const link = (await dialog.getByTestId("invitation-link").textContent())!.trim();
  expect(link).toMatch(/\/set-password#token=/);
  await dialog.getByRole("button", { name: "Copy link" }).click();
  await expect(page.getByText("Link copied")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  await dialog.getByRole("button", { name: "Done" }).click();
  await expect(dialog).toBeHidden();
  // Shown once: it is not there again after a reload; the person is listed as invited.
  await page.reload();
  const row = page.getByRole("row", { name: new RegExp(`Waiter ${RUN}`) });
  await expect(row).toBeVisible();
  await expect(row.getByText("Invited")).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);

  await page.evaluate(() => localStorage.clear());
  const { pathname, hash } = new URL(link);
  await page.goto(`${pathname}${hash}`);
  await expect(page.getByText(/invited you to join/)).toContainText(email);
  await page.getByLabel(/^New password/).fill("waiter-own-1");
  await page.getByLabel(/^Confirm the password/).fill("waiter-own-1");
  await page.getByRole("button", { name: "Set password and join" }).click();
  await expect(page.getByText(`Waiter ${RUN}`).first()).toBeVisible();

  await page.evaluate(() => localStorage.clear());
  await login(page, { email, password: "waiter-own-1" });
});

test("the set-password page opens signed out and says at once that a link no longer works, in Arabic too", async ({
  page,
}) => {
  await page.goto("/login");
  await page.evaluate(() => localStorage.setItem("locale", "ar"));
  await page.goto("/set-password#token=used-or-made-up");
  await expect(page.getByText("انضم إلى فريقك").first()).toBeVisible();
  await expect(page.getByText("هذا الرابط لم يعد يعمل").first()).toBeVisible();
  await expect(page.locator('input[type="password"]')).toHaveCount(0);
  await expect(page).toHaveURL(/\/set-password/);
});
