import { addDays, daysBetween } from "./zoned-time";

// A listing's rate calendar (issue 51): night overrides and seasons, and the stay rules they set. The prices they
// give a night are applied by src/domain/stay-price.ts (nightRate); this file says which override and which season
// a night has, and which stays the rules refuse. Dates are calendar dates (YYYY-MM-DD) in the business's time zone.

/** What the owner set on one night. Unset fields leave the night to the season and the listing's prices. */
export interface NightOverride {
  date: string;
  /** fils for the night; null: the night keeps its price from the holiday, season or listing */
  price?: number | null;
  /** the shortest stay arriving on this night */
  minNights?: number | null;
  closedToArrival?: boolean;
  closedToDeparture?: boolean;
  /** the night cannot be booked */
  closed?: boolean;
}

/**
 * A named range of nights with its own nightly prices. `from` and `to` are its first and last nights (both
 * included, as an owner says "summer is 1 June to 31 August"). Repeating yearly, only the month and day count,
 * and a range may wrap the new year (20 December to 5 January).
 */
export interface Season {
  id?: number;
  from: string;
  to: string;
  repeatsYearly: boolean;
  /** fils per night, Sunday to Wednesday and Saturday nights */
  weekdays: number;
  /** fils per Thursday and Friday night; null: the weekdays price */
  weekend?: number | null;
  /** the shortest stay arriving in the season, unless the night's override says otherwise */
  minNights?: number | null;
}

export interface RateRules {
  overrides?: readonly NightOverride[];
  seasons?: readonly Season[];
}

const monthDay = (date: string) => date.slice(5);

/** Whether the season covers the night. */
export function seasonCovers(season: Season, date: string): boolean {
  if (!season.repeatsYearly) return date >= season.from && date <= season.to;
  const [from, to, day] = [monthDay(season.from), monthDay(season.to), monthDay(date)];
  return from <= to ? day >= from && day <= to : day >= from || day <= to;
}

/** Nights in a season's range, for choosing the narrower of two overlapping seasons. */
function seasonLength(season: Season): number {
  const days = daysBetween(season.from, season.to);
  if (!season.repeatsYearly || days >= 0) return days;
  // A yearly range given across the new year (from later in the year than to).
  return days + 365;
}

/**
 * The season of a night: of overlapping seasons the narrowest wins (Eid al-Adha inside summer), then the one
 * listed first. Undefined outside every season.
 */
export function seasonOf(date: string, seasons: readonly Season[] = []): Season | undefined {
  let best: Season | undefined;
  for (const season of seasons) {
    if (!seasonCovers(season, date)) continue;
    if (!best || seasonLength(season) < seasonLength(best)) best = season;
  }
  return best;
}

export const overrideOf = (date: string, overrides: readonly NightOverride[] = []) =>
  overrides.find((o) => o.date === date);

/** The shortest stay arriving on a date: the night's override, else its season, else one night. */
export function minNightsOn(date: string, rules: RateRules = {}): number {
  return overrideOf(date, rules.overrides)?.minNights ?? seasonOf(date, rules.seasons)?.minNights ?? 1;
}

/** Why the rules refuse a stay, by field, as message keys with their parameters (none: the stay is allowed). */
export type StayRuleProblem =
  | { field: "from"; key: "rates.closedToArrival"; params: { date: string } }
  | { field: "to"; key: "rates.closedToDeparture"; params: { date: string } }
  | { field: "from"; key: "rates.closedNight"; params: { date: string } }
  | { field: "to"; key: "rates.minNights"; params: { count: number; date: string } };

/**
 * The first reason the rate calendar refuses a stay from check-in to check-out (dates): a closed night inside it,
 * arrival or departure on a closed day, or fewer nights than the arrival night asks for.
 */
export function stayRuleProblem(
  checkIn: string,
  checkOut: string,
  rules: RateRules = {},
): StayRuleProblem | undefined {
  const nights = daysBetween(checkIn, checkOut);
  for (let i = 0; i < nights; i++) {
    const date = addDays(checkIn, i);
    if (overrideOf(date, rules.overrides)?.closed)
      return { field: "from", key: "rates.closedNight", params: { date } };
  }
  if (overrideOf(checkIn, rules.overrides)?.closedToArrival)
    return { field: "from", key: "rates.closedToArrival", params: { date: checkIn } };
  if (overrideOf(checkOut, rules.overrides)?.closedToDeparture)
    return { field: "to", key: "rates.closedToDeparture", params: { date: checkOut } };
  const min = minNightsOn(checkIn, rules);
  if (nights < min) return { field: "to", key: "rates.minNights", params: { count: min, date: checkIn } };
  return undefined;
}
