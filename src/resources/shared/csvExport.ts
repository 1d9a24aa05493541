import { downloadCSV, type Exporter, type TranslationMessages } from "react-admin";
import { LOCALES } from "../../domain/constants";
import { localizedName, type LocalizedText } from "../../domain/localizedText";
import { messagesFor } from "../../i18n";
import { getCurrentLocale } from "../../i18n/locale";
import { wallClock } from "../../domain/zoned-time";
import { csvCell, localDateTimeText, neutralised, type CsvValue } from "../../domain/csv";
import { getBusinessTimeZone } from "./businessTimeZone";

type Cell = CsvValue;
export type CsvRow = Record<string, Cell>;
export { csvCell, neutralised };

const quote = csvCell;

/** Rows as CSV text; the columns are the keys of the first row. */
export function toCsv(rows: readonly CsvRow[]): string {
  const columns = Object.keys(rows[0] ?? {});
  return [columns, ...rows.map((row) => columns.map((column) => row[column]))]
    .map((cells) => cells.map(quote).join(","))
    .join("\r\n");
}

/** `name_en`, `name_ar` (and descriptions when asked) of a record's locales, as CSV columns. */
export function localeColumns(
  locales: readonly LocalizedText[] | undefined,
  withDescription = false,
): CsvRow {
  const row: CsvRow = {};
  for (const locale of LOCALES) {
    const entry = locales?.find((candidate) => candidate.locale === locale);
    row[`name_${locale}`] = entry?.name ?? "";
    if (withDescription) row[`description_${locale}`] = entry?.description ?? "";
  }
  return row;
}

/** A message of the current catalogue by its dotted key, or undefined. */
function message(key: string): string | undefined {
  const catalogue = messagesFor(getCurrentLocale());
  if (catalogue instanceof Promise) return undefined;
  let node: unknown = catalogue as TranslationMessages;
  for (const part of key.split(".")) node = (node as Record<string, unknown> | undefined)?.[part];
  return typeof node === "string" ? node : undefined;
}

/**
 * A column's heading in the user's language: the resource's field label (`customer.name` falls back to
 * `customer`, `name_ar` to `name` with the language's own name), else the column's key.
 */
export function columnHeading(resource: string | undefined, column: string): string {
  const field = (key: string) => (resource ? message(`resources.${resource}.fields.${key}`) : undefined);
  const language = /^(\w+)_(en|ar)$/.exec(column);
  if (language) {
    const base = field(language[1]) ?? message(`app.fields.${language[1]}`) ?? language[1];
    return `${base} (${language[2] === "ar" ? "العربية" : "English"})`;
  }
  const nested = /^(\w+)\.(\w+)$/.exec(column);
  if (nested) {
    // customer.name, customer.phone, customer.address: "Customer · Name", never three columns called "Customer".
    const parent = field(nested[1]) ?? message(`app.fields.${nested[1]}`) ?? nested[1];
    const child = field(`${nested[1]}_${nested[2]}`) ?? message(`app.fields.${nested[2]}`) ?? nested[2];
    return `${parent} · ${child}`;
  }
  return field(column) ?? message(`app.fields.${column}`) ?? column;
}

/** Headings made unique: a repeated one is told apart by its column's key. */
const uniqueHeadings = (columns: readonly string[], headings: readonly string[]) =>
  headings.map((heading, i) => (headings.indexOf(heading) === i ? heading : `${heading} (${columns[i]})`));

/** Rows as CSV text with headings in the user's language, led by a byte-order mark for spreadsheet apps. */
export const csvWithHeadings = (rows: readonly CsvRow[], resource?: string) => {
  const text = toCsv(rows);
  const newline = text.indexOf("\r\n");
  const columns = Object.keys(rows[0] ?? {});
  const zone = getBusinessTimeZone();
  // A column of local times says which zone they are in.
  const headings = columns.map((column) =>
    column ? `${columnHeading(resource, column)}${timeColumns.has(column) ? ` (${zone})` : ""}` : column,
  );
  const heading = uniqueHeadings(columns, headings).map(quote).join(",");
  return `\ufeff${heading}${newline < 0 ? "" : text.slice(newline)}`;
};

/**
 * Downloads rows as a CSV file with headings in the user's language. Every export of the dashboard goes through
 * here (csvExport.test.ts holds that nothing else calls react-admin's downloadCSV), so all are neutralised alike.
 */
export function downloadRows(rows: readonly CsvRow[], resource: string | undefined, fileName: string): void {
  const csv = csvWithHeadings(rows, resource);
  timeColumns.clear();
  downloadCSV(csv, fileName);
}

/**
 * A react-admin exporter writing one CSV row per record. A byte-order mark leads the file so spreadsheet apps read
 * the Arabic text as UTF-8, and the headings are in the user's language.
 */
