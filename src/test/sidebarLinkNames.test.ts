import { describe, expect, it } from "vitest";
import { PRODUCT_LINK_NAMES } from "./sidebarLinkNames";

// The sidebar's names are read from the registry: here, that SPEC §2's links are among them, named and ordered
// as SPEC names them, whatever resources are declared beside them.
const SPEC_LINKS = [
  "Dashboard",
  "Restaurants Listing",
  "Menus",
  "Categories",
  "Holidays",
  "Orders",
  "Reservations",
  "Floors",
  "Financial Reports",
  "Business",
  "Branches",
  "Users",
  "Hotels",
  "Services",
  "Events",
  "Settings",
  "Audits",
  "Permissions",
  "Configurations",
];

describe("the sidebar's link names", () => {
  it("are each written once, none blank", () => {
    expect(PRODUCT_LINK_NAMES.every((name) => name.trim().length > 0)).toBe(true);
    expect(new Set(PRODUCT_LINK_NAMES).size).toBe(PRODUCT_LINK_NAMES.length);
  });

  it("hold SPEC's links in SPEC's order, with the declared resources among them", () => {
    expect(PRODUCT_LINK_NAMES.filter((name) => SPEC_LINKS.includes(name))).toEqual(SPEC_LINKS);
    expect(PRODUCT_LINK_NAMES).toContain("Coupons");
  });
});
