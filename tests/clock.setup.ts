import { vi } from "vitest";

// TEST_CLOCK=<ISO instant> runs the unit and API suites as if they started at that moment (the clock then moves on as usual),
// so CI can prove no test depends on when it runs: just before midnight, the last day of a month, and so on.
// Only Date is faked; timers and the database are untouched (the server never asks the database for the time).
const start = process.env.TEST_CLOCK;
if (start) {
  const now = new Date(start);
  if (Number.isNaN(now.getTime())) throw new Error(`TEST_CLOCK is not a date: ${start}`);
  vi.useFakeTimers({ toFake: ["Date"], now, shouldAdvanceTime: true });
}
