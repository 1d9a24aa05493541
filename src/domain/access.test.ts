import { describe, expect, it } from "vitest";
import { canAccessResource, type ResourceAccessRequest } from "./access";
import type { PermissionSubject } from "./permissions";
import { declareEntry, REGISTRY } from "./resources";

const staff: PermissionSubject = {
  permissions: ["branch.100.users.read", "branch.101.orders.update"],
  business: [{ id: 10, is_owner: false, branches: [{ id: 100 }, { id: 101 }] }],
};
const owner: PermissionSubject = {
  permissions: [],
  business: [
    { id: 10, is_owner: true, branches: [{ id: 100 }] },
    { id: 20, is_owner: true, branches: [{ id: 200 }] },
  ],
};
const restaurant = { id: 10, type: "restaurant" } as const;
const chalet = { id: 20, type: "chalet" } as const;

const ask = (
  user: PermissionSubject | null,
  resource: string,
  action = "list",
  more: Partial<ResourceAccessRequest> = {},
) => canAccessResource(user, { resource, action, business: restaurant, ...more });

describe("canAccessResource", () => {
  it("needs the area's action in some branch of the business for a business resource", () => {
    expect(ask(staff, "users")).toBe(true);
    expect(ask(staff, "orders")).toBe(false);
    expect(ask(staff, "orders", "edit")).toBe(true);
    expect(ask(staff, "users", "delete")).toBe(false);
  });

  it("keeps permissions, audits and configurations for the owner of the business", () => {
    for (const route of ["permissions", "audits", "configurations"]) {
      expect(ask(staff, route)).toBe(false);
      expect(ask(owner, route)).toBe(true);
    }
    const ownerElsewhere: PermissionSubject = {
      permissions: ["branch.100.settings.read"],
      business: [staff.business[0], { id: 30, is_owner: true, branches: [{ id: 300 }] }],
    };
    expect(ask(ownerElsewhere, "audits")).toBe(false);
    expect(ask(ownerElsewhere, "audits", "list", { business: { id: 30 } })).toBe(true);
  });

  it("lets owners do everything in their business and keeps the dashboard open", () => {
    expect(ask(owner, "orders", "delete")).toBe(true);
    expect(ask(owner, "hotels")).toBe(true);
    expect(ask(staff, "hotels")).toBe(false);
    expect(ask(staff, "dashboard")).toBe(true);
  });

  it("refuses everything but open entries without a user", () => {
    expect(ask(null, "users")).toBe(false);
    expect(ask(null, "dashboard")).toBe(true);
  });

  it("checks any business of the user when none is current", () => {
    expect(canAccessResource(staff, { resource: "users", action: "list" })).toBe(true);
    expect(canAccessResource(staff, { resource: "audits", action: "list" })).toBe(false);
  });

  it("checks a branch record in the branch asked, else in the record's own branch", () => {
    expect(ask(staff, "orders", "edit", { branchId: 101 })).toBe(true);
    expect(ask(staff, "orders", "edit", { branchId: 100 })).toBe(false);
    expect(ask(staff, "orders", "edit", { record: { branch_id: 100 } })).toBe(false);
    expect(ask(staff, "orders", "edit", { record: { branch_id: 101 } })).toBe(true);
    // A business record's branch_id does not narrow the check.
    expect(ask(staff, "users", "list", { record: { branch_id: 101 } })).toBe(true);
  });

  it("keeps only the chalet sections for a chalet business, but not its screens' own checks", () => {
    const section = (resource: string) => ask(owner, resource, "list", { business: chalet, section: true });
    expect(
      ["reservations", "holidays", "listing", "users", "settings", "invoices", "audits"].every(section),
    ).toBe(true);
    expect(["orders", "categories", "menus", "coupons", "floors", "hotels"].some(section)).toBe(false);
    // The chalet's menu editor still edits categories.
    expect(ask(owner, "categories", "create", { business: chalet })).toBe(true);
  });

  it("leaves a name the registry does not know to the owner of the business", () => {
    expect(ask(owner, "reports")).toBe(true);
    expect(ask(staff, "reports")).toBe(false);
  });

  it("reads the access of an entry added to the registry", () => {
    const coupons2 = declareEntry({ kind: "custom", name: "vouchers", access: { area: "vouchers" } });
    const registry = [...REGISTRY, coupons2];
    const voucherStaff: PermissionSubject = { ...staff, permissions: ["branch.100.vouchers.read"] };
    expect(
      canAccessResource(
        voucherStaff,
        { resource: "vouchers", action: "list", business: restaurant },
        registry,
      ),
    ).toBe(true);
    expect(
      canAccessResource(staff, { resource: "vouchers", action: "list", business: restaurant }, registry),
    ).toBe(false);
  });
});
