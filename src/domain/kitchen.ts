import type { LocalizedText } from "./localizedText";

// A kitchen screen's ticket as the server sends it (server/modules/orders/kitchen.ts) and the screen reads it; `T`
// is the server's own reading of a text in one language.

export interface KitchenTicket<T = LocalizedText> {
  id: number;
  number: number;
  type: string;
  status: string;
  table: T[] | null;
  customer_name: string;
  notes: string;
  created_at: string;
  accepted_at: string;
  updated_at: string;
  /** `round` 1 is the order as placed; 2, 3, ... are later additions to it (marked on the screen). */
  lines: { locales: T[]; quantity: number; addons: T[][]; round: number; note: string }[];
}

/**
 * A kitchen station (grill, cold, drinks…) as the owner names it in the business configuration (`kitchen_stations`):
 * its id (kept when renamed; a device remembers it), its names and the categories whose lines it cooks (a category's
 * subcategories go with it). The pass (no station) sees every line.
 */
export interface KitchenStation {
  id: string;
  en: string;
  ar: string;
  categories: number[];
}

/** A station's id: a short code made by the configuration screen (`s1`, `grill`). */
export const STATION_ID = /^[a-z0-9_-]{1,32}$/;
