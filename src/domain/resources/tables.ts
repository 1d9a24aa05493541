import { declareResource, namesField } from "./define";

// Tables of a floor (SPEC §7), named in each language. SPEC §3 also gives their ids in camelCase. A table moved
// to another floor must stay in the branch; deleting one keeps its orders (their table becomes none).
export const tables = declareResource({
  name: "tables",
  position: 240,
  path: "business/{businessId}/branches/{branchId}/floors/{floorId}/tables",
  pathParent: {
    param: "floorId",
    resource: "floors",
    column: "floor_id",
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
  sidebar: { group: "operations", icon: "table" },
  fields: [
    namesField(),
  ],
});
