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
