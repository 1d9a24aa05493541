import { PostgresAdapter, type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely } from "kysely";

// The few places where SQLite and PostgreSQL need different SQL live here, so migrations stay dialect-free.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const isPostgres = (db: Kysely<any>) => db.getExecutor().adapter instanceof PostgresAdapter;

/** Adds an auto-incrementing integer primary key named `id`. */
export function withId<T extends string>(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  db: Kysely<any>,
  table: CreateTableBuilder<T, never>,
): CreateTableBuilder<T, "id"> {
  return isPostgres(db)
    ? table.addColumn("id", "serial", (c: ColumnDefinitionBuilder) => c.primaryKey())
    : table.addColumn("id", "integer", (c: ColumnDefinitionBuilder) => c.primaryKey().autoIncrement());
}

/** Current time as stored everywhere: ISO-8601 UTC text, which sorts and compares correctly as text. */
export const nowIso = () => new Date().toISOString();

/**
 * An integer column as read back. SQLite stores whatever it was given, so a row written before input was bounded
 * may hold Infinity; answering with it would fail every read of the record, so it reads as the fallback instead.
 */
export const storedInt = (value: unknown, fallback = 0): number => {
  const n = Number(value);
  return Number.isFinite(n) ? n : fallback;
};
