import dayjs from "dayjs";
import customParseFormat from "dayjs/plugin/customParseFormat";
import timezone from "dayjs/plugin/timezone";
import utc from "dayjs/plugin/utc";
import { describe, expect, it } from "vitest";
import { DEFAULT_TIMEZONE, DISPLAY_DATE_FORMAT, HOLIDAY_DATE_FORMAT } from "../../domain/constants";
import { formatWallClock, parseUtcInstant } from "../../domain/zoned-time";
import { formatBusinessDateTime } from "./businessTime";
import { formatDisplayDate, formatHolidayDate, fromDisplayDate, isValidIsoDay, toDisplayDate } from "./dates";

// The lists' and forms' dates are written without dayjs (Intl and text only, a lighter first load); they must read
// and write exactly what dayjs did, over a year of moments, in zones with and without daylight saving.

dayjs.extend(customParseFormat);
dayjs.extend(utc);
dayjs.extend(timezone);

const DATE_TIME = `${DISPLAY_DATE_FORMAT} HH:mm`;
/** A moment every 7 h 13 min through 2026 and into 2027: every hour of the day, month ends, DST changes. */
const MOMENTS = Array.from({ length: 1300 }, (_, i) => Date.UTC(2026, 0, 1) + i * (7 * 60 + 13) * 60_000);
const ZONES = ["Asia/Kuwait", "America/New_York", "Europe/London", "Asia/Kolkata", "Pacific/Chatham", "UTC"];

const DAY_MS = 86_400_000;
/**
 * dayjs's time-zone plugin works from the device's own offset and is an hour off within a day of the device's own
 * daylight-saving change (a reader in New York on 8 March saw Chatham's time an hour early): Intl is right there,
 * so those moments are compared only on a device whose zone has no change then (CI and Kuwait have none).
 */
const besideOwnClockChange = (moment: number) =>
  new Date(moment - DAY_MS).getTimezoneOffset() !== new Date(moment + DAY_MS).getTimezoneOffset();

describe("dates without dayjs", () => {
  it.each(ZONES)("a stored moment reads in the business's zone as dayjs read it (%s)", (zone) => {
    for (const moment of MOMENTS.filter((m) => !besideOwnClockChange(m))) {
      const stored = new Date(moment).toISOString();
      expect(formatBusinessDateTime(stored, zone)).toBe(dayjs.utc(stored).tz(zone).format(DATE_TIME));
      // The API's other form: no zone, which is UTC.
      const bare = stored.slice(0, 19).replace("T", " ");
      expect(formatBusinessDateTime(bare, zone)).toBe(dayjs.utc(bare).tz(zone).format(DATE_TIME));
    }
  });

  it("reads a moment written with an offset or without seconds as dayjs did", () => {
    for (const text of [
      "2026-03-08T07:30:00+03:00",
      "2026-03-08T07:30:00.250Z",
      "2026-03-08T07:30",
      "2026-03-08",
    ])
      expect(parseUtcInstant(text)).toBe(dayjs.utc(text).valueOf());
    expect(formatBusinessDateTime("not a date", "Asia/Kuwait")).toBe("");
    expect(formatBusinessDateTime(undefined, "Asia/Kuwait")).toBe("");
    // An unknown zone reads in the default one.
    expect(formatBusinessDateTime("2026-03-08T22:30:00Z", "Mars/Base")).toBe(
      dayjs.utc("2026-03-08T22:30:00Z").tz(DEFAULT_TIMEZONE).format(DATE_TIME),
    );
  });

  it("writes, reads and checks days as dayjs did", () => {
    for (const moment of MOMENTS) {
      const day = new Date(moment).toISOString().slice(0, 10);
      const shown = dayjs(day, "YYYY-MM-DD").format(DISPLAY_DATE_FORMAT);
      expect(toDisplayDate(day)).toBe(shown);
      expect(formatDisplayDate(`${day}T14:00:00`)).toBe(shown);
      expect(formatHolidayDate(day)).toBe(dayjs(day, "YYYY-MM-DD").format(HOLIDAY_DATE_FORMAT));
      expect(fromDisplayDate(shown)).toBe(day);
      expect(fromDisplayDate(` ${shown} `)).toBe(day);
      expect(isValidIsoDay(day)).toBe(true);
    }
  });

  it("shows an instant on its day in the business's time zone, across midnight in Kuwait", () => {
    // 01:57 on 29 November in Kuwait is 22:57 on the 28th in UTC.
    expect(formatDisplayDate("2026-11-28T22:57:00.000Z", "Asia/Kuwait")).toBe("29-11-2026");
    expect(formatDisplayDate("2026-11-28T20:59:59.999Z", "Asia/Kuwait")).toBe("28-11-2026");
    expect(formatDisplayDate("2026-11-28T21:00:00Z", "Asia/Kuwait")).toBe("29-11-2026");
    expect(formatDisplayDate("2026-11-28T22:57:00.000Z", "UTC")).toBe("28-11-2026");
    // A calendar day is a day wherever it is read: a stay's check-in does not move with the zone.
    expect(formatDisplayDate("2026-11-29", "America/Los_Angeles")).toBe("29-11-2026");
    expect(formatDisplayDate("2026-11-28T22:57:00.000Z")).toBe("28-11-2026");
  });

  it("keeps what is not (yet) a real day as it was typed", () => {
    for (const typed of [
      "30-02-2026",
      "1-2-2026",
      "01-02-26",
      "01/02/2026",
      "01-13-2026",
      "",
      "31-04-2026",
    ]) {
      const strict = dayjs(typed, DISPLAY_DATE_FORMAT, true);
      expect(fromDisplayDate(typed)).toBe(strict.isValid() ? strict.format("YYYY-MM-DD") : typed);
    }
    expect(fromDisplayDate("29-02-2028")).toBe("2028-02-29");
    expect(isValidIsoDay("2026-02-29")).toBe(false);
    expect(isValidIsoDay("2028-02-29T14:00:00")).toBe(true);
    expect(toDisplayDate("12-0")).toBe("12-0");
    expect(toDisplayDate(null)).toBe("");
  });

  it("writes every token of the constants' patterns", () => {
    const wall = { year: 987, month: 3, day: 4, hour: 0, minute: 5, second: 6 };
    expect(formatWallClock("YYYY-MM-DD HH:mm:ss hh", wall)).toBe("0987-03-04 00:05:06 12");
    expect(formatWallClock("DD-MM-YYYY hh:mm A", { ...wall, hour: 13 })).toBe("04-03-0987 01:05 A");
    expect(formatWallClock("DD-MM-YYYY hh:mm A", { ...wall, hour: 13 }, "م")).toBe("04-03-0987 01:05 م");
  });
});
