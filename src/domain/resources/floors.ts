import { declareResource, namesField } from "./define";

// Floors of a branch (SPEC §7) with the number of their tables. A floor that still has tables is not deleted, so
// no table (nor an order's table) disappears by surprise; moved to another branch, its tables go with it.
export const floors = declareResource({
  name: "floors",
  labels: {
    en: { one: "Floor", other: "Floors" },
    ar: { one: "طابق", other: "الطوابق" },
  },
  path: "business/{businessId}/branches/{branchId}/floors",
  scope: "branch",
  area: "floors",
  table: "floors",
  auditEntity: "floor",
  titleField: "locales",
  defaultSort: { field: "id", order: "asc" },
  concurrency: true,
  // Material icon TableRestaurant.
  sidebar: {
    group: "operations",
    icon: "m21.96 9.73-1.43-5c-.12-.43-.51-.73-.96-.73H4.43c-.45 0-.84.3-.96.73l-1.43 5c-.18.63.3 1.27.96 1.27h2.2L4 20h2l.67-5h10.67l.66 5h2l-1.2-9H21c.66 0 1.14-.64.96-1.27M6.93 13l.27-2h9.6l.27 2z",
    after: "reservations",
  },
  fields: [namesField()],
  counts: [
    {
      key: "tables_count",
      label: { en: "Tables", ar: "الطاولات" },
      table: "tables",
      foreignKey: "floor_id",
    },
  ],
  branchMove: { message: "floors.branchNotInBusiness", cascade: [{ table: "tables", column: "floor_id" }] },
  deleteGuard: {
    guards: [{ table: "tables", column: "floor_id" }],
    message: "floors.hasTables",
    field: "tables",
  },
});
