import { describe, expect, it } from "vitest";
import { localeColumns, toCsv } from "./csvExport";

describe("CSV export", () => {
  it("quotes cells with commas, quotes and line breaks", () => {
    expect(toCsv([{ id: 1, name: 'Grill, "best"', note: null }])).toBe(
      'id,name,note\r\n1,"Grill, ""best""",',
    );
  });

  it("gives each language its own name column", () => {
    expect(
      localeColumns([
        { locale: "ar", name: "مشاوي" },
        { locale: "en", name: "Grill" },
      ]),
    ).toEqual({
      name_en: "Grill",
      name_ar: "مشاوي",
    });
  });
});
