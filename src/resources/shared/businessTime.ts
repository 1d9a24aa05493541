import { DEFAULT_TIMEZONE, DISPLAY_DATE_FORMAT, type Locale } from "../../domain/constants";
import { formatWallClock, isTimeZone, parseUtcInstant, wallClock } from "../../domain/zoned-time";
import { dateTimeFormat } from "../../i18n/intlFormats";

// A stored moment (UTC ISO text) as the business sees it: in its own time zone (DESIGN §4), whatever the time zone
// of the browser reading it. UTC when the zone is unknown. Intl only (zoned-time): the lists read these on every
// row, and dayjs with its zone plugins (7 KB gzip) came with every list for them.

const zoneOrDefault = (timeZone: string) => (isTimeZone(timeZone) ? timeZone : DEFAULT_TIMEZONE);

const readMoment = (value: unknown) => {
  if (typeof value !== "string" || !value) return undefined;
  const instant = parseUtcInstant(value);
  return Number.isNaN(instant) ? undefined : instant;
};

/** DD-MM-YYYY HH:mm (SPEC §5's display of dates) in the business time zone; "" for what is not a date-time. */
export function formatBusinessDateTime(value: unknown, timeZone: string): string {
  const instant = readMoment(value);
  if (instant === undefined) return "";
  return formatWallClock(`${DISPLAY_DATE_FORMAT} HH:mm`, wallClock(instant, zoneOrDefault(timeZone)));
}

/**
 * The same moment written out in the reader's language, with the day of the week and the month's name
 * ("Sunday, March 1, 2026 at 23:05", "الأحد، 1 مارس 2026 في 23:05"), for a tooltip; "" for what is not a date-time.
 */
export function longBusinessDateTime(value: unknown, timeZone: string, locale: Locale): string {
  const moment = readMoment(value);
  if (moment === undefined) return "";
  return dateTimeFormat(locale, {
    timeZone: zoneOrDefault(timeZone),
    dateStyle: "full",
    timeStyle: "short",
    hourCycle: "h23",
  }).format(new Date(moment));
}
