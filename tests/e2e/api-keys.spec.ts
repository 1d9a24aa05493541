import { expect, test } from "@playwright/test";
import { login, workInRestaurant } from "./session";

// API keys (issue 49): the owner makes a key on the API keys page, sees its secret once, and revokes it; the key
// opens the API until then and is refused after. The key is this test's own (a unique name): other specs' keys or
// data do not matter.

test("the owner creates an API key, sees the secret once, and revokes it", async ({ page, request }) => {
  test.setTimeout(120_000);
  await login(page);
  const scope = await workInRestaurant(page);
  const name = `Till ${Date.now()}`;
  await page.goto("/api-keys");
  await expect(page.getByRole("banner").getByRole("heading", { name: "API keys" })).toBeVisible();

  await page.getByRole("button", { name: "New API key" }).click();
  const form = page.getByRole("dialog");
  await form.getByLabel("Name").fill(name);
  await form.getByRole("checkbox").first().check();
  await form.getByRole("checkbox", { name: "Orders: Read" }).check();
  await form.getByRole("button", { name: "Create key" }).click();

  const secretBox = page.getByTestId("api-key-secret");
  await expect(secretBox).toHaveText(/^mdk_/);
  const secret = (await secretBox.textContent())!.trim();
  await expect(page.getByText("it is shown only once")).toBeVisible();
  const orders = `/api/business/${scope.business}/branches/${scope.branch}/orders`;
  const withKey = { headers: { Authorization: `Bearer ${secret}` } };
  expect((await request.get(orders, withKey)).status()).toBe(200);

  await page.getByRole("button", { name: "I have copied it" }).click();
  await expect(secretBox).toBeHidden();
  // Shown once: the list has its first characters only.
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row).toContainText(`${secret.slice(0, 12)}…`);
  await expect(page.getByText(secret)).toHaveCount(0);
  await expect(row).toContainText("Active");

  await row.getByRole("button", { name: "Revoke" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Revoke" }).click();
  await expect(row).toContainText("Revoked");
  expect((await request.get(orders, withKey)).status()).toBe(401);
});
