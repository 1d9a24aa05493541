import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { clearSession, takeSignedInUser } from "../../authProvider/session";
import { mockApi } from "../../test/fetchMock";
import { renderWithAdmin } from "../../test/renderWithAdmin";
import { buildUser } from "../../test/users";
import { buildStaff, signInAs } from "../../layout/testing";
import orderScreens from "../../resources/orders";
import reservationScreens from "../../resources/reservations";
import { NEXT_PAGE_PREFETCH_MARK } from "../prefetchMark";
import { OverviewPage } from "./OverviewPage";

vi.setConfig({ testTimeout: 30_000 });

// The chart library draws SVG that jsdom cannot measure; a stand-in shows what the page hands to a chart.
vi.mock("./charts", () => {
  const Chart = (props: {
    title: string;
    categories: string[];
    series: { data: number[] }[];
    format: (v: number) => string;
  }) => (
    <ul aria-label={props.title}>
      {props.categories.map((category, i) => (
        <li key={category}>{`${category}: ${props.format(props.series[0].data[i])}`}</li>
      ))}
    </ul>
  );
  return { SeriesBarChart: Chart, SeriesLineChart: Chart };
});

/** Text without the isolation marks around figures and with plain spaces. */
const strip = (text: string | null) => (text ?? "").replace(/[\u2066-\u2069]/g, "").replace(/\u00a0/g, " ");
const period = {
  from: "2026-11-24",
  to: "2026-11-30",
  days: 7,
  previous_from: "2026-11-17",
  previous_to: "2026-11-23",
  today: "2026-11-30",
  time_zone: "Asia/Kuwait",
};
const answer = (figures: unknown) => ({ body: { data: { period, currency: "KWD", figures } } });
const sales = (orders: number, sales: number, average_ticket: number) => ({ orders, sales, average_ticket });
const restaurantRoutes = {
  "GET /api/business/10/overview/summary": answer({
    current: sales(12, 1234.5, 102.875),
    previous: sales(10, 1000, 100),
    pending: {
      count: 3,
      by_branch: [{ branch_id: 101, locales: [{ locale: "en", name: "Marina" }], count: 3 }],
    },
  }),
  "GET /api/business/10/overview/sales": answer({
    current: [{ date: "2026-11-30", orders: 2, sales: 20.25 }],
    previous: [{ date: "2026-11-29", orders: 1, sales: 5 }],
  }),
  "GET /api/business/10/overview/order-types": answer([{ type: "delivery", orders: 4, sales: 40 }]),
  "GET /api/business/10/overview/top-items": answer([
    { item_id: 5, locales: [{ locale: "en", name: "Hummus" }], quantity: 9, sales: 13.5 },
  ]),
  "GET /api/business/10/overview/rhythm": answer({
    by_hour: Array.from({ length: 24 }, (_, hour) => ({ hour, orders: hour === 13 ? 6 : 0, sales: 0 })),
    by_weekday: Array.from({ length: 7 }, (_, weekday) => ({ weekday, orders: 1, sales: 0 })),
  }),
};

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe("Overview", () => {
  it("shows the restaurant's figures from one call per widget, with the pending link and the period", async () => {
    signInAs(buildUser());
    const calls = mockApi(restaurantRoutes);
    renderWithAdmin(<OverviewPage />);
    expect(strip((await screen.findByTestId("stat-orders-value")).textContent)).toBe("12");
    expect(strip(screen.getByTestId("stat-sales-value").textContent)).toBe("KWD 1,234.500");
    expect(strip(screen.getByTestId("stat-ticket-value").textContent)).toBe("KWD 102.875");
    expect(strip(screen.getByTestId("stat-sales").textContent)).toContain("23.5% vs previous period");
    const pending = within(screen.getByTestId("stat-pending")).getByRole("link");
    expect(pending).toHaveAttribute("href", `/orders?filter=${encodeURIComponent('{"status":"pending"}')}`);
    expect(pending).toHaveTextContent("Pending in Marina:");
    expect(await screen.findByText("1. Hummus")).toBeInTheDocument();
    expect(strip((await screen.findByRole("list", { name: "Sales by day" })).textContent)).toContain(
      "Nov 30: KWD 20.250",
    );
    expect(await screen.findByText(/Delivery: /)).toBeInTheDocument();
    // One call per widget, and the first page of the branch's orders, the page opened next (usePrefetchList).
    expect(calls.map((c) => c.path).sort()).toEqual([
      "/api/business/10/branches/100/orders?page=1&per_page=10&sort=created_at&order=desc",
      ...["order-types", "rhythm", "sales", "summary", "top-items"].map(
        (w) => `/api/business/10/overview/${w}?days=7`,
      ),
    ]);

    await userEvent.click(screen.getByRole("button", { name: "30 days" }));
    await waitFor(() => expect(calls.filter((c) => c.path.endsWith("days=30"))).toHaveLength(5));
    await userEvent.click(screen.getByRole("button", { name: "Custom" }));
    await userEvent.type(screen.getByLabelText("From"), "2026-11-01");
    await userEvent.type(screen.getByLabelText("To"), "2026-11-10");
    await userEvent.click(screen.getByRole("button", { name: "Apply" }));
    await waitFor(() =>
      expect(calls.some((c) => c.path.endsWith("summary?from=2026-11-01&to=2026-11-10"))).toBe(true),
    );
  });

  it("writes amounts with د.ك in Arabic, each figure isolated from the text around it", async () => {
    signInAs(buildUser());
    mockApi(restaurantRoutes);
    renderWithAdmin(<OverviewPage />, { locale: "ar" });
    const value = await screen.findByTestId("stat-sales-value");
    expect(value.textContent).toMatch(/^\u2068.*1,234\.500.*د\.ك.*\u2069$/);
    expect(value.tagName).toBe("BDI");
  });

  it("once drawn and idle, fetches the chunks of the list it leads to (orders, or stays for a chalet), marked", async () => {
    const ordersChunk = vi.spyOn(orderScreens.list, "preload").mockResolvedValue(undefined);
    const staysChunk = vi.spyOn(reservationScreens.list, "preload").mockResolvedValue(undefined);
    performance.clearMarks(NEXT_PAGE_PREFETCH_MARK);
    signInAs(buildUser());
    mockApi(restaurantRoutes);
    const restaurant = renderWithAdmin(<OverviewPage />);
    await waitFor(() => expect(ordersChunk).toHaveBeenCalledTimes(1));
    expect(staysChunk).not.toHaveBeenCalled();
    expect(performance.getEntriesByName(NEXT_PAGE_PREFETCH_MARK, "mark")).toHaveLength(1);
    restaurant.unmount();

    const user = buildUser();
    signInAs({ ...user, business: [{ ...user.business[0], type: "chalet" }] });
    mockApi({});
    renderWithAdmin(<OverviewPage />);
    await waitFor(() => expect(staysChunk).toHaveBeenCalledTimes(1));
    expect(ordersChunk).toHaveBeenCalledTimes(1);
    ordersChunk.mockRestore();
    staysChunk.mockRestore();
  });

  it("right after a sign-in, fetches the list it leads to as soon as it is drawn, without waiting for idle", async () => {
    const ordersChunk = vi.spyOn(orderScreens.list, "preload").mockResolvedValue(undefined);
    // A page never idle (its answers still being drawn): nothing waits for idle here.
    vi.stubGlobal("requestIdleCallback", () => 0);
    vi.stubGlobal("cancelIdleCallback", () => undefined);
    signInAs(buildUser());
    mockApi(restaurantRoutes);
    const visit = renderWithAdmin(<OverviewPage />);
    await screen.findByTestId("stat-sales-value");
    expect(ordersChunk).not.toHaveBeenCalled();
    visit.unmount();

    // The load a sign-in started (the login page put the list's code in the browser cache).
    const token = localStorage.getItem("token")!;
    sessionStorage.setItem("user_fresh_for", JSON.stringify({ token, at: Date.now() }));
    expect(takeSignedInUser(token)).toBe(true);
    const signedIn = renderWithAdmin(<OverviewPage />);
    await waitFor(() => expect(ordersChunk).toHaveBeenCalledTimes(1));
    signedIn.unmount();
    clearSession();
    vi.unstubAllGlobals();
    ordersChunk.mockRestore();
  });

  it("tells staff without orders.read there is nothing to show, and asks nothing", async () => {
    signInAs({ ...buildStaff(), permissions: ["branch.100.menu.read"] });
    const calls = mockApi({});
    renderWithAdmin(<OverviewPage />);
    expect(await screen.findByText(/You may not read orders/)).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it("shows a chalet's occupancy and links each arrival to its reservation", async () => {
    const user = buildUser();
    signInAs({ ...user, business: [{ ...user.business[0], type: "chalet" }] });
    const stay = {
      id: 77,
      branch_id: 101,
      item_id: 3,
      locales: [{ locale: "en", name: "Sea View" }],
      unit: 2,
      customer_name: "Huda",
      from: "2026-11-30T11:00:00.000Z",
      to: "2026-12-02T09:00:00.000Z",
      status: "pending",
      balance: 12,
    };
    const figures = {
      booked_nights: 21,
      available_nights: 28,
      occupancy: 75,
      revenue: 2100,
      adr: 100,
      revpar: 75,
    };
    const none = { count: 0, rows: [] };
    const calls = mockApi({
      "GET /api/business/10/overview/occupancy": answer({
        current: figures,
        previous: { ...figures, occupancy: 50 },
      }),
      "GET /api/business/10/overview/movements": answer({
        today: "2026-11-30",
        tomorrow: "2026-12-01",
        arrivals: { today: { count: 1, rows: [stay] }, tomorrow: none },
        departures: { today: none, tomorrow: none },
      }),
      "GET /api/business/10/overview/balances": answer({ count: 1, amount: 12, largest: [stay] }),
      "GET /api/business/10/overview/listings": answer([
        { item_id: 3, locales: stay.locales, units: 4, ...figures },
      ]),
    });
    renderWithAdmin(<OverviewPage />);
    expect(strip((await screen.findByTestId("stat-occupancy-value")).textContent)).toBe("75%");
    expect(strip(screen.getByTestId("stat-occupancy").textContent)).toContain("50% vs previous period");
    const arrivals = await screen.findByTestId("arrivals-today");
    expect(within(arrivals).getByRole("link")).toHaveAttribute("href", "/reservations/77");
    expect(strip(arrivals.textContent)).toContain("owes KWD 12.000");
    expect(strip((await screen.findByTestId("stat-outstanding-value")).textContent)).toBe("KWD 12.000");
    // The stays list of the current branch is the page asked for ahead here.
    expect(calls.map((c) => c.path)).toContain(
      "/api/business/10/branches/100/reservations?page=1&per_page=10&sort=upcoming&order=asc",
    );
  });
});
