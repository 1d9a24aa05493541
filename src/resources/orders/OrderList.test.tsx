import { Profiler } from "react";
import { act, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ResourceContextProvider } from "react-admin";
import { authProvider } from "../../authProvider";
import { resetLiveStatus, updateLiveStatus } from "../../live/liveStatus";
import { buildStaff } from "../../layout/testing";
import { mockApiSignedIn, type ApiCall } from "../../test/fetchMock";
import { orderRecord } from "../../test/records";
import { renderWithAdmin } from "../../test/renderWithAdmin";
import OrderList from "./OrderList";

vi.setConfig({ testTimeout: 30_000 });

const BRANCH = "/api/business/10/branches/100";
const ORDERS = [21, 22].map((id) => orderRecord(id));
const name = (en: string, ar: string) => [
  { locale: "en", name: en },
  { locale: "ar", name: ar },
];

let calls: ApiCall[] = [];
const routes = () => ({
  [`GET ${BRANCH}/orders`]: { body: { data: ORDERS, total: 2 } },
  [`GET ${BRANCH}/order-statuses`]: {
    body: {
      data: [
        { id: "pending", name: "Pending", next: ["accepted", "rejected"] },
        { id: "accepted", name: "Accepted", next: ["ready"] },
      ],
    },
  },
  [`GET ${BRANCH}/floors`]: { body: { data: [{ id: 1, locales: name("Hall", "الصالة") }], total: 1 } },
  [`GET ${BRANCH}/floors/1/tables`]: {
    body: { data: [{ id: 3, locales: name("T3", "ط3") }], total: 1 },
  },
  "GET /api/business/10/config": { body: { data: [], updated_at: null } },
});
beforeEach(() => {
  calls = mockApiSignedIn(routes());
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  resetLiveStatus();
});

describe("orders list", () => {
  it("fills each row's table and status select from the branch, and is redrawn by its fresh orders only", async () => {
    let commits = 0;
    renderWithAdmin(
      <ResourceContextProvider value="orders">
        <Profiler id="orders" onRender={() => commits++}>
          <OrderList />
        </Profiler>
      </ResourceContextProvider>,
    );
    const row = (await screen.findAllByRole("row"))[1];
    expect(await within(row).findByText("T3 · Hall")).toBeInTheDocument();
    expect(await within(row).findByRole("combobox", { name: /21/ })).toBeInTheDocument();

    // The live connection coming up, or an alarm ringing in the app bar, does not redraw the list.
    commits = 0;
    act(() => updateLiveStatus({ connection: "connecting" }));
    act(() => updateLiveStatus({ connection: "connected", ringing: [21] }));
    expect(commits).toBe(0);

    // An order that just arrived live is highlighted: that redraws it.
    act(() => updateLiveStatus({ freshOrders: [22] }));
    expect(commits).toBeGreaterThan(0);
  });

  it("highlights pending orders until answered (after a reload too) and has no Delete on its rows", async () => {
    calls = mockApiSignedIn({
      ...routes(),
      [`GET ${BRANCH}/orders`]: {
        body: {
          data: [orderRecord(21), orderRecord(22, { status: "delivered", payment_state: "paid" })],
          total: 2,
        },
      },
    });
    renderWithAdmin(
      <ResourceContextProvider value="orders">
        <OrderList />
      </ResourceContextProvider>,
    );
    const [, pending, delivered] = await screen.findAllByRole("row");
    expect(await within(pending).findByText("Guest 21")).toBeInTheDocument();
    const background = (row: HTMLElement) => getComputedStyle(row).backgroundColor;
    expect(background(pending)).not.toBe(background(delivered));
    expect(background(delivered)).toMatch(/^(|transparent|rgba\(0, 0, 0, 0\))$/);
    expect(screen.queryByRole("button", { name: /Delete/ })).toBeNull();
  });

  it("exports from the server the orders its filters select, in one request", async () => {
    calls = mockApiSignedIn({ ...routes(), [`GET ${BRANCH}/orders/export`]: { body: "\uFEFForder\r\n" } });
    const saved: Blob[] = [];
    vi.stubGlobal(
      "URL",
      Object.assign(URL, { createObjectURL: (file: Blob) => (saved.push(file), "blob:x") }),
    );
    URL.revokeObjectURL = () => undefined;
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => undefined);
    const filter = encodeURIComponent(JSON.stringify({ status: "pending", q: "Ali" }));
    renderWithAdmin(
      <ResourceContextProvider value="orders">
        <OrderList />
      </ResourceContextProvider>,
      { initialPath: `/orders?filter=${filter}` },
    );
    await screen.findByText("Guest 21");
    screen.getByRole("button", { name: "Export" }).click();
    await vi.waitFor(() => expect(click).toHaveBeenCalled());
    const exports = calls.filter((call) => call.path.startsWith(`${BRANCH}/orders/export`));
    expect(exports.map((call) => call.path)).toEqual([`${BRANCH}/orders/export?q=Ali&status=pending`]);
    expect(saved).toHaveLength(1);
    // Never the old way: the dashboard does not page through the orders itself.
    expect(
      calls.filter((call) => call.path.startsWith(`${BRANCH}/orders?`) && call.path.includes("per_page=100")),
    ).toEqual([]);
  });

  it("shows when each order was placed in the business's time zone, not the browser's", async () => {
    const kuwait = { key: "timezone", value: "Asia/Kuwait" };
    mockApiSignedIn({
      ...routes(),
      // 19:09 UTC on 27 November is 22:09 in Kuwait; 22:30 UTC is already 28 November there.
      [`GET ${BRANCH}/orders`]: {
        body: {
          data: [
            orderRecord(21, { created_at: "2026-11-27T19:09:00.000Z" }),
            orderRecord(22, { created_at: "2026-11-27T22:30:00.000Z" }),
          ],
          total: 2,
        },
      },
      "GET /api/business/10/config": { body: { data: [kuwait], updated_at: null } },
    });
    renderWithAdmin(
      <ResourceContextProvider value="orders">
        <OrderList />
      </ResourceContextProvider>,
    );
    expect(await screen.findByText("27-11-2026 22:09")).toBeInTheDocument();
    expect(screen.getByText("28-11-2026 01:30")).toBeInTheDocument();
  });

  it("asks for its orders without waiting for react-admin's access check (the route guard has decided)", async () => {
    // An access check that never answers: the rows come anyway.
    vi.spyOn(authProvider, "canAccess").mockReturnValue(new Promise<boolean>(() => undefined));
    renderWithAdmin(
      <ResourceContextProvider value="orders">
        <OrderList />
      </ResourceContextProvider>,
    );
    expect(await screen.findByText("Guest 21")).toBeInTheDocument();
  });

  it("shows staff who may not change a status its chip, without asking for the statuses", async () => {
    calls = mockApiSignedIn(routes(), buildStaff());
    renderWithAdmin(
      <ResourceContextProvider value="orders">
        <OrderList />
      </ResourceContextProvider>,
    );
    const row = (await screen.findAllByRole("row"))[1];
    expect(await within(row).findByText("T3 · Hall")).toBeInTheDocument();
    expect(within(row).getByText("Pending")).toBeInTheDocument();
    expect(within(row).queryByRole("combobox")).toBeNull();
    expect(calls.some((call) => call.path.includes("/order-statuses"))).toBe(false);
  });
});
