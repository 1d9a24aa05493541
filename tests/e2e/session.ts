import { expect, type Page } from "@playwright/test";

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
