import { expect, test } from "@playwright/test";
import { OWNER, login } from "./session";

// A staff member the owner adds in Users can sign in: without SMTP (as here) the dashboard shows the password it
// generated, once, and that password works. The set-password page of invitation e-mails is reachable signed out
// and explains a link that no longer works.

const RUN = String(Date.now()).slice(-6);

test("a staff member created by the owner signs in with the password shown once", async ({
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
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page).toHaveURL(/\/users$/);

  const dialog = page.getByRole("dialog", { name: "Staff member added" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(email);
  await expect(dialog).toContainText("it will not be shown again");
  const password = (await dialog.getByTestId("generated-password").textContent())!.trim();
  expect(password.length).toBeGreaterThanOrEqual(12);
  await dialog.getByRole("button", { name: "Copy password" }).click();
  await expect(page.getByText("Password copied")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(password);
  await dialog.getByRole("button", { name: "Done" }).click();
  await expect(dialog).toBeHidden();
  // Shown once: it is not there again after a reload.
  await page.reload();
  await expect(page.getByRole("row", { name: new RegExp(`Waiter ${RUN}`) })).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);

  await page.evaluate(() => localStorage.clear());
  await login(page, { email, password });
  await expect(page.getByText(`Waiter ${RUN}`).first()).toBeVisible();
});

test("the set-password page opens signed out and explains a link that no longer works, in Arabic too", async ({
  page,
}) => {
  await page.goto("/login");
  await page.evaluate(() => localStorage.setItem("locale", "ar"));
  await page.goto("/set-password#token=used-or-made-up");
  await expect(page.getByText("عيّن كلمة المرور").first()).toBeVisible();
  await page.getByLabel(/^كلمة المرور الجديدة/).fill("new-pass-123");
  await page.getByLabel(/^تأكيد كلمة المرور/).fill("new-pass-123");
  await page.getByRole("button", { name: "عيّن كلمة المرور وسجّل الدخول" }).click();
  await expect(page.getByText("هذا الرابط لم يعد يعمل").first()).toBeVisible();
  await expect(page).toHaveURL(/\/set-password/);
});
