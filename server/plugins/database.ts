import fp from "fastify-plugin";
import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import type { AppConfig } from "../config";
import { forgetCappedCounts } from "../db/capped-count";
import { openDatabase, type Dialect } from "../db/database";
import { redisNamespaces, type RedisNamespaces } from "../db/deployment";
import { migrateToLatest } from "../db/migrate";
import { databaseLabel, waitForDatabase } from "../db/wait-for-database";
import type { DB } from "../db/schema/index";
import type { WriteEpoch } from "../db/write-epoch";

declare module "fastify" {
  interface FastifyInstance {
    db: Kysely<DB>;
    dialect: Dialect;
    /** Moves on every write of this instance, and of the others through Redis (plugins/access-cache.ts). */
    writes: WriteEpoch;
    config: AppConfig;
    /** This deployment's names on a shared Redis server (db/deployment.ts). */
    redisNamespaces: RedisNamespaces;
  }
}

/** Opens the database, brings it to the latest migration, and closes it with the app. */
export default fp(async function databasePlugin(app: FastifyInstance, opts: { config: AppConfig }) {
  const database = openDatabase(opts.config.databaseUrl);
  // The counts remembered past the cap are another database's when a process opens a second one (the API tests
  // build an app per file in one process): they start afresh.
  forgetCappedCounts();
  const { config } = opts;
  try {
    if (database.dialect === "postgres")
      await waitForDatabase(database.db, {
        label: databaseLabel(config.databaseUrl),
        waitMs: config.databaseWaitMs,
        log: (message) => app.log.warn(message),
      });
  } catch (error) {
    await database.close();
    throw error;
  }
  // In production a database file that was not there is most often a volume that did not mount: said at once,
  // instead of a server that quietly starts empty.
  if (database.createdFile && config.nodeEnv === "production")
    app.log.warn(
      `The SQLite database ${database.createdFile} did not exist and was created empty: if it should be on a mounted volume, check the mount`,
    );
  await migrateToLatest(database.db);
  app.decorate("db", database.db);
  app.decorate("dialect", database.dialect);
  app.decorate("writes", database.writes);
  app.addHook("onClose", async () => database.close());
  app.decorate("redisNamespaces", await redisNamespaces(database.db, opts.config));
});
