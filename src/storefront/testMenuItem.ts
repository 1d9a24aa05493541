import type { MenuItem } from "./types";

/** A menu item as the public menu sends it, for tests: two sizes (1.250, 2.000) and two extras (0.250, 0.100). */
export const buildMenuItem = (overrides: Partial<MenuItem> = {}): MenuItem => ({
  id: 1,
  category_id: 1,
  locales: [{ locale: "en", name: "Shawarma", description: "Chicken with garlic" }],
  disable_ordering: false,
  sold_out: false,
  pictures: [],
  prices: [
    { id: 10, locales: [{ locale: "en", name: "Regular" }], price: 1.25 },
    { id: 11, locales: [{ locale: "en", name: "Large" }], price: 2 },
  ],
  addons: [
    { id: 20, locales: [{ locale: "en", name: "Cheese" }], price: 0.25 },
    { id: 21, locales: [{ locale: "en", name: "Garlic" }], price: 0.1 },
  ],
  discount: null,
  holiday_price: null,
  ...overrides,
});
