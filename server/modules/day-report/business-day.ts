import { validationFailed } from "../../errors";
import { addDays, isDateOnly, localDateOf, zonedToUtcIso } from "../../../src/domain/zoned-time";
import { offsetSegments, type OffsetSegment } from "../overview/local-time";

// A business day: from the configured start hour of its date to the same hour of the next date, in the business's
// time zone (day_start_hour, 0–12). A place open until 3 a.m. sets 4: its night's orders count on the evening's day.

export interface BusinessDay {
  /** the day's date, YYYY-MM-DD */
  date: string;
  timeZone: string;
  dayStartHour: number;
  /** UTC instant the day starts (included) and ends (excluded) */
  start: string;
  end: string;
  /** zone offsets over the day, for grouping by local hour on SQLite (overview/local-time.ts) */
  segments: OffsetSegment[];
}

const clock = (hour: number) => `${String(hour).padStart(2, "0")}:00`;

/** The business day a moment falls in: before the start hour, it is still the previous date's day. */
export function businessDateOf(instant: number, timeZone: string, dayStartHour: number): string {
  return localDateOf(instant - dayStartHour * 3_600_000, timeZone);
}

/** The day asked (`date`, YYYY-MM-DD), or the current one; anything else answers 422 on `date`. */
export function businessDay(
  date: string | undefined,
  config: { timeZone: string; dayStartHour: number },
  now = Date.now(),
): BusinessDay {
  const { timeZone, dayStartHour } = config;
  if (date !== undefined && !isDateOnly(date)) throw validationFailed({ date: "validation.date" });
  const day = date ?? businessDateOf(now, timeZone, dayStartHour);
  const start = zonedToUtcIso(day, clock(dayStartHour), timeZone);
  const end = zonedToUtcIso(addDays(day, 1), clock(dayStartHour), timeZone);
  return { date: day, timeZone, dayStartHour, start, end, segments: offsetSegments(start, end, timeZone) };
}

/** The hours of a business day in its order: the start hour first, around the clock. */
export const hoursOfDay = (dayStartHour: number) =>
  Array.from({ length: 24 }, (_, i) => (dayStartHour + i) % 24);
