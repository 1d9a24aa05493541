import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { sql, type Kysely } from "kysely";
import pg from "pg";
import { openDatabase } from "../server/db/database";
import { migrateToLatest } from "../server/db/migrate";
import type { DB } from "../server/db/schema/index";
import { issueToken } from "../server/modules/auth/tokens";

// The bench's own database: a SQLite file in a temporary folder, or, with DATABASE_URL=postgres://..., a new
// PostgreSQL database created for the run and dropped after it. Never the user's data.

export interface BenchDatabase {
  url: string;
  dialect: "sqlite" | "postgres";
  db: Kysely<DB>;
  dir: string;
  close(): Promise<void>;
}

export async function benchDatabase(label: string): Promise<BenchDatabase> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `bench-${label}-`));
  const base = process.env.DATABASE_URL;
  let url = `sqlite:${path.join(dir, "bench.sqlite")}`;
  let drop = async () => {};
  if (base?.startsWith("postgres")) {
    const name = `bench_${label.replace(/\W/g, "_")}_${randomBytes(4).toString("hex")}`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const target = new URL(base);
    target.pathname = `/${name}`;
    url = target.toString();
    drop = async () => {
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    };
  }
  const database = openDatabase(url);
  await migrateToLatest(database.db);
  return {
    url,
    dialect: database.dialect,
    db: database.db,
    dir,
    close: async () => {
      await database.close();
      await drop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

const names = (en: string, ar: string) =>
  JSON.stringify([
    { locale: "en", name: en },
    { locale: "ar", name: ar },
  ]);

/** An owner with a restaurant business, one branch and one menu, and a dashboard token for them. */
export async function ownerBusiness(db: Kysely<DB>) {
  const now = new Date().toISOString();
  const user = await db
    .insertInto("users")
    .values({
      name: "Bench Owner",
      email: `bench-${randomBytes(4).toString("hex")}@example.com`,
      phone: null,
      password_hash: "x",
      email_verified_at: now,
      photo_media_id: null,
      created_at: now,
      updated_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const business = await db
    .insertInto("businesses")
    .values({
      owner_id: user.id,
      type: "restaurant",
      name: "Bench Grill",
      locales: names("Bench Grill", "مشويات"),
      search: "bench grill",
      logo_media_id: null,
      currency: "KWD",
      created_at: now,
      updated_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db
    .insertInto("business_users")
    .values({ business_id: business.id, user_id: user.id, role: "owner", created_at: now })
    .execute();
  const branch = await db
    .insertInto("branches")
    .values({
      business_id: business.id,
      slug: `bench-${business.id}`,
      locales: names("Main", "الرئيسي"),
      search: "main",
      created_at: now,
      updated_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const menu = await db
    .insertInto("menus")
    .values({
      business_id: business.id,
      type: "normal",
      locales: names("Menu", "القائمة"),
      search: "menu",
      created_at: now,
      updated_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const token = await issueToken(db, user.id);
  return { userId: user.id, businessId: business.id, branchId: branch.id, menuId: menu.id, token };
}

export const ORDER_STATUSES = ["pending", "accepted", "rejected", "ready", "delivered"];

/**
 * `count` orders in one branch, one second apart going back from now, statuses in turn, in one statement per
 * database (a recursive series), each with two lines (generateOrderLines) and, once accepted, its invoice
 * (generateInvoices), then fresh planner statistics.
 */
export async function generateOrders(
  bench: BenchDatabase,
  owner: { businessId: number; branchId: number; menuId: number },
  count: number,
) {
  const { businessId, branchId, menuId } = owner;
  const status = sql.raw(
    `(case i % 5 ${ORDER_STATUSES.map((s, n) => `when ${n} then '${s}'`).join(" ")} end)`,
  );
  const at =
    bench.dialect === "postgres"
      ? sql.raw(
          `to_char((now() at time zone 'utc') - i * interval '1 second', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
        )
      : sql.raw(`strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-' || i || ' seconds')`);
  const series =
    bench.dialect === "postgres"
      ? sql`select i from generate_series(1, ${sql.lit(count)}) as i`
      : sql`with recursive n(i) as (select 1 union all select i + 1 from n where i < ${sql.lit(count)}) select i from n`;
  // Customers "Customer <i>" with phone 965 5<i, 7 digits>: every order has its own, so the customer search
  // (bench/orders.ts) can ask for one order's customer, for a text that matches many, and for one that matches none.
  await sql`insert into orders (business_id, branch_id, number, status, type, customer_name, customer_phone, subtotal,
      discount, extra_charge, total, payment_method, payment_state, created_at, updated_at)
    select ${sql.lit(businessId)}, ${sql.lit(branchId)}, i, ${status}, 'dine_in', 'Customer ' || i, '965' || (50000000 + i),
      1500, 0, 0, 1500, 'cash', 'not_paid', ${at}, ${at}
    from (${series}) as series`.execute(bench.db);
  await generateOrderLines(bench, businessId, branchId, menuId);
  await generateInvoices(bench, branchId);
  // A million orders written at once leave a million superseded rows of order_stats behind on PostgreSQL, which
  // autovacuum clears over time in a real branch: clear them now.
  await sql
    .raw(
      bench.dialect === "postgres"
        ? "vacuum analyze orders, order_stats, order_items, item_stats, invoices, invoice_stats"
        : "analyze",
    )
    .execute(bench.db);
  // Write the generated rows out now, so the background flush of a million rows (PostgreSQL's checkpointer, SQLite's
  // write-ahead log) does not run during the measured runs.
  await sql
    .raw(bench.dialect === "postgres" ? "checkpoint" : "pragma wal_checkpoint(truncate)")
    .execute(bench.db);
}

/** Items on the bench's menu that the generated orders sell. */
export const BENCH_ITEMS = 200;

/**
 * Two lines per order of the branch, in one statement: one of BENCH_ITEMS items in turn, and one of the first
 * thirteen (a menu's best sellers), so the Overview's best sellers have both a long tail and a head to find.
 */
async function generateOrderLines(
  bench: BenchDatabase,
  businessId: number,
  branchId: number,
  menuId: number,
) {
  const now = new Date().toISOString();
  const category = await bench.db
    .insertInto("categories")
    .values({
      business_id: businessId,
      menu_id: menuId,
      parent_id: null,
      media_id: null,
      locales: names("Grill", "مشويات"),
      search: "grill",
      created_at: now,
      updated_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const items = await bench.db
    .insertInto("items")
    .values(
      Array.from({ length: BENCH_ITEMS }, (_, i) => ({
        business_id: businessId,
        category_id: category.id,
        locales: names(`Dish ${i + 1}`, `طبق ${i + 1}`),
        search: `dish ${i + 1}`,
        sort: i,
        created_at: now,
        updated_at: now,
      })),
    )
    .returning("id")
    .execute();
  const first = Math.min(...items.map((row) => row.id));
  if (Math.max(...items.map((row) => row.id)) - first !== BENCH_ITEMS - 1)
    throw new Error("item ids not contiguous");
  const line = (sort: number, pick: string) =>
    sql`insert into order_items (order_id, item_id, locales, quantity, unit_price, addons, discount, line_total, sort)
      select id, ${sql.lit(first)} + ${sql.raw(pick)}, ${names("Dish", "طبق")}, 1 + number % 3, 750, '[]', 0,
        750 * (1 + number % 3), ${sql.lit(sort)}
      from orders where branch_id = ${sql.lit(branchId)}`.execute(bench.db);
  await line(0, `number % ${BENCH_ITEMS}`);
  await line(1, "number * 7 % 13");
}

/**
 * The invoice of every order of the branch accepted or later, issued as it was placed (numbered like it, its total,
 * every fourth one paid), dated in Kuwait's time (UTC+3), in one statement.
 */
async function generateInvoices(bench: BenchDatabase, branchId: number) {
  const localDate =
    bench.dialect === "postgres"
      ? sql.raw("to_char(created_at::timestamp + interval '3 hours', 'YYYY-MM-DD')")
      : sql.raw("date(created_at, '+3 hours')");
  await sql`insert into invoices (business_id, branch_id, order_id, number, amount, currency, payment_state, issued_at,
      issued_on, created_at, updated_at)
    select business_id, branch_id, id, number, total, 'KWD',
      case when number % 4 = 0 then 'paid' else 'not_paid' end, created_at, ${localDate}, created_at, created_at
    from orders where branch_id = ${sql.lit(branchId)} and status in ('accepted', 'ready', 'delivered')`.execute(
    bench.db,
  );
}
