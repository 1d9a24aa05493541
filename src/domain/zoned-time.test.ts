import { describe, expect, it } from "vitest";
import {
  addDays,
  dayOfWeek,
  daysBetween,
  isClockTime,
  isDateOnly,
  isTimeZone,
  localDateOf,
  zonedToUtcIso,
} from "./zoned-time";

describe("zoned time", () => {
  it("turns a Kuwait wall-clock time into UTC and back to the local date", () => {
    expect(zonedToUtcIso("2026-12-03", "14:00", "Asia/Kuwait")).toBe("2026-12-03T11:00:00.000Z");
    expect(zonedToUtcIso("2026-12-03", "01:30", "Asia/Kuwait")).toBe("2026-12-02T22:30:00.000Z");
    expect(localDateOf("2026-12-02T22:30:00.000Z", "Asia/Kuwait")).toBe("2026-12-03");
    expect(localDateOf("2026-12-02T22:30:00.000Z", "UTC")).toBe("2026-12-02");
  });

  it("follows daylight saving time", () => {
    expect(zonedToUtcIso("2026-07-01", "12:00", "Europe/London")).toBe("2026-07-01T11:00:00.000Z");
    expect(zonedToUtcIso("2026-01-01", "12:00", "Europe/London")).toBe("2026-01-01T12:00:00.000Z");
  });

  it("falls back to UTC for an unknown zone", () => {
    expect(isTimeZone("Mars/Olympus")).toBe(false);
    expect(isTimeZone("Asia/Kuwait")).toBe(true);
    expect(zonedToUtcIso("2026-01-01", "12:00", "Mars/Olympus")).toBe("2026-01-01T12:00:00.000Z");
  });

  it("does calendar arithmetic", () => {
    expect(addDays("2026-02-27", 2)).toBe("2026-03-01");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(daysBetween("2026-02-27", "2026-03-06")).toBe(7);
    expect(dayOfWeek("2026-11-05")).toBe(4); // a Thursday
    expect(isDateOnly("2026-11-05")).toBe(true);
    expect(isDateOnly("2026-13-05")).toBe(false);
    expect(isDateOnly("2026-02-30")).toBe(false);
    expect(isDateOnly("2026-11-05T10:00")).toBe(false);
    expect(isClockTime("14:00")).toBe(true);
    expect(isClockTime("24:00")).toBe(false);
  });
});
