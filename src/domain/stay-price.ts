import { CHALET_PRICE_LABELS, DEFAULT_CHALET_PRICE_LABEL, type ChaletPriceLabel } from "./constants";
import { minNightsOn, overrideOf, seasonOf, type RateRules } from "./rate-rules";
import { addDays, dayOfWeek, daysBetween } from "./zoned-time";

// Price of a chalet stay, in fils: the one rule the dashboard's estimate and rate calendar, the public quote and
// a stay's stored lines all apply (docs/decisions.md "Rate calendar"). Night by night from the check-in date (dates
// are calendar dates in the business's time zone; the night of date D runs from D's check-in to D+1's check-out):
// 1. A night with a price override in the rate calendar (src/domain/rate-rules.ts) costs that price.
// 2. Else a night on a holiday that has a price for the listing costs that holiday price. A holiday from A to B
//    covers the nights A … B−1 (just night A when B ≤ A); when holidays overlap, the one listed first wins.
// 3. Else a night in a season costs the season's Weekend price on Thursday and Friday nights (its weekdays price
//    when it has none), else its weekdays price; of overlapping seasons the narrowest wins.
// 4. Else the listing's own prices: the stay is cut into blocks of 7 consecutive nights from check-in, and a
//    complete block of such nights only (no override, holiday or season night) costs the FullWeek price when the
//    listing has one. Every other night costs the Weekend price on Thursday and Friday nights (the Kuwaiti
//    weekend), else the Weekdays price. A missing Weekend price falls back to Weekdays and the reverse.

/** Thursday (4) and Friday (5) nights are weekend nights. */
export const WEEKEND_NIGHTS: readonly number[] = [4, 5];
export const FULL_WEEK_NIGHTS = 7;

export interface ListingPrices {
  weekdays?: number | null;
  weekend?: number | null;
  fullWeek?: number | null;
}

export interface HolidayNightPrice {
  /** first night, YYYY-MM-DD */
  from: string;
  /** check-out date, YYYY-MM-DD: the night before it is the last one covered */
  to: string;
  /** fils per night */
  amount: number;
  holidayId?: number;
}

export type StayLineKind = "weekday" | "weekend" | "holiday" | "full_week" | "season" | "override";

export interface StayLine {
  /** first night of the line, YYYY-MM-DD */
  date: string;
  nights: number;
  kind: StayLineKind;
  /** fils for the whole line */
  amount: number;
  holidayId?: number;
  seasonId?: number;
}

export interface StayPrice {
  nights: number;
  total: number;
  lines: StayLine[];
}

export const isWeekendNight = (date: string) => WEEKEND_NIGHTS.includes(dayOfWeek(date));

/** A chalet price row's label from its English name: Weekdays, Weekend or FullWeek ("Full week" too); none = Weekdays. */
export function priceLabel(enName: string | null | undefined): ChaletPriceLabel | null {
  const name = (enName ?? "").replace(/[\s_-]/g, "").toLowerCase();
  if (!name) return DEFAULT_CHALET_PRICE_LABEL;
  return CHALET_PRICE_LABELS.find((label) => label.toLowerCase() === name) ?? null;
}

/** The listing's prices from its price rows; the first row of each label counts, unknown labels are ignored. */
export function listingPrices(
  rows: readonly { label: string | null | undefined; amount: number }[],
): ListingPrices {
  const prices: ListingPrices = {};
  const key: Record<ChaletPriceLabel, keyof ListingPrices> = {
    Weekdays: "weekdays",
    Weekend: "weekend",
    FullWeek: "fullWeek",
  };
  for (const row of rows) {
    const label = priceLabel(row.label);
    if (label && prices[key[label]] == null) prices[key[label]] = row.amount;
  }
  return prices;
}

function holidayOf(date: string, holidays: readonly HolidayNightPrice[]): HolidayNightPrice | undefined {
  return holidays.find((h) => {
    const lastNight = h.to > h.from ? addDays(h.to, -1) : h.from;
    return date >= h.from && date <= lastNight;
  });
}

