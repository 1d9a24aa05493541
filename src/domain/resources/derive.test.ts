import { describe, expect, it } from "vitest";
import { SPEC_PERMISSION_AREAS, type PermissionArea } from "../constants";
import {
  AUDIT_ENTITIES,
  CHALET_PERMISSION_AREAS,
  declareResource,
  entryAtRoute,
  PERMISSION_AREAS,
  REGISTRY,
  RESOURCE_PATHS,
  RESOURCE_WRITE_PATHS,
} from "./index";
import {
  areaOf,
  auditEntitiesOf,
  isDeclaration,
  permissionAreasOf,
  resourcePathsOf,
  screenResourcesOf,
  sidebarEntriesOf,
} from "./derive";
import { coupons } from "./coupons";

// A resource declared and nothing else: it must reach every list with no other edit.
const vouchers = declareResource({
  ...coupons,
  name: "vouchers",
  path: "business/{businessId}/vouchers",
  area: "vouchers",
  table: "vouchers",
  auditEntity: "voucher",
  sidebar: { group: "operations", icon: "coupon" },
});
const withVouchers = [...REGISTRY, vouchers];

describe("the resource registry", () => {
  it("keeps its own areas as literal types, so a misspelt area fails to typecheck", () => {
    const declared: PermissionArea = "coupons";
    // @ts-expect-error no such area
    const misspelt: PermissionArea = "coupns";
    expect([declared, misspelt]).toEqual(["coupons", "coupns"]);
  });

  it("writes each name once", () => {
    const names = REGISTRY.map((entry) => entry.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it("gives the permissions editor SPEC §6's areas in its order, then the declared ones", () => {
    // Not pinned past SPEC's: a resource added by its file alone must not need this test edited.
    expect(PERMISSION_AREAS.slice(0, SPEC_PERMISSION_AREAS.length)).toEqual([...SPEC_PERMISSION_AREAS]);
    expect(PERMISSION_AREAS).toContain("coupons");
    expect(new Set(PERMISSION_AREAS).size).toBe(PERMISSION_AREAS.length);
    for (const entry of REGISTRY) {
      const area = areaOf(entry);
      if (area) expect(PERMISSION_AREAS).toContain(area);
    }
  });

  it("keeps for chalets the areas SPEC §6 names", () => {
    expect(CHALET_PERMISSION_AREAS).toEqual([
      "invoices",
      "users",
      "menu",
      "holidays",
      "reservations",
      "settings",
      "customers",
    ]);
  });

  it("gives the dataProvider every entry's path", () => {
    for (const entry of REGISTRY) if (entry.path) expect(RESOURCE_PATHS[entry.name]).toBe(entry.path);
    expect(RESOURCE_PATHS).toMatchObject({
      business: "business",
      orders: "business/{businessId}/branches/{branchId}/orders",
      audits: "business/{businessId}/audits",
      coupons: "business/{businessId}/coupons",
    });
    expect(RESOURCE_WRITE_PATHS).toEqual({ users: "users" });
  });

  it("names each audit entity once, under the entry that records it", () => {
    const entities = AUDIT_ENTITIES.map((known) => known.entity);
    expect(new Set(entities).size).toBe(entities.length);
    expect(AUDIT_ENTITIES).toContainEqual({ entity: "coupon", resource: "coupons", declared: true });
    expect(AUDIT_ENTITIES).toContainEqual({ entity: "login_qr", resource: "branches", declared: false });
  });

  it("finds the entry a guarded route stands for", () => {
    expect(entryAtRoute(REGISTRY, "menu")?.name).toBe("listing");
    expect(entryAtRoute(REGISTRY, "admin")?.name).toBe("dashboard");
    expect(entryAtRoute(REGISTRY, "floors")?.name).toBe("floors");
    expect(entryAtRoute(REGISTRY, "components")).toBeUndefined();
  });

  it("keeps records under a path parent out of the sidebar and the resources with screens", () => {
    expect(sidebarEntriesOf(REGISTRY).map((entry) => entry.name)).not.toContain("tables");
    expect(screenResourcesOf(REGISTRY)).not.toContain("tables");
    expect(screenResourcesOf(REGISTRY)).toEqual(
      expect.arrayContaining(["orders", "users", "audits", "holidays", "coupons", "floors"]),
    );
  });

  it("puts a new declaration in the sidebar, the paths, the permission areas, the audits and the screens", () => {
    const sidebar = sidebarEntriesOf(withVouchers).map((entry) => entry.name);
    // At the end of its group.
    expect(sidebar.indexOf("vouchers")).toBe(sidebar.indexOf("customers") + 1);
    expect(resourcePathsOf(withVouchers).vouchers).toBe("business/{businessId}/vouchers");
    expect(permissionAreasOf(withVouchers, SPEC_PERMISSION_AREAS).at(-1)).toBe("vouchers");
    expect(auditEntitiesOf(withVouchers)).toContainEqual({
      entity: "voucher",
      resource: "vouchers",
      declared: true,
    });
    expect(screenResourcesOf(withVouchers)).toContain("vouchers");
    expect(withVouchers.filter(isDeclaration).map((entry) => entry.name)).toContain("vouchers");
  });

  it("places a link after the entry it names", () => {
    const early = declareResource({
      ...vouchers,
      sidebar: { group: "operations", icon: "coupon", after: "orders" },
    });
    const sidebar = sidebarEntriesOf([...REGISTRY, early]).map((entry) => entry.name);
    expect(sidebar.indexOf("vouchers")).toBe(sidebar.indexOf("orders") + 1);
  });
});
