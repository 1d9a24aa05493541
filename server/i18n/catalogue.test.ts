import { describe, expect, it } from "vitest";
import { messageKeys, pickLocale, translate } from "./index";

describe("server message catalogue", () => {
  it("has the same keys in English and Arabic (plural forms differ by language)", () => {
    const base = (keys: string[]) =>
      [...new Set(keys.map((k) => k.replace(/\.(zero|one|two|few|many|other)$/, "")))].sort();
    expect(base(messageKeys("ar"))).toEqual(base(messageKeys("en")));
  });

  it("picks plural forms: English one/other, Arabic dual and plural", () => {
    const hours = (locale: "en" | "ar", count: number) =>
      translate(locale, "reservations.margin.hours.after", { count });
    expect(hours("en", 1)).toBe("There must be at least 1 free hour after the reservation");
    expect(hours("en", 2)).toBe("There must be at least 2 free hours after the reservation");
    expect(hours("ar", 1)).toBe("يجب أن تكون هناك ساعة واحدة فارغة على الأقل بعد الحجز");
    expect(hours("ar", 2)).toBe("يجب أن تكون هناك ساعتان فارغتان على الأقل بعد الحجز");
    expect(hours("ar", 3)).toBe("يجب أن تكون هناك 3 ساعات فارغة على الأقل بعد الحجز");
    expect(hours("ar", 11)).toBe("يجب أن تكون هناك 11 ساعة فارغة على الأقل بعد الحجز");
  });

  it("fills parameters and picks the request language", () => {
    expect(translate("en", "validation.minLength", { limit: 8 })).toBe(
      "Minimum length 8 characters required",
    );
    expect(pickLocale({ locale: "ar" })).toBe("ar");
    expect(pickLocale({ "accept-language": "ar-KW,ar;q=0.9" })).toBe("ar");
    expect(pickLocale({ locale: "fr" })).toBe("en");
  });
});
