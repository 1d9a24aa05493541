import { declareEntry } from "./define";

// Financial reports: invoices are issued by orders and reservation payments of a branch; the dashboard only
// reports on them, over the whole business.
export const invoices = declareEntry({
  kind: "custom",
  name: "invoices",
  position: 250,
  access: { area: "invoices" },
  path: "business/{businessId}/invoices",
  scope: "branch",
  screens: true,
  chalets: true,
  sidebar: { group: "operations", icon: "invoice", to: "/invoices/list" },
});
