import type { Kysely } from "kysely";
import { withId } from "../dialect";

// Catalog part B: hotels, services and events of a business. Frozen in time: never import application code here.
// serviceable_* and eventable_* are polymorphic references (Hotel | Business | Branch) checked by the API.
// Events' media are media rows with mediable_type 'Event'; a service's or hotel's single image is media_id.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable("hotels"))
    .addColumn("business_id", "integer", (c) => c.notNull().references("businesses.id").onDelete("cascade"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("media_id", "integer", (c) => c.references("media.id").onDelete("set null"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("hotels_business_idx").on("hotels").columns(["business_id", "id"]).execute();
  await db.schema.createIndex("hotels_media_idx").on("hotels").column("media_id").execute();

  await withId(db, db.schema.createTable("services"))
    .addColumn("business_id", "integer", (c) => c.notNull().references("businesses.id").onDelete("cascade"))
    .addColumn("locales", "text", (c) => c.notNull())
    .addColumn("search", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("serviceable_type", "text", (c) => c.notNull())
    .addColumn("serviceable_id", "integer", (c) => c.notNull())
    .addColumn("media_id", "integer", (c) => c.references("media.id").onDelete("set null"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("services_business_type_idx")
    .on("services")
    .columns(["business_id", "serviceable_type", "id"])
    .execute();
  await db.schema
    .createIndex("services_serviceable_idx")
    .on("services")
    .columns(["serviceable_type", "serviceable_id"])
    .execute();
  await db.schema.createIndex("services_media_idx").on("services").column("media_id").execute();

  await withId(db, db.schema.createTable("events"))
    .addColumn("business_id", "integer", (c) => c.notNull().references("businesses.id").onDelete("cascade"))
    .addColumn("locales", "text", (c) => c.notNull())
    .addColumn("search", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("eventable_type", "text", (c) => c.notNull().defaultTo("Hotel"))
    .addColumn("eventable_id", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("start", "text", (c) => c.notNull())
    .addColumn("end", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("events_business_start_idx")
    .on("events")
    .columns(["business_id", "start"])
    .execute();
  await db.schema
    .createIndex("events_eventable_idx")
    .on("events")
    .columns(["eventable_type", "eventable_id"])
    .execute();

  // The orphan-media sweep asks whether anything still points at a media record by column.
  await db.schema.createIndex("categories_media_ref_idx").on("categories").column("media_id").execute();
  await db.schema
    .createIndex("businesses_logo_media_ref_idx")
    .on("businesses")
    .column("logo_media_id")
    .execute();
  await db.schema.createIndex("users_photo_media_ref_idx").on("users").column("photo_media_id").execute();
  await db.schema
    .createIndex("media_orphan_idx")
    .on("media")
    .columns(["mediable_type", "created_at"])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const index of [
    "media_orphan_idx",
    "users_photo_media_ref_idx",
    "businesses_logo_media_ref_idx",
    "categories_media_ref_idx",
  ]) {
    await db.schema.dropIndex(index).ifExists().execute();
  }
  for (const table of ["events", "services", "hotels"]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
