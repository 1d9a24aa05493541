import dayjs, { type Dayjs } from "dayjs";
import { RESERVATION_TILL_DEFAULT_MONTHS } from "../../domain/constants";
import { isDateOnly } from "../../domain/zoned-time";

/** The mobile app setting holding the last day customers may book (SPEC §3, YYYY-MM-DD). */
export const RESERVATION_TILL_KEY = "EnableReservationTill";

/**
 * The last day customers may book: the setting when it holds a real YYYY-MM-DD date, else (absent, unreadable or
 * not loaded) RESERVATION_TILL_DEFAULT_MONTHS months from today (SPEC §4).
 */
export function reservationTillDate(setting: unknown, today: Dayjs = dayjs()): Dayjs {
  // dayjs reads a bare YYYY-MM-DD as that day in the local zone.
  if (typeof setting === "string" && isDateOnly(setting)) return dayjs(setting);
  return today.startOf("day").add(RESERVATION_TILL_DEFAULT_MONTHS, "month");
}

/** The banner shows once the date has passed: from the day after it on. */
export const hasReservationTillPassed = (till: Dayjs, today: Dayjs = dayjs()): boolean => till.isBefore(today, "day");

/** The setting's value in a settings answer (`[{ key, data }]`), if any. */
export const reservationTillSetting = (settings: readonly { key: string; data?: unknown }[] | undefined): unknown =>
  settings?.find((entry) => entry.key === RESERVATION_TILL_KEY)?.data;
