import type { Kysely, Selectable, Transaction } from "kysely";
import type { ApiKeysTable, DB } from "../../db/schema/index";
import { paginate, type PageParams } from "../../db/pagination";
import { parseIds, parseStrings } from "./principal";

// A business's API keys: the list (never the secret nor its hash), a new key, a revoked one.

type Db = Kysely<DB> | Transaction<DB>;

const COLUMNS = [
  "id",
  "name",
  "prefix",
  "branch_ids",
  "permissions",
  "expires_at",
  "revoked_at",
  "last_used_at",
  "created_at",
] as const;

type Row = Omit<Selectable<ApiKeysTable>, "business_id" | "secret_hash" | "created_by">;

/** A key as the API answers it: its branches and permissions as arrays. */
export function keyOut(row: Row) {
  return {
    id: Number(row.id),
    name: row.name,
    prefix: row.prefix,
    branch_ids: parseIds(row.branch_ids),
    permissions: parseStrings(row.permissions),
    expires_at: row.expires_at,
    revoked_at: row.revoked_at,
    last_used_at: row.last_used_at,
    created_at: row.created_at,
  };
}
export type ApiKeyOut = ReturnType<typeof keyOut>;

/** Newest first: the key just made is at the top of the page. */
export async function pageOfKeys(db: Db, businessId: number, params: PageParams) {
  const query = db
    .selectFrom("api_keys")
    .select(COLUMNS)
    .where("business_id", "=", businessId)
    .orderBy("id", "desc");
  return paginate(query, params, { id: "api_keys.id" });
}

export async function findKey(db: Db, businessId: number, id: number) {
  return db
    .selectFrom("api_keys")
    .select(COLUMNS)
    .where("business_id", "=", businessId)
    .where("id", "=", id)
    .executeTakeFirst();
}

export async function countKeys(db: Db, businessId: number): Promise<number> {
  const row = await db
    .selectFrom("api_keys")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("business_id", "=", businessId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function branchIdsOf(db: Db, businessId: number): Promise<number[]> {
  const rows = await db.selectFrom("branches").select("id").where("business_id", "=", businessId).execute();
  return rows.map((r) => Number(r.id));
}

export interface NewKey {
  businessId: number;
  name: string;
  prefix: string;
  secretHash: string;
  branchIds: number[];
  permissions: string[];
  expiresAt: string | null;
  createdBy: number | null;
  at: string;
}

export async function insertKey(db: Db, key: NewKey) {
  const { id } = await db
    .insertInto("api_keys")
    .values({
      business_id: key.businessId,
      name: key.name,
      prefix: key.prefix,
      secret_hash: key.secretHash,
      branch_ids: JSON.stringify(key.branchIds),
      permissions: JSON.stringify(key.permissions),
      expires_at: key.expiresAt,
      created_by: key.createdBy,
      created_at: key.at,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return (await findKey(db, key.businessId, Number(id)))!;
}

export async function revokeKey(db: Db, businessId: number, id: number, at: string) {
  await db
    .updateTable("api_keys")
    .set({ revoked_at: at })
    .where("business_id", "=", businessId)
    .where("id", "=", id)
    .where("revoked_at", "is", null)
    .execute();
  return (await findKey(db, businessId, id))!;
}
