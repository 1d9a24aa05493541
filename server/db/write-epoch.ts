import {
  SelectQueryNode,
  type CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type QueryResult,
} from "kysely";

/**
 * A counter that moves whenever this process may have changed the database: before and after every statement that
 * is not a plain select, and after every commit or rollback (they pass through the same call). A reader that notes
 * the epoch before reading, and finds it unchanged once its result is in, read a state no write of this process
 * interleaved with; what it read may be kept until the epoch moves (plugins/access-cache.ts).
 *
 * It is kept at the driver's connection because every statement passes there: built, raw, precompiled, inside a
 * transaction or not. Foreign-key cascades change tables no statement names, so no table is exempt.
 */
export class WriteEpoch {
  #value = 0;
  readonly #listeners = new Set<() => void>();
  readonly #ignored = new Set<string>();

  get value(): number {
    return this.#value;
  }

  /** A write of this process: moves the epoch and tells the listeners. */
  bump(): void {
    this.#value++;
    for (const listener of this.#listeners) listener();
  }

  /** A write another instance reported: moves the epoch without telling anyone again. */
  moveForRemoteWrite(): void {
    this.#value++;
  }

  /** Called on every local write (e.g. to tell the other instances). */
  onBump(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /**
   * A write whose exact SQL text changes nothing a reader keeps (the token's last-used time, written once a minute):
   * it leaves the epoch alone.
   */
  ignore(sql: string): void {
    this.#ignored.add(sql);
  }

  /** Whether running this statement may change what readers keep. */
  changesState(query: CompiledQuery): boolean {
    if (SelectQueryNode.is(query.query)) return false;
    const text = query.sql.trimStart().slice(0, 8).toLowerCase();
    // A raw select (e.g. sql`select ...`.execute) reads only; `with` may hide a write, so it counts.
    if (text.startsWith("select ") || text.startsWith("pragma ") || text.startsWith("explain")) return false;
    return !this.#ignored.has(query.sql);
  }
}

function watchConnection(connection: DatabaseConnection, epoch: WriteEpoch): DatabaseConnection {
  return {
    async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
      if (!epoch.changesState(query)) return connection.executeQuery<R>(query);
      epoch.bump();
      try {
        return await connection.executeQuery<R>(query);
      } finally {
        // Again once it has run (and, for `commit`, once the transaction's writes are visible to everyone).
        epoch.bump();
      }
    },
    streamQuery<R>(query: CompiledQuery, chunkSize?: number) {
      if (epoch.changesState(query)) epoch.bump();
      return connection.streamQuery<R>(query, chunkSize);
    },
  };
}

/** The dialect with every connection it hands out watched by `epoch`. */
export function watchWrites(dialect: Dialect, epoch: WriteEpoch): Dialect {
  return {
    createAdapter: () => dialect.createAdapter(),
    createQueryCompiler: () => dialect.createQueryCompiler(),
    createIntrospector: (db) => dialect.createIntrospector(db),
    createDriver(): Driver {
      const driver = dialect.createDriver();
      // One wrapper per connection; releasing hands the driver its own connection back.
      const watched = new WeakMap<DatabaseConnection, DatabaseConnection>();
      const inner = new WeakMap<DatabaseConnection, DatabaseConnection>();
      const outer = (connection: DatabaseConnection) => {
        let wrapper = watched.get(connection);
        if (!wrapper) {
          wrapper = watchConnection(connection, epoch);
          watched.set(connection, wrapper);
          inner.set(wrapper, connection);
        }
        return wrapper;
      };
      const unwrap = (connection: DatabaseConnection) => inner.get(connection) ?? connection;
      return {
        init: () => driver.init(),
        acquireConnection: async () => outer(await driver.acquireConnection()),
        // Transactions start and end through the watched connection, so a commit moves the epoch after it is done.
        beginTransaction: (connection, settings) => driver.beginTransaction(connection, settings),
        commitTransaction: (connection) => driver.commitTransaction(connection),
        rollbackTransaction: (connection) => driver.rollbackTransaction(connection),
        savepoint:
          driver.savepoint && ((connection, name, compile) => driver.savepoint!(connection, name, compile)),
        rollbackToSavepoint:
          driver.rollbackToSavepoint &&
          ((connection, name, compile) => driver.rollbackToSavepoint!(connection, name, compile)),
        releaseSavepoint:
          driver.releaseSavepoint &&
          ((connection, name, compile) => driver.releaseSavepoint!(connection, name, compile)),
        releaseConnection: (connection) => driver.releaseConnection(unwrap(connection)),
        destroy: () => driver.destroy(),
      };
    },
  };
}
