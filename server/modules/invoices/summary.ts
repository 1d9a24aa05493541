import { sql, type Kysely } from "kysely";
import type { DB } from "../../db/schema/index";
import { fromFils } from "../../../src/domain/money";
import { REVENUE_ORDER_STATUSES } from "../../../src/domain/orders";
import { addDays, zonedToUtcIso } from "../../../src/domain/zoned-time";

const n = (value: unknown) => Number(value ?? 0);

/**
 * The money of a period, the same for every business type (README, "Revenue"):
 * - sales: orders accepted or later (by their invoice, issued on acceptance) and stays not canceled (by check-in);
 * - received: payments of stays and paid orders among those sales (by payment date / invoice date);
 * - refunded: refunds of stays (by their date);
 * - outstanding: what the period's sales still owe today.
 * Rejected orders, pending orders and canceled stays are not revenue; deposits are held, never revenue.
 */
export async function moneySummary(
  db: Kysely<DB>,
  businessId: number,
  branches: number[],
  period: { from: string; to: string; timeZone: string },
) {
  const start = zonedToUtcIso(period.from, "00:00", period.timeZone);
  const end = zonedToUtcIso(addDays(period.to, 1), "00:00", period.timeZone);
  const inBranches = branches.length ? branches : [0];
  const [orders, stays, received, refunded] = await Promise.all([
    // Order invoices by their orders' status, total and payment (invoice_stats, kept by triggers on both tables).
    db
      .selectFrom("invoice_stats")
      .select([
        sql<number>`coalesce(sum(invoices), 0)`.as("count"),
        sql<number>`coalesce(sum(order_total), 0)`.as("total"),
        sql<number>`coalesce(sum(case when order_paid = 1 then order_total else 0 end), 0)`.as("paid"),
        sql<number>`coalesce(sum(case when order_paid = 1 then invoices else 0 end), 0)`.as("paid_count"),
      ])
      .where("branch_id", "in", inBranches)
      .where("order_status", "in", [...REVENUE_ORDER_STATUSES])
      .where("issued_on", ">=", period.from)
      .where("issued_on", "<=", period.to)
      .executeTakeFirst(),
    db
      .selectFrom("reservations")
      .select([
        sql<number>`count(*)`.as("count"),
        sql<number>`coalesce(sum(total), 0)`.as("total"),
        sql<number>`coalesce(sum(case when total > paid then total - paid else 0 end), 0)`.as("due"),
        sql<number>`coalesce(sum(case when total > paid then 1 else 0 end), 0)`.as("due_count"),
      ])
      .where("business_id", "=", businessId)
      .where("branch_id", "in", inBranches)
      .where("status", "!=", "canceled")
      .where("from", ">=", start)
      .where("from", "<", end)
      .executeTakeFirst(),
    ledger(db, businessId, inBranches, "payment", start, end),
    ledger(db, businessId, inBranches, "refund", start, end),
  ]);
  const unpaidOrders = n(orders?.count) - n(orders?.paid_count);
  const figure = (total: number, count: number) => ({ total: fromFils(total), count });
  return {
    sales: figure(n(orders?.total) + n(stays?.total), n(orders?.count) + n(stays?.count)),
    received: figure(n(received?.total) + n(orders?.paid), n(received?.count) + n(orders?.paid_count)),
    refunded: figure(-n(refunded?.total), n(refunded?.count)),
    outstanding: figure(
      n(orders?.total) - n(orders?.paid) + n(stays?.due),
      unpaidOrders + n(stays?.due_count),
    ),
  };
}

const ledger = (
  db: Kysely<DB>,
  businessId: number,
  branches: number[],
  kind: "payment" | "refund",
  start: string,
  end: string,
) =>
  db
    .selectFrom("reservation_payments")
    .innerJoin("reservations", "reservations.id", "reservation_payments.reservation_id")
    .select([
      sql<number>`count(*)`.as("count"),
      sql<number>`coalesce(sum(reservation_payments.amount), 0)`.as("total"),
    ])
    .where("reservations.business_id", "=", businessId)
    .where("reservations.branch_id", "in", branches)
    .where("reservation_payments.kind", "=", kind)
    .where("reservation_payments.paid_at", ">=", start)
    .where("reservation_payments.paid_at", "<", end)
    .executeTakeFirst();
