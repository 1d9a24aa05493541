import type { Exporter } from "react-admin";
import { localizedName, type LocalizedText } from "../../domain/localizedText";
import { deviceToday } from "../../domain/zoned-time";
import { downloadRows } from "../shared/csvExport";

/** The invoices of the list's filters as CSV: one line per invoice, amounts with 3 decimals. */
export const invoiceExporter: Exporter = (invoices) =>
  downloadRows(
    invoices.map((invoice) => ({
      number: invoice.number,
      issued_on: invoice.issued_on,
      branch: localizedName(invoice.branch?.locales as LocalizedText[], "en", String(invoice.branch_id)),
      kind: invoice.kind,
      order_number: invoice.order_number,
      reservation_id: invoice.reservation_id,
      amount: Number(invoice.amount).toFixed(3),
      currency: invoice.currency,
      payment_state: invoice.payment_state,
    })),
    "invoices",
    `invoices-${deviceToday()}`,
  );
