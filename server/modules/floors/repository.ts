import type { Kysely, Selectable, Transaction } from "kysely";
import type { DB, TablesTable } from "../../db/schema/index";
import { parseLocales } from "../../db/locales";

type Db = Kysely<DB> | Transaction<DB>;

/** A floor of the branch, or undefined (another branch's floor is as good as missing). */
export const findFloor = (db: Db, branchId: number, id: number) =>
  db
    .selectFrom("floors")
    .selectAll()
    .where("branch_id", "=", branchId)
    .where("id", "=", id)
    .executeTakeFirst();

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
