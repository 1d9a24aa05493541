import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ResourceContextProvider } from "react-admin";
import { mockApiSignedIn, type ApiCall } from "../../test/fetchMock";
import { stayRecord } from "../../test/records";
import { renderWithAdmin } from "../../test/renderWithAdmin";
import * as money from "../operations/money";
import ReservationList from "./ReservationList";

vi.setConfig({ testTimeout: 30_000 });

// Every amount cell goes through showMoney: counting its calls counts how often the rows are drawn.
vi.mock("../operations/money", async (original) => {
  const actual = await original<typeof import("../operations/money")>();
  return { ...actual, showMoney: vi.fn(actual.showMoney) };
});
const showMoney = vi.mocked(money.showMoney);

// Arriving at 20:00 UTC: still the 1st in Kuwait, already the 2nd in Tokyo.
const STAYS = [31, 32].map((id) => stayRecord(id));

let release: () => void = () => {};
let calls: ApiCall[] = [];

beforeEach(() => {
  showMoney.mockClear();
  // The colours, configuration and listings answer only after the stays are on screen.
  const gate = new Promise<void>((resolve) => (release = resolve));
  const later = (body: unknown) => async () => (await gate, { body });
  calls = mockApiSignedIn({
    "GET /api/business/10/branches/100/reservations": { body: { data: STAYS, total: 2 } },
    "GET /api/business/10/settings": later({
      data: [{ key: "ReservationStatusColors", data: { Pending: "#ffaa00" } }],
      updated_at: null,
    }),
    "GET /api/business/10/config": later({ data: [{ key: "timezone", value: "Asia/Tokyo" }] }),
    "GET /api/business/10/items": later({
      data: [
        {
          id: 7,
          locales: [
            { locale: "en", name: "Sea Chalet" },
            { locale: "ar", name: "شاليه البحر" },
          ],
          prices: [],
          holidays: [],
          itemable: { units: 2, unit_names: ["A"] },
        },
      ],
    }),
  });
});
afterEach(() => vi.unstubAllGlobals());

describe("reservations list", () => {
  it("fills listing names, days in the business's time zone and status colours without drawing the rows again", async () => {
    renderWithAdmin(
      <ResourceContextProvider value="reservations">
        <ReservationList />
      </ResourceContextProvider>,
    );
    const row = (await screen.findAllByRole("row"))[1];
    await within(row).findByText("Guest 31");
    // Asked for beside the page of stays, not after it.
    await waitFor(() =>
      expect(calls.map((call) => call.path.split("?")[0])).toEqual(
        expect.arrayContaining([
          "/api/business/10/settings",
          "/api/business/10/config",
          "/api/business/10/items",
        ]),
      ),
    );
    const drawn = showMoney.mock.calls.length;
    expect(drawn).toBeGreaterThan(0);

    release();
    expect(await within(row).findByText("Sea Chalet")).toBeInTheDocument();
    expect(await within(row).findAllByText("02-03-2026")).toHaveLength(1);
    await waitFor(() => expect(row.querySelector("[data-color]")).toHaveAttribute("data-color", "#ffaa00"));
    // Only the cells that read them were redrawn: no amount was formatted again.
    expect(showMoney.mock.calls.length).toBe(drawn);
  });
});
