import { sql, type Kysely, type Selectable, type Transaction } from "kysely";
import type { DB, FloorsTable, TablesTable } from "../../db/schema/index";
import { parseLocales } from "../../db/locales";

type Db = Kysely<DB> | Transaction<DB>;

export const floorsQuery = (db: Db, branchId: number) =>
  db
    .selectFrom("floors")
    .selectAll("floors")
    .select((eb) =>
      eb
        .selectFrom("tables")
        .select(sql<number>`count(*)`.as("n"))
        .whereRef("tables.floor_id", "=", "floors.id")
        .as("tables_count"),
    )
    .where("floors.branch_id", "=", branchId);

export type FloorRow = Selectable<FloorsTable> & { tables_count: number | null };

/** A floor of the branch, or undefined (another branch's floor is as good as missing). */
export const findFloor = (db: Db, branchId: number, id: number) =>
  floorsQuery(db, branchId).where("floors.id", "=", id).executeTakeFirst();

export const toFloor = (row: FloorRow) => ({
  id: row.id,
  business_id: row.business_id,
  branch_id: row.branch_id,
  locales: parseLocales(row.locales),
  tables_count: Number(row.tables_count ?? 0),
  created_at: row.created_at,
  updated_at: row.updated_at,
});

export const tablesQuery = (db: Db, floorId: number) =>
  db.selectFrom("tables").selectAll().where("floor_id", "=", floorId);

export const findTable = (db: Db, floorId: number, id: number) =>
  tablesQuery(db, floorId).where("id", "=", id).executeTakeFirst();

export const toTable = (row: Selectable<TablesTable>) => ({
  id: row.id,
  business_id: row.business_id,
  branch_id: row.branch_id,
  floor_id: row.floor_id,
  businessId: row.business_id,
  branchId: row.branch_id,
  floorId: row.floor_id,
  locales: parseLocales(row.locales),
  created_at: row.created_at,
  updated_at: row.updated_at,
});
