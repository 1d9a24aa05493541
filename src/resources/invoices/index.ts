import { lazy } from "react";
import AssessmentIcon from "@mui/icons-material/Assessment";
import type { RaRecord } from "react-admin";

const InvoiceList = lazy(() => import("./InvoiceList"));

// Invoices are issued by orders and reservation payments; the dashboard only reports on them.
export default {
  list: InvoiceList,
  icon: AssessmentIcon,
  recordRepresentation: (record: RaRecord) => `#${record.number ?? record.id}`,
};
