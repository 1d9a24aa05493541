import type { Kysely } from "kysely";
import { withId } from "../dialect";

// Frozen in time: never import application code here.
// Stay requests made through the public API: who asked through which branch, with how many guests, under which
// Idempotency-Key (one per branch, so a retried submit finds the first reservation), and the tracking tokens that
// show a request's status without signing in (stored only as SHA-256: a database read does not hand them out).

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable("public_stay_requests"))
    .addColumn("reservation_id", "integer", (c) =>
      c.notNull().unique().references("reservations.id").onDelete("cascade"),
    )
    .addColumn("business_id", "integer", (c) => c.notNull().references("businesses.id").onDelete("cascade"))
    .addColumn("branch_id", "integer", (c) => c.notNull().references("branches.id").onDelete("cascade"))
    .addColumn("guests", "integer", (c) => c.notNull())
    .addColumn("idempotency_key", "text")
    // SHA-256 of what was asked: a key sent again with another request is refused rather than answered.
    .addColumn("request_hash", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  // Null keys do not collide (both databases treat nulls as distinct in a unique index).
  await db.schema
    .createIndex("public_stay_requests_key_idx")
    .on("public_stay_requests")
    .columns(["branch_id", "idempotency_key"])
    .unique()
    .execute();

  await withId(db, db.schema.createTable("public_stay_tokens"))
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("reservation_id", "integer", (c) =>
      c.notNull().references("reservations.id").onDelete("cascade"),
    )
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("public_stay_tokens_reservation_idx")
    .on("public_stay_tokens")
    .column("reservation_id")
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("public_stay_tokens").ifExists().execute();
  await db.schema.dropTable("public_stay_requests").ifExists().execute();
}
