import type { Kysely } from "kysely";
import { withId } from "../dialect";

// Frozen in time: never import application code here.
// A chalet listing's rate calendar (issue 51):
// - rate_overrides: what the owner set on one night of a listing (a date in the business's time zone): a price
//   (fils, null keeps the night's own price), a minimum stay arriving that night, closed to arrival, to departure,
//   or closed. One row per listing and night.
// - rate_seasons: named ranges of nights (locales JSON as items') with nightly weekday and weekend prices (fils)
//   and a minimum stay, from their first to their last night (both included), repeating yearly or not.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable("rate_overrides"))
    .addColumn("business_id", "integer", (c) => c.notNull().references("businesses.id").onDelete("cascade"))
    .addColumn("item_id", "integer", (c) => c.notNull().references("items.id").onDelete("cascade"))
    .addColumn("date", "text", (c) => c.notNull())
    .addColumn("price", "integer")
    .addColumn("min_nights", "integer")
    .addColumn("closed_to_arrival", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("closed_to_departure", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("closed", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("rate_overrides_item_date_idx")
    .on("rate_overrides")
    .columns(["item_id", "date"])
    .unique()
    .execute();

  await withId(db, db.schema.createTable("rate_seasons"))
    .addColumn("business_id", "integer", (c) => c.notNull().references("businesses.id").onDelete("cascade"))
    .addColumn("item_id", "integer", (c) => c.notNull().references("items.id").onDelete("cascade"))
    .addColumn("locales", "text", (c) => c.notNull())
    .addColumn("from", "text", (c) => c.notNull())
    .addColumn("to", "text", (c) => c.notNull())
    .addColumn("repeats_yearly", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("weekdays", "integer", (c) => c.notNull())
    .addColumn("weekend", "integer")
    .addColumn("min_nights", "integer")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("rate_seasons_item_idx").on("rate_seasons").column("item_id").execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("rate_seasons").ifExists().execute();
  await db.schema.dropTable("rate_overrides").ifExists().execute();
}
