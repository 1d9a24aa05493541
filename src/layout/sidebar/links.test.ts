import { describe, expect, it } from "vitest";
import type { PermissionSubject } from "../../domain/permissions";
import { declareEntry, REGISTRY } from "../../domain/resources";
import {
  GUARDED_ROUTES,
  linkLabelKey,
  linksOf,
  searchLinks,
  sectionsOf,
  SIDEBAR_LINKS,
  visibleLinks,
  type SidebarBusiness,
} from "./links";

const restaurant: SidebarBusiness = { id: 1, type: "restaurant" };
const chalet: SidebarBusiness = { id: 2, type: "chalet" };

const owner: PermissionSubject = {
  permissions: [],
  business: [
    { id: 1, is_owner: true, branches: [{ id: 11 }, { id: 12 }] },
    { id: 2, is_owner: true, branches: [{ id: 21 }] },
  ],
};

// The demo staff: orders, menu, reservations, ... in the first branch only (never users or settings).
const staff: PermissionSubject = {
  permissions: [
    "branch.11.orders.read",
    "branch.11.orders.update",
    "branch.11.menu.read",
    "branch.11.categories.read",
    "branch.11.items.read",
    "branch.11.reservations.read",
    "branch.11.holidays.read",
    "branch.11.floors.read",
    "branch.11.tables.read",
    "branch.11.invoices.read",
  ],
  business: [{ id: 1, is_owner: false, branches: [{ id: 11 }, { id: 12 }] }],
};

const ids = (user: PermissionSubject | null, business?: SidebarBusiness) =>
  visibleLinks(user, business).map((link) => link.id);

describe("sidebar links", () => {
  it("give the owner of a restaurant every link but the chalets' own", () => {
    expect(ids(owner, restaurant)).toEqual(
      SIDEBAR_LINKS.map((link) => link.id).filter((id) => id !== "rate-calendar"),
    );
  });

  it("give staff the Dashboard and the sections they may read, never the owner-only ones", () => {
    expect(ids(staff, restaurant)).toEqual([
      "dashboard",
      "listing",
      "categories",
      "holidays",
      "orders",
      "kitchen",
      "reservations",
      "floors",
      "invoices",
      "day-report",
    ]);
  });

  it("keep only the chalet areas, plus the owner sections, for a chalet business", () => {
    expect(ids(owner, chalet)).toEqual([
      "dashboard",
      "listing",
      "rate-calendar",
      "holidays",
      "reservations",
      "invoices",
      "day-report",
      "customers",
      "users",
      "settings",
      "audits",
      "permissions",
      "configurations",
      "apiKeys",
      "webhooks",
    ]);
  });

  it("show Permissions, Audits and Configurations only to the owner of the current business", () => {
    const ownerOfOther: PermissionSubject = {
      permissions: ["branch.11.settings.read"],
      business: [
        { id: 1, is_owner: false, branches: [{ id: 11 }] },
        { id: 3, is_owner: true, branches: [{ id: 31 }] },
      ],
    };
    expect(ids(ownerOfOther, restaurant)).toEqual(["dashboard", "settings"]);
    expect(ids(ownerOfOther, { id: 3, type: "salon" })).toContain("permissions");
  });

  it("show only the Dashboard without a user or a business", () => {
    expect(ids(null, restaurant)).toEqual(["dashboard"]);
    expect(ids(owner, undefined)).toEqual(["dashboard"]);
  });

  it("route to the SPEC addresses", () => {
    const routes = Object.fromEntries(SIDEBAR_LINKS.map((link) => [link.id, link.to]));
    expect(routes).toMatchObject({
      dashboard: "/admin/overview",
      listing: "/menu",
      invoices: "/invoices/list",
      floors: "/floors",
      settings: "/settings",
      audits: "/audits/list",
      permissions: "/permissions/list",
      configurations: "/configurations",
      apiKeys: "/api-keys",
      "rate-calendar": "/rate-calendar",
    });
  });
});

describe("links from the registry", () => {
  it("give every entry with a sidebar entry a link with its icon and name", () => {
    const vouchers = declareEntry({
      kind: "custom",
      name: "vouchers",
      access: { area: "vouchers" },
      sidebar: { group: "catalog", icon: "coupon" },
    });
    const links = linksOf([...REGISTRY, vouchers]);
    const link = links.find((candidate) => candidate.id === "vouchers");
    expect(link).toEqual({
      id: "vouchers",
      to: "/vouchers",
      group: "catalog",
      icon: "coupon",
      labelKey: "app.shell.links.vouchers",
    });
    // It goes to the end of its group (no position of its own), after the product's catalog links.
    const catalog = links
      .filter((candidate) => candidate.group === "catalog")
      .map((candidate) => candidate.id);
    expect(catalog.at(-1)).toBe("vouchers");
    expect(
      catalog.filter((id) => ["listing", "menus", "categories", "holidays", "coupons"].includes(id)),
    ).toEqual(["listing", "menus", "categories", "holidays", "coupons"]);
  });

  it("name a declared resource's link after its list page", () => {
    expect(SIDEBAR_LINKS.find((link) => link.id === "coupons")?.labelKey).toBe("resources.coupons.page.list");
  });
});

describe("link names", () => {
  it("name Listing after the business type", () => {
    const listing = SIDEBAR_LINKS.find((link) => link.id === "listing")!;
    expect(linkLabelKey(listing, "chalet")).toBe("app.shell.links.listing.chalet");
    expect(linkLabelKey(listing, "salon")).toBe("app.shell.links.listing.salon");
    expect(linkLabelKey(SIDEBAR_LINKS[0], "chalet")).toBe("app.shell.links.dashboard");
  });
});

describe("sections", () => {
  it("keep ungrouped links alone and drop groups without visible links", () => {
    const sections = sectionsOf(visibleLinks(staff, restaurant));
    expect(sections.map((section) => section.group)).toEqual([undefined, "catalog", "operations"]);
    expect(sections[1].links.map((link) => link.id)).toEqual(["listing", "categories", "holidays"]);
  });
});

describe("search", () => {
  const labelled = [
    { id: "orders", label: "Orders" },
    { id: "reservations", label: "Reservations" },
    { id: "invoices", label: "Financial Reports" },
  ];

  it("finds links by name, ignoring case", () => {
    expect(searchLinks(labelled, "OR").map((link) => link.id)).toEqual(["orders", "invoices"]);
    expect(searchLinks(labelled, " reser ").map((link) => link.id)).toEqual(["reservations"]);
  });

  it("finds nothing for an empty query", () => {
    expect(searchLinks(labelled, "  ")).toEqual([]);
  });
});

describe("guarded routes", () => {
  it("cover every product section but the Dashboard", () => {
    expect(GUARDED_ROUTES).toContain("users");
    expect(GUARDED_ROUTES).toContain("permissions");
    expect(GUARDED_ROUTES).toContain("menu");
    expect(GUARDED_ROUTES).not.toContain("admin");
  });
});
