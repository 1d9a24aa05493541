import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LOGIN_REDIRECT_MS, SIGNED_IN_USER_FRESH_MS } from "../domain/constants";
import { buildUser } from "../test/users";
import { reloadAt } from "./browser";
import {
  clearSession,
  getStoredUser,
  getToken,
  isBusinessOwner,
  startSession,
  storeUser,
  isSignedInLoad,
  takeSignedInUser,
} from "./session";

vi.mock("./browser", () => ({ reloadAt: vi.fn() }));

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.mocked(reloadAt).mockClear();
});

describe("session", () => {
  it("starts from an answer with a token and reloads at / after the login delay", () => {
    const user = buildUser({ is_business_owner: false });
    expect(startSession({ token: "abc", user })).toBe(true);
    expect(getToken()).toBe("abc");
    expect(getStoredUser()).toEqual(user);
    expect(isBusinessOwner()).toBe(false);
    vi.advanceTimersByTime(LOGIN_REDIRECT_MS - 1);
    expect(reloadAt).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(reloadAt).toHaveBeenCalledWith("/");
  });

  it("does nothing without a token", () => {
    expect(startSession({ user: buildUser() })).toBe(false);
    expect(startSession(undefined)).toBe(false);
    vi.runAllTimers();
    expect(getToken()).toBeNull();
    expect(getStoredUser()).toBeNull();
    expect(reloadAt).not.toHaveBeenCalled();
  });

  it("clears the token, the user and the owner flag", () => {
    startSession({ token: "abc", user: buildUser() });
    expect(isBusinessOwner()).toBe(true);
    clearSession();
    expect([getToken(), getStoredUser(), localStorage.getItem("is_business_owner")]).toEqual([
      null,
      null,
      null,
    ]);
  });

  it("reads the stored user once per stored text, and again when the text changes", () => {
    startSession({ token: "abc", user: buildUser() });
    const first = getStoredUser();
    expect(getStoredUser()).toBe(first);
    storeUser({ ...buildUser(), name: "Renamed" });
    expect(getStoredUser()).not.toBe(first);
    expect(getStoredUser()?.name).toBe("Renamed");
    localStorage.setItem("user", "{broken");
    expect(getStoredUser()).toBeNull();
  });

  it("takes the user a sign-in brought as loaded once, for its own token, while it is fresh", () => {
    startSession({ token: "abc", user: buildUser() });
    expect(takeSignedInUser("other")).toBe(false);
    // A wrong token used the mark up too: the next load asks the server.
    expect(takeSignedInUser("abc")).toBe(false);

    expect(isSignedInLoad()).toBe(false);
    startSession({ token: "abc", user: buildUser() });
    expect(takeSignedInUser("abc")).toBe(true);
    expect(takeSignedInUser("abc")).toBe(false);
    // The load stays the one a sign-in started (its next pages' code is in the browser cache).
    expect(isSignedInLoad()).toBe(true);

    startSession({ token: "abc", user: buildUser() });
    vi.advanceTimersByTime(SIGNED_IN_USER_FRESH_MS);
    expect(takeSignedInUser("abc")).toBe(false);
  });

  it("marks nothing for an answer without a user, and forgets the mark when the session ends", () => {
    startSession({ token: "abc" });
    expect(takeSignedInUser("abc")).toBe(false);
    startSession({ token: "abc", user: buildUser() });
    clearSession();
    expect(takeSignedInUser("abc")).toBe(false);
    expect(isSignedInLoad()).toBe(false);
    sessionStorage.setItem("user_fresh_for", "{broken");
    expect(takeSignedInUser("abc")).toBe(false);
  });
});
