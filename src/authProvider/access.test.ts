import { describe, expect, it } from "vitest";
import type { PermissionSubject } from "../domain/permissions";
import { canAccessRoute } from "./access";

const staff: PermissionSubject = {
  permissions: ["branch.100.users.read", "branch.101.orders.update"],
  business: [{ id: 10, is_owner: false, branches: [{ id: 100 }, { id: 101 }] }],
};
const owner: PermissionSubject = {
  permissions: [],
  business: [{ id: 10, is_owner: true, branches: [{ id: 100 }] }],
};
const ask = (user: PermissionSubject | null, resource: string, action = "list", isBusinessOwner = false) =>
  canAccessRoute(user, { resource, action, isBusinessOwner, businessId: 10 });

describe("canAccessRoute", () => {
  it("needs {route}.read in some branch of the business to list", () => {
    expect(ask(staff, "users")).toBe(true);
    expect(ask(staff, "orders")).toBe(false);
    expect(ask(staff, "orders", "edit")).toBe(true);
    expect(ask(staff, "users", "delete")).toBe(false);
  });

  it("keeps permissions, audits and configurations for business owners", () => {
    for (const route of ["permissions", "audits", "configurations"]) {
      expect(ask(staff, route)).toBe(false);
      expect(ask(staff, route, "list", true)).toBe(true);
    }
  });

  it("lets owners do everything in their business and keeps the dashboard open", () => {
    expect(ask(owner, "orders", "delete")).toBe(true);
    expect(ask(owner, "hotels")).toBe(true);
    expect(ask(staff, "hotels")).toBe(false);
    expect(ask(staff, "dashboard")).toBe(true);
  });

  it("refuses everything but open routes without a user", () => {
    expect(ask(null, "users")).toBe(false);
    expect(ask(null, "dashboard")).toBe(true);
  });

  it("checks any business of the user when none is current", () => {
    expect(canAccessRoute(staff, { resource: "users", action: "list", isBusinessOwner: false })).toBe(true);
  });
});
