import { sql, type Kysely } from "kysely";
import { isPostgres, withId } from "../dialect";
import { sqliteNormalised } from "./2026_11_30_500_search_index";

// Frozen in time: never import application code here (the search index migration is frozen too).
// The customers directory of a business (issue 50; docs/customers.md): one row per normalised phone number (orders
// and stays already store E.164, normalised on the way in) with its figures kept as counters beside it, so the list
// is one indexed read at any size. The database keeps them current with triggers on orders and reservations, in the
// transaction of the write itself, so every write path (staff, public API, seed, later ones) is covered:
// - orders_count / stays_count: every order and stay under the phone;
// - spent: the totals of orders that count (delivered, or paid, and not rejected) plus what stays were paid (their
//   ledger's payments less refunds; deposits are not revenue) — docs/decisions.md;
// - tickets: the orders counted and the stays with money paid (average ticket = spent / tickets, on read);
// - outstanding: what stays still owe (total − paid, nothing on a canceled stay);
// - first/last visit: the earliest and latest order or stay made, read from the (business, phone, created_at)
//   indexes, so moving an order to another phone leaves both customers right.
// customer_names keeps every name seen; customer_branches where they ordered ('o') or stayed ('s'), which is what a
// staff member's sight of a customer is decided by. `search` holds the phone's digits and the names, normalised as
// the global search normalises them.

/** SQL of one table's part in a customer's figures, over the row `x` (new. or old.). */
export interface Source {
  table: "orders" | "reservations";
  kind: "o" | "s";
  count: "orders_count" | "stays_count";
  spent: (x: string) => string;
  tickets: (x: string) => string;
  outstanding: (x: string) => string;
  /** Columns whose change moves the figures. */
  columns: string[];
}

/** A customer's kind in the search index (orders 1, stays 2, items 3, categories 4). */
const CUSTOMER_KIND = 5;

const ORDER_COUNTS = (x: string) =>
  `${x}status <> 'rejected' and (${x}status = 'delivered' or ${x}payment_state = 'paid')`;

export const SOURCES: Source[] = [
  {
    table: "orders",
    kind: "o",
    count: "orders_count",
    spent: (x) => `case when ${ORDER_COUNTS(x)} then ${x}total else 0 end`,
    tickets: (x) => `case when ${ORDER_COUNTS(x)} then 1 else 0 end`,
    outstanding: () => "0",
    columns: [
      "business_id",
      "branch_id",
      "customer_phone",
      "customer_name",
      "status",
      "payment_state",
      "total",
    ],
  },
  {
    table: "reservations",
    kind: "s",
    count: "stays_count",
    spent: (x) => `${x}paid`,
    tickets: (x) => `case when ${x}paid > 0 then 1 else 0 end`,
    outstanding: (x) =>
      `case when ${x}status <> 'canceled' and ${x}total > ${x}paid then ${x}total - ${x}paid else 0 end`,
    columns: ["business_id", "branch_id", "customer_phone", "customer_name", "status", "paid", "total"],
  },
];

export const ofPhone = (x: string) => `business_id = ${x}business_id and phone = ${x}customer_phone`;

/** The earliest (min) or latest (max) order or stay of the customer of row `x`. */
export const visit = (fn: "min" | "max", x: string) =>
  `(select ${fn}(t) from (select ${fn}(created_at) as t from orders where business_id = ${x}business_id and customer_phone = ${x}customer_phone
    union all select ${fn}(created_at) as t from reservations where business_id = ${x}business_id and customer_phone = ${x}customer_phone) v)`;

/** The statements taking row `x` out of its customer's figures. */
export const removed = (s: Source, x: string) => [
  `update customers set ${s.count} = ${s.count} - 1, spent = spent - (${s.spent(x)}), tickets = tickets - (${s.tickets(x)}),
    outstanding = outstanding - (${s.outstanding(x)}) where ${ofPhone(x)}`,
];

/** The statements adding row `x` to its customer (made when the phone is new to the business). */
export const added = (s: Source, x: string, normalise: (e: string) => string) => [
  `insert into customers (business_id, phone, search, created_at, updated_at)
    select ${x}business_id, ${x}customer_phone, replace(${x}customer_phone, '+', ''), ${x}created_at, ${x}created_at
    where ${x}customer_phone <> '' on conflict (business_id, phone) do nothing`,
  `update customers set ${s.count} = ${s.count} + 1, spent = spent + (${s.spent(x)}), tickets = tickets + (${s.tickets(x)}),
    outstanding = outstanding + (${s.outstanding(x)}),
    name = case when ${x}customer_name <> '' then ${x}customer_name else name end,
    search = case when ${x}customer_name = '' or exists (select 1 from customer_names n where n.customer_id = customers.id and n.name = ${x}customer_name)
      then search else search || ' ' || ${normalise(`${x}customer_name`)} end
    where ${ofPhone(x)}`,
  `insert into customer_names (customer_id, name) select id, ${x}customer_name from customers
    where ${ofPhone(x)} and ${x}customer_name <> '' on conflict (customer_id, name) do nothing`,
  `insert into customer_branches (customer_id, kind, branch_id) select id, '${s.kind}', ${x}branch_id from customers
    where ${ofPhone(x)} on conflict (customer_id, kind, branch_id) do nothing`,
];

