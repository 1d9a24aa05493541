import { beforeAll, describe, expect, it } from "vitest";
import { loadCatalogue } from "../../i18n";
import { rememberBusinessTimeZone } from "./businessTimeZone";
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

  it("writes an order as a person reads it: unique headings, named codes, local times, its lines, no internals", () => {
    rememberBusinessTimeZone("Asia/Kuwait");
    const row = flatRow(
      {
        id: 20,
        number: 20,
        business_id: 1,
        branch_id: 2,
        branch: { id: 2, locales: [{ locale: "en", name: "Salmiya" }] },
        created_by: 7,
        status: "pending",
        type: "delivery",
        payment_state: "not_paid",
        created_at: "2026-11-27T19:09:00.000Z",
        customer: { name: "Noura", phone: "+96599887766", address: "Block 4" },
        lines: [
          {
            quantity: 2,
            locales: [{ locale: "en", name: "Soup" }],
            addons: [{ locales: [{ locale: "en", name: "Bread" }] }],
            notes: "no onion",
          },
          { quantity: 1, locales: [{ locale: "en", name: "Tea" }] },
        ],
      },
      "orders",
    );
    expect(row).toMatchObject({
      status: "Pending",
      type: "Delivery",
      payment_state: "Not paid",
      // 19:09 UTC is 22:09 in Kuwait, the time the list shows.
      created_at: "2026-11-27 22:09",
      branch: "Salmiya",
      lines: "2 × Soup (+ Bread; no onion); 1 × Tea",
    });
    for (const internal of ["business_id", "branch_id", "created_by"])
      expect(row).not.toHaveProperty(internal);
    const [heading] = csvWithHeadings([row], "orders").slice(1).split("\r\n");
    const headings = heading.split(",");
    expect(new Set(headings).size).toBe(headings.length);
    expect(headings.filter((h) => h.startsWith(columnHeading("orders", "customer")))).toHaveLength(3);
    expect(headings.find((h) => h.includes("(Asia/Kuwait)"))).toBeDefined();
  });
});
