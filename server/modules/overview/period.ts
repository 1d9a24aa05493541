import { validationFailed, type FieldErrors } from "../../errors";
import { addDays, daysBetween, isDateOnly, localDateOf, zonedToUtcIso } from "../../../src/domain/zoned-time";
import { offsetSegments, type OffsetSegment } from "./local-time";

/** The longest period the Overview compares, in days (a year, leap day included). */
export const OVERVIEW_MAX_DAYS = 366;

export interface DateSpan {
  /** first local day, YYYY-MM-DD */
  from: string;
  /** last local day (included) */
  to: string;
  /** UTC instant of the first day's local midnight */
  start: string;
  /** UTC instant of the local midnight after the last day (excluded) */
  end: string;
}

export interface OverviewPeriod {
  timeZone: string;
  /** the business's local date now */
  today: string;
  days: number;
  current: DateSpan;
  /** the same number of days just before */
  previous: DateSpan;
  /** zone offsets over both spans, for grouping by local time on SQLite */
  segments: OffsetSegment[];
}

const span = (from: string, to: string, timeZone: string): DateSpan => ({
  from,
  to,
  start: zonedToUtcIso(from, "00:00", timeZone),
  end: zonedToUtcIso(addDays(to, 1), "00:00", timeZone),
});

/**
 * The period of an Overview query: `from`/`to` local dates (both included), or `days` ending today; today alone
 * without either. Bad dates, `to` before `from` and periods over a year answer 422.
 */
export function overviewPeriod(
  query: { from?: string; to?: string; days?: number },
  timeZone: string,
): OverviewPeriod {
  const today = localDateOf(new Date(), timeZone);
  const errors: FieldErrors = {};
  if (query.from !== undefined && !isDateOnly(query.from)) errors.from = "validation.date";
  if (query.to !== undefined && !isDateOnly(query.to)) errors.to = "validation.date";
  if (Object.keys(errors).length) throw validationFailed(errors);
  const to = query.to ?? today;
  const from = query.from ?? addDays(to, -((query.days ?? 1) - 1));
  const days = daysBetween(from, to) + 1;
  if (days < 1) throw validationFailed({ to: "validation.dateRange" });
  if (days > OVERVIEW_MAX_DAYS)
    throw validationFailed({ to: { key: "invoices.rangeTooLong", params: { days: OVERVIEW_MAX_DAYS } } });
  const current = span(from, to, timeZone);
  const previous = span(addDays(from, -days), addDays(from, -1), timeZone);
  return {
    timeZone,
    today,
    days,
    current,
    previous,
    segments: offsetSegments(previous.start, current.end, timeZone),
  };
}

/** The local dates of a span, in order. */
export const datesOf = (s: DateSpan) =>
  Array.from({ length: daysBetween(s.from, s.to) + 1 }, (_, i) => addDays(s.from, i));
