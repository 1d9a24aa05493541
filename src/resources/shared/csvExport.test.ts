import { beforeAll, describe, expect, it } from "vitest";
import { loadCatalogue } from "../../i18n";
import { columnHeading, csvWithHeadings, flatRow, localeColumns, toCsv } from "./csvExport";

describe("CSV export", () => {
  // The app loads the user's language before anything is drawn (main.tsx); so does this test.
  beforeAll(() => loadCatalogue("en"));

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

  it("names the columns in the user's language behind a byte-order mark", () => {
    const csv = csvWithHeadings([{ id: 7, status: "pending", "customer.name": "Ali, Jr" }], "orders");
    expect(csv.startsWith("\ufeff")).toBe(true);
    const [heading, row] = csv.slice(1).split("\r\n");
    expect(heading.split(",")).toContain(columnHeading("orders", "status"));
    expect(columnHeading("orders", "status")).not.toBe("status");
    expect(row).toBe('7,pending,"Ali, Jr"');
    expect(columnHeading("orders", "no_such_column")).toBe("no_such_column");
  });

  it("flattens a record: names per language, a nested listing by its name, a customer field by field", () => {
    expect(
      flatRow({
        id: 3,
        locales: [
          { locale: "en", name: "Villa" },
          { locale: "ar", name: "فيلا" },
        ],
        listing: { id: 9, locales: [{ locale: "en", name: "Sea Villa" }] },
        customer: { name: "Noura", phone: "+96599887766" },
        payments: [{ id: 1 }],
      }),
    ).toEqual({
      id: 3,
      name_en: "Villa",
      name_ar: "فيلا",
      listing: "Sea Villa",
      "customer.name": "Noura",
      "customer.phone": "+96599887766",
    });
  });
});
