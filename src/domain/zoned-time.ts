import { DEFAULT_TIMEZONE } from "./constants";

// Calendar dates and wall-clock times in a business's time zone (DESIGN §4: times are stored in UTC, a business
// has a time zone for date-only rules). Built on Intl only, so it runs in the browser and on the server alike.

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;
const DAY_MS = 86_400_000;

/** A real calendar date written YYYY-MM-DD (2026-02-30 is not one). */
export function isDateOnly(value: string): boolean {
  if (!DATE.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
}
export const isClockTime = (value: string) => TIME.test(value);

/** One formatter per valid zone, kept: only valid zone names are keys, so the map stays as small as the zones used. */
const formatters = new Map<string, Intl.DateTimeFormat>();

const makeFormatter = (timeZone: string) =>
  new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  });

/**
 * Whether the runtime knows the zone. Constructing a formatter is the check, and a slow one (every orders list reads
 * the business's zone): a valid zone keeps its formatter, so it is checked once.
 */
export function isTimeZone(timeZone: string): boolean {
  if (formatters.has(timeZone)) return true;
  if (!timeZone) return false;
  try {
    formatters.set(timeZone, makeFormatter(timeZone));
    return true;
  } catch {
    return false;
  }
}

/** The zone's formatter; a business without a usable zone gets the default's. */
function formatter(timeZone: string): Intl.DateTimeFormat {
  const zone = isTimeZone(timeZone) ? timeZone : DEFAULT_TIMEZONE;
  if (!formatters.has(zone)) formatters.set(zone, makeFormatter(zone));
  return formatters.get(zone)!;
}

/** Wall-clock fields of an instant in a time zone (hour 0-23). */
export function wallClock(instant: number, timeZone: string) {
  const parts = formatter(timeZone).formatToParts(new Date(instant));
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return {
    year: get("year"),
    month: get("month"),
    day: get("day"),
    hour: get("hour"),
    minute: get("minute"),
    second: get("second"),
  };
}

/** Milliseconds the zone is ahead of UTC at an instant (Kuwait: +3 h). */
export function zoneOffsetMs(instant: number, timeZone: string): number {
  const w = wallClock(instant, timeZone);
  const wallAsUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return wallAsUtc - Math.floor(instant / 1000) * 1000;
}

/** The calendar date (YYYY-MM-DD) of an instant as seen in the time zone. */
export function localDateOf(instant: string | number | Date, timeZone: string): string {
  const ms =
    instant instanceof Date ? instant.getTime() : typeof instant === "number" ? instant : Date.parse(instant);
  const w = wallClock(ms, timeZone);
  return `${String(w.year).padStart(4, "0")}-${String(w.month).padStart(2, "0")}-${String(w.day).padStart(2, "0")}`;
}

/** The UTC instant (ISO text) of a wall-clock date and time (HH:mm) in the time zone. */
export function zonedToUtcIso(date: string, time: string, timeZone: string): string {
  const [y, m, d] = date.split("-").map(Number);
  const [hh, mm] = time.split(":").map(Number);
  const wall = Date.UTC(y, m - 1, d, hh, mm);
  // Two passes settle the offset also next to a daylight-saving change.
  let instant = wall - zoneOffsetMs(wall, timeZone);
  instant = wall - zoneOffsetMs(instant, timeZone);
  return new Date(instant).toISOString();
}

/** YYYY-MM-DD plus n calendar days. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * A calendar date plus whole months; a day the target month lacks becomes its last (11-30 plus 3 months is 02-28,
 * 02-29 in a leap year), as dayjs and the server count months.
 */
export function addMonths(date: string, months: number): string {
  const [year, month, day] = date.split("-").map(Number);
  const first = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  return `${first.toISOString().slice(0, 8)}${String(Math.min(day, lastDay)).padStart(2, "0")}`;
}

/** Today's calendar date on the device's own clock and zone. */
export function deviceToday(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Whole calendar days from one date to another (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** 0 = Sunday ... 6 = Saturday, for a calendar date. */
export const dayOfWeek = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

/**
 * An API time as epoch milliseconds (NaN if none): ISO text with its zone or offset as written, and a time without
 * one ("YYYY-MM-DD HH:mm:ss", "YYYY-MM-DDTHH:mm") as UTC, which the API's times are (DESIGN §4). A date alone is
 * UTC midnight.
 */
export function parseUtcInstant(value: string): number {
  const iso = value.includes("T") ? value : value.replace(" ", "T");
  return Date.parse(/(Z|[+-]\d{2}:?\d{2})$/.test(iso) || !iso.includes("T") ? iso : `${iso}Z`);
}

export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour?: number;
  minute?: number;
  second?: number;
}

const pad2 = (value = 0) => String(value).padStart(2, "0");

/**
 * Wall-clock fields written in a pattern of the constants (DISPLAY_DATE_FORMAT "DD-MM-YYYY", "... HH:mm"): the
 * tokens YYYY, MM, DD, HH (0-23), hh (1-12), mm and ss, as dayjs writes them, and A when the caller gives the day
 * period in the reader's language; anything else is kept as it is.
 */
export function formatWallClock(pattern: string, wall: WallClock, dayPeriod = "A"): string {
  const hour = wall.hour ?? 0;
  const fields: Record<string, string> = {
    YYYY: String(wall.year).padStart(4, "0"),
    MM: pad2(wall.month),
    DD: pad2(wall.day),
    HH: pad2(hour),
    hh: pad2(((hour + 11) % 12) + 1),
    mm: pad2(wall.minute),
    ss: pad2(wall.second),
    A: dayPeriod,
  };
  return pattern.replace(/YYYY|MM|DD|HH|hh|mm|ss|A/g, (token) => fields[token]);
}

/** The device's own time zone (e.g. Asia/Kuwait), the default of a new business; UTC when the device hides it. */
export function browserTimeZone(): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && isTimeZone(zone) ? zone : "UTC";
}
