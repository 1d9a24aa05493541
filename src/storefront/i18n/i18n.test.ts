import { describe, expect, it } from "vitest";
import { ar } from "./ar";
import { en } from "./en";
import { preferredLocale, translator } from "./index";

describe("the customer pages' words", () => {
  it("has every key in both languages, with the same values to fill", () => {
    expect(Object.keys(ar).sort()).toEqual(Object.keys(en).sort());
    const slots = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const key of Object.keys(en) as (keyof typeof en)[])
      expect(slots(ar[key]), key).toEqual(slots(en[key]));
  });

  it("fills values and picks Arabic first when the phone prefers it", () => {
    expect(translator("en")("orderNumber", { number: 12 })).toBe("Order #12");
    expect(translator("ar")("orderNumber", { number: 12 })).toBe("الطلب رقم 12");
    expect(preferredLocale(null, ["ar-KW", "en-US"])).toBe("ar");
    expect(preferredLocale(null, ["fr-FR", "en-GB", "ar"])).toBe("en");
    expect(preferredLocale(null, ["fr-FR"])).toBe("en");
    expect(preferredLocale("en", ["ar-KW"])).toBe("en");
  });
});
