import { describe, expect, it } from "vitest";
import { formatAmount, formatMoney, fromFils, toFils } from "./money";

const bare = (text: string) => text.replace(/[\u2066-\u2069\u200e\u200f]/g, "").replace(/\u00a0/g, " ");

describe("money in fils", () => {
  it("converts exactly both ways", () => {
    expect(toFils(1.25)).toBe(1250);
    expect(toFils(0.1 + 0.2)).toBe(300);
    expect(toFils(-2.5)).toBe(-2500);
    expect(fromFils(1250)).toBe(1.25);
    expect(formatMoney(1250)).toBe("1.250 KWD");
    expect(Object.is(fromFils(-0), 0)).toBe(true);
    expect(fromFils(1250.4)).toBe(1.25);
  });

  it("sends whole fils as the same number that printing them with three decimals and reading them back gives", () => {
    const viaText = (fils: number) => Number((fils / 1000).toFixed(3));
    const checked = [];
    for (let fils = -100_000; fils <= 2_000_000; fils++)
      if (fromFils(fils) !== viaText(fils)) checked.push(fils);
    // And 100,000 amounts spread over every safe integer (a fixed sequence, so a failure repeats).
    let seed = 1;
    for (let n = 0; n < 100_000; n++) {
      seed = (seed * 48271) % 2147483647;
      const fils = Math.floor(((seed / 2147483647) * 2 - 1) * Number.MAX_SAFE_INTEGER);
      if (fromFils(fils) !== viaText(fils)) checked.push(fils);
    }
    for (const fils of [Number.MAX_SAFE_INTEGER, -Number.MAX_SAFE_INTEGER, 999_999_999_999_999])
      if (fromFils(fils) !== viaText(fils)) checked.push(fils);
    expect(checked).toEqual([]);
  });
});

describe("money in the reader's language", () => {
  it("names the currency per language with thousands separators and three decimals", () => {
    expect(bare(formatAmount(1250.5, "KWD", "en"))).toBe("KWD 1,250.500");
    expect(bare(formatAmount(1250.5, "KWD", "ar"))).toMatch(/^1,250\.500 د\.ك\.?$/);
    expect(bare(formatMoney(1250500, "KWD", "ar"))).toMatch(/^1,250\.500 د\.ك\.?$/);
  });

  it("isolates every amount so a negative one never reorders in Arabic", () => {
    const shown = formatAmount(-290, "KWD", "ar");
    expect(shown.startsWith("\u2068")).toBe(true);
    expect(shown.endsWith("\u2069")).toBe(true);
    // The minus stays before the digits, never after them ("290.000-").
    expect(bare(shown)).toMatch(/^-290\.000 د\.ك/);
    expect(bare(formatAmount(-290, "KWD", "en"))).toBe("-KWD 290.000");
  });

  it("falls back to the default currency and to zero", () => {
    expect(bare(formatAmount(Number.NaN, null, "en"))).toBe("KWD 0.000");
  });
});
