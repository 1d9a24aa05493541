import { expect, test } from "@playwright/test";
import { login, ownerApiHeaders, placeOrder, workInRestaurant } from "./session";

// The kitchen screen (issue 48): an accepted order arrives as a ticket without a reload; "Ready" moves it to ready,
// which the orders list then shows; in Arabic the screen reads right to left.

test("an accepted order arrives on the kitchen screen live, and Ready sets it ready in the orders list", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await login(page);
  const scope = await workInRestaurant(page);
  await page.goto("/kitchen");
  await expect(page.getByRole("heading", { name: "Kitchen", level: 1 })).toBeVisible();
  // Live updates connect once the page is idle: then the ticket comes without a reload.
  await page.waitForTimeout(2500);

  const order = await placeOrder(request, scope, { name: "Kitchen Guest", phone: "51234577" });
  const headers = await ownerApiHeaders(request);
  const accepted = await request.post(
    `/api/business/${scope.business}/branches/${scope.branch}/orders/${order.id}`,
    {
      headers,
      data: { status: "accepted", updated_at: order.updated_at },
    },
  );
  expect(accepted.status()).toBe(200);
  const ticket = page.getByRole("article", { name: new RegExp(`^#${order.number} · Kitchen Guest$`) });
  await expect(ticket).toBeVisible({ timeout: 15_000 });
  await ticket.getByRole("button", { name: `Mark order #${order.number} ready` }).click();
  await expect(ticket).toBeHidden();

  const after = await request.get(
    `/api/business/${scope.business}/branches/${scope.branch}/orders/${order.id}`,
    {
      headers,
    },
  );
  expect((await after.json()).data.status).toBe("ready");
  await page.getByRole("button", { name: "Recall" }).click();
  await expect(page.getByRole("dialog").getByText(`#${order.number}`)).toBeVisible();
});

test("the kitchen screen reads right to left in Arabic", async ({ page }) => {
  await login(page);
  await workInRestaurant(page);
  await page.evaluate(() => localStorage.setItem("locale", "ar"));
  await page.goto("/kitchen");
  await expect(page.getByRole("heading", { name: "المطبخ", level: 1 })).toBeVisible();
  await expect(page.locator('html[dir="rtl"]')).toHaveCount(1);
  await expect(page.getByRole("button", { name: "استرجاع" })).toBeVisible();
});
