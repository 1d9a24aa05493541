import type { Kysely } from "kysely";
import { withId } from "../dialect";

// Frozen in time: never import application code here.
// Calendar sync of chalet units (issue 51): each unit's private export address (a token), the outside calendars
// imported into it and the nights those calendars block. A unit is a listing (item) and its number.
// Feeds are fetched by a background job on every instance: one instance fetches a feed at a time by claiming its
// lease (`locked_until`) with a conditional update; `next_sync_at` says when it is due again.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable("calendar_exports"))
    .addColumn("business_id", "integer", (c) => c.notNull().references("businesses.id").onDelete("cascade"))
    .addColumn("item_id", "integer", (c) => c.notNull().references("items.id").onDelete("cascade"))
    .addColumn("unit", "integer", (c) => c.notNull())
    // Kept as is: the owner copies the address again from the dashboard; rotating it replaces it.
    .addColumn("token", "text", (c) => c.notNull().unique())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("calendar_exports_unit_idx")
    .on("calendar_exports")
    .columns(["item_id", "unit"])
    .unique()
    .execute();

  await withId(db, db.schema.createTable("calendar_feeds"))
    .addColumn("business_id", "integer", (c) => c.notNull().references("businesses.id").onDelete("cascade"))
    .addColumn("item_id", "integer", (c) => c.notNull().references("items.id").onDelete("cascade"))
    .addColumn("unit", "integer", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    // airbnb, booking or other
    .addColumn("source", "text", (c) => c.notNull())
    .addColumn("url", "text", (c) => c.notNull())
    .addColumn("next_sync_at", "text", (c) => c.notNull())
    .addColumn("locked_until", "text")
    .addColumn("last_success_at", "text")
    .addColumn("last_error", "text")
    .addColumn("last_error_at", "text")
    .addColumn("event_count", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("calendar_feeds_unit_idx")
    .on("calendar_feeds")
    .columns(["item_id", "unit"])
    .execute();
  await db.schema.createIndex("calendar_feeds_due_idx").on("calendar_feeds").column("next_sync_at").execute();

  await withId(db, db.schema.createTable("calendar_blocks"))
    .addColumn("feed_id", "integer", (c) => c.notNull().references("calendar_feeds.id").onDelete("cascade"))
    .addColumn("business_id", "integer", (c) => c.notNull().references("businesses.id").onDelete("cascade"))
    .addColumn("item_id", "integer", (c) => c.notNull().references("items.id").onDelete("cascade"))
    .addColumn("unit", "integer", (c) => c.notNull())
    // The event's UID in its feed (with its start, for feeds repeating a UID): what "still there" is told by.
    .addColumn("uid", "text", (c) => c.notNull())
    .addColumn("from", "text", (c) => c.notNull())
    .addColumn("to", "text", (c) => c.notNull())
    // The stay here it overlapped when imported (told to the owner once), or null.
    .addColumn("conflict_reservation_id", "integer")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("calendar_blocks_unit_idx")
    .on("calendar_blocks")
    .columns(["item_id", "unit", "from"])
    .execute();
  await db.schema
    .createIndex("calendar_blocks_feed_uid_idx")
    .on("calendar_blocks")
    .columns(["feed_id", "uid"])
    .unique()
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("calendar_blocks").ifExists().execute();
  await db.schema.dropTable("calendar_feeds").ifExists().execute();
  await db.schema.dropTable("calendar_exports").ifExists().execute();
}
