import { expect, test, type APIRequestContext, type Page } from "@playwright/test";

// Coupons: screens generated from their declaration alone (src/domain/resources/coupons.ts), against the real server.

const DEMO_OWNER = { email: "owner@example.com", password: "owner1234" };
const run = Date.now().toString(36).toUpperCase();

/** Signs in through the API and starts the dashboard session the way the login page does. */
async function signIn(page: Page, request: APIRequestContext, locale: "en" | "ar" = "en") {
  const answer = await request.post("/api/auth/login", { data: { ...DEMO_OWNER, dashboard: true } });
  const session = (await answer.json()) as {
    token: string;
    user: { is_business_owner: boolean; business: { id: number }[] };
  };
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
  return { token: session.token, businessId: session.user.business[0].id };
}

async function fillCoupon(page: Page, code: string, amount: string) {
  await page.getByRole("textbox", { name: /^(Code|الرمز)/ }).fill(code);
  await page.getByRole("combobox", { name: /^(Kind|النوع)/ }).click();
  await page.getByRole("option", { name: /^(Percent|نسبة مئوية)$/ }).click();
  await page.getByRole("spinbutton", { name: /^(Amount|القيمة)/ }).fill(amount);
  await page.getByLabel(/^(Valid from|صالحة من)/).fill("2031-06-20");
  await page.getByLabel(/^(Valid to|صالحة حتى)/).fill("2031-06-30");
}

test("coupons: a list longer than a page, create and edit", async ({ page, request }) => {
  const { token, businessId } = await signIn(page, request);
  for (let i = 0; i < 12; i++) {
    const data = {
      code: `E2E-${run}-${i}`,
      kind: "fixed",
      amount: 1 + i,
      valid_from: "2031-01-01",
      valid_to: "2031-12-31",
    };
    const created = await request.post(`/api/business/${businessId}/coupons`, {
      data,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(created.status()).toBe(201);
  }

  await page.goto("/coupons");
  await expect(page.getByRole("heading", { name: "Coupons" }).first()).toBeVisible();
  await expect(page.getByText(/1-10 of \d+/)).toBeVisible();
  await expect(page.getByRole("row")).toHaveCount(11);

  await page.goto("/coupons/create");
  await fillCoupon(page, `NEW-${run}`, "15");
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page).toHaveURL(/\/coupons$/);
  await page.getByRole("textbox", { name: "Search" }).fill(`NEW-${run}`);
  const row = page.getByRole("row", { name: new RegExp(`NEW-${run}`) });
  await expect(row).toBeVisible();
  // The search reaches the address a moment later; leaving before would bring the list back.
  await expect(page).toHaveURL(/filter=/);

  await row.getByRole("link", { name: "Edit" }).click();
  await expect(page).toHaveURL(/\/coupons\/\d+$/);
  await page.getByRole("spinbutton", { name: /^Amount/ }).fill("20");
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page).toHaveURL(/\/coupons(\?|$)/);
  await expect(page.getByRole("row", { name: new RegExp(`NEW-${run}`) })).toContainText("20.000");
});

test("coupons: the server's rules show under the field in Arabic", async ({ page, request }) => {
  await signIn(page, request, "ar");
  await page.goto("/coupons/create");
  await fillCoupon(page, "bad code!", "150");
  await page.getByRole("button", { name: "إرسال" }).click();
  await expect(page.locator("p.Mui-error", { hasText: "صيغة غير صالحة" })).toBeVisible();
  await fillCoupon(page, `AR-${run}`, "150");
  await page.getByRole("button", { name: "إرسال" }).click();
  await expect(page.locator("p.Mui-error", { hasText: "يجب ألا تزيد القيمة عن 100" })).toBeVisible();
});
