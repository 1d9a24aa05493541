import { sql, type Kysely } from "kysely";
import { isPostgres } from "../dialect";

// Frozen in time: never import application code here.
// The financial report grouped every invoice of its period by day, branch and payment state, and its money summary
// joined every order invoice of the period to its order (status, total, paid or not): a year of a busy branch is a
// million invoices, 0.5–1.5 s per report on SQLite, blocking every other request. `invoice_stats` keeps, per
// branch, issue date (the business's local date, as invoices hold it), invoice payment state, the order's status
// ('' for an invoice without an order: a stay's payment) and whether the order is paid, the number of invoices,
// their amounts and their orders' totals. Triggers keep it in the same transaction: an invoice issued, changed or
// deleted, and an order's status, payment state or total changed or the order deleted (its BEFORE DELETE trigger
// takes its invoices out while it can still read them; the invoices' own trigger skips an invoice whose order is
// gone). Rows that fall to no invoice are deleted.

const KEY = "branch_id, issued_on, payment_state, order_status, order_paid";
const COLUMNS = `${KEY}, invoices, amount, order_total`;

/** One invoice (i) with its order (o, or nulls) as the signed values of a row. */
const signed = (sign: "" | "-") =>
  `i.branch_id as branch_id, i.issued_on as issued_on, i.payment_state as payment_state,
   coalesce(o.status, '') as order_status, case when o.payment_state = 'paid' then 1 else 0 end as order_paid,
   ${sign}1 as invoices, ${sign}i.amount as amount, ${sign}coalesce(o.total, 0) as order_total`;

/**
 * Applies `changes` (selects of signed rows) in one statement: summed by key (a change that moves nothing nets out)
 * and, on PostgreSQL, written in key order, so two transactions never take the same rows in opposite orders.
 */
const apply = (postgres: boolean, changes: string[]) =>
  `insert into invoice_stats (${COLUMNS})
   select ${KEY}, sum(invoices), sum(amount), sum(order_total) from (${changes.join(" union all ")}) as changes
   where true group by ${KEY} ${postgres ? `order by ${KEY}` : ""}
   on conflict (${KEY}) do update set invoices = invoice_stats.invoices + excluded.invoices,
     amount = invoice_stats.amount + excluded.amount, order_total = invoice_stats.order_total + excluded.order_total`;

/** An invoice row of a trigger (old or new), with its order; none when its order is gone (see above). */
const invoice = (row: string, sign: "" | "-") =>
  `select ${signed(sign)} from (select ${row}.branch_id as branch_id, ${row}.issued_on as issued_on,
     ${row}.payment_state as payment_state, ${row}.amount as amount, ${row}.order_id as order_id) as i
   left join orders as o on o.id = i.order_id where i.order_id is null or o.id is not null`;

/** The invoices of an order of a trigger (old or new), with that row's status, payment state and total. */
const invoicesOf = (order: string, sign: "" | "-") =>
  `select ${signed(sign)} from invoices as i, (select ${order}.status as status,
     ${order}.payment_state as payment_state, ${order}.total as total) as o where i.order_id = ${order}.id`;

/** Deletes the rows of a branch's day that fell to no invoice (a few rows: payment states and order statuses). */
const sweepDay = (branch: string, day: string) =>
  `delete from invoice_stats where branch_id = ${branch} and issued_on = ${day} and invoices = 0`;
const sweepOrder = (order: string) =>
  `delete from invoice_stats where invoices = 0 and (branch_id, issued_on) in (
     select branch_id, issued_on from invoices where order_id = ${order}.id)`;

const invoiceChanged = `old.branch_id <> new.branch_id or old.issued_on <> new.issued_on
  or old.payment_state <> new.payment_state or old.amount <> new.amount or old.order_id is distinct from new.order_id`;
