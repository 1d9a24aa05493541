import type { PaymentState, ReservationStatus } from "./constants";

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
