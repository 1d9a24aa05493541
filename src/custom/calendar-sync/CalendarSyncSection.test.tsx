import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { mockApi } from "../../test/fetchMock";
import { renderWithAdmin } from "../../test/renderWithAdmin";
import { buildUser, signInAs } from "../../test/users";
import { CalendarSyncSection } from "./CalendarSyncSection";

// The listing's "Calendar sync": the unit's address to copy, and its imported calendars with their status.

vi.setConfig({ testTimeout: 30_000 });

const unitPath = "/api/business/1/items/7/units/1/calendar";
const feed = {
  id: 5,
  item_id: 7,
  unit: 1,
  name: "Airbnb",
  source: "airbnb",
  url: "https://www.airbnb.com/calendar/ical/1.ics?s=x",
  last_success_at: "2026-03-01T08:00:00.000Z",
  last_error: "HTTP 500",
  last_error_at: "2026-03-01T09:00:00.000Z",
  event_count: 3,
  next_sync_at: "2026-03-01T09:15:00.000Z",
  created_at: "2026-02-01T08:00:00.000Z",
  updated_at: "2026-02-01T08:00:00.000Z",
};

beforeEach(() => {
  localStorage.clear();
  signInAs(buildUser());
});
afterEach(() => vi.unstubAllGlobals());

describe("calendar sync of a unit", () => {
  it("shows the address and the imported calendars' status, and adds a calendar fetched at once, in Arabic", async () => {
    const calls = mockApi({
      [`GET ${unitPath}`]: {
        body: { data: { item_id: 7, unit: 1, export_path: "/api/public/calendars/abc.ics", feeds: [feed] } },
      },
      [`POST ${unitPath}/feeds`]: { status: 201, body: { data: { ...feed, id: 6, name: "Booking.com" } } },
      [`POST ${unitPath}/feeds/6/sync`]: { body: { data: { ...feed, id: 6 } } },
    });
    renderWithAdmin(<CalendarSyncSection businessId={1} itemId={7} unitNames={["A"]} />, { locale: "ar" });
    expect(await screen.findByText("مزامنة التقويم")).toBeInTheDocument();
    expect(await screen.findByTestId("calendar-export-address")).toHaveTextContent(
      /\/api\/public\/calendars\/abc\.ics$/,
    );
    // The last fetch failed after the last success: shown as failing, with the error.
    expect(screen.getByText("متعثر")).toBeInTheDocument();
    expect(screen.getByText("HTTP 500")).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText("عنوان التقويم (iCal)"), "https://admin.booking.com/x.ics");
    await userEvent.click(screen.getByRole("button", { name: "إضافة تقويم" }));
    await waitFor(() => expect(calls.some((c) => c.path === `${unitPath}/feeds/6/sync`)).toBe(true));
    expect(calls.find((c) => c.method === "POST" && c.path === `${unitPath}/feeds`)?.body).toEqual({
      source: "airbnb",
      url: "https://admin.booking.com/x.ics",
      name: "إير بي إن بي",
    });
  });
});
