import { describe, expect, it } from "vitest";
import { canChangeReservationStatus, derivedPaymentState, EXPLICIT_PAYMENT_STATES } from "./reservations";

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
