import type { Kysely } from "kysely";
import { withId } from "../dialect";

// Catalog part A: categories, items (with chalet details), prices, addons, discounts, holidays and holiday prices.
// Frozen in time: never import application code here. Money is integer fils; discount amounts are 3-decimal
// fixed point (fils for "value", percent x 1000 for "percentage"); dates are ISO text.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable("categories"))
    .addColumn("business_id", "integer", (c) => c.notNull().references("businesses.id").onDelete("cascade"))
    .addColumn("menu_id", "integer", (c) => c.notNull().references("menus.id").onDelete("cascade"))
    .addColumn("parent_id", "integer", (c) => c.references("categories.id").onDelete("cascade"))
    .addColumn("locales", "text", (c) => c.notNull())
    .addColumn("search", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("media_id", "integer", (c) => c.references("media.id").onDelete("set null"))
    .addColumn("sort", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("categories_menu_sort_idx")
    .on("categories")
    .columns(["business_id", "menu_id", "parent_id", "sort"])
    .execute();
  await db.schema.createIndex("categories_menu_idx").on("categories").columns(["menu_id", "sort"]).execute();
  await db.schema
    .createIndex("categories_parent_idx")
    .on("categories")
    .columns(["parent_id", "sort"])
    .execute();

  await withId(db, db.schema.createTable("items"))
    .addColumn("business_id", "integer", (c) => c.notNull().references("businesses.id").onDelete("cascade"))
    .addColumn("category_id", "integer", (c) => c.notNull().references("categories.id").onDelete("cascade"))
    .addColumn("locales", "text", (c) => c.notNull())
    .addColumn("search", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("sort", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("hide", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("disable_ordering", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("items_category_sort_idx")
    .on("items")
    .columns(["category_id", "sort"])
    .execute();
  await db.schema.createIndex("items_business_idx").on("items").columns(["business_id", "id"]).execute();

  await withId(db, db.schema.createTable("chalet_details"))
    .addColumn("item_id", "integer", (c) => c.notNull().unique().references("items.id").onDelete("cascade"))
    .addColumn("units", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("unit_names", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("bedrooms", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("frontage", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("address_en", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("address_ar", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("insurance", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("latitude", "double precision")
    .addColumn("longitude", "double precision")
    .addColumn("owner_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .execute();
  await db.schema.createIndex("chalet_details_owner_idx").on("chalet_details").column("owner_id").execute();

  await withId(db, db.schema.createTable("prices"))
    .addColumn("item_id", "integer", (c) => c.notNull().references("items.id").onDelete("cascade"))
    .addColumn("locales", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("amount", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("sort", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex("prices_item_idx").on("prices").columns(["item_id", "sort"]).execute();

  await withId(db, db.schema.createTable("addons"))
    .addColumn("item_id", "integer", (c) => c.notNull().references("items.id").onDelete("cascade"))
    .addColumn("locales", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("amount", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("sort", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex("addons_item_idx").on("addons").columns(["item_id", "sort"]).execute();

  await withId(db, db.schema.createTable("discounts"))
    .addColumn("item_id", "integer", (c) => c.notNull().references("items.id").onDelete("cascade"))
    .addColumn("business_id", "integer", (c) => c.notNull().references("businesses.id").onDelete("cascade"))
    .addColumn("locales", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("amount", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("type", "text", (c) => c.notNull().defaultTo("value"))
    .addColumn("from", "text", (c) => c.notNull())
    .addColumn("to", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("discounts_item_idx").on("discounts").column("item_id").execute();
  await db.schema
    .createIndex("discounts_business_idx")
    .on("discounts")
    .columns(["business_id", "from"])
    .execute();

  await withId(db, db.schema.createTable("holidays"))
    .addColumn("business_id", "integer", (c) => c.notNull().references("businesses.id").onDelete("cascade"))
    .addColumn("locales", "text", (c) => c.notNull())
    .addColumn("search", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("from", "text", (c) => c.notNull())
    .addColumn("to", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("holidays_business_from_idx")
    .on("holidays")
    .columns(["business_id", "from"])
    .execute();

  await withId(db, db.schema.createTable("holiday_item_prices"))
    .addColumn("holiday_id", "integer", (c) => c.notNull().references("holidays.id").onDelete("cascade"))
    .addColumn("item_id", "integer", (c) => c.notNull().references("items.id").onDelete("cascade"))
    .addColumn("amount", "integer", (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint("holiday_item_prices_uq", ["holiday_id", "item_id"])
    .execute();
  await db.schema
    .createIndex("holiday_item_prices_item_idx")
    .on("holiday_item_prices")
    .column("item_id")
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    "holiday_item_prices",
    "holidays",
    "discounts",
    "addons",
    "prices",
    "chalet_details",
    "items",
    "categories",
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
