import { lazy } from "react";
import type { RaRecord } from "react-admin";

const InvoiceList = lazy(() => import("./InvoiceList"));

// Invoices are issued by orders and reservation payments; the dashboard only reports on them.
export default {
  list: InvoiceList,
  recordRepresentation: (record: RaRecord) => `#${record.number ?? record.id}`,
};
