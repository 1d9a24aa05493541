import { sql, type Kysely, type Transaction } from "kysely";
import type { DB } from "./schema/index";
import { isPostgres } from "./dialect";

/**
 * Locks rows until the transaction ends, so two requests that must not both succeed (overlapping bookings, the
 * next number of a sequence) run one after the other. PostgreSQL: `select … for update`, in id order so two
 * transactions never wait on each other. SQLite needs nothing: its transactions are serialized already.
 */
export async function lockRows(
  trx: Transaction<DB> | Kysely<DB>,
  table: "businesses" | "branches" | "chalet_details" | "reservations" | "orders",
  column: "id" | "item_id",
  values: readonly number[],
): Promise<void> {
  if (!values.length || !isPostgres(trx)) return;
  await sql`select id from ${sql.table(table)} where ${sql.ref(column)} in (${sql.join([...values])}) order by id for update`.execute(
    trx,
  );
}

/**
 * Takes the business's lock on the figures kept beside its orders and invoices (migration
 * 2026_11_25_300_figures_lock), which every write of an order, a line or an invoice takes first. A transaction
 * that locks the business row and then writes an invoice takes it before the row, so that it never holds the row
 * while waiting for a transaction that holds this lock and waits for the row. PostgreSQL only.
 */
export async function lockBusinessFigures(trx: Transaction<DB>, businessId: number): Promise<void> {
  if (!isPostgres(trx)) return;
  await sql`select lock_business_figures(${businessId})`.execute(trx);
}
