import type SQLite from "better-sqlite3";
import type { SqliteDatabase, SqliteStatement } from "kysely";

/**
 * Kysely's SQLite driver prepares every query afresh; preparing costs about as much as running an indexed page
 * query. The same few hundred statements run over and over (one per route and filter combination), so prepared
 * statements are kept by their SQL text and reused. A statement still iterating (a streamed query) is busy and
 * cannot run twice at once: that caller gets a fresh one. Bounded, least recently used first out.
 */
const MAX_STATEMENTS = 500;

export function withStatementCache(database: SQLite.Database): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => void database.close(),
    prepare(sql: string): SqliteStatement {
      const cached = statements.get(sql);
      if (cached && !cached.busy) {
        // Re-inserting moves it to the newest end of the Map's order.
        statements.delete(sql);
        statements.set(sql, cached);
        return cached as unknown as SqliteStatement;
      }
      const statement = database.prepare(sql);
      if (!cached) {
        statements.set(sql, statement);
        if (statements.size > MAX_STATEMENTS) statements.delete(statements.keys().next().value as string);
      }
      return statement as unknown as SqliteStatement;
    },
  };
}
