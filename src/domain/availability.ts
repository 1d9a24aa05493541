import { FREE_PERIOD_MIN_SECONDS } from "./constants";

// Booking availability of one chalet unit (SPEC §5): bookings may not overlap once the business's reservation
// margin is added on both sides of every existing booking, and free gaps shorter than a day are not offered.
// Periods are half-open [from, to): a stay ending at 14:00 and the next starting at 14:00 do not overlap.

export interface Period {
  /** ISO-8601 instant */
  from: string;
  /** ISO-8601 instant */
  to: string;
}

/** Relative to the reservation being made: the conflicting booking lies before it or after it. */
export type MarginSide = "before" | "after";

export interface MarginConflict<T extends Period> {
  booking: T;
  side: MarginSide;
}

const ms = (iso: string) => Date.parse(iso);

/**
 * The first existing booking that the candidate would touch once `marginSeconds` of free time is kept around
 * each booking, with the side it lies on; null when the candidate fits. Callers leave canceled bookings out.
 */
export function overlapsWithMargin<T extends Period>(
  candidate: Period,
  bookings: readonly T[],
  marginSeconds: number,
): MarginConflict<T> | null {
  const margin = Math.max(marginSeconds, 0) * 1000;
  const from = ms(candidate.from);
  const to = ms(candidate.to);
  const conflicts = bookings
    .filter((b) => from < ms(b.to) + margin && to > ms(b.from) - margin)
    .sort((a, b) => ms(a.from) - ms(b.from));
  const booking = conflicts[0];
  if (!booking) return null;
  return { booking, side: ms(booking.from) <= from ? "before" : "after" };
}

/**
 * Free periods of a unit inside a window: the window minus every booking widened by the margin on both sides,
 * leaving out gaps shorter than `minSeconds` (FREE_PERIOD_MIN_SECONDS, one day). A returned period is exactly
 * where a new booking fits without breaking the margin.
 */
export function freePeriods(
  bookings: readonly Period[],
  window: Period,
  marginSeconds: number,
  minSeconds: number = FREE_PERIOD_MIN_SECONDS,
): Period[] {
  const margin = Math.max(marginSeconds, 0) * 1000;
  const start = ms(window.from);
  const end = ms(window.to);
  if (!(end > start)) return [];
  const blocked = bookings
    .map((b) => [ms(b.from) - margin, ms(b.to) + margin] as const)
    .filter(([from, to]) => to > start && from < end)
    .sort((a, b) => a[0] - b[0]);
  const gaps: [number, number][] = [];
  let cursor = start;
  for (const [from, to] of blocked) {
    if (from > cursor) gaps.push([cursor, Math.min(from, end)]);
    cursor = Math.max(cursor, to);
    if (cursor >= end) break;
  }
  if (cursor < end) gaps.push([cursor, end]);
  return gaps
    .filter(([from, to]) => to - from >= minSeconds * 1000)
    .map(([from, to]) => ({ from: new Date(from).toISOString(), to: new Date(to).toISOString() }));
}

export interface MarginMessageParams {
  /** How many hours or minutes must stay free. */
  count: number;
  unit: "hours" | "minutes";
  side: MarginSide;
}

/**
 * What the margin message says (SPEC §5: "There must be at least N free hours/minutes before/after the
 * reservation"): whole hours when the margin is a whole number of hours, else minutes rounded up.
 */
export function marginMessageParams(marginSeconds: number, side: MarginSide): MarginMessageParams {
  const seconds = Math.max(marginSeconds, 0);
  if (seconds >= 3600 && seconds % 3600 === 0) return { count: seconds / 3600, unit: "hours", side };
  return { count: Math.ceil(seconds / 60), unit: "minutes", side };
}

/** Why a stay cannot be booked next to the unit's other bookings (callers leave canceled bookings out). */
export type StayConflict =
  /** another booking covers every night of the stay (e.g. the exact same dates) */
  | { kind: "booked"; side: MarginSide }
  /** another booking covers part of the stay */
  | { kind: "overlap"; side: MarginSide }
  /** no booking overlaps, but one is closer than the margin */
  | { kind: "margin"; side: MarginSide }
  /** the stay fits, but only inside a gap shorter than minSeconds, which availability does not offer */
  | { kind: "gap" };

/**
 * Every rule availability applies, for one candidate stay: it must not overlap another booking, must keep the
 * margin free around it, and must lie inside a free period availability offers (at least `minSeconds` long).
 */
export function stayConflict(
  candidate: Period,
  bookings: readonly Period[],
  marginSeconds: number,
  minSeconds: number = FREE_PERIOD_MIN_SECONDS,
): StayConflict | null {
  const from = ms(candidate.from);
  const to = ms(candidate.to);
  const overlapping = bookings.filter((b) => from < ms(b.to) && to > ms(b.from));
  if (overlapping.length) {
    const first = [...overlapping].sort((a, b) => ms(a.from) - ms(b.from))[0];
    const side: MarginSide = ms(first.from) <= from ? "before" : "after";
    const covered = overlapping.some((b) => ms(b.from) <= from && ms(b.to) >= to);
    return { kind: covered ? "booked" : "overlap", side };
  }
  const margin = overlapsWithMargin(candidate, bookings, marginSeconds);
  if (margin) return { kind: "margin", side: margin.side };
  // A window reaching a day past the stay on both sides: a gap cut by its edges is still longer than a day.
  const reach = (Math.max(marginSeconds, 0) + Math.max(minSeconds, 0)) * 1000 + 1000;
  const window = { from: new Date(from - reach).toISOString(), to: new Date(to + reach).toISOString() };
  const offered = freePeriods(bookings, window, marginSeconds, minSeconds);
  return offered.some((p) => ms(p.from) <= from && ms(p.to) >= to) ? null : { kind: "gap" };
}