const visits = (x: string) => [
  `update customers set first_visit_at = ${visit("min", x)}, last_visit_at = ${visit("max", x)} where ${ofPhone(x)}`,
];

export const body = (statements: string[]) => statements.map((s) => `${s};`).join("\n");

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = isPostgres(db);
  await withId(db, db.schema.createTable("customers"))
    .addColumn("business_id", "integer", (c) => c.notNull().references("businesses.id").onDelete("cascade"))
    .addColumn("phone", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("search", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("note", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("tags", "text", (c) => c.notNull().defaultTo("[]"))
    .addColumn("orders_count", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("stays_count", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("spent", "bigint", (c) => c.notNull().defaultTo(0))
    .addColumn("tickets", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("outstanding", "bigint", (c) => c.notNull().defaultTo(0))
    .addColumn("first_visit_at", "text")
    .addColumn("last_visit_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("customers_phone_idx")
    .on("customers")
    .columns(["business_id", "phone"])
    .unique()
    .execute();
  // The list's sorts, newest or largest first, with the id as tie-breaker.
  for (const column of ["last_visit_at", "spent", "orders_count"])
    await db.schema
      .createIndex(`customers_${column}_idx`)
      .on("customers")
      .columns(["business_id", column, "id"])
      .execute();

  await db.schema
    .createTable("customer_names")
    .addColumn("customer_id", "integer", (c) => c.notNull().references("customers.id").onDelete("cascade"))
    .addColumn("name", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("customer_names_pk", ["customer_id", "name"])
    .execute();
  await db.schema
    .createTable("customer_branches")
    .addColumn("customer_id", "integer", (c) => c.notNull().references("customers.id").onDelete("cascade"))
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("branch_id", "integer", (c) => c.notNull().references("branches.id").onDelete("cascade"))
    .addPrimaryKeyConstraint("customer_branches_pk", ["customer_id", "kind", "branch_id"])
    .execute();
  // A customer's orders and stays, newest first; their first and last visit.
  for (const table of ["orders", "reservations"])
    await db.schema
      .createIndex(`${table}_customer_idx`)
      .on(table)
      .columns(["business_id", "customer_phone", "created_at"])
      .execute();

  await backfill(db, postgres);
  await indexForSearch(db, postgres);

  const normalise = postgres ? (e: string) => `search_normalise(${e})` : sqliteNormalised;
  for (const s of SOURCES) {
    const { table } = s;
    if (postgres) {
      await sql
        .raw(
          `create function ${table}_customers_write() returns trigger language plpgsql as $$ begin
            if tg_op <> 'INSERT' then ${body([...removed(s, "old."), ...visits("old.")])} end if;
            if tg_op <> 'DELETE' then ${body([...added(s, "new.", normalise), ...visits("new.")])} end if;
            return null; end $$`,
        )
        .execute(db);
      await sql
        .raw(
          `create trigger ${table}_customers_write after insert or delete or update of ${s.columns.join(", ")}
            on ${table} for each row execute function ${table}_customers_write()`,
        )
        .execute(db);
      continue;
    }
    const trigger = (event: string, statements: string[]) =>
      sql
        .raw(
          `create trigger ${table}_customers_${event.split(" ")[0]} after ${event} on ${table} begin ${body(statements)} end`,
        )
        .execute(db);
    await trigger("insert", [...added(s, "new.", normalise), ...visits("new.")]);
    await trigger("delete", [...removed(s, "old."), ...visits("old.")]);
    await trigger(`update of ${s.columns.join(", ")}`, [
      ...removed(s, "old."),
      ...added(s, "new.", normalise),
      ...visits("old."),
      ...visits("new."),
    ]);
  }
}

/**
 * Customers are found by the global search (Ctrl-K) too: rows of `search_index` (migration 2026_11_30_500), id × 8 +
 * 5, scope "<p{business id}>", their `search` text (already normalised), kept by triggers on `customers`.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function indexForSearch(db: Kysely<any>, postgres: boolean): Promise<void> {
  const row = (x: string) =>
    `cast(${x}id as bigint) * 8 + ${CUSTOMER_KIND}, '<p' || ${x}business_id || '>', ${x}search`;
  const id = postgres ? "id" : "rowid";
  await sql
    .raw(`insert into search_index (${id}, scope, words) select ${row("")} from customers`)
    .execute(db);
  const remove = `delete from search_index where ${id} = cast(old.id as bigint) * 8 + ${CUSTOMER_KIND}`;
  const add = `insert into search_index (${id}, scope, words) values (${row("new.")})`;
  if (postgres) {
    await sql
      .raw(
        `create function customers_search_write() returns trigger language plpgsql as $$ begin
          if tg_op <> 'INSERT' then ${remove}; end if;
          if tg_op <> 'DELETE' then ${add}; end if;
          return null; end $$`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger customers_search_write after insert or delete or update of search on customers
          for each row execute function customers_search_write()`,
      )
      .execute(db);
    return;
  }
  await sql
    .raw(`create trigger customers_search_insert after insert on customers begin ${add}; end`)
    .execute(db);
  await sql
    .raw(`create trigger customers_search_delete after delete on customers begin ${remove}; end`)
    .execute(db);
  await sql
    .raw(
      `create trigger customers_search_update after update of search on customers begin ${remove}; ${add}; end`,
    )
    .execute(db);
}

/** The directory of the orders and stays already there, computed in a few set-wide statements. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function backfill(db: Kysely<any>, postgres: boolean): Promise<void> {
  const both = (columns: string) =>
    `select ${columns} from orders where customer_phone <> '' union all select ${columns} from reservations where customer_phone <> ''`;
  await sql
    .raw(
      `insert into customers (business_id, phone, created_at, updated_at)
        select business_id, customer_phone, min(created_at), min(created_at) from (${both("business_id, customer_phone, created_at")}) v
        group by business_id, customer_phone`,
    )
    .execute(db);
  await sql
    .raw(
      `insert into customer_names (customer_id, name)
        select distinct c.id, v.customer_name from (${both("business_id, customer_phone, customer_name")}) v
        join customers c on c.business_id = v.business_id and c.phone = v.customer_phone where v.customer_name <> ''`,
    )
    .execute(db);
  for (const s of SOURCES)
    await sql
      .raw(
        `insert into customer_branches (customer_id, kind, branch_id)
          select distinct c.id, '${s.kind}', r.branch_id from ${s.table} r
          join customers c on c.business_id = r.business_id and c.phone = r.customer_phone`,
      )
      .execute(db);
  const of = (table: string) =>
    `from ${table} r where r.business_id = customers.business_id and r.customer_phone = customers.phone`;
  const [orders, stays] = SOURCES;
  const sum = (s: Source, part: (x: string) => string) =>
    `(select coalesce(sum(${part("r.")}), 0) ${of(s.table)})`;
  const latestName = `(select customer_name from (
      select customer_name, created_at, id from orders r where r.business_id = customers.business_id and r.customer_phone = customers.phone and r.customer_name <> ''
      union all select customer_name, created_at, id from reservations r where r.business_id = customers.business_id and r.customer_phone = customers.phone and r.customer_name <> ''
    ) v order by created_at desc, id desc limit 1)`;
  const normalise = postgres ? (e: string) => `search_normalise(${e})` : sqliteNormalised;
  const names = postgres
    ? `(select string_agg(${normalise("n.name")}, ' ') from customer_names n where n.customer_id = customers.id)`
    : `(select group_concat(${normalise("n.name")}, ' ') from customer_names n where n.customer_id = customers.id)`;
  const self = "customers.";
  const ofSelf = (fn: "min" | "max") =>
    `(select ${fn}(t) from (select ${fn}(created_at) as t from orders where business_id = ${self}business_id and customer_phone = ${self}phone
      union all select ${fn}(created_at) as t from reservations where business_id = ${self}business_id and customer_phone = ${self}phone) v)`;
  await sql
    .raw(
      `update customers set
        orders_count = (select count(*) ${of("orders")}),
        stays_count = (select count(*) ${of("reservations")}),
        spent = ${sum(orders, orders.spent)} + ${sum(stays, stays.spent)},
        tickets = ${sum(orders, orders.tickets)} + ${sum(stays, stays.tickets)},
        outstanding = ${sum(stays, stays.outstanding)},
        name = coalesce(${latestName}, ''),
        search = replace(phone, '+', '') || coalesce(' ' || ${names}, ''),
        first_visit_at = ${ofSelf("min")},
        last_visit_at = ${ofSelf("max")}`,
    )
    .execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop trigger if exists customers_search_write on customers`.execute(db);
    await sql`drop function if exists customers_search_write()`.execute(db);
    await sql.raw(`delete from search_index where id % 8 = ${CUSTOMER_KIND}`).execute(db);
  } else {
    for (const event of ["insert", "delete", "update"])
      await sql.raw(`drop trigger if exists customers_search_${event}`).execute(db);
    await sql.raw(`delete from search_index where rowid % 8 = ${CUSTOMER_KIND}`).execute(db);
  }
  for (const { table } of SOURCES) {
    if (isPostgres(db)) {
      await sql.raw(`drop trigger if exists ${table}_customers_write on ${table}`).execute(db);
      await sql.raw(`drop function if exists ${table}_customers_write()`).execute(db);
    } else
      for (const event of ["insert", "delete", "update"])
        await sql.raw(`drop trigger if exists ${table}_customers_${event}`).execute(db);
    await db.schema.dropIndex(`${table}_customer_idx`).ifExists().execute();
  }
  await db.schema.dropTable("customer_branches").ifExists().execute();
  await db.schema.dropTable("customer_names").ifExists().execute();
  await db.schema.dropTable("customers").ifExists().execute();
}
