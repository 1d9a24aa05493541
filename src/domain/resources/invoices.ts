import { declareEntry } from "./define";

// Financial reports: invoices are issued by orders and reservation payments of a branch; the dashboard only
// reports on them, over the whole business.
export const invoices = declareEntry({
  kind: "custom",
  name: "invoices",
  labels: {
    en: { one: "Financial Report", other: "Financial Reports" },
    ar: { one: "تقرير مالي", other: "التقارير المالية" },
  },
  access: { area: "invoices" },
  path: "business/{businessId}/invoices",
  scope: "branch",
  screens: true,
  chalets: true,
  // Material icon Assessment.
  sidebar: {
    group: "operations",
    icon: "M19 3H5c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2M9 17H7v-7h2zm4 0h-2V7h2zm4 0h-2v-4h2z",
    to: "/invoices/list",
  },
});
