import { replaceEqualDeep } from "@tanstack/react-query";
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

/**
 * The board as read again, with every ticket that did not change kept as the very object it was, matched by id.
 * React Query's own sharing compares arrays position by position, so when the oldest ticket leaves every other one
 * would come back as a new object and all the (memoised) cards would draw again: at 200 tickets, a long freeze.
 */
export function keepUnchangedTickets(previous: unknown, next: unknown): unknown {
  const before = (previous as { data?: KitchenBoard } | undefined)?.data;
  const after = (next as { data?: KitchenBoard } | undefined)?.data;
  if (!before?.tickets || !after?.tickets) return replaceEqualDeep(previous, next);
  const known = new Map(before.tickets.map((ticket) => [ticket.id, ticket]));
  const tickets = after.tickets.map((ticket) => {
    const old = known.get(ticket.id);
    return old ? replaceEqualDeep(old, ticket) : ticket;
  });
  const shared = { ...(next as object), data: { ...after, tickets } };
  // Nothing changed at all: the same board, so that nothing draws again.
  const same = tickets.length === before.tickets.length && tickets.every((t, i) => t === before.tickets[i]);
  return same ? replaceEqualDeep(previous, shared) : shared;
}
