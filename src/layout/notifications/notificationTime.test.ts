import { describe, expect, it } from "vitest";
import { formatNotificationTime } from "./notificationTime";

describe("notification time", () => {
  it("shows the time in the business time zone as YYYY-MM-DD hh:mm A", () => {
    expect(formatNotificationTime("2026-03-01T20:05:00.000Z", "Asia/Kuwait")).toBe("2026-03-01 11:05 PM");
    expect(formatNotificationTime("2026-03-01T22:30:00.000Z", "Asia/Kuwait")).toBe("2026-03-02 01:30 AM");
  });

  it("falls back to UTC without a zone or with an unknown one", () => {
    expect(formatNotificationTime("2026-03-01T08:00:00.000Z", undefined)).toBe("2026-03-01 08:00 AM");
    expect(formatNotificationTime("2026-03-01T08:00:00.000Z", "Mars/Olympus")).toBe("2026-03-01 08:00 AM");
  });

  it("shows nothing for a date it cannot read", () => {
    expect(formatNotificationTime("not a date", "UTC")).toBe("");
  });
});