const orderChanged = `old.status <> new.status or old.total <> new.total
  or (old.payment_state = 'paid') <> (new.payment_state = 'paid')`;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = isPostgres(db);
  await db.schema
    .createTable("invoice_stats")
    .addColumn("branch_id", "integer", (c) => c.notNull())
    .addColumn("issued_on", "text", (c) => c.notNull())
    .addColumn("payment_state", "text", (c) => c.notNull())
    .addColumn("order_status", "text", (c) => c.notNull())
    .addColumn("order_paid", "integer", (c) => c.notNull())
    .addColumn("invoices", "integer", (c) => c.notNull())
    .addColumn("amount", "bigint", (c) => c.notNull())
    .addColumn("order_total", "bigint", (c) => c.notNull())
    .addPrimaryKeyConstraint("invoice_stats_pk", [
      "branch_id",
      "issued_on",
      "payment_state",
      "order_status",
      "order_paid",
    ])
    .$call((table) => (postgres ? table : table.modifyEnd(sql`without rowid`)))
    .execute();
  await sql
    .raw(
      apply(postgres, [`select ${signed("")} from invoices as i left join orders as o on o.id = i.order_id`]),
    )
    .execute(db);

  const onInvoice = {
    insert: [apply(postgres, [invoice("new", "")])],
    delete: [apply(postgres, [invoice("old", "-")]), sweepDay("old.branch_id", "old.issued_on")],
    update: [
      apply(postgres, [invoice("old", "-"), invoice("new", "")]),
      sweepDay("old.branch_id", "old.issued_on"),
    ],
  };
  const onOrder = {
    update: [apply(postgres, [invoicesOf("old", "-"), invoicesOf("new", "")]), sweepOrder("old")],
    delete: [apply(postgres, [invoicesOf("old", "-")]), sweepOrder("old")],
  };

  if (postgres) {
    const fn = (name: string, body: string) =>
      sql
        .raw(`create function ${name}() returns trigger language plpgsql as $$ begin ${body} end $$`)
        .execute(db);
    await fn(
      "invoice_stats_invoice",
      `if tg_op = 'INSERT' then ${onInvoice.insert.join("; ")}; return null; end if;
       if tg_op = 'DELETE' then ${onInvoice.delete.join("; ")}; return null; end if;
       if ${invoiceChanged} then ${onInvoice.update.join("; ")}; end if;
       return null;`,
    );
    await sql
      .raw(
        `create trigger invoice_stats_invoice after insert or update or delete on invoices
         for each row execute function invoice_stats_invoice()`,
      )
      .execute(db);
    await fn(
      "invoice_stats_order",
      `if tg_op = 'DELETE' then ${onOrder.delete.join("; ")}; return old; end if;
       if ${orderChanged} then ${onOrder.update.join("; ")}; end if;
       return null;`,
    );
    // Triggers of one event run in name order: after order_stats_track and order_stats_track_items, so every
    // transaction takes order_stats, then item_stats, then invoice_stats rows, like an acceptance that updates its
    // order and then issues its invoice.
    await sql
      .raw(
        `create trigger order_stats_track_items_then_invoices after update on orders
         for each row execute function invoice_stats_order()`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger order_stats_untrack_invoices before delete on orders
         for each row execute function invoice_stats_order()`,
      )
      .execute(db);
    return;
  }

  for (const [event, statements] of Object.entries(onInvoice))
    await sql
      .raw(
        `create trigger invoice_stats_invoice_${event} after ${event} on invoices
         ${event === "update" ? `when ${invoiceChanged}` : ""} begin ${statements.join("; ")}; end`,
      )
      .execute(db);
  await sql
    .raw(
      `create trigger invoice_stats_order_update after update on orders when ${orderChanged}
       begin ${onOrder.update.join("; ")}; end`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger invoice_stats_order_delete before delete on orders begin ${onOrder.delete.join("; ")}; end`,
    )
    .execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await sql.raw("drop trigger if exists invoice_stats_invoice on invoices").execute(db);
    await sql.raw("drop trigger if exists order_stats_track_items_then_invoices on orders").execute(db);
    await sql.raw("drop trigger if exists order_stats_untrack_invoices on orders").execute(db);
    await sql.raw("drop function if exists invoice_stats_invoice()").execute(db);
    await sql.raw("drop function if exists invoice_stats_order()").execute(db);
  } else {
    for (const trigger of [
      "invoice_insert",
      "invoice_delete",
      "invoice_update",
      "order_update",
      "order_delete",
    ])
      await sql.raw(`drop trigger if exists invoice_stats_${trigger}`).execute(db);
  }
  await db.schema.dropTable("invoice_stats").ifExists().execute();
}
