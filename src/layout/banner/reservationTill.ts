import {
  BOOKING_BUSINESS_TYPES,
  DISPLAY_DATE_FORMAT,
  RESERVATION_TILL_DEFAULT_MONTHS,
  type BusinessType,
} from "../../domain/constants";
import { addMonths, deviceToday, isDateOnly } from "../../domain/zoned-time";

// Dates here are calendar dates written YYYY-MM-DD; "today" is the business's (its time zone), so the banner
// shows and hides at the business's midnight. Plain text and Intl only: the shell draws it on every page, and dayjs
// with its plugins was the shell's only reason to load that library.

/** The mobile app setting holding the last day customers may book (SPEC §3, YYYY-MM-DD). */
export const RESERVATION_TILL_KEY = "EnableReservationTill";
/** The mobile app setting labelled "Disable Booking" for the business types that book (SPEC §3). */
export const DISABLE_BOOKING_KEY = "DisableOrdering";

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

/**
 * Whether the business takes reservations through the mobile app at all: a type whose customers book (a
 * restaurant's customers order; its reservation date means nothing to them) with booking not disabled.
 */
export const takesAppReservations = (type: BusinessType | undefined, bookingDisabled: unknown): boolean =>
  type !== undefined &&
  BOOKING_BUSINESS_TYPES.includes(type) &&
  !(
    bookingDisabled === true ||
    bookingDisabled === "true" ||
    bookingDisabled === 1 ||
    bookingDisabled === "1"
  );

/** The date as the dashboard writes dates (DISPLAY_DATE_FORMAT, DD-MM-YYYY). */
export function displayDate(date: string): string {
  const [year, month, day] = date.split("-");
  return DISPLAY_DATE_FORMAT.replace("YYYY", year).replace("MM", month).replace("DD", day);
}

/** A setting's value in a settings answer (`[{ key, data }]`), if any. */
export const settingOf = (
  settings: readonly { key: string; data?: unknown }[] | undefined,
  key: string,
): unknown => settings?.find((entry) => entry.key === key)?.data;

/** The reservation-till setting's value in a settings answer, if any. */
export const reservationTillSetting = (settings: readonly { key: string; data?: unknown }[] | undefined) =>
  settingOf(settings, RESERVATION_TILL_KEY);
