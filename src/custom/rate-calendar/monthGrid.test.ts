import { describe, expect, it } from "vitest";
import { clicked, datesBetween, dragged, monthCells, monthRange, movedDate, shiftMonth } from "./monthGrid";

describe("the rate calendar's month grid", () => {
  it("lays a month out in weeks from Sunday, with blanks around it", () => {
    // July 2034 starts on a Saturday and has 31 days: 6 blanks, 31 days, 5 blanks.
    const cells = monthCells("2034-07");
    expect(cells).toHaveLength(42);
    expect(cells.slice(0, 7)).toEqual([null, null, null, null, null, null, "2034-07-01"]);
    expect(cells.filter(Boolean)).toHaveLength(31);
    expect(monthRange("2036-02")).toEqual({ from: "2036-02-01", to: "2036-02-29" });
    expect(shiftMonth("2034-12", 1)).toBe("2035-01");
    expect(shiftMonth("2034-01", -1)).toBe("2033-12");
  });

  it("grows a selection by click, shift-click, drag and keys, mirrored right to left", () => {
    const one = clicked({ dates: [] }, "2034-07-05", false);
    expect(one).toEqual({ anchor: "2034-07-05", dates: ["2034-07-05"] });
    expect(clicked(one, "2034-07-03", true).dates).toEqual(["2034-07-03", "2034-07-04", "2034-07-05"]);
    expect(clicked(one, "2034-07-05", false).dates).toEqual([]);
    expect(dragged("2034-07-10", "2034-07-08").dates).toEqual(datesBetween("2034-07-08", "2034-07-10"));
    expect(movedDate("2034-07-05", "ArrowRight", false)).toBe("2034-07-06");
    expect(movedDate("2034-07-05", "ArrowRight", true)).toBe("2034-07-04");
    expect(movedDate("2034-07-05", "ArrowDown", false)).toBe("2034-07-12");
    expect(movedDate("2034-07-05", "Home", false)).toBe("2034-07-02");
    expect(movedDate("2034-07-05", "End", true)).toBe("2034-07-08");
    expect(movedDate("2034-07-05", "a", false)).toBeUndefined();
  });
});
