import type { Kysely } from "kysely";
import { withId } from "../dialect";

// Frozen in time: never import application code here.
// - api_keys: a business's keys for other systems (a point of sale, a delivery middleware). Only the SHA-256 of the
//   secret is kept; `prefix` is the secret's first characters, shown in the list to tell keys apart. Branches and
//   permissions are JSON arrays (branch ids; `area.action` strings); a key is never deleted, only revoked, so the
//   audit rows that name it keep their actor.
// - audits.api_key_id: the key that made a write (its user_id stays null: a key is not a person).
// - idempotent_requests: the first answer to a create sent with an `Idempotency-Key`, per principal and business
//   (`scope`), kept 24 hours; `state` is pending while the first request runs.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable("api_keys"))
    .addColumn("business_id", "integer", (c) => c.notNull().references("businesses.id").onDelete("cascade"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("prefix", "text", (c) => c.notNull())
    .addColumn("secret_hash", "text", (c) => c.notNull())
    .addColumn("branch_ids", "text", (c) => c.notNull())
    .addColumn("permissions", "text", (c) => c.notNull())
    .addColumn("expires_at", "text")
    .addColumn("revoked_at", "text")
    .addColumn("last_used_at", "text")
    .addColumn("created_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("api_keys_secret_idx").on("api_keys").column("secret_hash").unique().execute();
  await db.schema.createIndex("api_keys_business_idx").on("api_keys").column("business_id").execute();

  await db.schema
    .alterTable("audits")
    .addColumn("api_key_id", "integer", (c) => c.references("api_keys.id").onDelete("set null"))
    .execute();

  await withId(db, db.schema.createTable("idempotent_requests"))
    .addColumn("scope", "text", (c) => c.notNull())
    .addColumn("key", "text", (c) => c.notNull())
    .addColumn("request_hash", "text", (c) => c.notNull())
    .addColumn("state", "text", (c) => c.notNull())
    .addColumn("status", "integer")
    .addColumn("response", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("idempotent_requests_scope_key_idx")
    .on("idempotent_requests")
    .columns(["scope", "key"])
    .unique()
    .execute();
  // The sweep of answers past their 24 hours reads by age.
  await db.schema
    .createIndex("idempotent_requests_created_idx")
    .on("idempotent_requests")
    .column("created_at")
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("idempotent_requests").ifExists().execute();
  await db.schema.alterTable("audits").dropColumn("api_key_id").execute();
  await db.schema.dropTable("api_keys").ifExists().execute();
}
