import { describe, expect, it } from "vitest";
import { FREE_PERIOD_MIN_SECONDS } from "./constants";
import { freePeriods, marginMessageParams, overlapsWithMargin, stayConflict } from "./availability";

const at = (day: number, hour = 11) => new Date(Date.UTC(2026, 11, day, hour)).toISOString();
const stay = (fromDay: number, toDay: number, id = fromDay) => ({ id, from: at(fromDay), to: at(toDay) });
const HOUR = 3600;

describe("overlapsWithMargin", () => {
  const bookings = [stay(5, 8), stay(12, 14)];

  it("accepts back-to-back stays when there is no margin (periods are half-open)", () => {
    expect(overlapsWithMargin(stay(8, 12), bookings, 0)).toBeNull();
    expect(overlapsWithMargin(stay(1, 5), bookings, 0)).toBeNull();
  });

  it("refuses a stay overlapping a booking", () => {
    expect(overlapsWithMargin(stay(7, 9), bookings, 0)).toMatchObject({ booking: { id: 5 }, side: "before" });
    expect(overlapsWithMargin(stay(3, 6), bookings, 0)).toMatchObject({ booking: { id: 5 }, side: "after" });
    expect(overlapsWithMargin(stay(6, 7), bookings, 0)).toMatchObject({ side: "before" });
    expect(overlapsWithMargin(stay(1, 20), bookings, 0)).toMatchObject({ booking: { id: 5 }, side: "after" });
  });

  it("keeps the margin free before and after every booking", () => {
    // Starts 2 hours after a booking ends: fine with a 2-hour margin, refused with 3 hours.
    const candidate = { from: new Date(Date.parse(at(8)) + 2 * HOUR * 1000).toISOString(), to: at(10) };
    expect(overlapsWithMargin(candidate, bookings, 2 * HOUR)).toBeNull();
    expect(overlapsWithMargin(candidate, bookings, 3 * HOUR)).toMatchObject({
      booking: { id: 5 },
      side: "before",
    });
    // Ends 1 hour before the next booking starts.
    const early = { from: at(10), to: new Date(Date.parse(at(12)) - HOUR * 1000).toISOString() };
    expect(overlapsWithMargin(early, bookings, HOUR)).toBeNull();
    expect(overlapsWithMargin(early, bookings, 2 * HOUR)).toMatchObject({
      booking: { id: 12 },
      side: "after",
    });
  });

  it("ignores a negative margin and an empty list", () => {
    expect(overlapsWithMargin(stay(8, 12), bookings, -500)).toBeNull();
    expect(overlapsWithMargin(stay(1, 30), [], 10 * HOUR)).toBeNull();
  });
});

describe("freePeriods", () => {
  const window = { from: at(1), to: at(31) };

  it("offers the gaps between bookings inside the window", () => {
    expect(freePeriods([stay(5, 8), stay(12, 14)], window, 0)).toEqual([
      { from: at(1), to: at(5) },
      { from: at(8), to: at(12) },
      { from: at(14), to: at(31) },
    ]);
  });

  it("narrows every gap by the margin on both sides", () => {
    expect(freePeriods([stay(5, 8)], window, 2 * HOUR)).toEqual([
      { from: at(1), to: at(5, 9) },
      { from: at(8, 13), to: at(31) },
    ]);
  });

  it("drops gaps shorter than one day after the margin", () => {
    // 8th 11:00 → 9th 11:00 is exactly one day: offered without margin, dropped with one.
    expect(freePeriods([stay(5, 8), stay(9, 14)], window, 0)).toContainEqual({ from: at(8), to: at(9) });
    expect(freePeriods([stay(5, 8), stay(9, 14)], window, 60)).not.toContainEqual(
      expect.objectContaining({ from: expect.stringContaining("2026-12-08") }),
    );
    expect(FREE_PERIOD_MIN_SECONDS).toBe(86400);
  });

  it("merges overlapping and unsorted bookings and clips to the window", () => {
    expect(freePeriods([stay(20, 40), stay(3, 6), stay(5, 9)], window, 0)).toEqual([
      { from: at(1), to: at(3) },
      { from: at(9), to: at(20) },
    ]);
    expect(freePeriods([stay(0, 40)], window, 0)).toEqual([]);
    expect(freePeriods([], { from: at(5), to: at(5) }, 0)).toEqual([]);
  });

  it("accepts a custom minimum", () => {
    expect(freePeriods([stay(5, 8), stay(9, 14)], { from: at(5), to: at(14) }, 0, 2 * 86400)).toEqual([]);
  });
});

describe("marginMessageParams", () => {
  it("speaks in whole hours when it can, else in minutes rounded up", () => {
    expect(marginMessageParams(7200, "before")).toEqual({ count: 2, unit: "hours", side: "before" });
    expect(marginMessageParams(5400, "after")).toEqual({ count: 90, unit: "minutes", side: "after" });
    expect(marginMessageParams(1800, "after")).toEqual({ count: 30, unit: "minutes", side: "after" });
    expect(marginMessageParams(30, "before")).toEqual({ count: 1, unit: "minutes", side: "before" });
    expect(marginMessageParams(0, "before")).toEqual({ count: 0, unit: "minutes", side: "before" });
  });
});

describe("stayConflict: every rule of availability for one stay", () => {
  const booking = (from: string, to: string) => ({ from, to });
  const bookings = [
    booking("2031-02-01T11:00:00.000Z", "2031-02-03T09:00:00.000Z"),
    booking("2031-02-04T11:00:00.000Z", "2031-02-06T09:00:00.000Z"),
  ];

  it("tells the exact dates of another booking from a partial overlap and from the margin", () => {
    expect(stayConflict(bookings[0], bookings, 0)).toEqual({ kind: "booked", side: "before" });
    expect(
      stayConflict(booking("2031-02-02T11:00:00.000Z", "2031-02-05T09:00:00.000Z"), bookings, 0),
    ).toEqual({ kind: "overlap", side: "before" });
    expect(
      stayConflict(booking("2031-02-06T11:00:00.000Z", "2031-02-08T09:00:00.000Z"), bookings, 10_800),
    ).toEqual({ kind: "margin", side: "before" });
  });

  it("refuses a stay in a gap shorter than a day once the margin is kept, and accepts back to back", () => {
    const squeezed = booking("2031-02-03T11:00:00.000Z", "2031-02-04T09:00:00.000Z");
    expect(stayConflict(squeezed, bookings, 7200)).toEqual({ kind: "gap" });
    expect(stayConflict(squeezed, bookings, 0)).toBeNull();
    expect(
      stayConflict(booking("2031-02-06T11:00:00.000Z", "2031-02-08T09:00:00.000Z"), bookings, 7200),
    ).toBeNull();
  });
});
