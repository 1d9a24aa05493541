import { describe, expect, it } from "vitest";
import { bands, labelEvery, valueAxis } from "./scale";

describe("chart geometry", () => {
  it("splits the category axis into equal bands with padding and finds the band under a pointer", () => {
    const band = bands(4, 400, 0.25);
    expect(band.width).toBe(75);
    expect(band.start(0)).toBe(12.5);
    expect(band.start(3)).toBe(312.5);
    expect(band.at(0)).toBe(0);
    expect(band.at(399)).toBe(3);
    expect(band.at(400)).toBe(-1);
    expect(band.at(-1)).toBe(-1);
  });

  it("runs the value axis from zero to a round figure above the highest value", () => {
    const axis = valueAxis([12.5, 87.25, 40], 200);
    expect(axis.ticks).toEqual([0, 20, 40, 60, 80, 100]);
    expect(axis.position(0)).toBe(0);
    expect(axis.position(100)).toBe(200);
    expect(axis.position(50)).toBe(100);
  });

  it("reads whole numbers only on an axis of counts, however few", () => {
    expect(valueAxis([0, 1, 0], 200, 5, true).ticks).toEqual([0, 1]);
    expect(valueAxis([0, 3, 2], 200, 5, true).ticks).toEqual([0, 1, 2, 3]);
    expect(valueAxis([0, 0], 200, 5, true).ticks).toEqual([0, 1]);
    expect(valueAxis([4, 47], 200, 5, true).ticks).toEqual([0, 10, 20, 30, 40, 50]);
    // Money keeps its fractions.
    expect(valueAxis([0, 1, 0], 200, 5).ticks).toContain(0.2);
  });

  it("keeps negative values below zero and draws an empty series on a unit axis", () => {
    expect(valueAxis([-30, 70], 100).ticks).toContain(0);
    expect(valueAxis([-30, 70], 100).position(0)).toBeGreaterThan(0);
    const empty = valueAxis([0, 0], 100);
    expect(empty.position(0)).toBe(0);
    expect(Number.isFinite(empty.position(1))).toBe(true);
  });

  it("writes one category label in k when they would overlap", () => {
    expect(labelEvery(7, 600, 44)).toBe(1);
    expect(labelEvery(31, 600, 44)).toBe(3);
    expect(labelEvery(0, 600, 44)).toBe(1);
  });
});
