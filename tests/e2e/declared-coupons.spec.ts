import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { declarationOf } from "../../src/domain/resources";
import { OWNER, signInWithToken } from "./session";

// Coupons: screens generated from their declaration alone (src/domain/resources/coupons.ts), against the real server.

const run = Date.now().toString(36).toUpperCase();
const coupons = declarationOf("coupons")!;

/** The table's headings as the declaration labels its listed fields, after the id. */
const headings = (locale: "en" | "ar") => [
  locale === "en" ? "ID" : "المعرّف",
  ...coupons.fields.filter((field) => field.listed).map((field) => field.label[locale]),
];

/** The headings drawn, blank ones (selection, buttons) left out. */
const drawnHeadings = async (page: Page) =>
  (await page.getByRole("columnheader").allInnerTexts()).map((text) => text.trim()).filter(Boolean);

/** Signs in as the demo owner; answers the token and the owner's first business. */
async function signIn(page: Page, request: APIRequestContext, locale: "en" | "ar" = "en") {
  const session = await signInWithToken<{
    token: string;
    user: { is_business_owner: boolean; business: { id: number }[] };
  }>(page, request, OWNER, locale);
  return { token: session.token, businessId: session.user.business[0].id };
}

async function fillCoupon(page: Page, code: string, amount: string) {
  await page.getByRole("textbox", { name: /^(Code|الرمز)/ }).fill(code);
  await page.getByRole("combobox", { name: /^(Kind|النوع)/ }).click();
  await page.getByRole("option", { name: /^(Percent|نسبة مئوية)$/ }).click();
  await page.getByRole("spinbutton", { name: /^(Amount|القيمة)/ }).fill(amount);
  // Days are typed as the dashboard writes them, DD-MM-YYYY (SPEC §5).
  await page.getByRole("textbox", { name: /^(Valid from|صالحة من)/ }).fill("20-06-2031");
  await page.getByRole("textbox", { name: /^(Valid to|صالحة حتى)/ }).fill("30-06-2031");
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
  // Every column is headed by its label; the days read DD-MM-YYYY and the amounts KWD with 3 decimals.
  expect(await drawnHeadings(page)).toEqual(headings("en"));
  const first = page.getByRole("row", { name: new RegExp(`E2E-${run}-`) }).first();
  await expect(first).toContainText("01-01-2031");
  await expect(first).toContainText("31-12-2031");
  await expect(first).toContainText(/KWD\s\d+\.000/);
  // A heading sorts the list by its field.
  await page.getByRole("columnheader", { name: "Code" }).getByRole("button").click();
  await expect(page).toHaveURL(/sort=code/);

  await page.goto("/coupons/create");
  await fillCoupon(page, `NEW-${run}`, "15");
  await page.getByRole("button", { name: "Submit" }).click();
  // Back on the list, which keeps the sort chosen above (react-admin remembers a list's parameters).
  await expect(page).toHaveURL(/\/coupons(\?|$)/);
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
  await page.goto("/coupons");
  await expect.poll(() => drawnHeadings(page)).toEqual(headings("ar"));
  await page.goto("/coupons/create");
  await fillCoupon(page, "bad code!", "150");
  await page.getByRole("button", { name: "إرسال" }).click();
  await expect(page.locator("p.Mui-error", { hasText: "صيغة غير صالحة" })).toBeVisible();
  await fillCoupon(page, `AR-${run}`, "150");
  await page.getByRole("button", { name: "إرسال" }).click();
  await expect(page.locator("p.Mui-error", { hasText: "يجب ألا تزيد القيمة عن 100" })).toBeVisible();
});
