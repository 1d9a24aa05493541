import { describe, expect, it } from "vitest";
import { splitPeriod, type PeriodParts } from "./top-items";

const HOUR = 3_600_000;

/** The parts as [from, to) milliseconds, in time order. */
function spans(parts: PeriodParts): [number, number][] {
  const ms = (text: string) =>
    Date.parse(
      text.length === 10 ? `${text}T00:00:00.000Z` : text.length === 13 ? `${text}:00:00.000Z` : text,
    );
  return [...(parts.days ? [parts.days] : []), ...parts.hours, ...parts.instants]
    .map(([from, to]) => [ms(from), ms(to)] as [number, number])
    .sort((a, b) => a[0] - b[0]);
}

describe("a period read from day rows, hour rows and lines", () => {
  it("takes Kuwait's local days (UTC+3) as whole days and whole hours", () => {
    expect(splitPeriod("2035-01-09T21:00:00.000Z", "2035-01-11T21:00:00.000Z")).toEqual({
      days: ["2035-01-10", "2035-01-11"],
      hours: [
        ["2035-01-09T21", "2035-01-10T00"],
        ["2035-01-11T00", "2035-01-11T21"],
      ],
      instants: [],
    });
  });

  it("reads the half hours at Kolkata's edges (UTC+5:30) from the lines", () => {
    expect(splitPeriod("2035-01-09T18:30:00.000Z", "2035-01-12T18:30:00.000Z")).toEqual({
      days: ["2035-01-10", "2035-01-12"],
      hours: [
        ["2035-01-09T19", "2035-01-10T00"],
        ["2035-01-12T00", "2035-01-12T18"],
      ],
      instants: [
        ["2035-01-09T18:30:00.000Z", "2035-01-09T19:00:00.000Z"],
        ["2035-01-12T18:00:00.000Z", "2035-01-12T18:30:00.000Z"],
      ],
    });
  });

  it("keeps UTC days whole, and a period inside one hour reads lines only", () => {
    expect(splitPeriod("2035-01-01T00:00:00.000Z", "2035-02-01T00:00:00.000Z")).toEqual({
      days: ["2035-01-01", "2035-02-01"],
      hours: [],
      instants: [],
    });
    expect(splitPeriod("2035-01-01T10:15:00.000Z", "2035-01-01T10:45:00.000Z")).toEqual({
      hours: [],
      instants: [["2035-01-01T10:15:00.000Z", "2035-01-01T10:45:00.000Z"]],
    });
    expect(splitPeriod("2035-01-01T10:15:00.000Z", "2035-01-01T12:45:00.000Z")).toEqual({
      hours: [["2035-01-01T11", "2035-01-01T12"]],
      instants: [
        ["2035-01-01T10:15:00.000Z", "2035-01-01T11:00:00.000Z"],
        ["2035-01-01T12:00:00.000Z", "2035-01-01T12:45:00.000Z"],
      ],
    });
  });

  it("covers any period exactly once, end to end", () => {
    const start = Date.parse("2035-03-01T00:00:00.000Z");
    for (let run = 0; run < 500; run++) {
      // Quarter-hour offsets (every zone's), periods from a quarter hour to 400 days.
      const from = start + Math.floor(Math.random() * 96 * 30) * (HOUR / 4);
      const to = from + (1 + Math.floor(Math.random() * 96 * 400)) * (HOUR / 4);
      const covered = spans(splitPeriod(new Date(from).toISOString(), new Date(to).toISOString()));
      expect(covered[0][0]).toBe(from);
      expect(covered.at(-1)![1]).toBe(to);
      for (const [i, [a, b]] of covered.entries()) {
        expect(a).toBeLessThan(b);
        if (i > 0) expect(a).toBe(covered[i - 1][1]);
      }
    }
  });
});
