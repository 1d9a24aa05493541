import { ORDER_TYPES } from "../../../src/domain/constants";
import { isRevenueStatus, ORDER_PAYMENT_METHODS } from "../../../src/domain/orders";
import { LEDGER_KINDS, RESERVATION_PAYMENT_METHODS } from "../../../src/domain/reservations";
import { hoursOfDay } from "./business-day";
import type { OrderGroup } from "./orders";
import type { LedgerGroup } from "./stays";

// The daily report's figures from the day's groups, in fils. What counts as a sale is what the Overview counts: an
// order accepted, ready or delivered (src/domain/orders.ts REVENUE_ORDER_STATUSES); pending orders are waiting,
// rejected ones are refused, deleted ones are called off. The identities the report keeps (tests/api/day-report*):
//   Σ by_type.sales = Σ by_payment_method.sales = Σ by_hour.sales = Σ branches.sales = sales (counts likewise)
//   gross − discounts + extra_charges = sales           discounts = item_discounts + general_discount
//   received (paid orders) + outstanding (not paid) = sales
//   Σ items.sales = gross − item_discounts              average_ticket = round(sales / orders), to the fils
//   ledger: net = payments + deposits − refunds − deposit_returns = Σ by_method.amount

const sum = <T>(rows: readonly T[], of: (row: T) => number) => rows.reduce((s, row) => s + of(row), 0);

const countAndValue = (rows: readonly OrderGroup[]) => ({
  count: sum(rows, (r) => r.orders),
  value: sum(rows, (r) => r.total),
});

/** Every listed key, those with no orders too; an unknown stored value (older data) after them. */
function grouped(keys: readonly string[], rows: readonly OrderGroup[], keyOf: (row: OrderGroup) => string) {
  const all = [...keys, ...new Set(rows.map(keyOf).filter((k) => !keys.includes(k)))];
  return all.map((key) => {
    const mine = rows.filter((r) => keyOf(r) === key);
    return { key, orders: sum(mine, (r) => r.orders), sales: sum(mine, (r) => r.total) };
  });
}

/** Orders, sales and their splits; `hours` is the revenue orders by local hour, `deleted` each deleted order's value. */
export function orderFigures(
  groups: readonly OrderGroup[],
  hours: readonly { hour: number; orders: number; sales: number }[],
  deleted: readonly number[],
  dayStartHour: number,
) {
  const revenue = groups.filter((g) => isRevenueStatus(g.status));
  const orders = sum(revenue, (r) => r.orders);
  const sales = sum(revenue, (r) => r.total);
  const received = sum(
    revenue.filter((r) => r.payment_state === "paid"),
    (r) => r.total,
  );
  const byHour = hoursOfDay(dayStartHour).map((hour) => {
    const row = hours.find((h) => h.hour === hour);
    return { hour, orders: row?.orders ?? 0, sales: row?.sales ?? 0 };
  });
  // The most orders; on a tie the more sales, then the earlier in the business day.
  const busiest = byHour.reduce<(typeof byHour)[number] | null>(
    (best, h) =>
      h.orders > 0 && (!best || h.orders > best.orders || (h.orders === best.orders && h.sales > best.sales))
        ? h
        : best,
    null,
  );
  return {
    orders,
    sales,
    gross: sum(revenue, (r) => r.gross),
    discounts: sum(revenue, (r) => r.discount),
    extra_charges: sum(revenue, (r) => r.extra_charge),
    average_ticket: orders ? Math.round(sales / orders) : 0,
    received,
    outstanding: sales - received,
    by_type: grouped(ORDER_TYPES, revenue, (r) => r.type).map(({ key, ...f }) => ({ type: key, ...f })),
    by_payment_method: grouped(ORDER_PAYMENT_METHODS, revenue, (r) => r.payment_method).map(
      ({ key, ...f }) => ({ method: key, ...f }),
    ),
    pending: countAndValue(groups.filter((g) => g.status === "pending")),
    rejected: countAndValue(groups.filter((g) => g.status === "rejected")),
    canceled: { count: deleted.length, value: sum(deleted, (v) => v) },
    by_hour: byHour,
    busiest_hour: busiest,
  };
}

/** Each branch's orders and sales, in the order of `branches`. */
export const branchFigures = (groups: readonly OrderGroup[], branches: readonly number[]) =>
  branches.map((branchId) => {
    const mine = groups.filter((g) => g.branch_id === branchId && isRevenueStatus(g.status));
    return { branch_id: branchId, orders: sum(mine, (r) => r.orders), sales: sum(mine, (r) => r.total) };
  });

/** The ledger of the day: each kind's count and amount (positive), the net, and the net by payment method. */
export function ledgerFigures(groups: readonly LedgerGroup[]) {
  const kind = (k: string) => {
    const mine = groups.filter((g) => g.kind === k);
    return { count: sum(mine, (g) => g.count), amount: Math.abs(sum(mine, (g) => g.amount)) };
  };
  const [payments, refunds, deposits, depositReturns] = LEDGER_KINDS.map(kind);
  const methods = [
    ...RESERVATION_PAYMENT_METHODS,
    ...new Set(
      groups
        .map((g) => g.method)
        .filter((m) => !(RESERVATION_PAYMENT_METHODS as readonly string[]).includes(m)),
    ),
  ];
  return {
    payments,
    deposits,
    refunds,
    deposit_returns: depositReturns,
    net: payments.amount + deposits.amount - refunds.amount - depositReturns.amount,
    by_method: methods.map((method) => ({
      method,
      amount: sum(
        groups.filter((g) => g.method === method),
        (g) => g.amount,
      ),
    })),
  };
}
