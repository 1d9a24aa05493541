import type { Kysely } from "kysely";
import { withId } from "../dialect";

// Frozen in time: never import application code here.
// Conventions: times are ISO-8601 UTC text, booleans are 0/1 integers, money is integer fils,
// localized names are JSON text in `locales` with a lower-cased `search` column for `q` look-ups.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable("users"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("email", "text", (c) => c.notNull().unique())
    .addColumn("phone", "text")
    .addColumn("password_hash", "text", (c) => c.notNull())
    .addColumn("email_verified_at", "text")
    .addColumn("photo_media_id", "integer")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable("api_tokens"))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("token_hash", "text", (c) => c.notNull().unique())
    .addColumn("purpose", "text", (c) => c.notNull().defaultTo("dashboard"))
    .addColumn("branch_id", "integer")
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("last_used_at", "text")
    .addColumn("revoked_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("api_tokens_user_idx").on("api_tokens").column("user_id").execute();

  await withId(db, db.schema.createTable("email_codes"))
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("code_hash", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("verified_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("email_codes_email_idx").on("email_codes").column("email").execute();

  // Development outbox: what would have been e-mailed when no SMTP server is configured.
  await withId(db, db.schema.createTable("outbox"))
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("subject", "text", (c) => c.notNull())
    .addColumn("text", "text", (c) => c.notNull())
    .addColumn("code", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("outbox_email_idx").on("outbox").columns(["email", "id"]).execute();

  await withId(db, db.schema.createTable("businesses"))
    .addColumn("owner_id", "integer", (c) => c.notNull().references("users.id"))
    .addColumn("type", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("locales", "text", (c) => c.notNull())
    .addColumn("search", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("logo_media_id", "integer")
    .addColumn("currency", "text", (c) => c.notNull().defaultTo("KWD"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("businesses_owner_idx").on("businesses").column("owner_id").execute();

  await db.schema
    .createTable("business_users")
    .addColumn("business_id", "integer", (c) => c.notNull().references("businesses.id").onDelete("cascade"))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("role", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("business_users_pk", ["business_id", "user_id"])
    .execute();
  await db.schema.createIndex("business_users_user_idx").on("business_users").column("user_id").execute();

  await withId(db, db.schema.createTable("branches"))
    .addColumn("business_id", "integer", (c) => c.notNull().references("businesses.id").onDelete("cascade"))
    .addColumn("slug", "text", (c) => c.notNull().unique())
    .addColumn("locales", "text", (c) => c.notNull())
    .addColumn("search", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("branches_business_idx")
    .on("branches")
    .columns(["business_id", "id"])
    .execute();

  await withId(db, db.schema.createTable("menus"))
    .addColumn("business_id", "integer", (c) => c.notNull().references("businesses.id").onDelete("cascade"))
    .addColumn("type", "text", (c) => c.notNull())
    .addColumn("locales", "text", (c) => c.notNull())
    .addColumn("search", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("menus_business_idx").on("menus").columns(["business_id", "id"]).execute();

  await withId(db, db.schema.createTable("media"))
    .addColumn("business_id", "integer", (c) => c.references("businesses.id").onDelete("cascade"))
    .addColumn("uploaded_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("mediable_type", "text")
    .addColumn("mediable_id", "integer")
    .addColumn("type", "text", (c) => c.notNull())
    .addColumn("src", "text", (c) => c.notNull())
    .addColumn("thumb_src", "text")
    .addColumn("slug", "text")
    .addColumn("sort", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("size", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("width", "integer")
    .addColumn("height", "integer")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("media_mediable_idx")
    .on("media")
    .columns(["mediable_type", "mediable_id", "sort"])
    .execute();
  await db.schema.createIndex("media_business_idx").on("media").column("business_id").execute();

  await withId(db, db.schema.createTable("permissions"))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("business_id", "integer", (c) => c.notNull().references("businesses.id").onDelete("cascade"))
    .addColumn("branch_id", "integer", (c) => c.notNull().references("branches.id").onDelete("cascade"))
    .addColumn("permission", "text", (c) => c.notNull())
    .addUniqueConstraint("permissions_user_permission_uq", ["user_id", "permission"])
    .execute();
  await db.schema
    .createIndex("permissions_business_idx")
    .on("permissions")
    .columns(["business_id", "user_id"])
    .execute();

  // Settings are lists of { key, data }: scope is business, branch, tablet, mobile or user.
  await withId(db, db.schema.createTable("settings"))
    .addColumn("scope", "text", (c) => c.notNull())
    .addColumn("scope_id", "integer", (c) => c.notNull())
    .addColumn("key", "text", (c) => c.notNull())
    .addColumn("data", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addUniqueConstraint("settings_scope_key_uq", ["scope", "scope_id", "key"])
    .execute();

  await withId(db, db.schema.createTable("business_config"))
    .addColumn("business_id", "integer", (c) => c.notNull().references("businesses.id").onDelete("cascade"))
    .addColumn("key", "text", (c) => c.notNull())
    .addColumn("value", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addUniqueConstraint("business_config_key_uq", ["business_id", "key"])
    .execute();

  await withId(db, db.schema.createTable("audits"))
    .addColumn("user_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("business_id", "integer", (c) => c.references("businesses.id").onDelete("cascade"))
    .addColumn("branch_id", "integer")
    .addColumn("action", "text", (c) => c.notNull())
    .addColumn("entity", "text", (c) => c.notNull())
    .addColumn("entity_id", "integer")
    .addColumn("changes", "text", (c) => c.notNull().defaultTo("{}"))
    .addColumn("ip", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("audits_business_idx")
    .on("audits")
    .columns(["business_id", "created_at"])
    .execute();
  await db.schema.createIndex("audits_entity_idx").on("audits").columns(["entity", "entity_id"]).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    "audits",
    "business_config",
    "settings",
    "permissions",
    "media",
    "menus",
    "branches",
    "business_users",
    "businesses",
    "outbox",
    "email_codes",
    "api_tokens",
    "users",
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
