import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { mockApiSignedIn, type ApiCall } from "../../test/fetchMock";
import { renderWithAdmin } from "../../test/renderWithAdmin";
import { MoveStayDialog } from "./MoveStayDialog";
import type { Listing } from "./useListings";

vi.setConfig({ testTimeout: 30_000 });

const LISTING: Listing = {
  id: 7,
  name: "Sea Chalet",
  units: 2,
  unitNames: ["A", "B"],
  prices: [],
  holidays: [],
};
const STAY = {
  id: 31,
  item_id: 7,
  unit: 1,
  status: "pending",
  customer: { name: "Huda", phone: "+96551234567" },
  total: 50,
  paid: 20,
  balance: 30,
  currency: "KWD",
  updated_at: "2034-01-01T00:00:00.000Z",
};
const CURRENT = { item_id: 7, unit: 1, from: "2034-03-01", to: "2034-03-03" };
const PROPOSED = { item_id: 7, unit: 2, from: "2034-03-02", to: "2034-03-04" };

/** The rate calendar of the listing: 30 KWD a night (an override of the listing's own prices). */
const calendar = (call: ApiCall) => {
  const query = new URL(call.path, "http://localhost").searchParams;
  const nights = [query.get("from")!, query.get("to")!].map((date) => ({
    date,
    price: 30,
    kind: "override",
    closed: false,
    closed_to_arrival: false,
    closed_to_departure: false,
    min_nights: 1,
    override: null,
  }));
  return {
    body: {
      data: { item_id: 7, from: nights[0].date, to: nights[1].date, full_week: null, nights, seasons: [] },
    },
  };
};

function renderDialog(
  update: (call: ApiCall) => { status?: number; body?: unknown },
  locale: "en" | "ar" = "en",
) {
  const onClose = vi.fn();
  const calls = mockApiSignedIn({
    "GET /api/business/10/items/7/rate-calendar": calendar,
    "GET /api/business/10/holidays": { body: { data: [], total: 0 } },
    "POST /api/business/10/branches/100/reservations/31": update,
  });
  renderWithAdmin(
    <MoveStayDialog
      reservation={STAY}
      listings={[LISTING]}
      current={CURRENT}
      proposed={PROPOSED}
      onClose={onClose}
    />,
    { locale },
  );
  return { calls, onClose };
}

describe("the board's Move dialog", () => {
  it("shows the new price and balance from the rate calendar, and confirming saves the new unit and days", async () => {
    const { calls, onClose } = renderDialog(() => ({ body: { data: { ...STAY, unit: 2 } } }));
    expect(screen.getByTestId("move-from")).toHaveTextContent("Sea Chalet, unit A, 01-03-2034 – 03-03-2034");
    expect(screen.getByTestId("move-to")).toHaveTextContent("Sea Chalet, unit B, 02-03-2034 – 04-03-2034");
    // Two nights at 30, with 20 already paid.
    expect(await screen.findByTestId("move-price")).toHaveTextContent(
      /New price: .*KWD\s60\.000.* for 2 nights/,
    );
    expect(screen.getByTestId("move-balance")).toHaveTextContent(/KWD\s40\.000/);
    await userEvent.click(screen.getByRole("button", { name: "Move" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const update = calls.find((call) => call.method === "POST" && call.path.endsWith("/reservations/31"));
    expect(update?.body).toEqual({
      updated_at: STAY.updated_at,
      item_id: 7,
      unit: 2,
      from: "2034-03-02",
      to: "2034-03-04",
    });
  });

  it("shows the server's refusal and stays open, leaving the stay as it was", async () => {
    const { onClose } = renderDialog(() => ({
      status: 422,
      body: { message: "Invalid", errors: { from: ["These dates are not available for this unit"] } },
    }));
    await screen.findByTestId("move-price");
    await userEvent.click(screen.getByRole("button", { name: "Move" }));
    expect(await screen.findByTestId("move-refusal")).toHaveTextContent(
      "These dates are not available for this unit",
    );
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(onClose).toHaveBeenCalled();
  });

  it("words a change of length as one, with the price now beside the new one, in both languages", async () => {
    const longer = { ...CURRENT, to: "2034-03-04" };
    const props = { reservation: STAY, listings: [LISTING], current: CURRENT, proposed: longer };
    mockApiSignedIn({
      "GET /api/business/10/items/7/rate-calendar": calendar,
      "GET /api/business/10/holidays": { body: { data: [], total: 0 } },
    });
    const english = renderWithAdmin(<MoveStayDialog {...props} change="resize" onClose={vi.fn()} />);
    expect(await screen.findByRole("dialog", { name: "Change the dates of Huda's stay" })).toBeVisible();
    expect(screen.getByTestId("move-to")).toHaveTextContent(
      "New dates: Sea Chalet, unit A, 01-03-2034 – 04-03-2034",
    );
    expect(await screen.findByTestId("move-old-price")).toHaveTextContent(/Price now: .*KWD\s50\.000/);
    expect(screen.getByTestId("move-balance")).toHaveTextContent("Balance after the change");
    // The keys are told where the keyboard needs them.
    expect(screen.getByRole("dialog")).toHaveAccessibleDescription(/M on a focused stay opens this dialog/);
    expect(screen.getByRole("button", { name: "Change dates" })).toBeEnabled();
    english.unmount();

    renderWithAdmin(<MoveStayDialog {...props} change="resize" onClose={vi.fn()} />, { locale: "ar" });
    expect(await screen.findByRole("dialog", { name: "تغيير تواريخ إقامة Huda" })).toBeVisible();
    expect(screen.getByRole("dialog")).toHaveAccessibleDescription(/اضغط M على إقامة محددة/);
    expect(screen.getByRole("button", { name: "تغيير التواريخ" })).toBeEnabled();
  });

  it("is in Arabic, and a stay not moved cannot be confirmed", async () => {
    const onClose = vi.fn();
    mockApiSignedIn({
      "GET /api/business/10/items/7/rate-calendar": calendar,
      "GET /api/business/10/holidays": { body: { data: [], total: 0 } },
    });
    renderWithAdmin(
      <MoveStayDialog
        reservation={STAY}
        listings={[LISTING]}
        current={CURRENT}
        proposed={CURRENT}
        onClose={onClose}
      />,
      { locale: "ar" },
    );
    expect(await screen.findByRole("dialog", { name: "نقل إقامة Huda" })).toBeVisible();
    expect(await screen.findByTestId("move-price")).toHaveTextContent(/السعر الجديد/);
    expect(screen.getByRole("button", { name: "نقل" })).toBeDisabled();
  });
});
