import { describe, expect, it } from "vitest";
import { buildUser } from "../test/users";
import { resolveScope, resourcePath } from "./routes";

describe("resource paths", () => {
  const user = buildUser();

  it("defaults to the first business and its first branch", () => {
    expect(resolveScope(user, {})).toEqual({ businessId: 10, branchId: 100 });
  });

  it("keeps the chosen business and branch while they belong to the user", () => {
    expect(resolveScope(user, { businessId: 10, branchId: 101 })).toEqual({ businessId: 10, branchId: 101 });
    expect(resolveScope(user, { businessId: 99, branchId: 101 })).toEqual({ businessId: 10, branchId: 101 });
    expect(resolveScope(user, { businessId: 10, branchId: 999 })).toEqual({ businessId: 10, branchId: 100 });
    expect(resolveScope(null, { businessId: 10 })).toEqual({});
  });

  it("fills the templates from the scope", () => {
    const scope = { businessId: 10, branchId: 101 };
    expect(resourcePath("users", scope)).toBe("business/10/users");
    expect(resourcePath("floors", scope)).toBe("business/10/branches/101/floors");
    expect(resourcePath("business", scope)).toBe("business");
    expect(resourcePath("hotels", scope)).toBe("business/10/hotels");
    expect(resourcePath("events", scope)).toBe("business/10/events");
    expect(() => resourcePath("floors", { businessId: 10 })).toThrow(/branchId/);
  });

  it("writes users at users/ and fills nested placeholders from the call's meta", () => {
    const scope = { businessId: 10, branchId: 101 };
    expect(resourcePath("users", scope, { write: true })).toBe("users");
    expect(resourcePath("floors", scope, { write: true })).toBe("business/10/branches/101/floors");
    expect(resourcePath("tables", scope, { params: { floorId: 5 } })).toBe(
      "business/10/branches/101/floors/5/tables",
    );
    expect(() => resourcePath("tables", scope)).toThrow(/floorId/);
  });
});
