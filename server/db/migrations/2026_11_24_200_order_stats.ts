import { sql, type Kysely } from "kysely";
import { isPostgres } from "../dialect";

// Frozen in time: never import application code here.
// The Overview's order figures (sales, orders by day, type, hour and weekday) summed every order of the period and
// of the one before it: with a million orders in the branch, 0.5–1.3 s per figure on SQLite, each blocking every
// other request. `order_stats` keeps, per branch, quarter hour (UTC), status and type, how many orders were
// created and their total, kept by triggers on every insert, update and delete of an order, in the same
// transaction. Quarter hours because every time zone's offset is a whole number of them: a local midnight, hour
// or day always starts one, so the figures stay exact in any zone. No foreign key: a deleted branch's rows are
// brought to zero by its orders' deletion and are never read again.

const BUCKET_COLUMNS = "branch_id, bucket, status, type";

/** The quarter hour an ISO instant (YYYY-MM-DDTHH:MM:SS.sssZ) falls in, as an ISO instant of the same shape. */
const bucketOf = (postgres: boolean, column: string) =>
  postgres
    ? `substr(${column}, 1, 14) || lpad((cast(substr(${column}, 15, 2) as integer) / 15 * 15)::text, 2, '0') || ':00.000Z'`
    : `substr(${column}, 1, 14) || printf('%02d', cast(substr(${column}, 15, 2) as integer) / 15 * 15) || ':00.000Z'`;

const upsert = (postgres: boolean, of: string, sign: "+" | "-") =>
  `insert into order_stats (${BUCKET_COLUMNS}, orders, total)
   values (${of}.branch_id, ${bucketOf(postgres, `${of}.created_at`)}, ${of}.status, ${of}.type, ${sign}1, ${sign}${of}.total)
   on conflict (branch_id, status, bucket, type)
   do update set orders = order_stats.orders + excluded.orders, total = order_stats.total + excluded.total`;

/** `; delete` the row `of` (old) left when it fell to no order, or nothing (the first version kept such rows). */
const sweep = (postgres: boolean, of: string, on: boolean) =>
  on
    ? `; delete from order_stats where branch_id = ${of}.branch_id and status = ${of}.status
       and bucket = ${bucketOf(postgres, `${of}.created_at`)} and type = ${of}.type and orders = 0`
    : "";

const changed = `old.branch_id <> new.branch_id or old.created_at <> new.created_at or old.status <> new.status
    or old.type <> new.type or old.total <> new.total`;

/**
 * The PostgreSQL trigger function, shared with the migration that made it delete the rows an update or a
 * deletion leaves at zero (`sweepEmpty`, 2026_11_26_100_order_stats_sweep).
 */
export const trackFunction = (sweepEmpty: boolean) =>
  // An update takes its two rows in key order, so two orders changing in opposite directions never deadlock.
  `create or replace function order_stats_track() returns trigger language plpgsql as $$
   begin
     if tg_op = 'INSERT' then ${upsert(true, "new", "+")}; return null; end if;
     if tg_op = 'DELETE' then ${upsert(true, "old", "-")}${sweep(true, "old", sweepEmpty)}; return null; end if;
     if not (${changed}) then return null; end if;
     if (old.branch_id, old.status, ${bucketOf(true, "old.created_at")}, old.type)
        <= (new.branch_id, new.status, ${bucketOf(true, "new.created_at")}, new.type) then
       ${upsert(true, "old", "-")}; ${upsert(true, "new", "+")};
     else
       ${upsert(true, "new", "+")}; ${upsert(true, "old", "-")};
     end if${sweep(true, "old", sweepEmpty)};
     return null;
   end $$`;

/** The SQLite triggers of a deletion and an update, with or without the sweep (see trackFunction). */
export const sqliteTriggers = (sweepEmpty: boolean) => ({
  order_stats_delete: `create trigger order_stats_delete after delete on orders
    begin ${upsert(false, "old", "-")}${sweep(false, "old", sweepEmpty)}; end`,
  order_stats_update: `create trigger order_stats_update after update on orders when ${changed}
    begin ${upsert(false, "old", "-")}; ${upsert(false, "new", "+")}${sweep(false, "old", sweepEmpty)}; end`,
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = isPostgres(db);
  await db.schema
    .createTable("order_stats")
    .addColumn("branch_id", "integer", (c) => c.notNull())
    .addColumn("bucket", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("type", "text", (c) => c.notNull())
    .addColumn("orders", "integer", (c) => c.notNull())
    .addColumn("total", "bigint", (c) => c.notNull())
    .addPrimaryKeyConstraint("order_stats_pk", ["branch_id", "status", "bucket", "type"])
    // SQLite keeps the rows in key order: a branch's statuses and their quarter hours side by side.
    .$call((table) => (postgres ? table : table.modifyEnd(sql`without rowid`)))
    .execute();
  await sql
    .raw(
      `insert into order_stats (${BUCKET_COLUMNS}, orders, total)
       select branch_id, ${bucketOf(postgres, "created_at")}, status, type, count(*), sum(total) from orders
       group by branch_id, ${bucketOf(postgres, "created_at")}, status, type`,
    )
    .execute(db);
  if (postgres) {
    await sql.raw(trackFunction(false)).execute(db);
    await sql
      .raw(
        `create trigger order_stats_track after insert or update or delete on orders
         for each row execute function order_stats_track()`,
      )
      .execute(db);
    return;
  }
  await sql
    .raw(`create trigger order_stats_insert after insert on orders begin ${upsert(false, "new", "+")}; end`)
    .execute(db);
  for (const trigger of Object.values(sqliteTriggers(false))) await sql.raw(trigger).execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await sql.raw("drop trigger if exists order_stats_track on orders").execute(db);
    await sql.raw("drop function if exists order_stats_track()").execute(db);
  } else {
    for (const trigger of ["insert", "delete", "update"])
      await sql.raw(`drop trigger if exists order_stats_${trigger}`).execute(db);
  }
  await db.schema.dropTable("order_stats").ifExists().execute();
}
