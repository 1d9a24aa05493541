import { describe, expect, it } from "vitest";
import { isWeekendNight, listingPrices, priceLabel, stayPrice } from "./stay-price";

// 2026-11-01 is a Sunday; 2026-11-05 a Thursday, 2026-11-06 a Friday.
const prices = { weekdays: 40_000, weekend: 60_000, fullWeek: 250_000 };

describe("chalet price labels", () => {
  it("reads Weekdays, Weekend and FullWeek from the English name; no name is Weekdays", () => {
    expect(priceLabel("Weekend")).toBe("Weekend");
    expect(priceLabel("Full week")).toBe("FullWeek");
    expect(priceLabel("full_week")).toBe("FullWeek");
    expect(priceLabel("")).toBe("Weekdays");
    expect(priceLabel(null)).toBe("Weekdays");
    expect(priceLabel("Breakfast")).toBeNull();
  });

  it("takes the first row of each label", () => {
    expect(
      listingPrices([
        { label: "", amount: 35_000 },
        { label: "Weekdays", amount: 1 },
        { label: "Weekend", amount: 55_000 },
        { label: "Extra bed", amount: 5_000 },
      ]),
    ).toEqual({ weekdays: 35_000, weekend: 55_000 });
  });
});

describe("stayPrice", () => {
  it("charges Thursday and Friday nights the Weekend price and the others the Weekdays price", () => {
    expect(isWeekendNight("2026-11-05")).toBe(true);
    expect(isWeekendNight("2026-11-06")).toBe(true);
    expect(isWeekendNight("2026-11-07")).toBe(false);
    // Wed, Thu, Fri, Sat nights.
    const price = stayPrice("2026-11-04", "2026-11-08", prices);
    expect(price?.nights).toBe(4);
    expect(price?.lines.map((l) => l.kind)).toEqual(["weekday", "weekend", "weekend", "weekday"]);
    expect(price?.total).toBe(40_000 * 2 + 60_000 * 2);
  });

  it("charges the FullWeek price for each complete block of 7 nights from check-in", () => {
    expect(stayPrice("2026-11-01", "2026-11-08", prices)).toEqual({
      nights: 7,
      total: 250_000,
      lines: [{ date: "2026-11-01", nights: 7, kind: "full_week", amount: 250_000 }],
    });
    // 9 nights from a Tuesday: one week, then Tuesday and Wednesday nights.
    const nine = stayPrice("2026-11-03", "2026-11-12", prices);
    expect(nine?.lines.map((l) => l.kind)).toEqual(["full_week", "weekday", "weekday"]);
    expect(nine?.total).toBe(250_000 + 80_000);
    // 14 nights: two weeks.
    expect(stayPrice("2026-11-01", "2026-11-15", prices)?.total).toBe(500_000);
  });

  it("prices a week night by night when there is no FullWeek price", () => {
    const price = stayPrice("2026-11-01", "2026-11-08", { weekdays: 40_000, weekend: 60_000 });
    expect(price?.total).toBe(5 * 40_000 + 2 * 60_000);
    expect(price?.lines).toHaveLength(7);
  });

  it("charges holiday nights the holiday's price, and a week with a holiday night is not a FullWeek", () => {
    const holidays = [{ from: "2026-11-03", to: "2026-11-05", amount: 90_000, holidayId: 7 }];
    const price = stayPrice("2026-11-01", "2026-11-08", prices, holidays);
    expect(price?.lines.filter((l) => l.kind === "holiday")).toEqual([
      { date: "2026-11-03", nights: 1, kind: "holiday", amount: 90_000, holidayId: 7 },
      { date: "2026-11-04", nights: 1, kind: "holiday", amount: 90_000, holidayId: 7 },
    ]);
    // Sun, Mon weekdays; Tue, Wed holiday; Thu, Fri weekend; Sat weekday.
    expect(price?.total).toBe(3 * 40_000 + 2 * 90_000 + 2 * 60_000);
  });

  it("covers the single night of a one-day holiday and lets the first listed holiday win", () => {
    const price = stayPrice("2026-11-05", "2026-11-07", prices, [
      { from: "2026-11-06", to: "2026-11-06", amount: 70_000, holidayId: 1 },
      { from: "2026-11-01", to: "2026-11-30", amount: 10_000, holidayId: 2 },
    ]);
    expect(price?.lines.map((l) => [l.date, l.amount])).toEqual([
      ["2026-11-05", 10_000],
      ["2026-11-06", 70_000],
    ]);
  });

  it("falls back between Weekdays and Weekend prices and gives null when neither exists", () => {
    expect(stayPrice("2026-11-05", "2026-11-07", { weekdays: 30_000 })?.total).toBe(60_000);
    expect(stayPrice("2026-11-01", "2026-11-03", { weekend: 50_000 })?.total).toBe(100_000);
    expect(stayPrice("2026-11-01", "2026-11-03", { fullWeek: 250_000 })).toBeNull();
    // A full week needs no nightly price.
    expect(stayPrice("2026-11-01", "2026-11-08", { fullWeek: 250_000 })?.total).toBe(250_000);
    // Holiday nights need none either.
    expect(
      stayPrice("2026-11-01", "2026-11-02", {}, [{ from: "2026-11-01", to: "2026-11-02", amount: 5 }])?.total,
    ).toBe(5);
  });

  it("costs nothing for zero nights", () => {
    expect(stayPrice("2026-11-01", "2026-11-01", prices)).toEqual({ nights: 0, total: 0, lines: [] });
    expect(stayPrice("2026-11-03", "2026-11-01", prices)?.nights).toBe(0);
  });
});
