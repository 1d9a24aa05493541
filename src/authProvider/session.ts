import { LOGIN_REDIRECT_MS } from "../domain/constants";
import { reloadAt } from "./browser";
import type { CurrentUser, SessionAnswer } from "./types";

// Storage keys of the session (SPEC §4): no token means logged out.
const TOKEN_KEY = "token";
const USER_KEY = "user";
const OWNER_KEY = "is_business_owner";

export const getToken = (): string | null => window.localStorage.getItem(TOKEN_KEY);

export function getStoredUser(): CurrentUser | null {
  const raw = window.localStorage.getItem(USER_KEY);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as CurrentUser;
  } catch {
    return null;
  }
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
