import type { KitchenTicket } from "../../domain/kitchen";

export type { KitchenTicket };

// The kitchen screen's tickets as the server sends them (server/modules/orders/kitchen.ts), and their age.

export interface KitchenBoard {
  tickets: KitchenTicket[];
  last_ready: KitchenTicket | null;
  /** the business's stations; `station` is the one this read was narrowed to (null: the pass) */
  stations: { id: string; en: string; ar: string }[];
  station: string | null;
  amber_minutes: number;
  red_minutes: number;
}

export type Age = "fresh" | "amber" | "red";

/** Whole minutes since the ticket was accepted, at `now`. */
export const minutesSince = (acceptedAt: string, now: number): number =>
  Math.max(0, Math.floor((now - Date.parse(acceptedAt)) / 60_000));

/** How late a ticket is: amber from `amber` minutes, red from `red` minutes. */
export function ageOf(minutes: number, amber: number, red: number): Age {
  if (minutes >= red) return "red";
  if (minutes >= amber) return "amber";
  return "fresh";
}
