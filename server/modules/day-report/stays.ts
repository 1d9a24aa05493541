import { sql, type Kysely } from "kysely";
import type { DB } from "../../db/schema/index";
import { inBranches } from "../overview/restaurant";
import { STAY_LINE_COLUMNS, staysMoving } from "../overview/stay-lines";
import type { BusinessDay } from "./business-day";

// The queries of the daily report's stays: the stays (not canceled) checking in or out during the business day, and
// the money of the reservations' ledger received or paid back during it (payments, deposits, refunds, deposit
// returns, each by the moment it was paid: paid_at).

/** The most arrivals or departures listed; their counts and sums are always complete. */
export const STAYS_LISTED = 100;

/** Stays (not canceled) whose check-in (`from`) or check-out (`to`) falls in the day. */
export async function stayMovements(
  db: Kysely<DB>,
  branches: number[],
  day: BusinessDay,
  edge: "from" | "to",
) {
  const moving = staysMoving(db, branches, edge, day.start, day.end);
  const [totals, rows] = await Promise.all([
    moving
      .select([
        sql<number>`count(*)`.as("count"),
        sql<number>`coalesce(sum(reservations.total), 0)`.as("total"),
        sql<number>`coalesce(sum(reservations.paid), 0)`.as("paid"),
      ])
      .executeTakeFirst(),
    moving
      .innerJoin("items", "items.id", "reservations.item_id")
      .select([...STAY_LINE_COLUMNS, "reservations.total", "reservations.paid"])
      .orderBy(`reservations.${edge}`)
      .orderBy("reservations.id")
      .limit(STAYS_LISTED)
      .execute(),
  ]);
  return {
    count: Number(totals?.count ?? 0),
    total: Number(totals?.total ?? 0),
    paid: Number(totals?.paid ?? 0),
    rows: rows.map((r) => ({ ...r, total: Number(r.total), paid: Number(r.paid) })),
  };
}

/** The ledger entries paid during the day, summed by kind and method (amounts signed: money out is negative). */
export async function ledgerOfDay(db: Kysely<DB>, branches: number[], day: BusinessDay) {
  const rows = await db
    .selectFrom("reservation_payments")
    .innerJoin("reservations", "reservations.id", "reservation_payments.reservation_id")
    .select([
      "reservation_payments.kind",
      "reservation_payments.method",
      sql<number>`count(*)`.as("count"),
      sql<number>`sum(reservation_payments.amount)`.as("amount"),
    ])
    .where("reservations.branch_id", "in", inBranches(branches))
    .where("reservation_payments.paid_at", ">=", day.start)
    .where("reservation_payments.paid_at", "<", day.end)
    .groupBy(["reservation_payments.kind", "reservation_payments.method"])
    .execute();
  return rows.map((r) => ({
    kind: r.kind,
    method: r.method,
    count: Number(r.count),
    amount: Number(r.amount),
  }));
}
export type LedgerGroup = Awaited<ReturnType<typeof ledgerOfDay>>[number];
