import { describe, expect, it } from "vitest";
import {
  balanceDue,
  canChangeReservationStatus,
  canCompleteAt,
  derivedPaymentState,
  EXPLICIT_PAYMENT_STATES,
  ledgerProblem,
  ledgerTotals,
  signedAmount,
  startsInPast,
  stayTimeProblems,
} from "./reservations";

describe("reservation rules", () => {
  it("derives the payment state from the payments", () => {
    expect(derivedPaymentState(100_000, 0)).toBe("not_paid");
    expect(derivedPaymentState(100_000, 40_000)).toBe("partially_paid");
    expect(derivedPaymentState(100_000, 100_000)).toBe("paid");
    expect(derivedPaymentState(100_000, 120_000)).toBe("paid");
    expect(EXPLICIT_PAYMENT_STATES).toEqual(["no_data", "reservable"]);
  });

  it("lets pending and completed move both ways and be canceled, and keeps canceled final", () => {
    expect(canChangeReservationStatus("pending", "completed")).toBe(true);
    expect(canChangeReservationStatus("completed", "pending")).toBe(true);
    expect(canChangeReservationStatus("completed", "canceled")).toBe(true);
    expect(canChangeReservationStatus("pending", "pending")).toBe(true);
    expect(canChangeReservationStatus("canceled", "pending")).toBe(false);
    expect(canChangeReservationStatus("canceled", "completed")).toBe(false);
  });
});

describe("the reservation ledger", () => {
  it("keeps payments and refunds apart and the deposit out of what was paid", () => {
    expect(
      ledgerTotals([
        { kind: "payment", amount: 100_000 },
        { kind: "refund", amount: -60_000 },
        { kind: "deposit", amount: 50_000 },
        { kind: "deposit_return", amount: -20_000 },
      ]),
    ).toEqual({ received: 100_000, refunded: 60_000, paid: 40_000, deposit: 30_000 });
    expect(signedAmount("refund", 5)).toBe(-5);
    expect(signedAmount("payment", 5)).toBe(5);
  });

  it("refuses a payment above the balance, a refund above what was kept, a deposit above the insurance", () => {
    const state = { status: "pending", total: 210_000, paid: 0, deposit: 0, insurance: 50_000 };
    expect(ledgerProblem("payment", 500_000, state)).toEqual({
      key: "reservations.paymentExceedsBalance",
      limit: 210_000,
    });
    expect(ledgerProblem("payment", 210_000, state)).toBeNull();
    expect(ledgerProblem("refund", 1, state)?.key).toBe("reservations.refundExceedsPaid");
    expect(ledgerProblem("deposit", 50_001, state)?.limit).toBe(50_000);
    expect(ledgerProblem("deposit_return", 1, state)?.limit).toBe(0);
    expect(balanceDue("canceled", 210_000, 0)).toBe(0);
  });

  it("checks check-in/out times in the business's zone, the past, and completing", () => {
    const times = { timeZone: "Asia/Kuwait", checkInAt: "14:00", checkOutAt: "12:00" };
    expect(
      stayTimeProblems({ from: "2031-01-05T11:00:00.000Z", to: "2031-01-07T09:00:00.000Z" }, times),
    ).toEqual({});
    expect(
      stayTimeProblems({ from: "2031-01-05T10:00:00.000Z", to: "2031-01-06T07:30:00.000Z" }, times),
    ).toEqual({
      from: "14:00",
      to: "12:00",
    });
    const now = new Date("2026-11-30T20:59:50Z"); // 23:59:50 in Kuwait
    expect(startsInPast("2026-11-30T11:00:00.000Z", now, "Asia/Kuwait")).toBe(false);
    expect(startsInPast("2026-11-29T11:00:00.000Z", now, "Asia/Kuwait")).toBe(true);
    expect(canCompleteAt("2026-11-30T09:00:00.000Z", now)).toBe(true);
    expect(canCompleteAt("2026-12-01T09:00:00.000Z", now)).toBe(false);
  });
});
