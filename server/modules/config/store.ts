import type { Kysely, Transaction } from "kysely";
import type { DB } from "../../db/schema/index";
import { nowIso } from "../../db/dialect";

type Db = Kysely<DB> | Transaction<DB>;

// business_config: one text value per (business, key).

export async function readConfigValues(db: Db, businessId: number): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom("business_config")
    .select(["key", "value"])
    .where("business_id", "=", businessId)
    .execute();
  return new Map(rows.map((r) => [r.key, r.value]));
}

export async function latestConfigUpdate(db: Db, businessId: number): Promise<string | null> {
  const row = await db
    .selectFrom("business_config")
    .select((eb) => eb.fn.max("updated_at").as("latest"))
    .where("business_id", "=", businessId)
    .executeTakeFirst();
  return (row?.latest as string | null | undefined) ?? null;
}

export async function upsertConfig(db: Db, businessId: number, key: string, value: string, now = nowIso()) {
  await db
    .insertInto("business_config")
    .values({ business_id: businessId, key, value, updated_at: now })
    .onConflict((oc) => oc.columns(["business_id", "key"]).doUpdateSet({ value, updated_at: now }))
    .execute();
}

export async function deleteConfig(db: Db, businessId: number, keys: string[]) {
  if (!keys.length) return;
  await db
    .deleteFrom("business_config")
    .where("business_id", "=", businessId)
    .where("key", "in", keys)
    .execute();
}
