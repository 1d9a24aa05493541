import { describe, expect, it } from "vitest";
import {
  displayDate,
  hasReservationTillPassed,
  reservationTillDate,
  reservationTillSetting,
  takesAppReservations,
} from "./reservationTill";

const today = "2026-05-20";

describe("reservation-till date", () => {
  it("is the setting's date when it holds one", () => {
    expect(reservationTillDate("2026-04-30", today)).toBe("2026-04-30");
  });

  it("defaults to 3 months from today when the setting is absent, empty or not a date", () => {
    for (const setting of [undefined, null, "", "30-04-2026", "2026-02-30", 20260430]) {
      expect(reservationTillDate(setting, today)).toBe("2026-08-20");
    }
  });

  it("counts months to the month's last day when the day does not exist there, leap years included", () => {
    expect(reservationTillDate(undefined, "2026-11-30")).toBe("2027-02-28");
    expect(reservationTillDate(undefined, "2027-11-30")).toBe("2028-02-29");
    expect(reservationTillDate(undefined, "2026-10-31")).toBe("2027-01-31");
    expect(reservationTillDate(undefined, "2026-12-31")).toBe("2027-03-31");
  });

  it("is written DD-MM-YYYY", () => {
    expect(displayDate("2026-04-05")).toBe("05-04-2026");
  });
});

describe("reservation banner rule", () => {
  it("shows from the day after the date on", () => {
    expect(hasReservationTillPassed("2026-05-19", today)).toBe(true);
    expect(hasReservationTillPassed("2026-05-20", today)).toBe(false);
    expect(hasReservationTillPassed("2026-05-21", today)).toBe(false);
    expect(hasReservationTillPassed("2025-12-31", "2026-01-01")).toBe(true);
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

describe("businesses the banner is about", () => {
  it("are those whose customers book through the mobile app, with booking not disabled", () => {
    expect(takesAppReservations("chalet", undefined)).toBe(true);
    expect(takesAppReservations("salon", false)).toBe(true);
    expect(takesAppReservations("restaurant", false)).toBe(false);
    expect(takesAppReservations("chalet", true)).toBe(false);
    expect(takesAppReservations("chalet", "true")).toBe(false);
    expect(takesAppReservations(undefined, false)).toBe(false);
  });
});
