// One CSV cell, written the same way by the dashboard's exports and the server's streamed ones.

import { MONEY_DECIMALS } from "./constants";

export type CsvValue = string | number | boolean | null | undefined;

/**
 * Spreadsheet apps run a cell that starts with = + - @ (or a tab or carriage return before one) as a formula: a
 * customer named `=HYPERLINK(...)` would become a live link in the owner's sheet. Such text is led by a single
 * quote, as OWASP advises for CSV injection. A plain number (an amount, `-1.500`, a phone as `+96550000000`) stays
 * as it is: evaluated, it is only itself.
 */
const FORMULA_LEAD = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^[-+]?\d+(\.\d+)?$/;
export const neutralised = (text: string): string =>
  FORMULA_LEAD.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;

/** One CSV cell: formulas neutralised, then quoted when it holds a comma, a quote or a line break. */
export const csvCell = (cell: CsvValue): string => {
  const text = cell === null || cell === undefined ? "" : neutralised(String(cell));
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** A byte-order mark leads every CSV file, so spreadsheet apps read the Arabic text as UTF-8. */
export const CSV_BOM = "\uFEFF";

/** A business's local date and time of an instant, as sortable text: `2026-11-27 22:09`. */
export function localDateTimeText(parts: {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}): string {
  const two = (n: number) => String(n).padStart(2, "0");
  return `${parts.year}-${two(parts.month)}-${two(parts.day)} ${two(parts.hour)}:${two(parts.minute)}`;
}

/** An amount in fils as a spreadsheet reads it: plain digits, three decimals, no currency (its own column). */
export const csvAmount = (fils: number): string => (fils / 10 ** MONEY_DECIMALS).toFixed(MONEY_DECIMALS);
