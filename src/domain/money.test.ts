import { describe, expect, it } from "vitest";
import { formatMoney, fromFils, toFils } from "./money";

describe("money in fils", () => {
  it("converts exactly both ways", () => {
    expect(toFils(1.25)).toBe(1250);
    expect(toFils(0.1 + 0.2)).toBe(300);
    expect(toFils(-2.5)).toBe(-2500);
    expect(fromFils(1250)).toBe(1.25);
    expect(formatMoney(1250)).toBe("1.250 KWD");
  });
});