/** One night's price by rules 1–3 and the nightly part of rule 4; amount null when the listing has no price. */
export interface NightRate {
  date: string;
  kind: Exclude<StayLineKind, "full_week">;
  amount: number | null;
  holidayId?: number;
  seasonId?: number;
}

export function nightRate(
  date: string,
  prices: ListingPrices,
  holidays: readonly HolidayNightPrice[] = [],
  rules: RateRules = {},
): NightRate {
  const override = overrideOf(date, rules.overrides);
  if (override?.price != null) return { date, kind: "override", amount: override.price };
  const holiday = holidayOf(date, holidays);
  if (holiday)
    return {
      date,
      kind: "holiday",
      amount: holiday.amount,
      ...(holiday.holidayId ? { holidayId: holiday.holidayId } : {}),
    };
  const weekendNight = isWeekendNight(date);
  const season = seasonOf(date, rules.seasons);
  if (season)
    return {
      date,
      kind: "season",
      amount: weekendNight ? (season.weekend ?? season.weekdays) : season.weekdays,
      ...(season.id ? { seasonId: season.id } : {}),
    };
  const amount = weekendNight
    ? (prices.weekend ?? prices.weekdays ?? null)
    : (prices.weekdays ?? prices.weekend ?? null);
  return { date, kind: weekendNight ? "weekend" : "weekday", amount };
}

/** A night as the rate calendar shows it: its price as it will be charged, and the rules it sets. */
export interface CalendarNight extends NightRate {
  closed: boolean;
  closedToArrival: boolean;
  closedToDeparture: boolean;
  /** the shortest stay arriving on this night */
  minNights: number;
}

/** The rate calendar's nights from `from` to `to`, both included. */
export function calendarNights(
  from: string,
  to: string,
  prices: ListingPrices,
  holidays: readonly HolidayNightPrice[] = [],
  rules: RateRules = {},
): CalendarNight[] {
  const nights: CalendarNight[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) {
    const override = overrideOf(date, rules.overrides);
    nights.push({
      ...nightRate(date, prices, holidays, rules),
      closed: !!override?.closed,
      closedToArrival: !!override?.closedToArrival,
      closedToDeparture: !!override?.closedToDeparture,
      minNights: minNightsOn(date, rules),
    });
  }
  return nights;
}

/**
 * The price of a stay from check-in date to check-out date (exclusive), or null when a night has no price
 * (the listing has neither a Weekdays nor a Weekend price). Zero nights cost nothing. The rate calendar's rules
 * (closed nights, minimum nights) are checked apart: src/domain/rate-rules.ts stayRuleProblem.
 */
export function stayPrice(
  checkIn: string,
  checkOut: string,
  prices: ListingPrices,
  holidays: readonly HolidayNightPrice[] = [],
  rules: RateRules = {},
): StayPrice | null {
  const nights = Math.max(daysBetween(checkIn, checkOut), 0);
  const rates = Array.from({ length: nights }, (_, i) =>
    nightRate(addDays(checkIn, i), prices, holidays, rules),
  );
  return stayPriceOfNights(rates, prices.fullWeek);
}

/**
 * Rule 4's full weeks over nights already priced one by one (nightRate, or the rate calendar's nights as the API
 * gives them): the stay's lines and total, or null when a night has no price.
 */
export function stayPriceOfNights(rates: readonly NightRate[], fullWeek?: number | null): StayPrice | null {
  const lines: StayLine[] = [];
  for (let start = 0; start < rates.length; start += FULL_WEEK_NIGHTS) {
    const block = rates.slice(start, start + FULL_WEEK_NIGHTS);
    const plain = block.every((rate) => rate.kind === "weekday" || rate.kind === "weekend");
    if (block.length === FULL_WEEK_NIGHTS && fullWeek != null && plain) {
      lines.push({ date: block[0].date, nights: FULL_WEEK_NIGHTS, kind: "full_week", amount: fullWeek });
      continue;
    }
    for (const { amount, ...rate } of block) {
      if (amount == null) return null;
      lines.push({ ...rate, nights: 1, amount });
    }
  }
  return { nights: rates.length, total: lines.reduce((sum, line) => sum + line.amount, 0), lines };
}
