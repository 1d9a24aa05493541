import fs from "node:fs";
import path from "node:path";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { downloadCSV, type Exporter } from "react-admin";
import { loadCatalogue } from "../../i18n";
import { invoiceExporter } from "../invoices/invoiceExporter";
import { csvCell, csvExporter, flatRow, listExporter } from "./csvExport";

// CSV injection (OWASP): a cell that starts with = + - @, a tab or a carriage return runs as a formula when the
// owner opens the export. Every export goes through one writer (csvCell); this holds it for each exporter and
// that no file of the dashboard downloads CSV another way.

vi.mock("react-admin", async (original) => ({
  ...(await original<typeof import("react-admin")>()),
  downloadCSV: vi.fn(),
}));

const HOSTILE = ["=1+2", "+SUM(A1:A9)", "-2+3", "@cmd", "\t=1", "\r=1", '=HYPERLINK("http://x","y")'];

/** Every cell of a CSV text (quoted cells may hold commas and line breaks). */
function cellsOf(csv: string): string[] {
  const cells: string[] = [];
  const pattern = /("(?:[^"]|"")*"|[^,\r\n]*)(,|\r\n|$)/g;
  for (const match of csv.replace(/^\ufeff/, "").matchAll(pattern)) {
    if (match[0] === "") break;
    const raw = match[1];
    cells.push(raw.startsWith('"') ? raw.slice(1, -1).replace(/""/g, '"') : raw);
  }
  return cells;
}

const formulas = (csv: string) =>
  cellsOf(csv).filter((cell) => /^[=+\-@\t\r]/.test(cell) && !/^[-+]?\d+(\.\d+)?$/.test(cell));

const written = () => vi.mocked(downloadCSV).mock.calls.map(([csv]) => csv as string);

/** A record whose every text, nested ones included, is one of the hostile values. */
const hostileRecord = (value: string): Record<string, unknown> => ({
  id: 1,
  number: value,
  name: value,
  status: value,
  locales: [
    { locale: "en", name: value, description: value },
    { locale: "ar", name: value, description: value },
  ],
  customer: { name: value, phone: value, address: value },
  branch: { id: 2, locales: [{ locale: "en", name: value }] },
  branch_id: 2,
  kind: value,
  amount: -1.5,
  currency: value,
  payment_state: value,
  issued_on: value,
});

const EXPORTERS: Record<string, Exporter> = {
  "every list without its own (listExporter)": listExporter,
  invoices: invoiceExporter,
  "a list's own rows (csvExporter)": csvExporter<Record<string, unknown>>("custom", flatRow),
};

beforeAll(() => loadCatalogue("en"));
beforeEach(() => vi.mocked(downloadCSV).mockClear());

describe("CSV exports never write a live formula", () => {
  it("leads a formula-like text with a quote and keeps plain numbers, negative ones and phones included", () => {
    for (const value of HOSTILE)
      expect(csvCell(value).replace(/^"|"$/g, "").startsWith("'"), value).toBe(true);
    expect(csvCell("=1,2")).toBe(`"'=1,2"`);
    for (const value of ["-1.500", "+96550000000", "42", -3]) expect(csvCell(value)).toBe(String(value));
    expect(csvCell("Grill = best")).toBe("Grill = best");
  });

  for (const [name, exporter] of Object.entries(EXPORTERS))
    it(`holds for ${name}`, async () => {
      const records = HOSTILE.map((value, i) => ({ ...hostileRecord(value), id: i + 1 }));
      await exporter(records, vi.fn(), {} as never, "orders");
      const [csv] = written();
      expect(csv, name).toBeDefined();
      expect(cellsOf(csv).some((cell) => cell === "'=1+2")).toBe(true);
      expect(formulas(csv)).toEqual([]);
    });

  it("is the only way the dashboard downloads CSV", () => {
    const callers: string[] = [];
    const visit = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) visit(file);
        else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
          if (/\bdownloadCSV\b|jsonexport/.test(fs.readFileSync(file, "utf8")))
            callers.push(path.relative("src", file));
      }
    };
    visit("src");
    expect(callers).toEqual(["resources/shared/csvExport.ts"]);
  });
});
