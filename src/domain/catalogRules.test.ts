import { describe, expect, it } from "vitest";
import {
  chaletPriceLabel,
  defaultDiscountPeriod,
  discountAmountValid,
  unitNamesFor,
  valueDiscountExceedsPrice,
} from "./catalogRules";

describe("chaletPriceLabel", () => {
  it("defaults a price without a name to Weekdays", () => {
    expect(chaletPriceLabel("")).toBe("Weekdays");
    expect(chaletPriceLabel(null)).toBe("Weekdays");
    expect(chaletPriceLabel("  ")).toBe("Weekdays");
  });
  it("accepts the three labels, including the spelled-out Full week", () => {
    expect(chaletPriceLabel("Weekend")).toBe("Weekend");
    expect(chaletPriceLabel("FullWeek")).toBe("FullWeek");
    expect(chaletPriceLabel("Full week")).toBe("FullWeek");
    expect(chaletPriceLabel("weekdays")).toBe("Weekdays");
  });
  it("refuses anything else", () => {
    expect(chaletPriceLabel("Holiday")).toBeNull();
  });
});

describe("defaultDiscountPeriod", () => {
  it("starts today and ends 30 days later", () => {
    expect(defaultDiscountPeriod(new Date("2026-02-10T18:30:00Z"))).toEqual({
      from: "2026-02-10",
      to: "2026-03-12",
    });
  });
});

describe("discountAmountValid", () => {
  it("keeps percentages between 0 and 100", () => {
    expect(discountAmountValid("percentage", 0)).toBe(true);
    expect(discountAmountValid("percentage", 100)).toBe(true);
    expect(discountAmountValid("percentage", 12.5)).toBe(true);
    expect(discountAmountValid("percentage", 100.5)).toBe(false);
    expect(discountAmountValid("percentage", -1)).toBe(false);
  });
  it("lets value discounts exceed 100 but not go negative", () => {
    expect(discountAmountValid("value", 250)).toBe(true);
    expect(discountAmountValid("value", -0.5)).toBe(false);
  });
});

describe("unitNamesFor", () => {
  it("gives one name per unit, blank when missing", () => {
    expect(unitNamesFor(3, ["A", "B"])).toEqual(["A", "B", ""]);
    expect(unitNamesFor(1, undefined)).toEqual([""]);
  });
  it("drops trailing blanks but refuses more names than units", () => {
    expect(unitNamesFor(1, ["A", ""])).toEqual(["A"]);
    expect(unitNamesFor(1, ["A", "B"])).toBeNull();
  });
});

describe("value discounts", () => {
  it("never exceed the item's lowest price; percentages and items without prices are not bounded here", () => {
    expect(valueDiscountExceedsPrice({ type: "value", amount: 10_000 }, [1000])).toBe(true);
    expect(valueDiscountExceedsPrice({ type: "value", amount: 1000 }, [1000, 2000])).toBe(false);
    expect(valueDiscountExceedsPrice({ amount: 1500 }, [1000, 2000])).toBe(true);
    expect(valueDiscountExceedsPrice({ type: "percentage", amount: 50_000 }, [1000])).toBe(false);
    expect(valueDiscountExceedsPrice({ type: "value", amount: 5000 }, [])).toBe(false);
  });
});
