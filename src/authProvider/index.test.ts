import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { HttpError } from "react-admin";
import { mockApi } from "../test/fetchMock";
import { buildUser } from "../test/users";
import { reloadAt } from "./browser";
import { authProvider } from "./index";
import { startSession } from "./session";

vi.mock("./browser", () => ({ reloadAt: vi.fn() }));

let tokenCount = 0;
/** A new token per test, so the once-per-token refresh of the user runs again. */
const signIn = () => {
  localStorage.setItem("token", `token-${++tokenCount}`);
  localStorage.setItem("user", JSON.stringify(buildUser()));
};

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(reloadAt).mockClear();
});

describe("authProvider", () => {
  it("rejects checkAuth without a token", async () => {
    await expect(authProvider.checkAuth({})).rejects.toThrow();
  });

  it("refreshes the stored user from /api/users/info once per token", async () => {
    signIn();
    const fresh = buildUser({ name: "Renamed", is_business_owner: false });
    const calls = mockApi({ "GET /api/users/info": { body: { data: fresh } } });
    await authProvider.checkAuth({});
    await authProvider.checkAuth({});
    expect(calls).toHaveLength(1);
    expect(calls[0].headers.get("Authorization")).toBe(`Bearer token-${tokenCount}`);
    expect(await authProvider.getIdentity!()).toMatchObject({ fullName: "Renamed" });
    expect(localStorage.getItem("is_business_owner")).toBe("false");
  });

  it("takes the user a sign-in just brought without loading it again, and loads it for any other token", async () => {
    const token = `token-${++tokenCount}`;
    startSession({ token, user: buildUser({ name: "Signed in" }) });
    const calls = mockApi({ "GET /api/users/info": { body: { data: buildUser({ name: "Loaded" }) } } });
    await authProvider.checkAuth({});
    expect(calls).toHaveLength(0);
    expect(await authProvider.getIdentity!()).toMatchObject({ fullName: "Signed in" });

    signIn();
    await authProvider.checkAuth({});
    expect(calls).toHaveLength(1);
    expect(await authProvider.getIdentity!()).toMatchObject({ fullName: "Loaded" });
  });

  it("clears the session and goes to the root when the user cannot be loaded", async () => {
    signIn();
    mockApi({ "GET /api/users/info": { status: 401, body: { message: "Unauthenticated." } } });
    await expect(authProvider.checkAuth({})).rejects.toBeDefined();
    expect(localStorage.getItem("token")).toBeNull();
    expect(reloadAt).toHaveBeenCalledWith("/");
  });

  it("logs out on 401 and stays on 403", async () => {
    signIn();
    await expect(authProvider.checkError(new HttpError("Forbidden", 403))).resolves.toBeUndefined();
    expect(localStorage.getItem("token")).not.toBeNull();
    await expect(authProvider.checkError(new HttpError("Unauthenticated", 401))).rejects.toBeDefined();
    expect(localStorage.getItem("token")).toBeNull();
  });

  it("logs out on the server, ignoring its failure, and clears the session", async () => {
    signIn();
    const calls = mockApi({ "POST /api/auth/logout": { status: 500, body: {} } });
    await authProvider.logout({});
    expect(calls[0]).toMatchObject({ method: "POST", path: "/api/auth/logout" });
    expect(localStorage.getItem("token")).toBeNull();
    expect(localStorage.getItem("user")).toBeNull();
  });

  it("gives the permission subject and checks routes with it in the current business", async () => {
    signIn();
    expect(await authProvider.getPermissions!({})).toEqual({
      permissions: [],
      business: buildUser().business,
    });
    expect(await authProvider.canAccess!({ resource: "audits", action: "list" })).toBe(true);
    // Owner-only pages follow ownership of the business worked in, as the sidebar and the server do, not the
    // account-wide owner flag (an owner elsewhere is staff here).
    const staffHere = buildUser({ business: buildUser().business.map((b) => ({ ...b, is_owner: false })) });
    localStorage.setItem("user", JSON.stringify(staffHere));
    localStorage.setItem("is_business_owner", "true");
    expect(await authProvider.canAccess!({ resource: "audits", action: "list" })).toBe(false);
  });

  it("checks a branch record in its own branch", async () => {
    signIn();
    const staff = buildUser({
      permissions: ["branch.101.orders.delete"],
      business: buildUser().business.map((b) => ({ ...b, is_owner: false })),
    });
    localStorage.setItem("user", JSON.stringify(staff));
    const ask = (branchId: number) =>
      authProvider.canAccess!({
        resource: "orders",
        action: "delete",
        record: { id: 1, branch_id: branchId },
      });
    expect(await ask(101)).toBe(true);
    expect(await ask(100)).toBe(false);
    expect(await authProvider.canAccess!({ resource: "orders", action: "delete" })).toBe(true);
  });
});
