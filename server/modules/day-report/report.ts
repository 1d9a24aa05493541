import type { Kysely } from "kysely";
import type { DB } from "../../db/schema/index";
import { parseLocales } from "../../db/locales";
import { fromFils } from "../../../src/domain/money";
import { businessTime } from "../config/business-config";
import { businessCurrency } from "../invoices/issue";
import { branchNames } from "../overview/restaurant";
import { stayLineOut } from "../overview/stay-lines";
import { businessDay } from "./business-day";
import { branchFigures, ledgerFigures, orderFigures } from "./figures";
import { deletedOrders, itemsSold, orderGroups, salesByHour } from "./orders";
import { ledgerOfDay, stayMovements } from "./stays";

// The daily report of a business day (issue 48): the orders of the branches where the user may read orders, the
// stays and their money of those where the user may read reservations. Computed in fils (figures.ts), sent in KWD.

export interface ReportBranches {
  /** branches whose orders the user may read (and asked for) */
  orders: number[];
  /** branches whose reservations the user may read (and asked for) */
  stays: number[];
}

const amounts = <T extends { orders: number; sales: number }>(f: T) => ({ ...f, sales: fromFils(f.sales) });
const valued = (f: { count: number; value: number }) => ({ count: f.count, value: fromFils(f.value) });

export async function dayReport(
  db: Kysely<DB>,
  businessId: number,
  branches: ReportBranches,
  date: string | undefined,
) {
  const config = await businessTime(db, businessId);
  const day = businessDay(date, config);
  const [currency, names, groups, hours, items, deleted, arrivals, departures, ledger] = await Promise.all([
    businessCurrency(db, businessId),
    branchNames(db, [...new Set([...branches.orders, ...branches.stays])]),
    orderGroups(db, branches.orders, day),
    salesByHour(db, branches.orders, day),
    itemsSold(db, branches.orders, day),
    deletedOrders(db, businessId, branches.orders, day),
    stayMovements(db, branches.stays, day, "from"),
    stayMovements(db, branches.stays, day, "to"),
    ledgerOfDay(db, branches.stays, day),
  ]);
  const o = orderFigures(groups, hours, deleted, day.dayStartHour);
  const byBranch = branchFigures(groups, branches.orders);
  const l = ledgerFigures(ledger);
  const moves = (m: typeof arrivals) => ({
    count: m.count,
    total: fromFils(m.total),
    paid: fromFils(m.paid),
    rows: m.rows.map((r) => ({
      ...stayLineOut(r),
      total: fromFils(r.total),
      balance: fromFils(Math.max(r.total - r.paid, 0)),
    })),
  });
  const kind = (k: { count: number; amount: number }) => ({ count: k.count, amount: fromFils(k.amount) });
  return {
    date: day.date,
    time_zone: day.timeZone,
    day_start_hour: day.dayStartHour,
    start: day.start,
    end: day.end,
    currency,
    branches: names.map((b) => ({
      ...b,
      orders: branches.orders.includes(b.branch_id),
      stays: branches.stays.includes(b.branch_id),
    })),
    orders: {
      orders: o.orders,
      sales: fromFils(o.sales),
      gross: fromFils(o.gross),
      discounts: fromFils(o.discounts),
      item_discounts: fromFils(items.reduce((sum, i) => sum + i.discount, 0)),
      extra_charges: fromFils(o.extra_charges),
      average_ticket: fromFils(o.average_ticket),
      received: fromFils(o.received),
      outstanding: fromFils(o.outstanding),
      by_type: o.by_type.map(amounts),
      by_payment_method: o.by_payment_method.map(amounts),
      by_branch: byBranch.map(amounts),
      by_hour: o.by_hour.map(amounts),
      busiest_hour: o.busiest_hour && amounts(o.busiest_hour),
      pending: valued(o.pending),
      rejected: valued(o.rejected),
      canceled: valued(o.canceled),
      items: items
        .sort((a, b) => b.quantity - a.quantity || b.sales - a.sales || (a.item_id ?? 0) - (b.item_id ?? 0))
        .map((i) => ({
          item_id: i.item_id,
          locales: parseLocales(i.locales),
          quantity: i.quantity,
          sales: fromFils(i.sales),
        })),
    },
    stays: {
      checked_in: moves(arrivals),
      checked_out: moves(departures),
      payments: kind(l.payments),
      deposits: kind(l.deposits),
      refunds: kind(l.refunds),
      deposit_returns: kind(l.deposit_returns),
      net: fromFils(l.net),
      by_method: l.by_method.map((m) => ({ method: m.method, amount: fromFils(m.amount) })),
    },
  };
}
export type DayReport = Awaited<ReturnType<typeof dayReport>>;
