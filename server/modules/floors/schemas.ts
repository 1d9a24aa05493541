import { Type, type Static } from "typebox";
import { Id, ListQuery, Locales } from "../../http/schemas";
import { LocalesOut, UpdatedAtIn } from "../catalog/shared";

// SPEC §3: Floor (locales, branch_id, business_id); Table (locales, floor_id, businessId, branchId, floorId, id).

export const FloorParams = Type.Object({ businessId: Id, branchId: Id, floorId: Id });
export const TableIdParams = Type.Object({ businessId: Id, branchId: Id, floorId: Id, id: Id });

export const FloorCreateBody = Type.Object({ locales: Locales, branch_id: Type.Optional(Id) });
export type FloorCreateInput = Static<typeof FloorCreateBody>;
export const FloorUpdateBody = Type.Object({
  locales: Type.Optional(Locales),
  branch_id: Type.Optional(Id),
  updated_at: UpdatedAtIn,
});
export type FloorUpdateInput = Static<typeof FloorUpdateBody>;

export const FloorOut = Type.Object({
  id: Type.Integer(),
  business_id: Type.Integer(),
  branch_id: Type.Integer(),
  locales: LocalesOut,
  tables_count: Type.Integer(),
  created_at: Type.String(),
  updated_at: Type.String(),
});

export const TableCreateBody = Type.Object({ locales: Locales, floor_id: Type.Optional(Id) });
export type TableCreateInput = Static<typeof TableCreateBody>;
export const TableUpdateBody = Type.Object({
  locales: Type.Optional(Locales),
  floor_id: Type.Optional(Id),
  updated_at: UpdatedAtIn,
});
export type TableUpdateInput = Static<typeof TableUpdateBody>;

export const TableOut = Type.Object({
  id: Type.Integer(),
  business_id: Type.Integer(),
  branch_id: Type.Integer(),
  floor_id: Type.Integer(),
  businessId: Type.Integer(),
  branchId: Type.Integer(),
  floorId: Type.Integer(),
  locales: LocalesOut,
  created_at: Type.String(),
  updated_at: Type.String(),
});

export const FloorListQuery = ListQuery;
export const TableListQuery = ListQuery;

/** A name is required in the first locale only (SPEC §5). */
export const localeMessages = { "locales.0.name": { required: "validation.nameRequired" } };
