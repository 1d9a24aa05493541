import type { PaymentState, ReservationStatus } from "./constants";
import { localDateOf, zonedToUtcIso } from "./zoned-time";

// Reservation rules shared by the server and the dashboard: the status flow and the payment state.

/** pending ↔ completed, and either may be canceled; canceled is final (a new booking is made instead). */
export const RESERVATION_TRANSITIONS: Readonly<Record<ReservationStatus, readonly ReservationStatus[]>> = {
  pending: ["completed", "canceled"],
  completed: ["pending", "canceled"],
  canceled: [],
};

export const canChangeReservationStatus = (from: ReservationStatus, to: ReservationStatus) =>
  from === to || RESERVATION_TRANSITIONS[from].includes(to);

export const RESERVATION_PAYMENT_METHODS = ["cash", "knet", "online", "bank_transfer"] as const;
export type ReservationPaymentMethod = (typeof RESERVATION_PAYMENT_METHODS)[number];

/** Payment states set by staff by hand; the others follow the recorded payments. */
export const EXPLICIT_PAYMENT_STATES: readonly PaymentState[] = ["no_data", "reservable"];

/** paid when the payments cover the total, partially_paid when some money came in, not_paid when none did. */
export function derivedPaymentState(total: number, paid: number): PaymentState {
  if (paid <= 0) return "not_paid";
  return paid >= total ? "paid" : "partially_paid";
}

/**
 * Ledger entries of a reservation (reservation_payments.kind). Amounts are signed fils: money in is positive
 * (payment, deposit), money out negative (refund, deposit_return). Deposits are the listing's insurance: held and
 * returned, never revenue, so they stay out of paid, balance and the payment state.
 */
export const LEDGER_KINDS = ["payment", "refund", "deposit", "deposit_return"] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];
export const LEDGER_OUTGOING: readonly LedgerKind[] = ["refund", "deposit_return"];
export const signedAmount = (kind: LedgerKind, amount: number) =>
  LEDGER_OUTGOING.includes(kind) ? -Math.abs(amount) : Math.abs(amount);

export interface LedgerTotals {
  /** payments received, fils */
  received: number;
  /** refunds given back, fils (positive) */
  refunded: number;
  /** received − refunded */
  paid: number;
  /** deposit still held (collected − returned) */
  deposit: number;
}

export function ledgerTotals(entries: readonly { kind: string; amount: number }[]): LedgerTotals {
  const sum = (kind: LedgerKind) => entries.filter((e) => e.kind === kind).reduce((s, e) => s + e.amount, 0);
  const received = sum("payment");
  const refunded = -sum("refund");
  return { received, refunded, paid: received - refunded, deposit: sum("deposit") + sum("deposit_return") };
}

/** What is still due: nothing on a canceled stay (its money may be refunded instead), else total − paid. */
export const balanceDue = (status: string, total: number, paid: number) =>
  status === "canceled" ? 0 : Math.max(total - paid, 0);

/** Why an amount cannot be entered in the ledger, or null: money in never beyond what is due, out never beyond what came in. */
export function ledgerProblem(
  kind: LedgerKind,
  amount: number,
  state: { status: string; total: number; paid: number; deposit: number; insurance: number },
): { key: string; limit: number } | null {
  if (kind === "payment") {
    const due = balanceDue(state.status, state.total, state.paid);
    return amount > due ? { key: "reservations.paymentExceedsBalance", limit: due } : null;
  }
  if (kind === "refund")
    return amount > state.paid ? { key: "reservations.refundExceedsPaid", limit: state.paid } : null;
  if (kind === "deposit") {
    const room = Math.max(state.insurance - state.deposit, 0);
    return amount > room ? { key: "reservations.depositExceedsInsurance", limit: room } : null;
  }
  return amount > state.deposit
    ? { key: "reservations.depositReturnExceedsHeld", limit: state.deposit }
    : null;
}

/** The business's check-in and check-out times in its time zone. */
export interface CheckTimes {
  timeZone: string;
  /** HH:mm */
  checkInAt: string;
  /** HH:mm */
  checkOutAt: string;
}

/** Whether an instant is exactly the given wall-clock time (HH:mm) on its own local day. */
const isAtLocalTime = (iso: string, time: string, timeZone: string) =>
  Date.parse(zonedToUtcIso(localDateOf(iso, timeZone), time, timeZone)) === Date.parse(iso);

/** Field problems of a stay's times: it starts at the check-in time and ends at the check-out time. */
export function stayTimeProblems(stay: { from: string; to: string }, times: CheckTimes) {
  const problems: { from?: string; to?: string } = {};
  if (!isAtLocalTime(stay.from, times.checkInAt, times.timeZone)) problems.from = times.checkInAt;
  if (!isAtLocalTime(stay.to, times.checkOutAt, times.timeZone)) problems.to = times.checkOutAt;
  return problems;
}

/** A new stay may start today (the business's day) or later, never on an earlier day. */
export const startsInPast = (from: string, now: Date, timeZone: string) =>
  localDateOf(from, timeZone) < localDateOf(now, timeZone);

/** A stay is completed only once it has ended: its check-out is not in the future. */
export const canCompleteAt = (to: string, now: Date) => Date.parse(to) <= now.getTime();
