import { Type, type Static } from "typebox";
import { Id, ListQuery, Locales } from "../../http/schemas";
import { LocalesOut, UpdatedAtIn } from "../catalog/shared";

// SPEC §3: Table (locales, floor_id, businessId, branchId, floorId, id), under a floor of a branch (floors are a
// declared resource).

export const FloorParams = Type.Object({ businessId: Id, branchId: Id, floorId: Id });
export const TableIdParams = Type.Object({ businessId: Id, branchId: Id, floorId: Id, id: Id });

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

export const TableListQuery = ListQuery;

/** A name is required in the first locale only (SPEC §5). */
export const localeMessages = { "locales.0.name": { required: "validation.nameRequired" } };
