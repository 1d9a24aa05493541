import { describe, expect, it } from "vitest";
import { messageKeys, pickLocale, translate } from "./index";

describe("server message catalogue", () => {
  it("has the same keys in English and Arabic", () => {
    expect(messageKeys("ar").sort()).toEqual(messageKeys("en").sort());
  });

  it("fills parameters and picks the request language", () => {
    expect(translate("en", "validation.minLength", { limit: 8 })).toBe("Minimum length 8 characters required");
    expect(pickLocale({ locale: "ar" })).toBe("ar");
    expect(pickLocale({ "accept-language": "ar-KW,ar;q=0.9" })).toBe("ar");
    expect(pickLocale({ locale: "fr" })).toBe("en");
  });
});