export function csvExporter<RecordType>(
  fileName: string,
  toRow: (record: RecordType) => CsvRow,
  /** The records of the raw answer when it is not a plain list (e.g. grouped services). */
  recordsOf: (answer: unknown[]) => RecordType[] = (answer) => answer as RecordType[],
): Exporter {
  return (records, _fetchRelated, _dataProvider, resource) =>
    downloadRows(
      recordsOf(records).map((record) => toRow(record)),
      resource,
      fileName,
    );
}

/** Columns a person has no use for in a sheet: tenancy, bookkeeping and search keys. */
const INTERNAL_COLUMNS = new Set([
  "business_id",
  "created_by",
  "updated_by",
  "deleted_at",
  "search",
  "password_hash",
]);

/** `branch_id` beside a `branch` record (named in the row already), `item_id` beside `listing`... */
function isIdOfNamed(record: Record<string, unknown>, key: string): boolean {
  const named = /^(\w+)_id$/.exec(key)?.[1];
  if (!named) return false;
  const nested = record[named] ?? (named === "item" ? record.listing : undefined);
  return !!nested && typeof nested === "object";
}

interface OrderLine {
  quantity?: number;
  locales?: LocalizedText[];
  name?: string;
  addons?: { locales?: LocalizedText[] }[];
  notes?: string | null;
}

/** An order's lines in one readable cell: "2 × Soup (+ Bread; no onion); 1 × Tea". */
function linesText(lines: readonly OrderLine[]): string {
  const locale = getCurrentLocale();
  return lines
    .map((line) => {
      const name = line.locales ? localizedName(line.locales, locale, "") : (line.name ?? "");
      const extras = [
        ...(line.addons ?? []).map((addon) => `+ ${localizedName(addon.locales ?? [], locale, "")}`),
        ...(line.notes ? [line.notes] : []),
      ];
      return `${line.quantity ?? 1} × ${name}${extras.length ? ` (${extras.join("; ")})` : ""}`;
    })
    .join("; ");
}

/** Instants with a time of day, written as local date and time in the business's zone (sortable text). */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;
/** The columns written as local times in this export, so their headings can name the zone. */
const timeColumns = new Set<string>();

/** Where a resource's codes are named: `resources.orders.statuses.pending`, a declared field's `_options`. */
const CODE_GROUPS: Record<string, string[]> = {
  status: ["statuses"],
  type: ["types"],
  payment_state: ["paymentStates"],
  method: ["payment.methods", "methods"],
  kind: ["payment.kinds", "kinds"],
};

/** A cell as a person reads it: a code in their language, an instant in the business's local time. */
function readableCell(resource: string | undefined, key: string, value: Cell): Cell {
  if (typeof value !== "string") return value;
  if (INSTANT.test(value) && !Number.isNaN(Date.parse(value))) {
    timeColumns.add(key);
    return localDateTimeText(wallClock(Date.parse(value), getBusinessTimeZone()));
  }
  if (!resource || !/^[a-z_]+$/.test(value)) return value;
  for (const group of [...(CODE_GROUPS[key] ?? []), `fields.${key}_options`]) {
    const named = message(`resources.${resource}.${group}.${value}`);
    if (named) return named;
  }
  return value;
}

/**
 * Any record as one CSV row: plain fields as they are, `locales` as a name column per language, a nested record
 * with locales (a listing, a branch) by its name in the user's language, other nested objects field by field
 * (`customer.name`); lists are left out.
 */
export function flatRow(record: Record<string, unknown>, resource?: string): CsvRow {
  const row: CsvRow = {};
  for (const [key, value] of Object.entries(record)) {
    if (INTERNAL_COLUMNS.has(key) || isIdOfNamed(record, key)) continue;
    if (key === "locales" && Array.isArray(value))
      Object.assign(row, localeColumns(value as LocalizedText[]));
    else if (key === "lines" && Array.isArray(value)) row.lines = linesText(value as OrderLine[]);
    else if (Array.isArray(value)) continue;
    else if (value && typeof value === "object") {
      const nested = value as Record<string, unknown>;
      if (Array.isArray(nested.locales))
        row[key] = localizedName(
          nested.locales as LocalizedText[],
          getCurrentLocale(),
          String(nested.id ?? ""),
        );
      else
        for (const [inner, innerValue] of Object.entries(nested))
          if (innerValue === null || typeof innerValue !== "object")
            row[`${key}.${inner}`] = innerValue as Cell;
    } else row[key] = readableCell(resource, key, value as Cell);
  }
  return row;
}

/** The exporter of every list (LIST_DEFAULTS): all matching rows, flattened; the file is named after the list. */
export const listExporter: Exporter = (records, _fetchRelated, _dataProvider, resource) => {
  const rows = (records as Record<string, unknown>[]).map((record) => flatRow(record, resource));
  // Every row gets every column, in the order they first appear.
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  const full = rows.map((row) => Object.fromEntries(columns.map((c) => [c, row[c]])) as CsvRow);
  downloadRows(full, resource, resource ?? "export");
};
