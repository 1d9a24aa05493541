import { expect, type APIRequestContext, type Page } from "@playwright/test";

// Signing in for the browser tests: the demo accounts the seed prints, and the login form as a person uses it.

export interface Login {
  email: string;
  password: string;
}

export const OWNER: Login = { email: "owner@example.com", password: "owner1234" };
export const STAFF: Login = { email: "staff@example.com", password: "staff1234" };

/** react-admin's store prefix in localStorage (the current business, branch and menu live under it). */
export const STORE = "RaStoreMenuDashboard.";

/** Signs in through the login page and waits for the Overview it opens on. */
export async function login(page: Page, who: Login = OWNER) {
  await page.goto("/login");
  await page.locator('input[name="email"]').fill(who.email);
  await page.locator('input[name="password"]').fill(who.password);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/admin\/overview$/);
}

/**
 * Signs in through the API and starts the dashboard session the way the login page does (token and user in
 * localStorage, English), for tests that also call the API with the token. Answers the login's session.
 */
export async function signInWithToken<
  Session extends { token: string; user: { is_business_owner: boolean } },
>(page: Page, request: APIRequestContext, who: Login = OWNER): Promise<Session> {
  const answer = await request.post("/api/auth/login", { data: { ...who, dashboard: true } });
  expect(answer.ok()).toBeTruthy();
  const session = (await answer.json()) as Session;
  await page.goto("/login");
  await page.evaluate(({ token, user }) => {
    localStorage.setItem("token", token);
    localStorage.setItem("user", JSON.stringify(user));
    localStorage.setItem("is_business_owner", String(user.is_business_owner));
    localStorage.setItem("locale", "en");
  }, session);
  return session;
}
