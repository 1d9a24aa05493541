import { sql, type Kysely } from "kysely";
import { isPostgres } from "../dialect";

// Frozen in time: never import application code here.
// PostgreSQL only (SQLite runs one writing transaction at a time). The figures kept beside the orders (order_stats,
// item_stats, invoice_stats) are a few rows per branch and hour that every order write of the business updates. One
// statement takes its rows in key order, but a transaction runs several (an acceptance updates its order, then
// issues its invoice; a deletion takes its lines and invoices out before its order), and two transactions taking
// the same rows in different orders deadlock: 4 to 13 of 42 simultaneous order writes failed so. So every write of
// an order, an order line or an invoice first takes the business's transaction lock `lock_business_figures(id)`
// (a BEFORE trigger, ahead of every figures trigger), and issuing an invoice takes it before it locks the business
// row for the next number (server/modules/invoices/issue.ts). A business's order writes then keep the figures one
// transaction after the other; other businesses are never held up.

const TRIGGERS = [
  // BEFORE triggers run before every AFTER trigger, and among themselves in name order: these sort first.
  ["orders", "order_stats_lock", "coalesce(new.business_id, old.business_id)"],
  [
    "order_items",
    "item_stats_lock",
    "(select business_id from orders where id = coalesce(new.order_id, old.order_id))",
  ],
  ["invoices", "invoice_stats_lock", "coalesce(new.business_id, old.business_id)"],
] as const;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql
    .raw(
      `create function lock_business_figures(business integer) returns void language sql
       as $$ select pg_advisory_xact_lock(7301, business) $$`,
    )
    .execute(db);
  for (const [table, name, business] of TRIGGERS) {
    // A line deleted by its order's cascade finds no order: the order's own trigger took the lock.
    await sql
      .raw(
        `create function ${name}() returns trigger language plpgsql as $$
        declare business integer := ${business};
        begin
          if business is not null then perform lock_business_figures(business); end if;
          return coalesce(new, old);
        end $$`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger ${name} before insert or update or delete on ${table} for each row execute function ${name}()`,
      )
      .execute(db);
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  for (const [table, name] of TRIGGERS) {
    await sql.raw(`drop trigger if exists ${name} on ${table}`).execute(db);
    await sql.raw(`drop function if exists ${name}()`).execute(db);
  }
  await sql.raw("drop function if exists lock_business_figures(integer)").execute(db);
}
