import { describe, expect, it } from "vitest";
import { formatNotificationDateTime, formatNotificationTime } from "./notificationTime";

const MADE = "2026-03-01T20:05:00.000Z";
const minutesLater = (minutes: number) => Date.parse(MADE) + minutes * 60_000;

describe("notification time", () => {
  it("says how long ago a recent notification was made, in the reader's language", () => {
    expect(formatNotificationTime(MADE, "Asia/Kuwait", "en", minutesLater(0.5))).toBe("now");
    expect(formatNotificationTime(MADE, "Asia/Kuwait", "ar", minutesLater(0.5))).toBe("الآن");
    expect(formatNotificationTime(MADE, "Asia/Kuwait", "en", minutesLater(5))).toBe("5 minutes ago");
    expect(formatNotificationTime(MADE, "Asia/Kuwait", "ar", minutesLater(5))).toBe("قبل 5 دقائق");
    expect(formatNotificationTime(MADE, "Asia/Kuwait", "ar", minutesLater(11))).toBe("قبل 11 دقيقة");
    expect(formatNotificationTime(MADE, "Asia/Kuwait", "en", minutesLater(150))).toBe("2 hours ago");
    expect(formatNotificationTime(MADE, "Asia/Kuwait", "ar", minutesLater(150))).toBe("قبل ساعتين");
  });

  it("shows an older one as YYYY-MM-DD hh:mm A in the business time zone, the day period in the reader's language", () => {
    const nextDay = minutesLater(24 * 60);
    const days = minutesLater(3 * 24 * 60);
    expect(formatNotificationTime(MADE, "Asia/Kuwait", "en", nextDay)).toBe("2026-03-01 11:05 PM");
    expect(formatNotificationTime(MADE, "Asia/Kuwait", "ar", nextDay)).toBe("2026-03-01 11:05 م");
    expect(formatNotificationTime("2026-03-01T22:30:00.000Z", "Asia/Kuwait", "en", days)).toBe(
      "2026-03-02 01:30 AM",
    );
    expect(formatNotificationTime("2026-03-01T22:30:00.000Z", "Asia/Kuwait", "ar", days)).toBe(
      "2026-03-02 01:30 ص",
    );
  });

  it("shows the date-time for a time ahead of the clock (a skewed device), never 'in 5 minutes'", () => {
    expect(formatNotificationTime(MADE, "Asia/Kuwait", "en", minutesLater(-5))).toBe("2026-03-01 11:05 PM");
  });

  it("falls back to UTC without a zone or with an unknown one", () => {
    expect(formatNotificationDateTime("2026-03-01T08:00:00.000Z", undefined, "en")).toBe(
      "2026-03-01 08:00 AM",
    );
    expect(formatNotificationDateTime("2026-03-01T08:00:00.000Z", "Mars/Olympus", "ar")).toBe(
      "2026-03-01 08:00 ص",
    );
  });

  it("reads a time written without a zone as UTC, and writes midnight and noon as 12", () => {
    expect(formatNotificationDateTime("2026-03-01 20:05:00", "Asia/Kuwait", "en")).toBe(
      "2026-03-01 11:05 PM",
    );
    expect(formatNotificationDateTime("2026-03-01T21:30:00", "Asia/Kuwait", "en")).toBe(
      "2026-03-02 12:30 AM",
    );
    expect(formatNotificationDateTime("2026-03-01T09:15:00Z", "Asia/Kuwait", "ar")).toBe(
      "2026-03-01 12:15 م",
    );
  });

  it("shows nothing for a date it cannot read", () => {
    expect(formatNotificationTime("not a date", "UTC", "en", Date.now())).toBe("");
  });
});
