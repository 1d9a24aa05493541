import { createElement } from "react";
import { lazyLoaded } from "../../custom/lazyLoaded";
import { CategoryName } from "../categories/CategoryName";
import type { ViewOverrides } from "./index";

/**
 * Views that replace the generated ones, by resource name: `coupons: { list: CouponList }` keeps the generated
 * create, edit and show and uses a hand-made list.
 */
export const VIEW_OVERRIDES: Record<string, ViewOverrides> = {
  // Floors list their tables' count with a link to them, print a QR sheet per floor and are cards on phones.
  floors: { list: lazyLoaded(() => import("../floors/FloorList")) },
  // Branches show their QR app address under the slug and in the list, and a failed edit in a dialog (SPEC §8).
  branches: {
    list: lazyLoaded(() => import("../branches/BranchList")),
    create: lazyLoaded(() => import("../branches/BranchCreate")),
    edit: lazyLoaded(() => import("../branches/BranchEdit")),
  },
  // Categories show their pictures, pick a parent among the chosen menu's and are "No Name" in a language
  // without their name (SPEC §8).
  categories: {
    list: lazyLoaded(() => import("../categories/CategoryList")),
    create: lazyLoaded(() => import("../categories/CategoryCreate")),
    edit: lazyLoaded(() => import("../categories/CategoryEdit")),
    recordRepresentation: createElement(CategoryName),
  },
};
