import { sql, type Kysely } from "kysely";
import type { DB } from "../../db/schema/index";
import { toFils } from "../../../src/domain/money";
import { REVENUE_ORDER_STATUSES } from "../../../src/domain/orders";
import { localPart } from "../overview/local-time";
import { inBranches } from "../overview/restaurant";
import type { BusinessDay } from "./business-day";

// The queries of the daily report's orders: an order belongs to the business day it was placed in (created_at), as
// in the orders list and the Overview. A day of one business is a few thousand orders at most: the orders table is
// read directly through its (branch_id, created_at) index, grouped in the database; only the groups reach Node.

/** The day's orders of the branches, grouped by branch, status, type, payment method and payment state. */
export async function orderGroups(db: Kysely<DB>, branches: number[], day: BusinessDay) {
  const rows = await db
    .selectFrom("orders")
    .select([
      "branch_id",
      "status",
      "type",
      "payment_method",
      "payment_state",
      sql<number>`count(*)`.as("orders"),
      sql<number>`sum(subtotal)`.as("gross"),
      sql<number>`sum(discount)`.as("discount"),
      sql<number>`sum(extra_charge)`.as("extra_charge"),
      sql<number>`sum(total)`.as("total"),
    ])
    .where("branch_id", "in", inBranches(branches))
    .where("created_at", ">=", day.start)
    .where("created_at", "<", day.end)
    .groupBy(["branch_id", "status", "type", "payment_method", "payment_state"])
    .execute();
  return rows.map((r) => ({
    branch_id: Number(r.branch_id),
    status: r.status,
    type: r.type,
    payment_method: r.payment_method,
    payment_state: r.payment_state,
    orders: Number(r.orders),
    gross: Number(r.gross),
    discount: Number(r.discount),
    extra_charge: Number(r.extra_charge),
    total: Number(r.total),
  }));
}
export type OrderGroup = Awaited<ReturnType<typeof orderGroups>>[number];

/** The day's sales (revenue orders) by local hour of the clock. */
export async function salesByHour(db: Kysely<DB>, branches: number[], day: BusinessDay) {
  const inner = db
    .selectFrom("orders")
    .select([localPart(db, "orders.created_at", "hour", day).as("hour"), "orders.total"])
    .where("orders.branch_id", "in", inBranches(branches))
    .where("orders.status", "in", [...REVENUE_ORDER_STATUSES])
    .where("orders.created_at", ">=", day.start)
    .where("orders.created_at", "<", day.end);
  const rows = await db
    .selectFrom(inner.as("o"))
    .select(["o.hour", sql<number>`count(*)`.as("orders"), sql<number>`sum(o.total)`.as("sales")])
    .groupBy("o.hour")
    .execute();
  return rows.map((r) => ({ hour: Number(r.hour), orders: Number(r.orders), sales: Number(r.sales) }));
}

/**
 * Items sold in the day's revenue orders: quantity, and sales as the lines' totals less their item discounts. A line
 * whose item was since deleted keeps its name of ordering time and is grouped by that name.
 */
export async function itemsSold(db: Kysely<DB>, branches: number[], day: BusinessDay) {
  const rows = await db
    .selectFrom("orders")
    .innerJoin("order_items", "order_items.order_id", "orders.id")
    .select([
      "order_items.item_id",
      sql<string>`max(order_items.locales)`.as("locales"),
      sql<number>`sum(order_items.quantity)`.as("quantity"),
      sql<number>`sum(order_items.line_total - order_items.discount)`.as("sales"),
      sql<number>`sum(order_items.discount)`.as("discount"),
    ])
    .where("orders.branch_id", "in", inBranches(branches))
    .where("orders.status", "in", [...REVENUE_ORDER_STATUSES])
    .where("orders.created_at", ">=", day.start)
    .where("orders.created_at", "<", day.end)
    .groupBy([
      "order_items.item_id",
      sql`case when order_items.item_id is null then order_items.locales else '' end`,
    ])
    .execute();
  return rows.map((r) => ({
    item_id: r.item_id === null ? null : Number(r.item_id),
    locales: r.locales,
    quantity: Number(r.quantity),
    sales: Number(r.sales),
    discount: Number(r.discount),
  }));
}

/**
 * Orders deleted during the day (staff call an order off by deleting it; the flow has no "canceled" status): their
 * count and value, read from the deletion's audit, which keeps the order as it was.
 */
export async function deletedOrders(
  db: Kysely<DB>,
  businessId: number,
  branches: number[],
  day: BusinessDay,
) {
  const rows = await db
    .selectFrom("audits")
    .select(["changes"])
    .where("business_id", "=", businessId)
    .where("entity", "=", "order")
    .where("action", "=", "delete")
    .where("branch_id", "in", inBranches(branches))
    .where("created_at", ">=", day.start)
    .where("created_at", "<", day.end)
    .execute();
  return rows.map((r) => {
    const before = (JSON.parse(r.changes) as { before?: { total?: number } }).before;
    // The audit keeps amounts as the API shows them (KWD): back to fils.
    return toFils(Number(before?.total ?? 0));
  });
}
