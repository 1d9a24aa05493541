import { LOGIN_REDIRECT_MS } from "../domain/constants";
import { reloadAt } from "./browser";
import type { CurrentUser, SessionAnswer } from "./types";

// Storage keys of the session (SPEC §4): no token means logged out.
const TOKEN_KEY = "token";
const USER_KEY = "user";
const OWNER_KEY = "is_business_owner";

export const getToken = (): string | null => window.localStorage.getItem(TOKEN_KEY);

// The parsed user of the stored text: every component reading the scope asks for it on every render, and a
// parse each time cost the first render of the shell about 10 ms; the same text also gives the same object.
let parsed: { raw: string; user: CurrentUser | null } | undefined;

export function getStoredUser(): CurrentUser | null {
  const raw = window.localStorage.getItem(USER_KEY);
  if (!raw) return null;
  if (parsed?.raw !== raw) {
    let user: CurrentUser | null;
    try {
      user = JSON.parse(raw) as CurrentUser;
    } catch {
      user = null;
    }
    parsed = { raw, user };
  }
  return parsed.user;
}

export function storeUser(user: CurrentUser): void {
  window.localStorage.setItem(USER_KEY, JSON.stringify(user));
  window.localStorage.setItem(OWNER_KEY, String(Boolean(user.is_business_owner)));
}

/** The owner flag kept beside the user: it opens Permissions, Audits and Configurations. */
export const isBusinessOwner = (): boolean => window.localStorage.getItem(OWNER_KEY) === "true";

export function clearSession(): void {
  window.localStorage.removeItem(TOKEN_KEY);
  window.localStorage.removeItem(USER_KEY);
  window.localStorage.removeItem(OWNER_KEY);
}

/**
 * Starts the session from a login or registration answer, then reloads the app at "/" shortly after.
 * Returns false, changing nothing, when the answer holds no token.
 */
export function startSession(answer: SessionAnswer | undefined): boolean {
  if (!answer?.token) return false;
  window.localStorage.setItem(TOKEN_KEY, answer.token);
  if (answer.user) storeUser(answer.user);
  setTimeout(() => reloadAt("/"), LOGIN_REDIRECT_MS);
  return true;
}
