import dayjs from "dayjs";
import customParseFormat from "dayjs/plugin/customParseFormat";
import { DISPLAY_DATE_FORMAT, HOLIDAY_DATE_FORMAT, HOLIDAY_SUBMIT_TIME } from "../../domain/constants";

dayjs.extend(customParseFormat);

// Dates of the forms: kept as YYYY-MM-DD in the form, shown as DD-MM-YYYY (SPEC §5).
const ISO_DATE = "YYYY-MM-DD";
const ISO_DATE_PREFIX = /^(\d{4}-\d{2}-\d{2})/;

/** The YYYY-MM-DD day of a stored date or date-time (the API's dates are UTC; no conversion on purpose). */
export const isoDay = (value: unknown): string | undefined =>
  typeof value === "string" ? ISO_DATE_PREFIX.exec(value)?.[1] : undefined;

/** Stored value → the text shown in a date field (DD-MM-YYYY), leaving partial typing as it is. */
export function toDisplayDate(value: unknown): string {
  if (value === null || value === undefined) return "";
  const day = isoDay(value);
  return day ? dayjs(day, ISO_DATE).format(DISPLAY_DATE_FORMAT) : String(value);
}

/** Typed DD-MM-YYYY text → YYYY-MM-DD; anything not (yet) a real date is kept as typed so validation can say so. */
export function fromDisplayDate(text: string): string {
  const trimmed = text.trim();
  const parsed = dayjs(trimmed, DISPLAY_DATE_FORMAT, true);
  return parsed.isValid() ? parsed.format(ISO_DATE) : trimmed;
}

export const isValidIsoDay = (value: unknown): boolean => {
  const day = isoDay(value);
  return !!day && dayjs(day, ISO_DATE, true).isValid();
};

/** A date shown as DD-MM-YYYY in lists. */
export const formatDisplayDate = (value: unknown): string => {
  const day = isoDay(value);
  return day ? dayjs(day, ISO_DATE).format(DISPLAY_DATE_FORMAT) : "";
};

/** A holiday date shown as YYYY-MM-DD (SPEC §5). */
export const formatHolidayDate = (value: unknown): string => {
  const day = isoDay(value);
  return day ? dayjs(day, ISO_DATE).format(HOLIDAY_DATE_FORMAT) : "";
};

/** SPEC §5: a holiday's from and to are saved at 14:00:00 on the chosen days. */
export const atHolidaySubmitTime = (value: unknown): string | undefined => {
  const day = isoDay(value);
  return day ? `${day}T${HOLIDAY_SUBMIT_TIME}` : undefined;
};
