import { downloadCSV, type Exporter } from "react-admin";
import { localizedName, type LocalizedText } from "../../domain/localizedText";
import { deviceToday } from "../../domain/zoned-time";
import { csvWithHeadings } from "../shared/csvExport";

const cell = (value: unknown) => {
  const text = value === null || value === undefined ? "" : String(value);
  return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** The invoices of the list's filters as CSV: one line per invoice, amounts with 3 decimals. */
export const invoiceExporter: Exporter = (invoices) => {
  const header = [
    "number",
    "issued_on",
    "branch",
    "kind",
    "order_number",
    "reservation_id",
    "amount",
    "currency",
    "payment_state",
  ];
  const lines = invoices.map((invoice) =>
    [
      invoice.number,
      invoice.issued_on,
      localizedName(invoice.branch?.locales as LocalizedText[], "en", String(invoice.branch_id)),
      invoice.kind,
      invoice.order_number,
      invoice.reservation_id,
      Number(invoice.amount).toFixed(3),
      invoice.currency,
      invoice.payment_state,
    ]
      .map(cell)
      .join(","),
  );
  // Headings in the user's language and a byte-order mark, like every list's export.
  const heading = csvWithHeadings([Object.fromEntries(header.map((h) => [h, ""]))], "invoices").split(
    "\r\n",
  )[0];
  downloadCSV([heading, ...lines].join("\r\n"), `invoices-${deviceToday()}`);
};
