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
  #beyondOrders = 0;
  readonly #listeners = new Set<() => void>();
  readonly #ignored = new Set<string>();

  get value(): number {
    return this.#value;
  }

  /**
   * Like `value`, but left alone by the rows a placed order adds (ORDER_RECORD_INSERT) and by the commits of
   * transactions that wrote nothing else: what a branch's public ordering reads (its settings, switches, menu
   * prices, staff) can be kept through a rush of orders (modules/public/order-context.ts).
   */
  get beyondOrders(): number {
    return this.#beyondOrders;
  }

  /** A write of this process: moves the epoch and tells the listeners. */
  bump(): void {
    this.#value++;
    this.#beyondOrders++;
    for (const listener of this.#listeners) listener();
  }

  /** A write another instance reported: moves the epoch without telling anyone again. */
  moveForRemoteWrite(): void {
    this.#value++;
    this.#beyondOrders++;
  }

  /** A write of this process that only adds an order's own rows: `value` moves, `beyondOrders` does not. */
  bumpOrdersOnly(): void {
    this.#value++;
    for (const listener of this.#listeners) listener();
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

/**
 * The rows a placed order adds (its triggers keep only its figures, customers and search index; its webhook
 * deliveries are queued after the commit), and the statements that begin, mark or end a transaction: alone they
 * change nothing beyond orders.
 */
const ORDER_RECORD_INSERT =
  /^insert into "(orders|order_items|order_status_history|audits|notifications|idempotency_keys|webhook_deliveries)" /;
const TRANSACTION_CONTROL = /^(begin|start transaction|savepoint|release|commit|rollback)\b/i;

function watchConnection(connection: DatabaseConnection, epoch: WriteEpoch): DatabaseConnection {
  // Whether the connection's open transaction wrote beyond orders: its commit (or rollback) then moves both.
  let inTransaction = false;
  let wroteBeyondOrders = false;
  return {
    async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
      if (!epoch.changesState(query)) return connection.executeQuery<R>(query);
      const text = query.sql.trimStart();
      const control = TRANSACTION_CONTROL.test(text);
      const ends = control && /^(commit|rollback)\b/i.test(text) && !/^rollback to/i.test(text);
      const undoes = ends || /^rollback to/i.test(text);
      const beyond = control ? undoes && wroteBeyondOrders : !ORDER_RECORD_INSERT.test(text);
      if (/^(begin|start transaction)\b/i.test(text)) inTransaction = true;
      if (beyond && !control && inTransaction) wroteBeyondOrders = true;
      if (ends) inTransaction = wroteBeyondOrders = false;
      const bump = () => (beyond ? epoch.bump() : epoch.bumpOrdersOnly());
      bump();
      try {
        return await connection.executeQuery<R>(query);
      } finally {
        // Again once it has run (and, for `commit`, once the transaction's writes are visible to everyone).
        bump();
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
