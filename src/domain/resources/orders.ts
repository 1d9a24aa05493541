import { declareEntry } from "./define";

// Orders of a branch (SPEC §7), placed by the apps; the dashboard lists, updates and deletes them.
export const orders = declareEntry({
  kind: "custom",
  name: "orders",
  position: 210,
  access: { area: "orders" },
  path: "business/{businessId}/branches/{branchId}/orders",
  scope: "branch",
  screens: true,
  defaultSort: { field: "created_at", order: "desc" },
  sidebar: { group: "operations", icon: "order", to: "/orders/list" },
  auditEntities: ["order"],
});
