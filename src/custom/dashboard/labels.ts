import { dateTimeFormat } from "../../i18n/intlFormats";

// Category labels of the Overview's charts in the reader's language (Latin digits, as everywhere).

const noon = (date: string) => new Date(`${date}T12:00:00Z`);

/** "Nov 24" / "24 نوفمبر" for a calendar date. */
export const dayLabel = (date: string, locale: string) =>
  dateTimeFormat(locale, { month: "short", day: "numeric", timeZone: "UTC" }).format(noon(date));

/** Weekday names from Sunday (0) to Saturday (6). */
export const weekdayLabels = (locale: string) =>
  // 2026-11-01 is a Sunday.
  Array.from({ length: 7 }, (_, day) =>
    dateTimeFormat(locale, { weekday: "short", timeZone: "UTC" }).format(noon(`2026-11-0${day + 1}`)),
  );

/** "00" … "23" */
export const hourLabels = () => Array.from({ length: 24 }, (_, hour) => String(hour).padStart(2, "0"));

/** A stay's date and time as the reader writes it, in the business's time zone. */
export const stayTime = (instant: string, locale: string, timeZone: string) =>
  dateTimeFormat(locale, {
    month: "short",
    day: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    timeZone,
  }).format(new Date(instant));
