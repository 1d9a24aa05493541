import type { Kysely } from "kysely";
import { withId } from "../dialect";

// Frozen in time: never import application code here.
// Webhooks (issue 49): a business's endpoints, the durable queue of deliveries to them and each attempt's outcome.
// The queue is the database itself, so deliveries survive a restart and several instances share them: a worker
// claims a due delivery by setting its lease (`locked_until`), one instance per delivery. `record_key` names the
// record an event is about (`order:12`): deliveries of one record to one endpoint go out in id order.
// The endpoint's secret is kept as is (it signs every delivery, so it cannot be a hash), like the live secret.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable("webhook_endpoints"))
    .addColumn("business_id", "integer", (c) => c.notNull().references("businesses.id").onDelete("cascade"))
    .addColumn("url", "text", (c) => c.notNull())
    // JSON array of event names.
    .addColumn("events", "text", (c) => c.notNull())
    .addColumn("secret", "text", (c) => c.notNull())
    .addColumn("enabled", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("webhook_endpoints_business_idx")
    .on("webhook_endpoints")
    .column("business_id")
    .execute();

  await withId(db, db.schema.createTable("webhook_deliveries"))
    // The id receivers see (and drop duplicates by): random, so it says nothing about other businesses' volume.
    .addColumn("uid", "text", (c) => c.notNull().unique())
    .addColumn("endpoint_id", "integer", (c) =>
      c.notNull().references("webhook_endpoints.id").onDelete("cascade"),
    )
    .addColumn("business_id", "integer", (c) => c.notNull().references("businesses.id").onDelete("cascade"))
    .addColumn("event", "text", (c) => c.notNull())
    .addColumn("record_key", "text", (c) => c.notNull())
    // The exact body sent (and signed) on every attempt.
    .addColumn("body", "text", (c) => c.notNull())
    // pending, delivered or failed (gave up after the retry window).
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("next_attempt_at", "text", (c) => c.notNull())
    .addColumn("locked_until", "text")
    .addColumn("last_response_code", "integer")
    .addColumn("last_error", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("delivered_at", "text")
    .execute();
  await db.schema
    .createIndex("webhook_deliveries_due_idx")
    .on("webhook_deliveries")
    .columns(["status", "next_attempt_at"])
    .execute();
  await db.schema
    .createIndex("webhook_deliveries_record_idx")
    .on("webhook_deliveries")
    .columns(["endpoint_id", "record_key", "status"])
    .execute();

  await withId(db, db.schema.createTable("webhook_attempts"))
    .addColumn("delivery_id", "integer", (c) =>
      c.notNull().references("webhook_deliveries.id").onDelete("cascade"),
    )
    .addColumn("attempted_at", "text", (c) => c.notNull())
    .addColumn("ok", "integer", (c) => c.notNull())
    .addColumn("response_code", "integer")
    .addColumn("error", "text")
    .addColumn("duration_ms", "integer", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("webhook_attempts_delivery_idx")
    .on("webhook_attempts")
    .column("delivery_id")
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("webhook_attempts").ifExists().execute();
  await db.schema.dropTable("webhook_deliveries").ifExists().execute();
  await db.schema.dropTable("webhook_endpoints").ifExists().execute();
}
