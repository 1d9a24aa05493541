import fp from "fastify-plugin";
import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import type { AppConfig } from "../config";
import { forgetCappedCounts } from "../db/capped-count";
import { openDatabase, type Dialect } from "../db/database";
import { migrateToLatest } from "../db/migrate";
import type { DB } from "../db/schema/index";
import type { WriteEpoch } from "../db/write-epoch";

declare module "fastify" {
  interface FastifyInstance {
    db: Kysely<DB>;
    dialect: Dialect;
    /** Moves on every write of this instance, and of the others through Redis (plugins/access-cache.ts). */
    writes: WriteEpoch;
    config: AppConfig;
  }
}

/** Opens the database, brings it to the latest migration, and closes it with the app. */
export default fp(async function databasePlugin(app: FastifyInstance, opts: { config: AppConfig }) {
  const database = openDatabase(opts.config.databaseUrl);
  // The counts remembered past the cap are another database's when a process opens a second one (the API tests
  // build an app per file in one process): they start afresh.
  forgetCappedCounts();
  await migrateToLatest(database.db);
  app.decorate("db", database.db);
  app.decorate("dialect", database.dialect);
  app.decorate("writes", database.writes);
  app.addHook("onClose", async () => database.close());
});
