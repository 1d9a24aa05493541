import { DISPLAY_DATE_FORMAT, RESERVATION_TILL_DEFAULT_MONTHS } from "../../domain/constants";
import { addMonths, deviceToday, isDateOnly } from "../../domain/zoned-time";

// Dates here are calendar dates written YYYY-MM-DD, and "today" is the device's: the banner is a reminder on the
// owner's own screen. Plain text and Intl only: the shell draws it on every page, and dayjs with its plugins was
// the shell's only reason to load that library.

/** The mobile app setting holding the last day customers may book (SPEC §3, YYYY-MM-DD). */
export const RESERVATION_TILL_KEY = "EnableReservationTill";

/**
 * The last day customers may book: the setting when it holds a real YYYY-MM-DD date, else (absent, unreadable or
 * not loaded) RESERVATION_TILL_DEFAULT_MONTHS months from today (SPEC §4).
 */
export function reservationTillDate(setting: unknown, today: string = deviceToday()): string {
  if (typeof setting === "string" && isDateOnly(setting)) return setting;
  return addMonths(today, RESERVATION_TILL_DEFAULT_MONTHS);
}

/** The banner shows once the date has passed: from the day after it on. */
export const hasReservationTillPassed = (till: string, today: string = deviceToday()): boolean =>
  till < today;

/** The date as the dashboard writes dates (DISPLAY_DATE_FORMAT, DD-MM-YYYY). */
export function displayDate(date: string): string {
  const [year, month, day] = date.split("-");
  return DISPLAY_DATE_FORMAT.replace("YYYY", year).replace("MM", month).replace("DD", day);
}

/** The setting's value in a settings answer (`[{ key, data }]`), if any. */
export const reservationTillSetting = (
  settings: readonly { key: string; data?: unknown }[] | undefined,
): unknown => settings?.find((entry) => entry.key === RESERVATION_TILL_KEY)?.data;
