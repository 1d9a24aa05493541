import { expect, test, type APIRequestContext, type Page } from "@playwright/test";

const DEMO_OWNER = { email: "owner@example.com", password: "owner1234" };

/** The newest registration code mailed to an address, from the development outbox. */
async function latestCode(request: APIRequestContext, email: string): Promise<string> {
  let code = "";
  await expect
    .poll(async () => {
      const answer = await request.get(`/api/dev/outbox?email=${encodeURIComponent(email)}`);
      const outbox = (await answer.json()) as { data: { code?: string }[] };
      code = outbox.data[0]?.code ?? "";
      return code;
    })
    .not.toBe("");
  return code;
}

async function login(page: Page, email: string, password: string) {
  await page.goto("/login");
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/admin\/overview$/);
}

test("a new owner registers in three steps, lands on the Overview and logs out", async ({
  page,
  request,
}) => {
  const email = `owner.${Date.now()}@example.com`;
  await page.goto("/register");

  await page.locator('input[name="email"]').fill(email);
  await page.getByRole("button", { name: "Send code" }).click();

  await page.locator('input[name="code"]').fill(await latestCode(request, email));
  await page.getByRole("button", { name: "Verify code" }).click();

  await page.locator('input[name="name"]').fill("Nadia Register");
  await page.getByRole("combobox", { name: /Business type/ }).click();
  await page.getByRole("option", { name: "Restaurant" }).click();
  // The business's time zone starts as the device's (the test browser's).
  await expect(page.locator('input[name="timezone"]')).not.toHaveValue("");
  await page.locator('input[name="businessName"]').fill("Nadia Kitchen");
  await page.locator('input[name="password"]').fill("secret-pass-1");
  await page.locator('input[name="password_confirmation"]').fill("secret-pass-1");
  await page.getByRole("checkbox", { name: "I agree to the terms & conditions" }).check();
  await page.getByRole("button", { name: "Register" }).click();

  await expect(page).toHaveURL(/\/admin\/overview$/);
  await expect(page.getByRole("heading", { name: "Welcome, Nadia Register" })).toBeVisible();
  await expect(page.getByText("Nadia Kitchen")).toBeVisible();

  await page.getByRole("button", { name: "Profile" }).click();
  await page.getByRole("menuitem", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();
});

test("the demo owner logs in and sees their businesses", async ({ page }) => {
  await login(page, DEMO_OWNER.email, DEMO_OWNER.password);
  await expect(page.getByRole("heading", { name: /^Welcome, / })).toBeVisible();
  // The Overview shows the figures of the current business (the first one) instead of a list of businesses.
  await expect(page.getByTestId("overview-business")).toContainText("Gulf Bites");
});

test("wrong credentials show the login error", async ({ page }) => {
  await page.goto("/login");
  await page.locator('input[name="email"]').fill(DEMO_OWNER.email);
  await page.locator('input[name="password"]').fill("not-the-password");
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByText("Error login credentials")).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test("switching to Arabic turns the UI right-to-left, and the choice survives a reload", async ({ page }) => {
  await page.goto("/login");
  await page.getByRole("button", { name: "Language" }).click();
  await page.getByRole("menuitem", { name: "العربية" }).click();

  await expect(page.locator('html[dir="rtl"]')).toHaveCount(1);
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  await expect(page.getByText("البريد الإلكتروني").first()).toBeVisible();
  await expect(page.getByRole("button", { name: "دخول" })).toBeVisible();

  // The server answers the reload in Arabic: right-to-left from its first byte, the Arabic texts' chunk named
  // for the browser to fetch beside the app's code.
  const arabicPage = await (await page.reload())!.text();
  expect(arabicPage).toContain('<html lang="ar" dir="rtl">');
  expect(arabicPage).toMatch(/<link rel="modulepreload"[^>]* href="\/assets\/arabic-[\w-]+\.js">/);
  await expect(page.locator('html[dir="rtl"]')).toHaveCount(1);
  await expect(page.getByRole("heading", { name: "تسجيل الدخول" })).toBeVisible();

  await page.getByRole("button", { name: "اللغة" }).click();
  await page.getByRole("menuitem", { name: "English" }).click();
  await expect(page.locator('html[dir="ltr"]')).toHaveCount(1);
  const englishPage = await (await page.reload())!.text();
  expect(englishPage).toContain('<html lang="en" dir="ltr">');
  expect(englishPage).not.toContain("/assets/arabic-");
  await expect(page.getByRole("button", { name: "Login" })).toBeVisible();
});

test("an unknown address shows Page Not Found with a link to the main page", async ({ page }) => {
  await login(page, DEMO_OWNER.email, DEMO_OWNER.password);
  await page.goto("/no/such/page");
  await expect(page.getByRole("heading", { name: "Page Not Found", level: 1 })).toBeVisible();
  await page.getByRole("link", { name: "Go to the main page" }).click();
  await expect(page).toHaveURL(/\/admin\/overview$/);
});
