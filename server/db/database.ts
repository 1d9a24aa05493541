import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { createRequire } from "node:module";
import type pg from "pg";
import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import type { DB } from "./schema/index";
import { withStatementCache } from "./statement-cache";
import { watchWrites, WriteEpoch } from "./write-epoch";

export type Dialect = "sqlite" | "postgres";

export interface Database {
  db: Kysely<DB>;
  dialect: Dialect;
  /** Moves on every write of this process (write-epoch.ts): what was read before it may be stale. */
  writes: WriteEpoch;
  close(): Promise<void>;
  /** A SQLite file that did not exist before this open (a missing volume shows up here). */
  createdFile?: string;
}

/** The PostgreSQL driver, loaded only when a database is PostgreSQL: a SQLite server starts without it. */
function loadPg(): typeof pg {
  const driver = createRequire(import.meta.url)("pg") as typeof pg;
  // PostgreSQL returns int8 (count(*), bigint ids) and numeric as strings; our values fit in a JS number.
  driver.types.setTypeParser(driver.types.builtins.INT8, (value) => Number(value));
  driver.types.setTypeParser(driver.types.builtins.NUMERIC, (value) => Number(value));
  return driver;
}

/** Opens the database named by DATABASE_URL: `sqlite:<file>` (or `sqlite::memory:`) or `postgres://...`. */
export function openDatabase(url: string): Database {
  const writes = new WriteEpoch();
  if (url.startsWith("sqlite:")) {
    const file = url.slice("sqlite:".length);
    const onDisk = file !== ":memory:" && file !== "";
    const createdFile = onDisk && !fs.existsSync(file) ? path.resolve(file) : undefined;
    if (onDisk) fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
    const sqlite = new SQLite(file);
    sqlite.pragma("journal_mode = WAL");
    sqlite.pragma("foreign_keys = ON");
    sqlite.pragma("busy_timeout = 5000");
    const db = new Kysely<DB>({
      dialect: watchWrites(new SqliteDialect({ database: withStatementCache(sqlite) }), writes),
    });
    return { db, dialect: "sqlite", writes, close: () => db.destroy(), createdFile };
  }
  const pool = new (loadPg().Pool)({ connectionString: url, max: 10 });
  // An idle connection the server drops (restart, failover, drop database) must not crash the process:
  // the pool replaces it on the next query, which then reports its own error.
  pool.on("error", () => undefined);
  const db = new Kysely<DB>({ dialect: watchWrites(new PostgresDialect({ pool }), writes) });
  return { db, dialect: "postgres", writes, close: () => db.destroy() };
}
