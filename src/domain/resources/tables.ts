import { declareResource, namesField } from "./define";

// Tables of a floor (SPEC §7), named in each language. SPEC §3 also gives their ids in camelCase. A table moved
// to another floor must stay in the branch; deleting one keeps its orders (their table becomes none).
export const tables = declareResource({
  name: "tables",
  labels: {
    en: { one: "Table", other: "Tables" },
    ar: { one: "طاولة", other: "الطاولات" },
  },
  path: "business/{businessId}/branches/{branchId}/floors/{floorId}/tables",
  pathParent: {
    param: "floorId",
    resource: "floors",
    column: "floor_id",
    label: { en: "Floor", ar: "الطابق" },
    message: "tables.floorNotInBranch",
  },
  idAliases: { business_id: "businessId", branch_id: "branchId", floor_id: "floorId" },
  scope: "branch",
  area: "tables",
  table: "tables",
  auditEntity: "table",
  titleField: "locales",
  defaultSort: { field: "id", order: "asc" },
  concurrency: true,
  // Material icon TableRestaurant (no link of its own: its floor's page shows its tables).
  sidebar: {
    group: "operations",
    icon: "m21.96 9.73-1.43-5c-.12-.43-.51-.73-.96-.73H4.43c-.45 0-.84.3-.96.73l-1.43 5c-.18.63.3 1.27.96 1.27h2.2L4 20h2l.67-5h10.67l.66 5h2l-1.2-9H21c.66 0 1.14-.64.96-1.27M6.93 13l.27-2h9.6l.27 2z",
  },
  fields: [namesField()],
});
