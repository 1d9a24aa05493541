import { downloadCSV, type Exporter } from "react-admin";
import { LOCALES } from "../../domain/constants";
import type { LocalizedText } from "../../domain/localizedText";

type Cell = string | number | boolean | null | undefined;
export type CsvRow = Record<string, Cell>;

const quote = (cell: Cell): string => {
  const text = cell === null || cell === undefined ? "" : String(cell);
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

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

/**
 * A react-admin exporter writing one CSV row per record. A byte-order mark leads the file so spreadsheet apps read
 * the Arabic text as UTF-8.
 */
export function csvExporter<RecordType>(
  fileName: string,
  toRow: (record: RecordType) => CsvRow,
  /** The records of the raw answer when it is not a plain list (e.g. grouped services). */
  recordsOf: (answer: unknown[]) => RecordType[] = (answer) => answer as RecordType[],
): Exporter {
  return (records) => downloadCSV(`\ufeff${toCsv(recordsOf(records).map(toRow))}`, fileName);
}
