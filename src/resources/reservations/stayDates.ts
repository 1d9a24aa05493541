import { addDays, localDateOf } from "../../domain/zoned-time";

/** The business-local YYYY-MM-DD day of a stored instant (check-in or check-out). */
export const localDay = (iso: string, timeZone: string): string => {
  try {
    return localDateOf(iso, timeZone);
  } catch {
    return iso.slice(0, 10);
  }
};

/** The days from `start`, `count` of them, as YYYY-MM-DD. */
export const daysFrom = (start: string, count: number): string[] =>
  Array.from({ length: count }, (_, index) => addDays(start, index));

/** Today in the business's time zone. */
export const today = (timeZone: string): string => localDay(new Date().toISOString(), timeZone);
