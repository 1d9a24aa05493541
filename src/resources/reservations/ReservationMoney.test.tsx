import { describe, expect, it, vi } from "vitest";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { RecordContextProvider } from "react-admin";
import { renderWithAdmin } from "../../test/renderWithAdmin";
import { CancelReservationButton } from "./CancelReservationButton";
import { RecordPaymentButton } from "./RecordPaymentButton";
import { ReservationAccount } from "./ReservationAccount";

vi.setConfig({ testTimeout: 30_000 });

const reservation = {
  id: 5,
  status: "pending",
  notes: "Anniversary, late arrival",
  total: 210,
  paid: 100,
  balance: 110,
  deposit: 0,
  insurance: 50,
  currency: "KWD",
  updated_at: "2034-01-01T00:00:00.000Z",
};

describe("reservation money dialogs", () => {
  it("starts a payment with empty notes (not the reservation's) and the balance as the amount", async () => {
    renderWithAdmin(
      <RecordContextProvider value={reservation}>
        <RecordPaymentButton />
      </RecordContextProvider>,
    );
    await userEvent.click(await screen.findByRole("button", { name: "Record a payment" }));
    expect(await screen.findByLabelText(/Notes/)).toHaveValue("");
    expect(screen.getByLabelText(/Amount/)).toHaveValue(110);
  });

  it("starts the refund at 0 when cancelling, with what was received beside it, in Arabic", async () => {
    renderWithAdmin(
      <RecordContextProvider value={reservation}>
        <CancelReservationButton />
      </RecordContextProvider>,
      { locale: "ar" },
    );
    await userEvent.click(await screen.findByRole("button", { name: "إلغاء الحجز" }));
    const refund = await screen.findByLabelText(/المبلغ المسترد للعميل/);
    expect(refund).toHaveValue(0);
    // Everything back is a deliberate second step.
    await userEvent.click(screen.getByRole("button", { name: "استرداد الكل" }));
    expect(refund).toHaveValue(100);
  });

  it("shows what a canceled stay kept instead of a payment state or a balance", async () => {
    renderWithAdmin(
      <RecordContextProvider
        value={{
          ...reservation,
          status: "canceled",
          paid: 40,
          balance: 0,
          payment_state: "partially_paid",
          received: 100,
          refunded: 60,
        }}
      >
        <ReservationAccount />
      </RecordContextProvider>,
    );
    expect(await screen.findByText(/Canceled · kept .*40\.000/)).toBeInTheDocument();
    expect(screen.queryByText("Partially paid")).toBeNull();
    expect(screen.queryByText("Balance")).toBeNull();
    expect(screen.getByText("Kept after cancellation")).toBeInTheDocument();
  });
});
