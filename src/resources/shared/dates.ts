import { DISPLAY_DATE_FORMAT, HOLIDAY_DATE_FORMAT, HOLIDAY_SUBMIT_TIME } from "../../domain/constants";
import { formatWallClock, isDateOnly, localDateOf } from "../../domain/zoned-time";

// Dates of the forms: kept as YYYY-MM-DD in the form, shown as DD-MM-YYYY (SPEC §5). Text only, no date library:
// every list and form with a date reads these.
const ISO_DATE_PREFIX = /^(\d{4}-\d{2}-\d{2})/;

/** The fields of a YYYY-MM-DD day. */
const fieldsOf = (day: string) => {
  const [year, month, dayOfMonth] = day.split("-").map(Number);
  return { year, month, day: dayOfMonth };
};

/** A YYYY-MM-DD day written in a pattern of the constants; a day that does not exist (02-30) is written as it is. */
const writeDay = (day: string, pattern: string) => formatWallClock(pattern, fieldsOf(day));

/** The pattern's DD, MM and YYYY as a strict reader of typed text: exactly two, two and four digits. */
const readerOf = (pattern: string) =>
  new RegExp(
    `^${pattern
      .replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")
      .replace(/YYYY|MM|DD/g, (token) => `(?<${token[0]}>\\d{${token.length}})`)}$`,
  );
const DISPLAY_DATE_READER = readerOf(DISPLAY_DATE_FORMAT);

/** The YYYY-MM-DD day of a stored date or date-time (the API's dates are UTC; no conversion on purpose). */
export const isoDay = (value: unknown): string | undefined =>
  typeof value === "string" ? ISO_DATE_PREFIX.exec(value)?.[1] : undefined;

/** Stored value → the text shown in a date field (DD-MM-YYYY), leaving partial typing as it is. */
export function toDisplayDate(value: unknown): string {
  if (value === null || value === undefined) return "";
  const day = isoDay(value);
  return day ? writeDay(day, DISPLAY_DATE_FORMAT) : String(value);
}

/** Typed DD-MM-YYYY text → YYYY-MM-DD; anything not (yet) a real date is kept as typed so validation can say so. */
export function fromDisplayDate(text: string): string {
  const trimmed = text.trim();
  const typed = DISPLAY_DATE_READER.exec(trimmed)?.groups;
  const day = typed && `${typed.Y}-${typed.M}-${typed.D}`;
  return day && isDateOnly(day) ? day : trimmed;
}

export const isValidIsoDay = (value: unknown): boolean => {
  const day = isoDay(value);
  return !!day && isDateOnly(day);
};

/** An instant with its time of day (`2026-11-28T22:57:00.000Z`), as opposed to a calendar day (`2026-11-29`). */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

/**
 * A date shown as DD-MM-YYYY. A calendar day (a stay's check-in, a holiday) is shown as it is; an instant (a
 * payment's time, a creation time) is shown on the day it was in `timeZone`, the business's: at 01:57 in Kuwait a
 * payment made then is on that day, not on the UTC day before. Without a zone an instant shows its UTC day.
 */
export const formatDisplayDate = (value: unknown, timeZone?: string): string => {
  if (timeZone && typeof value === "string" && INSTANT.test(value) && !Number.isNaN(Date.parse(value)))
    return writeDay(localDateOf(value, timeZone), DISPLAY_DATE_FORMAT);
  const day = isoDay(value);
  return day ? writeDay(day, DISPLAY_DATE_FORMAT) : "";
};

/** A holiday date shown as YYYY-MM-DD (SPEC §5). */
export const formatHolidayDate = (value: unknown): string => {
  const day = isoDay(value);
  return day ? writeDay(day, HOLIDAY_DATE_FORMAT) : "";
};

/** SPEC §5: a holiday's from and to are saved at 14:00:00 on the chosen days. */
export const atHolidaySubmitTime = (value: unknown): string | undefined => {
  const day = isoDay(value);
  return day ? `${day}T${HOLIDAY_SUBMIT_TIME}` : undefined;
};
