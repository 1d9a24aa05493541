import { sql, type Kysely } from "kysely";
import { isPostgres } from "../dialect";

// Frozen in time: never import application code here.
// The Overview's best sellers joined every line of every order of the period: a year of a busy branch is millions
// of lines, read on the landing page. `item_stats` keeps, per branch, status, UTC day or hour and item, the
// quantity, sales (line total less the line's discount), number of lines and the lines' greatest `locales` (the
// names at ordering time, as the lines give them). Triggers on both tables keep it in the same transaction: a
// line written or deleted, an item deleted (its lines' item_id set to null), an order's status, time or branch
// changed, an order deleted (its BEFORE DELETE trigger takes its lines out while they are still there: by the time
// the cascade deletes them the order is gone, and the lines' own trigger finds nothing to take out). A period is
// read from its whole UTC days, the hours at its edges and, in a zone whose offset is not whole hours, the orders
// of the minutes left (server/modules/overview/top-items.ts). Rows whose lines fall to zero are deleted.

const KEY = "branch_id, grain, status, bucket, item_id";
const COLUMNS = `${KEY}, quantity, sales, lines, locales`;
/** Both grains of a time stamp, each with the length of its bucket: its UTC day (YYYY-MM-DD), its UTC hour (YYYY-MM-DDTHH). */
const SIZES = [
  ["day", 10],
  ["hour", 13],
] as const;
/** The grains as a table to join: g.grain, g.size. */
const GRAINS = `(${SIZES.map(([grain, size], i) => (i ? `select '${grain}', ${size}` : `select '${grain}' as grain, ${size} as size`)).join(" union all ")}) as g`;

/** Adds (sign +) or takes out (sign -) `lines`, a select of order lines (l) joined to their orders (o). */
const apply = (postgres: boolean, sign: "+" | "-", lines: string, where = "true") =>
  `insert into item_stats (${COLUMNS})
   select o.branch_id as branch_id, g.grain as grain, o.status as status, substr(o.created_at, 1, g.size) as bucket,
     l.item_id as item_id, ${sign}sum(l.quantity), ${sign}sum(l.line_total - l.discount), ${sign}count(*), max(l.locales)
   from ${lines}, ${GRAINS}
   where l.item_id is not null and ${where}
   group by o.branch_id, g.grain, o.status, substr(o.created_at, 1, g.size), l.item_id
   ${postgres ? `order by ${KEY}` : ""}
   on conflict (${KEY}) do update set quantity = item_stats.quantity + excluded.quantity,
     sales = item_stats.sales + excluded.sales, lines = item_stats.lines + excluded.lines,
     locales = ${postgres ? "greatest" : "max"}(item_stats.locales, excluded.locales)`;

/**
 * Deletes the rows of `order` (old or new in an orders trigger) whose lines fell to zero: one statement per grain,
 * each an equality on the key's first four columns, so it reads that bucket's items through the key alone.
 */
const sweep = (order: string) =>
  SIZES.map(
    ([grain, size]) =>
      `delete from item_stats where branch_id = ${order}.branch_id and grain = '${grain}'
       and status = ${order}.status and bucket = substr(${order}.created_at, 1, ${size}) and lines = 0`,
  ).join("; ");

/** The lines of one order, `order` being old or new in an orders trigger. */
const linesOf = (order: string) =>
  `order_items as l, (select ${order}.branch_id as branch_id, ${order}.status as status,
   ${order}.created_at as created_at, ${order}.id as id) as o`;

