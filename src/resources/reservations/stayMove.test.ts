import { describe, expect, it } from "vitest";
import { droppedPlace, edgeNight, resizedPlace } from "./stayMove";

// Where a drag on the board puts a stay (issue 51): the days are read from the cells under the pointer, so the same
// rule holds on a board drawn right to left.

const STAY = { item_id: 7, unit: 1, from: "2034-03-10", to: "2034-03-12" };

describe("dragging a stay's edge", () => {
  it("moves the check-out by the nights the end handle crossed, and the check-in by the start handle's", () => {
    // Grabbed over the last night (the 11th), let go over the 12th: one night longer.
    expect(resizedPlace(STAY, "end", edgeNight(STAY, "end"), "2034-03-12")).toEqual({
      ...STAY,
      to: "2034-03-13",
    });
    // The start handle over the first night (the 10th) pulled two nights earlier.
    expect(resizedPlace(STAY, "start", edgeNight(STAY, "start"), "2034-03-08")).toEqual({
      ...STAY,
      from: "2034-03-08",
    });
    // Shortened: the check-out a night earlier.
    expect(resizedPlace(STAY, "end", "2034-03-11", "2034-03-10")).toEqual({ ...STAY, to: "2034-03-11" });
  });

  it("never makes a stay shorter than one night, whichever edge goes past the other", () => {
    expect(resizedPlace(STAY, "end", "2034-03-11", "2034-03-01")).toEqual({ ...STAY, to: "2034-03-11" });
    expect(resizedPlace(STAY, "start", "2034-03-10", "2034-03-20")).toEqual({ ...STAY, from: "2034-03-11" });
  });

  it("keeps a stay's length when the whole bar is dropped elsewhere", () => {
    expect(droppedPlace(STAY, "2034-03-11", { item_id: 7, unit: 2, day: "2034-03-15" })).toEqual({
      item_id: 7,
      unit: 2,
      from: "2034-03-14",
      to: "2034-03-16",
    });
  });
});
