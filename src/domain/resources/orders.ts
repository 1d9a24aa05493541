import { declareEntry } from "./define";

// Orders of a branch (SPEC §7), placed by the apps; the dashboard lists, updates and deletes them.
export const orders = declareEntry({
  kind: "custom",
  name: "orders",
  labels: {
    en: { one: "Order", other: "Orders" },
    ar: { one: "طلب", other: "الطلبات" },
  },
  access: { area: "orders" },
  path: "business/{businessId}/branches/{branchId}/orders",
  scope: "branch",
  screens: true,
  defaultSort: { field: "created_at", order: "desc" },
  // Material icon ReceiptLong.
  sidebar: {
    group: "operations",
    icon: "M19.5 3.5 18 2l-1.5 1.5L15 2l-1.5 1.5L12 2l-1.5 1.5L9 2 7.5 3.5 6 2v14H3v3c0 1.66 1.34 3 3 3h12c1.66 0 3-1.34 3-3V2zM19 19c0 .55-.45 1-1 1s-1-.45-1-1v-3H8V5h11zM9 7h6v2H9zm7 0h2v2h-2zm-7 3h6v2H9zm7 0h2v2h-2z",
    to: "/orders/list",
  },
  auditEntities: ["order"],
});
