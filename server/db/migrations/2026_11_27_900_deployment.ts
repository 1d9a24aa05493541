import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";

// Frozen in time: never import application code here.
// One id per database, generated here once: the deployment's name on a Redis server it may share with others
// (live events, write announcements, rate-limit counters), so two deployments never mix, even with the same
// LIVE_KEY. Every instance of a deployment opens the same database and reads the same id. One row.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("deployment")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db
    .insertInto("deployment")
    .values({ id: randomBytes(12).toString("hex"), created_at: new Date().toISOString() })
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("deployment").execute();
}
