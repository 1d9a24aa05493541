import { describe, expect, it } from "vitest";
import { searchNeedle, searchNormalise, searchPhoneDigits } from "./search-normalise";

describe("searchNormalise", () => {
  it.each([
    ["أحمد", "احمد"],
    ["إبراهيم", "ابراهيم"],
    ["آمنة", "امنه"],
    ["ٱلله", "الله"],
  ])("makes every alef form a bare alef: %s", (written, normal) => {
    expect(searchNormalise(written)).toBe(normal);
  });

  it("reads taa marbuta as haa and alef maqsura as ya", () => {
    expect(searchNormalise("فاطمة")).toBe(searchNormalise("فاطمه"));
    expect(searchNormalise("مصطفى")).toBe(searchNormalise("مصطفي"));
    expect(searchNormalise("فاطمة")).toBe("فاطمه");
    expect(searchNormalise("مصطفى")).toBe("مصطفي");
  });

  it("drops diacritics, the superscript alef and tatweel", () => {
    expect(searchNormalise("مُحَمَّدٌ")).toBe("محمد");
    expect(searchNormalise("مـحـمـد")).toBe("محمد");
    expect(searchNormalise("رَحْمٰن")).toBe("رحمن");
    expect(searchNormalise("كِتَابً")).toBe("كتاب");
  });

  it("makes Arabic-Indic and Persian digits Latin", () => {
    expect(searchNormalise("٠١٢٣٤٥٦٧٨٩")).toBe("0123456789");
    expect(searchNormalise("۰۱۲۳۴۵۶۷۸۹")).toBe("0123456789");
    expect(searchNormalise("طلب #٤٢")).toBe("طلب #42");
  });

  it("lower-cases English and drops its accents", () => {
    expect(searchNormalise("ZAINAB")).toBe("zainab");
    expect(searchNormalise("Café Crème")).toBe("cafe creme");
    expect(searchNormalise("ÉCLAIR Ñandú Øre")).toBe("eclair nandu ore");
  });

  it("leaves other letters as they are", () => {
    expect(searchNormalise("بيت 7 - house")).toBe("بيت 7 - house");
  });
});

describe("searchPhoneDigits", () => {
  it.each([
    ["+965 5000 0001", "50000001"],
    ["96550000001", "50000001"],
    ["0096550000001", "50000001"],
    ["5000-0001", "50000001"],
    ["٥٠٠٠ ٠٠٠١", "50000001"],
    ["+٩٦٥ ٥٠٠٠٠٠٠١", "50000001"],
    ["۵۰۰۰۰۰۰۱", "50000001"],
    ["0001", "0001"],
    ["+44 20 7946 0958", "442079460958"],
  ])("reads %s as %s", (typed, digits) => {
    expect(searchPhoneDigits(typed)).toBe(digits);
  });

  it("is not a phone when there are letters", () => {
    expect(searchPhoneDigits("Room 12")).toBeUndefined();
    expect(searchPhoneDigits("---")).toBeUndefined();
  });
});

describe("searchNeedle", () => {
  it("is the phone's digits for a phone, else the normalised text", () => {
    expect(searchNeedle(" +965 ٥٠٠٠ 0001 ")).toBe("50000001");
    expect(searchNeedle("  أحمد  ")).toBe("احمد");
  });
});
