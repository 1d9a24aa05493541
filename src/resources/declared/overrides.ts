import type { ViewOverrides } from "./index";

/**
 * Views that replace the generated ones, by resource name: `coupons: { list: CouponList }` keeps the generated
 * create, edit and show and uses a hand-made list. Empty while every declared screen is the generated one.
 */
export const VIEW_OVERRIDES: Record<string, ViewOverrides> = {};
