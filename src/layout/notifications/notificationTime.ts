import {
  DEFAULT_TIMEZONE,
  NOTIFICATION_RELATIVE_HOURS,
  NOTIFICATION_TIME_FORMAT,
  type Locale,
} from "../../domain/constants";
import { formatWallClock, isTimeZone, parseUtcInstant, wallClock } from "../../domain/zoned-time";
import { dateTimeFormat, relativeTimeFormat } from "../../i18n/intlFormats";

// Intl only (zoned-time): the bell is in the shell, on every page, and dayjs with its time-zone plugins was the
// shell's reason to load that library.

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

const zoneOrDefault = (timeZone: string | undefined) =>
  timeZone && isTimeZone(timeZone) ? timeZone : DEFAULT_TIMEZONE;

/** "PM" in English, "م" in Arabic: the language's own name of the half of the day, from Intl. */
function dayPeriod(instant: Date, timeZone: string, locale: Locale): string {
  const parts = dateTimeFormat(locale, {
    timeZone,
    hour: "numeric",
    hour12: true,
  }).formatToParts(instant);
  return parts.find((part) => part.type === "dayPeriod")?.value ?? "";
}

/**
 * When a notification was made, as YYYY-MM-DD hh:mm A in the business time zone (SPEC §9) with the day period in
 * the reader's language (`2026-03-01 11:05 PM`, `2026-03-01 11:05 م`); UTC if the zone is unknown.
 */
export function formatNotificationDateTime(
  createdAt: string,
  timeZone: string | undefined,
  locale: Locale,
): string {
  const instant = parseUtcInstant(createdAt);
  if (Number.isNaN(instant)) return "";
  const zone = zoneOrDefault(timeZone);
  return formatWallClock(
    NOTIFICATION_TIME_FORMAT,
    wallClock(instant, zone),
    dayPeriod(new Date(instant), zone, locale),
  );
}

/**
 * How long ago a recent notification was made, in the reader's language ("5 minutes ago", "قبل 5 دقائق"); older
 * than NOTIFICATION_RELATIVE_HOURS (or from the future, a skewed clock) it is undefined: the date-time says it.
 */
export function relativeNotificationTime(createdAt: string, locale: Locale, now: number): string | undefined {
  const made = Date.parse(createdAt);
  if (Number.isNaN(made)) return undefined;
  const age = now - made;
  if (age < 0 || age >= NOTIFICATION_RELATIVE_HOURS * HOUR_MS) return undefined;
  const format = relativeTimeFormat(locale, { numeric: "auto" });
  if (age < MINUTE_MS) return format.format(0, "second");
  if (age < HOUR_MS) return format.format(-Math.floor(age / MINUTE_MS), "minute");
  return format.format(-Math.floor(age / HOUR_MS), "hour");
}

/** What the bell shows as a notification's time: how long ago when recent, else its date-time. */
export function formatNotificationTime(
  createdAt: string,
  timeZone: string | undefined,
  locale: Locale,
  now: number = Date.now(),
): string {
  return (
    relativeNotificationTime(createdAt, locale, now) ??
    formatNotificationDateTime(createdAt, timeZone, locale)
  );
}
