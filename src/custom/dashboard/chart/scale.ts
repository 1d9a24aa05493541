import { nice, ticks } from "d3-array";

// The geometry of the Overview's charts, kept free of React so it can be tested on its own: a band per category
// and a linear value axis with round ticks that always includes zero.

export interface Band {
  /** start of band `index` along the category axis, in pixels from the axis' origin */
  start: (index: number) => number;
  /** the width of one band without its padding */
  width: number;
  /** band `index` under a pointer at `offset` pixels, or -1 outside the bands */
  at: (offset: number) => number;
}

/** `count` bands over `length` pixels, `padding` of each step left empty (shared half on each side). */
export function bands(count: number, length: number, padding = 0.25): Band {
  const step = count > 0 ? length / count : length;
  const width = step * (1 - padding);
  return {
    width,
    start: (index) => index * step + (step - width) / 2,
    at: (offset) => (count > 0 && offset >= 0 && offset < length ? Math.floor(offset / step) : -1),
  };
}

export interface ValueAxis {
  ticks: number[];
  /** pixels from the axis' origin for `value` */
  position: (value: number) => number;
}

/**
 * A value axis of `length` pixels from zero (or the lowest value) to a round figure above the highest. An axis of
 * `counts` (orders, guests) reads whole numbers only: a new business with one order sees 0 and 1, never 0.2 or 0.4.
 */
export function valueAxis(values: number[], length: number, tickCount = 5, counts = false): ValueAxis {
  const low = Math.min(0, ...values);
  const high = Math.max(0, ...values);
  let [from, to] = high === low ? [low, low + 1] : nice(low, high, tickCount);
  if (counts) [from, to] = [Math.floor(from), Math.ceil(to)];
  const span = to - from;
  // Whole steps: fewer ticks than asked when the axis spans fewer units than that.
  const marks = counts
    ? ticks(from, to, Math.min(tickCount, span)).filter(Number.isInteger)
    : ticks(from, to, tickCount);
  return { ticks: marks, position: (value) => ((value - from) / span) * length };
}

/** Every how many category labels one is written, so that labels of `labelSize` pixels do not overlap. */
export function labelEvery(count: number, length: number, labelSize: number): number {
  if (count === 0) return 1;
  return Math.max(1, Math.ceil((count * labelSize) / Math.max(length, 1)));
}
