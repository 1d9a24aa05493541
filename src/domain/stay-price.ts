import { CHALET_PRICE_LABELS, DEFAULT_CHALET_PRICE_LABEL, type ChaletPriceLabel } from "./constants";
import { addDays, dayOfWeek, daysBetween } from "./zoned-time";

// Price of a chalet stay, in fils. The rule, night by night from the check-in date (dates are calendar dates
// in the business's time zone; the night of date D runs from D's check-in to D+1's check-out):
// 1. A night on a holiday that has a price for the listing costs that holiday price. A holiday from A to B
//    covers the nights A … B−1 (just night A when B ≤ A); when holidays overlap, the one listed first wins.
// 2. The stay is cut into blocks of 7 consecutive nights from check-in. A complete block without holiday nights
//    costs the FullWeek price when the listing has one.
// 3. Every other night costs the Weekend price on Thursday and Friday nights (the Kuwaiti weekend), else the
//    Weekdays price. A missing Weekend price falls back to Weekdays and the reverse.

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

export type StayLineKind = "weekday" | "weekend" | "holiday" | "full_week";

export interface StayLine {
  /** first night of the line, YYYY-MM-DD */
  date: string;
  nights: number;
  kind: StayLineKind;
  /** fils for the whole line */
  amount: number;
  holidayId?: number;
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

/**
 * The price of a stay from check-in date to check-out date (exclusive), or null when a night has no price
 * (the listing has neither a Weekdays nor a Weekend price). Zero nights cost nothing.
 */
export function stayPrice(
  checkIn: string,
  checkOut: string,
  prices: ListingPrices,
  holidays: readonly HolidayNightPrice[] = [],
): StayPrice | null {
  const nights = Math.max(daysBetween(checkIn, checkOut), 0);
  const weekday = prices.weekdays ?? prices.weekend ?? null;
  const weekend = prices.weekend ?? prices.weekdays ?? null;
  const lines: StayLine[] = [];
  for (let start = 0; start < nights; start += FULL_WEEK_NIGHTS) {
    const dates = Array.from({ length: Math.min(FULL_WEEK_NIGHTS, nights - start) }, (_, i) =>
      addDays(checkIn, start + i),
    );
    const onHoliday = dates.map((date) => holidayOf(date, holidays));
    if (dates.length === FULL_WEEK_NIGHTS && prices.fullWeek != null && onHoliday.every((h) => !h)) {
      lines.push({ date: dates[0], nights: FULL_WEEK_NIGHTS, kind: "full_week", amount: prices.fullWeek });
      continue;
    }
    for (const [i, date] of dates.entries()) {
      const holiday = onHoliday[i];
      if (holiday) {
        lines.push({
          date,
          nights: 1,
          kind: "holiday",
          amount: holiday.amount,
          ...(holiday.holidayId ? { holidayId: holiday.holidayId } : {}),
        });
        continue;
      }
      const kind = isWeekendNight(date) ? "weekend" : "weekday";
      const amount = kind === "weekend" ? weekend : weekday;
      if (amount == null) return null;
      lines.push({ date, nights: 1, kind, amount });
    }
  }
  return { nights, total: lines.reduce((sum, line) => sum + line.amount, 0), lines };
}
