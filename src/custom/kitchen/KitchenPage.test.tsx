import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { buildStaff } from "../../layout/testing";
import { mockApiSignedIn } from "../../test/fetchMock";
import { renderWithAdmin } from "../../test/renderWithAdmin";
import { ageOf, keepUnchangedTickets, minutesSince, type KitchenTicket } from "./kitchenTicket";
import { KitchenPage } from "./KitchenPage";

vi.setConfig({ testTimeout: 30_000 });

const KITCHEN = "/api/business/10/branches/100/kitchen";
const names = (en: string, ar: string) => [
  { locale: "en", name: en },
  { locale: "ar", name: ar },
];
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const ticket = (
  id: number,
  acceptedMinutesAgo: number,
  extra: Partial<KitchenTicket> = {},
): KitchenTicket => ({
  id,
  number: id + 100,
  type: "dine_in",
  status: "accepted",
  table: names("T3", "ط3"),
  customer_name: "",
  notes: "",
  created_at: minutesAgo(acceptedMinutesAgo + 1),
  accepted_at: minutesAgo(acceptedMinutesAgo),
  updated_at: "2026-11-29T10:00:00.000000Z",
  lines: [
    {
      locales: names("Shawarma", "شاورما"),
      quantity: 2,
      addons: [names("Garlic", "ثوم")],
      round: 1,
      note: "",
    },
  ],
  ...extra,
});

const board = {
  tickets: [
    ticket(1, 25, { notes: "No pickles" }),
    ticket(2, 12, { table: null, type: "self_pickup", customer_name: "Hessa" }),
    ticket(3, 1, {
      lines: [
        { locales: names("Tea", "شاي"), quantity: 1, addons: [], round: 1, note: "" },
        { locales: names("Kunafa", "كنافة"), quantity: 1, addons: [], round: 2, note: "Warm" },
      ],
    }),
  ],
  last_ready: ticket(9, 30, { status: "ready" }),
  amber_minutes: 10,
  red_minutes: 20,
};

afterEach(() => vi.unstubAllGlobals());

describe("the kitchen screen", () => {
  it("shows the open tickets oldest first, their lines and addons, and their age against the thresholds", async () => {
    mockApiSignedIn({ [`GET ${KITCHEN}`]: { body: { data: board } } });
    renderWithAdmin(<KitchenPage />);
    const first = await screen.findByTestId("kitchen-ticket-1");
    expect(within(first).getByText("#101")).toBeInTheDocument();
    expect(within(first).getByText("Table T3")).toBeInTheDocument();
    expect(within(first).getByText("Shawarma", { exact: false })).toBeInTheDocument();
    expect(within(first).getByText("+ Garlic")).toBeInTheDocument();
    expect(within(first).getByText("No pickles")).toBeInTheDocument();
    expect(first).toHaveAttribute("data-age", "red");
    expect(screen.getByTestId("kitchen-ticket-2")).toHaveAttribute("data-age", "amber");
    expect(within(screen.getByTestId("kitchen-ticket-2")).getByText("Hessa")).toBeInTheDocument();
    expect(screen.getByTestId("kitchen-ticket-3")).toHaveAttribute("data-age", "fresh");
    // A later round is an addition to the order: marked on its own line, the first round is not.
    const added = within(screen.getByTestId("kitchen-ticket-3")).getByText("Kunafa", { exact: false });
    expect(within(added.closest("li")!).getByText("Addition")).toBeInTheDocument();
    expect(within(added.closest("li")!).getByText("Warm")).toBeInTheDocument();
    const tea = within(screen.getByTestId("kitchen-ticket-3")).getByText("Tea", { exact: false });
    expect(within(tea.closest("li")!).queryByText("Addition")).toBeNull();
    expect(within(first).queryByText("Addition")).toBeNull();
    expect(screen.getByText("3 open tickets")).toBeInTheDocument();
    const order = screen.getAllByTestId(/^kitchen-ticket-/).map((element) => element.dataset.testid);
    expect(order).toEqual(["kitchen-ticket-1", "kitchen-ticket-2", "kitchen-ticket-3"]);
  });

  it("marks a ticket ready through the order's status change, with the order's version", async () => {
    const calls = mockApiSignedIn({
      [`GET ${KITCHEN}`]: { body: { data: board } },
      "POST /api/business/10/branches/100/orders/1": { body: { data: { id: 1, status: "ready" } } },
    });
    renderWithAdmin(<KitchenPage />);
    await userEvent.click(await screen.findByRole("button", { name: "Mark order #101 ready" }));
    await waitFor(() =>
      expect(calls.filter((call) => call.method === "POST").map((call) => [call.path, call.body])).toEqual([
        [
          "/api/business/10/branches/100/orders/1",
          { status: "ready", updated_at: "2026-11-29T10:00:00.000000Z" },
        ],
      ]),
    );
    expect(await screen.findByText("Order #101 is ready")).toBeInTheDocument();
  });

  it("recalls the last ticket made ready, and lets staff without orders.update only read, in Arabic", async () => {
    mockApiSignedIn({ [`GET ${KITCHEN}`]: { body: { data: board } } }, buildStaff());
    renderWithAdmin(<KitchenPage />, { locale: "ar" });
    expect(within(await screen.findByTestId("kitchen-ticket-1")).getByText("طاولة ط3")).toBeInTheDocument();
    expect(within(screen.getByTestId("kitchen-ticket-3")).getByText("إضافة")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /جاهز/ })).toBeNull();
    expect(screen.getByText("يمكنك رؤية الطلبات دون تحديدها جاهزة.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "استرجاع" }));
    const recall = await screen.findByRole("dialog", { name: "آخر طلب صار جاهزًا" });
    expect(within(recall).getByText("#109")).toBeInTheDocument();
  });
});

describe("a ticket's age", () => {
  it("counts whole minutes since acceptance and turns amber, then red, at the thresholds", () => {
    const now = Date.parse("2026-11-29T10:00:00Z");
    expect(minutesSince("2026-11-29T09:50:30Z", now)).toBe(9);
    expect(minutesSince("2026-11-29T10:00:30Z", now)).toBe(0);
    expect([9, 10, 19, 20].map((minutes) => ageOf(minutes, 10, 20))).toEqual([
      "fresh",
      "amber",
      "amber",
      "red",
    ]);
  });

  it("keeps the tickets still on the board as they were when the oldest one leaves, so only that card changes", () => {
    const before = { data: board };
    const read = JSON.parse(JSON.stringify({ data: { ...board, tickets: board.tickets.slice(1) } })) as {
      data: typeof board;
    };
    const shared = keepUnchangedTickets(before, read) as { data: typeof board };
    expect(shared.data.tickets).toHaveLength(2);
    expect(shared.data.tickets[0]).toBe(board.tickets[1]);
    expect(shared.data.tickets[1]).toBe(board.tickets[2]);
    // Read again unchanged: the very same board.
    expect(keepUnchangedTickets(before, JSON.parse(JSON.stringify(before)))).toBe(before);
  });
});
