import type { Kysely } from "kysely";

// Frozen in time: never import application code here.
// The built-in live server's key and secret, generated on first start when LIVE_KEY / LIVE_SECRET are not set.
// Kept in the database (not a file beside it) so that every API instance of a deployment signs and checks
// channel subscriptions with the same secret and shares the Redis fan-out topic derived from the key.
// One row per credential set, named by `name` (today only "built-in").

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("live_credentials")
    .addColumn("name", "text", (c) => c.primaryKey())
    .addColumn("app_key", "text", (c) => c.notNull())
    .addColumn("secret", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("live_credentials").execute();
}
