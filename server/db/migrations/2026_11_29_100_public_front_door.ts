import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import { withId } from "../dialect";

// Frozen in time: never import application code here.
// The front door (issue 46): what the public API needs to take orders from customers' apps.
// - tables.qr_token: an unguessable, rotatable token a table's QR code carries (backfilled for existing tables);
// - orders.tracking_token: an order placed through the public API is tracked by it (staff orders have none);
// - items.sold_out: the owner's "sold out" switch, read by the public menu and refused by public orders;
// - branch_ordering: the branch's "accepting orders" switch, "busy until", "closed on" a local day, and whether it
//   closes on the business's holidays (one row per branch; no row = accepting);
// - opening_hours: per branch and weekday (0 Sunday .. 6 Saturday), HH:mm local times, or closed all day
//   (no row for a weekday = open all day, so a branch that never set hours takes orders);
// - idempotency_keys: the order an `Idempotency-Key` header already made at a branch, so a retry returns it, and a
//   hash of that request, so the same key with another cart is refused rather than answered with the wrong order.

/** 24 random bytes as base64url: 32 characters, valid in a URL and in a Pusher channel name. */
const token = () => randomBytes(24).toString("base64url");

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("tables").addColumn("qr_token", "text").execute();
  const tables = await db.selectFrom("tables").select("id").execute();
  for (const { id } of tables as { id: number }[])
    await db.updateTable("tables").set({ qr_token: token() }).where("id", "=", id).execute();
  await db.schema.createIndex("tables_qr_token_idx").on("tables").column("qr_token").unique().execute();

  await db.schema.alterTable("orders").addColumn("tracking_token", "text").execute();
  await db.schema
    .createIndex("orders_tracking_token_idx")
    .on("orders")
    .column("tracking_token")
    .unique()
    .execute();

  await db.schema
    .alterTable("items")
    .addColumn("sold_out", "integer", (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable("branch_ordering")
    .addColumn("branch_id", "integer", (c) => c.primaryKey().references("branches.id").onDelete("cascade"))
    .addColumn("business_id", "integer", (c) => c.notNull().references("businesses.id").onDelete("cascade"))
    .addColumn("accepting", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("busy_until", "text")
    .addColumn("closed_on", "text")
    .addColumn("closed_on_holidays", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable("opening_hours"))
    .addColumn("business_id", "integer", (c) => c.notNull().references("businesses.id").onDelete("cascade"))
    .addColumn("branch_id", "integer", (c) => c.notNull().references("branches.id").onDelete("cascade"))
    .addColumn("weekday", "integer", (c) => c.notNull())
    .addColumn("closed", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("opens_at", "text", (c) => c.notNull().defaultTo("00:00"))
    .addColumn("closes_at", "text", (c) => c.notNull().defaultTo("24:00"))
    .execute();
  await db.schema
    .createIndex("opening_hours_branch_weekday_idx")
    .on("opening_hours")
    .columns(["branch_id", "weekday"])
    .unique()
    .execute();

  await withId(db, db.schema.createTable("idempotency_keys"))
    .addColumn("business_id", "integer", (c) => c.notNull().references("businesses.id").onDelete("cascade"))
    .addColumn("branch_id", "integer", (c) => c.notNull().references("branches.id").onDelete("cascade"))
    .addColumn("key", "text", (c) => c.notNull())
    .addColumn("request_hash", "text", (c) => c.notNull())
    .addColumn("order_id", "integer", (c) => c.notNull().references("orders.id").onDelete("cascade"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("idempotency_keys_branch_key_idx")
    .on("idempotency_keys")
    .columns(["branch_id", "key"])
    .unique()
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("idempotency_keys").ifExists().execute();
  await db.schema.dropTable("opening_hours").ifExists().execute();
  await db.schema.dropTable("branch_ordering").ifExists().execute();
  await db.schema.alterTable("items").dropColumn("sold_out").execute();
  await db.schema.dropIndex("orders_tracking_token_idx").ifExists().execute();
  await db.schema.alterTable("orders").dropColumn("tracking_token").execute();
  await db.schema.dropIndex("tables_qr_token_idx").ifExists().execute();
  await db.schema.alterTable("tables").dropColumn("qr_token").execute();
}
