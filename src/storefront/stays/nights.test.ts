import { describe, expect, it } from "vitest";
import { canCheckOut, monthGrid, nightsOf, shiftMonth, tapDay } from "./nights";

const free = new Set(["2026-12-01", "2026-12-02", "2026-12-03", "2026-12-05"]);

describe("choosing nights", () => {
  it("starts on a free night and ends on a check-out day with only free nights between", () => {
    const first = tapDay(null, "2026-12-01", free);
    expect(first).toEqual({ from: "2026-12-01", to: null });
    // The 4th is taken, but it can be the check-out day: the nights are the 1st to the 3rd.
    expect(tapDay(first, "2026-12-04", free)).toEqual({ from: "2026-12-01", to: "2026-12-04" });
    expect(nightsOf("2026-12-01", "2026-12-04")).toEqual(["2026-12-01", "2026-12-02", "2026-12-03"]);
    // Past a taken night: a new first night instead.
    expect(tapDay(first, "2026-12-06", free)).toBeNull();
    expect(tapDay(first, "2026-12-05", free)).toEqual({ from: "2026-12-05", to: null });
    expect(canCheckOut(first, "2026-12-04", free)).toBe(true);
    expect(canCheckOut(first, "2026-12-05", free)).toBe(false);
    // A taken night cannot start a stay; a tap after a full range starts again.
    expect(tapDay(null, "2026-12-04", free)).toBeNull();
    expect(tapDay({ from: "2026-12-01", to: "2026-12-03" }, "2026-12-02", free)).toEqual({
      from: "2026-12-02",
      to: null,
    });
  });

  it("lays out months Sunday first and moves across years", () => {
    const weeks = monthGrid("2026-12");
    expect(weeks[0].slice(0, 3)).toEqual([null, null, "2026-12-01"]);
    expect(weeks.flat().filter(Boolean)).toHaveLength(31);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
    expect(shiftMonth("2026-12", 1)).toBe("2027-01");
    expect(shiftMonth("2027-01", -1)).toBe("2026-12");
  });
});
