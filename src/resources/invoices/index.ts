import type { RaRecord } from "react-admin";
import { lazyLoaded } from "../../custom/lazyLoaded";

const InvoiceList = lazyLoaded(() => import("./InvoiceList"));

// Invoices are issued by orders and reservation payments; the dashboard only reports on them.
export default {
  list: InvoiceList,
  recordRepresentation: (record: RaRecord) => `#${record.number ?? record.id}`,
};
