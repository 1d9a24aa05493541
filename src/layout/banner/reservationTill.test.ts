import dayjs from "dayjs";
import { describe, expect, it } from "vitest";
import { hasReservationTillPassed, reservationTillDate, reservationTillSetting } from "./reservationTill";

const today = dayjs("2026-05-20T15:30:00");
const day = (value: ReturnType<typeof dayjs>) => value.format("YYYY-MM-DD");

describe("reservation-till date", () => {
  it("is the setting's date when it holds one", () => {
    expect(day(reservationTillDate("2026-04-30", today))).toBe("2026-04-30");
  });

  it("defaults to 3 months from today when the setting is absent, empty or not a date", () => {
    for (const setting of [undefined, null, "", "30-04-2026", "2026-02-30", 20260430]) {
      expect(day(reservationTillDate(setting, today))).toBe("2026-08-20");
    }
  });
});

describe("reservation banner rule", () => {
  it("shows from the day after the date on", () => {
    expect(hasReservationTillPassed(dayjs("2026-05-19"), today)).toBe(true);
    expect(hasReservationTillPassed(dayjs("2026-05-20"), today)).toBe(false);
    expect(hasReservationTillPassed(dayjs("2026-05-21"), today)).toBe(false);
  });

  it("never shows with the default date", () => {
    expect(hasReservationTillPassed(reservationTillDate(undefined, today), today)).toBe(false);
  });

  it("reads the setting from the mobile app settings", () => {
    const settings = [
      { key: "PayCash", data: true },
      { key: "EnableReservationTill", data: "2026-01-31" },
    ];
    expect(reservationTillSetting(settings)).toBe("2026-01-31");
    expect(reservationTillSetting([])).toBeUndefined();
    expect(reservationTillSetting(undefined)).toBeUndefined();
  });
});
