import type { Kysely, Transaction } from "kysely";
import type { DB } from "../../db/schema/index";
import { nowIso } from "../../db/dialect";
import type { SettingsScope } from "./keys";

type Db = Kysely<DB> | Transaction<DB>;

// The settings table holds one row per (scope, scope_id, key) with the value as JSON text.

export interface StoredSettings {
  values: Map<string, unknown>;
  /** Latest update of any key of the scope, or null when nothing is stored. */
  updatedAt: string | null;
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export async function readStored(db: Db, scope: SettingsScope, scopeId: number): Promise<StoredSettings> {
  const rows = await db
    .selectFrom("settings")
    .select(["key", "data", "updated_at"])
    .where("scope", "=", scope)
    .where("scope_id", "=", scopeId)
    .orderBy("key")
    .execute();
  const updatedAt = rows.reduce<string | null>(
    (latest, r) => (!latest || r.updated_at > latest ? r.updated_at : latest),
    null,
  );
  return { values: new Map(rows.map((r) => [r.key, parse(r.data)])), updatedAt };
}

export async function upsertSetting(
  db: Db,
  scope: SettingsScope,
  scopeId: number,
  key: string,
  value: unknown,
  now = nowIso(),
) {
  const data = JSON.stringify(value);
  await db
    .insertInto("settings")
    .values({ scope, scope_id: scopeId, key, data, updated_at: now })
    .onConflict((oc) => oc.columns(["scope", "scope_id", "key"]).doUpdateSet({ data, updated_at: now }))
    .execute();
}

export async function deleteSettings(db: Db, scope: SettingsScope, scopeId: number, keys: string[]) {
  if (!keys.length) return;
  await db
    .deleteFrom("settings")
    .where("scope", "=", scope)
    .where("scope_id", "=", scopeId)
    .where("key", "in", keys)
    .execute();
}
