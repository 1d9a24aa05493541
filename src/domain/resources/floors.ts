import { declareResource, namesField } from "./define";

// Floors of a branch (SPEC §7) with the number of their tables. A floor that still has tables is not deleted, so
// no table (nor an order's table) disappears by surprise; moved to another branch, its tables go with it.
export const floors = declareResource({
  name: "floors",
  position: 230,
  path: "business/{businessId}/branches/{branchId}/floors",
  scope: "branch",
  area: "floors",
  table: "floors",
  auditEntity: "floor",
  titleField: "locales",
  defaultSort: { field: "id", order: "asc" },
  concurrency: true,
  sidebar: { group: "operations", icon: "floor", after: "reservations" },
  fields: [
    namesField(),
  ],
  counts: [{ key: "tables_count", table: "tables", foreignKey: "floor_id" }],
  branchMove: { message: "floors.branchNotInBusiness", cascade: [{ table: "tables", column: "floor_id" }] },
  deleteGuard: {
    guards: [{ table: "tables", column: "floor_id" }],
    message: "floors.hasTables",
    field: "tables",
  },
});
