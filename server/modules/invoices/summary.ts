import { sql, type Kysely } from "kysely";
import type { DB } from "../../db/schema/index";
import { fromFils } from "../../../src/domain/money";
import { REVENUE_ORDER_STATUSES } from "../../../src/domain/orders";
import { addDays, zonedToUtcIso } from "../../../src/domain/zoned-time";

const n = (value: unknown) => Number(value ?? 0);

/**
 * The money of a period, the same for every business type, every figure counted over ONE set of sales, so they
 * add up to the fils (docs/decisions.md, "Revenue"; tests/api/money-identities.test.ts runs random sequences):
 * - the period's sales: orders accepted or later whose invoice (issued on acceptance) falls in the period, and
 *   stays whose check-in falls in it. A stay not canceled counts at its price; a canceled one at what it kept
 *   (received − refunded: a cancellation fee is revenue, money handed back is not);
 * - received: what came in for those sales, whenever it came (payments of those stays, paid orders);
 * - refunded: what went back for those sales; net received = received − refunded;
 * - outstanding: what those sales still owe (a stay's balance, an unpaid order's total); overpaid: what a stay
 *   holds beyond its price after its price was lowered (0 almost always);
 * - deposits held: insurance deposits of those stays still held (collected − returned), never revenue.
 * Identities: sales = net received + outstanding − overpaid; net received = received − refunded.
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
  const [orders, stays] = await Promise.all([
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
    stayFigures(db, businessId, inBranches, start, end),
  ]);
  const figure = (total: number, count: number) => ({ total: fromFils(total), count });
  const unpaidOrders = n(orders?.count) - n(orders?.paid_count);
  const received = n(orders?.paid) + n(stays?.received);
  const refunded = n(stays?.refunded);
  return {
    sales: figure(n(orders?.total) + n(stays?.sales), n(orders?.count) + n(stays?.count)),
    received: figure(received, n(orders?.paid_count) + n(stays?.received_count)),
    refunded: figure(refunded, n(stays?.refunded_count)),
    net_received: figure(received - refunded, n(orders?.paid_count) + n(stays?.received_count)),
    outstanding: figure(
      n(orders?.total) - n(orders?.paid) + n(stays?.due),
      unpaidOrders + n(stays?.due_count),
    ),
    overpaid: figure(n(stays?.overpaid), n(stays?.overpaid_count)),
    deposits_held: figure(n(stays?.deposits), n(stays?.deposit_count)),
  };
}

/** The stays checked in during the period, each with its ledger's sums by kind, summed. */
function stayFigures(db: Kysely<DB>, businessId: number, branches: number[], start: string, end: string) {
  const ledger = db
    .selectFrom("reservation_payments")
    .select([
      "reservation_id",
      sql<number>`coalesce(sum(case when kind = 'payment' then amount else 0 end), 0)`.as("received"),
      sql<number>`coalesce(sum(case when kind = 'refund' then -amount else 0 end), 0)`.as("refunded"),
      sql<number>`coalesce(sum(case when kind in ('deposit', 'deposit_return') then amount else 0 end), 0)`.as(
        "deposit",
      ),
    ])
    .groupBy("reservation_id")
    .as("ledger");
  const received = sql<number>`coalesce(ledger.received, 0)`;
  const refunded = sql<number>`coalesce(ledger.refunded, 0)`;
  const kept = sql<number>`(${received} - ${refunded})`;
  const canceled = sql<boolean>`reservations.status = 'canceled'`;
  return db
    .selectFrom("reservations")
    .leftJoin(ledger, "ledger.reservation_id", "reservations.id")
    .select([
      sql<number>`count(*)`.as("count"),
      sql<number>`coalesce(sum(case when ${canceled} then ${kept} else reservations.total end), 0)`.as(
        "sales",
      ),
      sql<number>`coalesce(sum(${received}), 0)`.as("received"),
      sql<number>`coalesce(sum(case when ${received} > 0 then 1 else 0 end), 0)`.as("received_count"),
      sql<number>`coalesce(sum(${refunded}), 0)`.as("refunded"),
      sql<number>`coalesce(sum(case when ${refunded} > 0 then 1 else 0 end), 0)`.as("refunded_count"),
      sql<number>`coalesce(sum(case when not ${canceled} and reservations.total > ${kept} then reservations.total - ${kept} else 0 end), 0)`.as(
        "due",
      ),
      sql<number>`coalesce(sum(case when not ${canceled} and reservations.total > ${kept} then 1 else 0 end), 0)`.as(
        "due_count",
      ),
      sql<number>`coalesce(sum(case when not ${canceled} and ${kept} > reservations.total then ${kept} - reservations.total else 0 end), 0)`.as(
        "overpaid",
      ),
      sql<number>`coalesce(sum(case when not ${canceled} and ${kept} > reservations.total then 1 else 0 end), 0)`.as(
        "overpaid_count",
      ),
      sql<number>`coalesce(sum(coalesce(ledger.deposit, 0)), 0)`.as("deposits"),
      sql<number>`coalesce(sum(case when coalesce(ledger.deposit, 0) > 0 then 1 else 0 end), 0)`.as(
        "deposit_count",
      ),
    ])
    .where("reservations.business_id", "=", businessId)
    .where("reservations.branch_id", "in", branches)
    .where("reservations.from", ">=", start)
    .where("reservations.from", "<", end)
    .executeTakeFirst();
}