const orderMoved = `old.branch_id <> new.branch_id or old.status <> new.status
  or substr(old.created_at, 1, 13) <> substr(new.created_at, 1, 13)`;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = isPostgres(db);
  await db.schema
    .createTable("item_stats")
    .addColumn("branch_id", "integer", (c) => c.notNull())
    .addColumn("grain", "text", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("bucket", "text", (c) => c.notNull())
    .addColumn("item_id", "integer", (c) => c.notNull())
    .addColumn("quantity", "bigint", (c) => c.notNull())
    .addColumn("sales", "bigint", (c) => c.notNull())
    .addColumn("lines", "integer", (c) => c.notNull())
    .addColumn("locales", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("item_stats_pk", ["branch_id", "grain", "status", "bucket", "item_id"])
    .$call((table) => (postgres ? table : table.modifyEnd(sql`without rowid`)))
    .execute();
  await sql.raw(apply(postgres, "+", "order_items as l join orders as o on o.id = l.order_id")).execute(db);

  if (postgres) {
    // Lines: statement triggers over the statement's rows, applied in key order, so two transactions never take
    // the same rows in opposite orders. Orders: named to run after order_stats_track (triggers of one event run
    // in name order), so an order's writes take order_stats before item_stats, like the lines' inserts that follow
    // an order's insert.
    const statementTrigger = async (event: "insert" | "update" | "delete") => {
      const tables = {
        insert: "new table as added",
        update: "old table as removed new table as added",
        delete: "old table as removed",
      }[event];
      const changes = [
        event !== "delete" ? `select l.*, 1 as sign from added as l` : "",
        event !== "insert" ? `select l.*, -1 as sign from removed as l` : "",
      ].filter(Boolean);
      await sql
        .raw(
          `create function item_stats_lines_${event}() returns trigger language plpgsql as $$
          begin
            insert into item_stats (${COLUMNS})
            select o.branch_id as branch_id, g.grain as grain, o.status as status,
              substr(o.created_at, 1, g.size) as bucket, l.item_id as item_id, sum(l.sign * l.quantity), sum(l.sign * (l.line_total - l.discount)), sum(l.sign), max(l.locales)
            from (${changes.join(" union all ")}) as l join orders as o on o.id = l.order_id, ${GRAINS}
            where l.item_id is not null
            group by o.branch_id, g.grain, o.status, substr(o.created_at, 1, g.size), l.item_id
            order by ${KEY}
            on conflict (${KEY}) do update set quantity = item_stats.quantity + excluded.quantity,
              sales = item_stats.sales + excluded.sales, lines = item_stats.lines + excluded.lines,
              locales = greatest(item_stats.locales, excluded.locales);
            delete from item_stats where lines = 0 and (${KEY}) in (
              select o.branch_id, g.grain, o.status, substr(o.created_at, 1, g.size), l.item_id
              from (${changes.join(" union all ")}) as l join orders as o on o.id = l.order_id, ${GRAINS});
            return null;
          end $$`,
        )
        .execute(db);
      await sql
        .raw(
          `create trigger item_stats_lines_${event} after ${event} on order_items referencing ${tables}
           for each statement execute function item_stats_lines_${event}()`,
        )
        .execute(db);
    };
    for (const event of ["insert", "update", "delete"] as const) await statementTrigger(event);
    await sql
      .raw(
        `create function item_stats_order() returns trigger language plpgsql as $$
        begin
          if tg_op = 'DELETE' then
            ${apply(true, "-", linesOf("old"), "l.order_id = old.id")}; ${sweep("old")};
            return old;
          end if;
          if not (${orderMoved}) then return null; end if;
          insert into item_stats (${COLUMNS})
          select branch_id, grain, status, bucket, item_id, sum(quantity), sum(sales), sum(lines), max(locales)
          from (
            select old.branch_id, g.grain, old.status, substr(old.created_at, 1, g.size) as bucket, l.item_id,
              -l.quantity as quantity, -(l.line_total - l.discount) as sales, -1 as lines, l.locales
            from order_items as l, ${GRAINS} where l.order_id = old.id and l.item_id is not null
            union all
            select new.branch_id, g.grain, new.status, substr(new.created_at, 1, g.size), l.item_id,
              l.quantity, l.line_total - l.discount, 1, l.locales
            from order_items as l, ${GRAINS} where l.order_id = new.id and l.item_id is not null
          ) as moved
          group by ${KEY}
          order by ${KEY}
          on conflict (${KEY}) do update set quantity = item_stats.quantity + excluded.quantity,
            sales = item_stats.sales + excluded.sales, lines = item_stats.lines + excluded.lines,
            locales = greatest(item_stats.locales, excluded.locales);
          ${sweep("old")};
          return null;
        end $$`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger order_stats_track_items after update on orders
         for each row execute function item_stats_order()`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger order_stats_untrack_items before delete on orders
         for each row execute function item_stats_order()`,
      )
      .execute(db);
    return;
  }

  // SQLite: one writer at a time, row triggers.
  const lineOf = (line: string) =>
    `(select ${line}.order_id as order_id, ${line}.item_id as item_id, ${line}.quantity as quantity,
      ${line}.line_total as line_total, ${line}.discount as discount, ${line}.locales as locales) as l
     join orders as o on o.id = l.order_id`;
  /** The rows of one line (old or new in a lines trigger) whose lines fell to zero, each found by its whole key. */
  const lineSweep = (line: string) =>
    SIZES.map(
      ([grain, size]) =>
        `delete from item_stats where lines = 0 and grain = '${grain}' and item_id = ${line}.item_id
         and (branch_id, status, bucket) = (select branch_id, status, substr(created_at, 1, ${size}) from orders
           where id = ${line}.order_id)`,
    ).join("; ");
  await sql
    .raw(
      `create trigger item_stats_line_insert after insert on order_items when new.item_id is not null
       begin ${apply(false, "+", lineOf("new"))}; end`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger item_stats_line_delete after delete on order_items when old.item_id is not null
       begin ${apply(false, "-", lineOf("old"))}; ${lineSweep("old")}; end`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger item_stats_line_update after update on order_items
       when old.item_id is not new.item_id or old.order_id <> new.order_id or old.quantity <> new.quantity
         or old.line_total <> new.line_total or old.discount <> new.discount or old.locales <> new.locales
       begin ${apply(false, "-", lineOf("old"))}; ${lineSweep("old")}; ${apply(false, "+", lineOf("new"))}; end`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger item_stats_order_update after update on orders when ${orderMoved}
       begin ${apply(false, "-", linesOf("old"), "l.order_id = old.id")}; ${sweep("old")};
         ${apply(false, "+", linesOf("new"), "l.order_id = new.id")}; end`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger item_stats_order_delete before delete on orders
       begin ${apply(false, "-", linesOf("old"), "l.order_id = old.id")}; ${sweep("old")}; end`,
    )
    .execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await sql.raw("drop trigger if exists order_stats_track_items on orders").execute(db);
    await sql.raw("drop trigger if exists order_stats_untrack_items on orders").execute(db);
    await sql.raw("drop function if exists item_stats_order()").execute(db);
    for (const event of ["insert", "update", "delete"]) {
      await sql.raw(`drop trigger if exists item_stats_lines_${event} on order_items`).execute(db);
      await sql.raw(`drop function if exists item_stats_lines_${event}()`).execute(db);
    }
  } else {
    for (const trigger of ["line_insert", "line_delete", "line_update", "order_update", "order_delete"])
      await sql.raw(`drop trigger if exists item_stats_${trigger}`).execute(db);
  }
  await db.schema.dropTable("item_stats").ifExists().execute();
}
