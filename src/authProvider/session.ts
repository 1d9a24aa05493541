import { LOGIN_REDIRECT_MS, SIGNED_IN_USER_FRESH_MS } from "../domain/constants";
import { reloadAt } from "./browser";
import type { CurrentUser, SessionAnswer } from "./types";

// Storage keys of the session (SPEC §4): no token means logged out.
const TOKEN_KEY = "token";
const USER_KEY = "user";
const OWNER_KEY = "is_business_owner";
/**
 * The token whose user the sign-in answer brought, and when (in this tab's session storage, which survives the
 * reload): that user is the server's copy of a moment ago, so the page load the sign-in starts takes it as
 * refreshed instead of asking users/info again on the way from the Login click to the Overview.
 */
const FRESH_USER_KEY = "user_fresh_for";
// Whether this page load is the one a sign-in started (isSignedInLoad).
let signedInLoad = false;

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
  window.sessionStorage.removeItem(FRESH_USER_KEY);
  signedInLoad = false;
}

/**
 * True once, on the page load a sign-in started, when the stored user came with `token` in the sign-in answer
 * less than SIGNED_IN_USER_FRESH_MS ago; the mark is used up either way.
 */
export function takeSignedInUser(token: string): boolean {
  const mark = window.sessionStorage.getItem(FRESH_USER_KEY);
  window.sessionStorage.removeItem(FRESH_USER_KEY);
  if (!mark) return false;
  try {
    const { token: marked, at } = JSON.parse(mark) as { token?: unknown; at?: unknown };
    const fresh = marked === token && typeof at === "number" && Date.now() - at < SIGNED_IN_USER_FRESH_MS;
    if (fresh) signedInLoad = true;
    return fresh;
  } catch {
    return false;
  }
}

/**
 * Whether this page load is the one a sign-in started (takeSignedInUser said so): the login page has put the
 * next pages' code in the browser cache (preloadAfterLogin), so running it costs no download.
 */
export const isSignedInLoad = (): boolean => signedInLoad;

/**
 * Starts the session from a login or registration answer, then reloads the app at "/" shortly after.
 * Returns false, changing nothing, when the answer holds no token.
 */
export function startSession(answer: SessionAnswer | undefined): boolean {
  if (!answer?.token) return false;
  window.localStorage.setItem(TOKEN_KEY, answer.token);
  if (answer.user) {
    storeUser(answer.user);
    window.sessionStorage.setItem(FRESH_USER_KEY, JSON.stringify({ token: answer.token, at: Date.now() }));
  }
  setTimeout(() => reloadAt("/"), LOGIN_REDIRECT_MS);
  return true;
}
