import { sql, type Kysely } from "kysely";
import type { DB } from "../../db/schema/index";
import { parseLocales } from "../../db/locales";
import { fromFils } from "../../../src/domain/money";
import { ORDER_TYPES } from "../../../src/domain/constants";
import { REVENUE_ORDER_STATUSES } from "../../../src/domain/orders";
import { localPart } from "./local-time";
import { datesOf, type OverviewPeriod } from "./period";

// Restaurant and salon figures, from orders. The counts and sums read `order_stats` (orders and their total by
// branch, quarter hour, status and type, kept by triggers: migration 2026_11_24_200_order_stats), a few rows per
// quarter hour however many orders it had; the best sellers read `item_stats` (top-items.ts). Every query filters
// on branch, status and time through an index and groups in the database; only the groups reach Node.

export const inBranches = (branches: number[]) => (branches.length ? branches : [0]);

/** Revenue orders of the branches created in [start, end). */
export const revenueOrders = (db: Kysely<DB>, branches: number[], start: string, end: string) =>
  db
    .selectFrom("orders")
    .where("orders.branch_id", "in", inBranches(branches))
    .where("orders.status", "in", [...REVENUE_ORDER_STATUSES])
    .where("orders.created_at", ">=", start)
    .where("orders.created_at", "<", end);

/**
 * Revenue orders of the branches created in [start, end), counted by quarter hour, status and type: `orders` and
 * `total` are to be summed. The bounds are local midnights, which always start a quarter hour.
 */
const revenueStats = (db: Kysely<DB>, branches: number[], start: string, end: string) =>
  db
    .selectFrom("order_stats")
    .where("order_stats.branch_id", "in", inBranches(branches))
    .where("order_stats.status", "in", [...REVENUE_ORDER_STATUSES])
    .where("order_stats.bucket", ">=", start)
    .where("order_stats.bucket", "<", end);

const figures = (orders: number, salesFils: number) => ({
  orders,
  sales: fromFils(salesFils),
  average_ticket: orders ? fromFils(Math.round(salesFils / orders)) : 0,
});

/** Orders, sales and average ticket of the period and the previous one; orders waiting for action by branch. */
export async function orderSummary(db: Kysely<DB>, branches: number[], period: OverviewPeriod) {
  const { current, previous } = period;
  // The span is computed in a subquery: PostgreSQL refuses to group by an expression holding parameters.
  const spans = revenueStats(db, branches, previous.start, current.end).select([
    sql<string>`case when order_stats.bucket >= ${current.start} then 'current' else 'previous' end`.as(
      "span",
    ),
    "order_stats.orders",
    "order_stats.total",
  ]);
  const [rows, pending, names] = await Promise.all([
    db
      .selectFrom(spans.as("o"))
      .select([
        "o.span",
        sql<number>`coalesce(sum(o.orders), 0)`.as("orders"),
        sql<number>`coalesce(sum(o.total), 0)`.as("sales"),
      ])
      .groupBy("o.span")
      .execute(),
    db
      .selectFrom("orders")
      .select(["branch_id", sql<number>`count(*)`.as("count")])
      .where("branch_id", "in", inBranches(branches))
      .where("status", "=", "pending")
      .groupBy("branch_id")
      .execute(),
    branchNames(db, branches),
  ]);
  const of = (span: string) => {
    const row = rows.find((r) => r.span === span);
    return figures(Number(row?.orders ?? 0), Number(row?.sales ?? 0));
  };
  const pendingBy = new Map(pending.map((p) => [p.branch_id, Number(p.count)]));
  return {
    current: of("current"),
    previous: of("previous"),
    pending: {
      count: [...pendingBy.values()].reduce((a, b) => a + b, 0),
      by_branch: names.map((b) => ({ ...b, count: pendingBy.get(b.branch_id) ?? 0 })),
    },
  };
}

export async function branchNames(db: Kysely<DB>, branches: number[]) {
  const rows = await db
    .selectFrom("branches")
    .select(["id", "locales"])
    .where("id", "in", inBranches(branches))
    .orderBy("id")
    .execute();
  return rows.map((r) => ({ branch_id: r.id, locales: parseLocales(r.locales) }));
}

/** Sales and orders by local day, for every day of the period and of the previous one (zero when none). */
export async function salesByDay(db: Kysely<DB>, branches: number[], period: OverviewPeriod) {
  const { current, previous } = period;
  const days = revenueStats(db, branches, previous.start, current.end).select([
    localPart(db, "order_stats.bucket", "date", period).as("day"),
    "order_stats.orders",
    "order_stats.total",
  ]);
  const rows = await db
    .selectFrom(days.as("o"))
    .select([
      "o.day",
      sql<number>`coalesce(sum(o.orders), 0)`.as("orders"),
      sql<number>`coalesce(sum(o.total), 0)`.as("sales"),
    ])
    .groupBy("o.day")
    .execute();
  const byDay = new Map(rows.map((r) => [String(r.day), r]));
  const series = (dates: string[]) =>
    dates.map((date) => {
      const row = byDay.get(date);
      return { date, orders: Number(row?.orders ?? 0), sales: fromFils(Number(row?.sales ?? 0)) };
    });
  return { current: series(datesOf(current)), previous: series(datesOf(previous)) };
}

/** Orders and sales of the period by order type (dine-in, delivery, pickups), every type listed. */
export async function orderTypes(db: Kysely<DB>, branches: number[], period: OverviewPeriod) {
  const rows = await revenueStats(db, branches, period.current.start, period.current.end)
    .select([
      "order_stats.type",
      sql<number>`coalesce(sum(order_stats.orders), 0)`.as("orders"),
      sql<number>`coalesce(sum(order_stats.total), 0)`.as("sales"),
    ])
    .groupBy("order_stats.type")
    .execute();
  return ORDER_TYPES.map((type) => {
    const row = rows.find((r) => r.type === type);
    return { type, orders: Number(row?.orders ?? 0), sales: fromFils(Number(row?.sales ?? 0)) };
  });
}

/** Orders and sales of the period by local hour of day (0–23) and by weekday (0 = Sunday). */
export async function orderRhythm(db: Kysely<DB>, branches: number[], period: OverviewPeriod) {
  const group = async (part: "hour" | "weekday", size: number) => {
    const inner = revenueStats(db, branches, period.current.start, period.current.end).select([
      localPart(db, "order_stats.bucket", part, period).as("bucket"),
      "order_stats.orders",
      "order_stats.total",
    ]);
    const rows = await db
      .selectFrom(inner.as("o"))
      .select([
        "o.bucket",
        sql<number>`coalesce(sum(o.orders), 0)`.as("orders"),
        sql<number>`coalesce(sum(o.total), 0)`.as("sales"),
      ])
      .groupBy("o.bucket")
      .execute();
    return Array.from({ length: size }, (_, index) => {
      const row = rows.find((r) => Number(r.bucket) === index);
      return { orders: Number(row?.orders ?? 0), sales: fromFils(Number(row?.sales ?? 0)) };
    });
  };
  const [byHour, byWeekday] = await Promise.all([group("hour", 24), group("weekday", 7)]);
  return {
    by_hour: byHour.map((figures, hour) => ({ hour, ...figures })),
    by_weekday: byWeekday.map((figures, weekday) => ({ weekday, ...figures })),
  };
}
