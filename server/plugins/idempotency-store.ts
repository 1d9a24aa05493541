import type { Kysely } from "kysely";
import type { DB } from "../db/schema/index";

// The rows of plugins/idempotency.ts: one per key claimed, in the database every instance shares.

export interface Claim {
  id: number;
  created_at: string;
}

/** Claims the key, or answers nothing when it is already claimed (the unique index decides between instances). */
export async function claimKey(
  db: Kysely<DB>,
  claim: { scope: string; key: string; hash: string; at: string },
): Promise<Claim | undefined> {
  const row = await db
    .insertInto("idempotent_requests")
    .values({
      scope: claim.scope,
      key: claim.key,
      request_hash: claim.hash,
      state: "pending",
      created_at: claim.at,
    })
    .onConflict((oc) => oc.columns(["scope", "key"]).doNothing())
    .returning("id")
    .executeTakeFirst();
  return row ? { id: Number(row.id), created_at: claim.at } : undefined;
}

export const readClaim = (db: Kysely<DB>, scope: string, key: string) =>
  db
    .selectFrom("idempotent_requests")
    .select(["id", "request_hash", "state", "status", "response", "created_at"])
    .where("scope", "=", scope)
    .where("key", "=", key)
    .executeTakeFirst();

/** A pending claim whose request died: taken over by one retry alone (the row must still be the one read). */
export async function takeOverStale(db: Kysely<DB>, row: Claim, at: string): Promise<Claim | undefined> {
  const result = await db
    .updateTable("idempotent_requests")
    .set({ created_at: at })
    .where("id", "=", row.id)
    .where("state", "=", "pending")
    .where("created_at", "=", row.created_at)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1 ? { id: row.id, created_at: at } : undefined;
}

export async function finishClaim(db: Kysely<DB>, claim: Claim, status: number, response: string) {
  await db
    .updateTable("idempotent_requests")
    .set({ state: "done", status, response })
    .where("id", "=", claim.id)
    .execute();
}

export async function dropClaim(db: Kysely<DB>, id: number) {
  await db.deleteFrom("idempotent_requests").where("id", "=", id).execute();
}

export async function dropExpired(db: Kysely<DB>, before: string) {
  await db.deleteFrom("idempotent_requests").where("created_at", "<", before).execute();
}
