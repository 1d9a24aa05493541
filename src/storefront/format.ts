import type { Locale } from "../domain/constants";
import { formatAmount, fromFils, isolate } from "../domain/money";
import { formatWallClock, wallClock } from "../domain/zoned-time";

// Prices, times and dates as the dashboard writes them (src/domain): KWD with 3 decimals in the reader's language,
// isolated so a price keeps its order inside Arabic text; times in the business's own time zone.

export const money = (amount: number, currency: string, locale: Locale) =>
  formatAmount(amount, currency, locale);
export const moneyOfFils = (fils: number, currency: string, locale: Locale) =>
  formatAmount(fromFils(fils), currency, locale);

/** "20:30", the wall clock of an instant in the business's time zone. */
export const clockAt = (instant: string, timeZone: string) =>
  isolate(formatWallClock("HH:mm", wallClock(Date.parse(instant), timeZone)));

/** A YYYY-MM-DD date as the reader's language writes a day ("Thu, 3 Dec"), in Latin digits. */
export function dayLabel(date: string, locale: Locale, withYear = false): string {
  return new Intl.DateTimeFormat(locale === "ar" ? "ar-u-nu-latn" : "en-GB", {
    weekday: "short",
    day: "numeric",
    month: "short",
    ...(withYear ? { year: "numeric" } : {}),
    timeZone: "UTC",
  }).format(new Date(`${date}T00:00:00Z`));
}
