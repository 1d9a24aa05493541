import type { Generated } from "kysely";

// Row types of the catalog tables (categories, items, prices, holidays, services, events, hotels, ...).
// Times are ISO text, booleans 0/1, money integer fils, JSON columns are text. Append new tables at the end.

export interface CategoriesTable {
  id: Generated<number>;
  business_id: number;
  menu_id: number;
  parent_id: number | null;
  locales: string;
  search: Generated<string>;
  media_id: number | null;
  sort: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface ItemsTable {
  id: Generated<number>;
  business_id: number;
  category_id: number;
  locales: string;
  search: Generated<string>;
  sort: Generated<number>;
  hide: Generated<number>;
  disable_ordering: Generated<number>;
  /** the owner's "sold out" switch (0/1): shown in the public menu, refused in public orders */
  sold_out: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface ChaletDetailsTable {
  id: Generated<number>;
  item_id: number;
  units: Generated<number>;
  /** JSON array of strings, one per unit. */
  unit_names: Generated<string>;
  bedrooms: Generated<number>;
  /** "sea_view" | "second_row" | "" */
  frontage: Generated<string>;
  address_en: Generated<string>;
  address_ar: Generated<string>;
  /** fils */
  insurance: Generated<number>;
  latitude: number | null;
  longitude: number | null;
  owner_id: number | null;
}

export interface PricesTable {
  id: Generated<number>;
  item_id: number;
  /** The en name of a chalet price is its label: Weekdays | Weekend | FullWeek (no name = Weekdays). */
  locales: Generated<string>;
  amount: Generated<number>;
  sort: Generated<number>;
}

export interface AddonsTable {
  id: Generated<number>;
  item_id: number;
  locales: Generated<string>;
  amount: Generated<number>;
  sort: Generated<number>;
}

export interface DiscountsTable {
  id: Generated<number>;
  item_id: number;
  business_id: number;
  locales: Generated<string>;
  /** 3-decimal fixed point: fils for "value", percent x 1000 for "percentage". */
  amount: Generated<number>;
  type: Generated<"value" | "percentage">;
  from: string;
  to: string;
}

export interface HolidaysTable {
  id: Generated<number>;
  business_id: number;
  locales: string;
  search: Generated<string>;
  from: string;
  to: string;
  created_at: string;
  updated_at: string;
}

export interface HolidayItemPricesTable {
  id: Generated<number>;
  holiday_id: number;
  item_id: number;
  amount: Generated<number>;
}

export interface CatalogTables {
  categories: CategoriesTable;
  items: ItemsTable;
  chalet_details: ChaletDetailsTable;
  prices: PricesTable;
  addons: AddonsTable;
  discounts: DiscountsTable;
  holidays: HolidaysTable;
  holiday_item_prices: HolidayItemPricesTable;
}
