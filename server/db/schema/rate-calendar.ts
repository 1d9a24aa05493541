import type { Generated } from "kysely";

// Row types of migration 2026_12_01_200_rate_calendar.

export interface RateOverridesTable {
  id: Generated<number>;
  business_id: number;
  item_id: number;
  /** the night, YYYY-MM-DD in the business's time zone */
  date: string;
  /** fils; null keeps the night's own price */
  price: number | null;
  min_nights: number | null;
  closed_to_arrival: Generated<number>;
  closed_to_departure: Generated<number>;
  closed: Generated<number>;
  updated_at: string;
}

export interface RateSeasonsTable {
  id: Generated<number>;
  business_id: number;
  item_id: number;
  /** JSON array of { locale, name } */
  locales: string;
  /** first and last night, YYYY-MM-DD, both included */
  from: string;
  to: string;
  repeats_yearly: Generated<number>;
  /** fils per night */
  weekdays: number;
  weekend: number | null;
  min_nights: number | null;
  created_at: string;
  updated_at: string;
}

export interface RateCalendarTables {
  rate_overrides: RateOverridesTable;
  rate_seasons: RateSeasonsTable;
}
