import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PREFETCHED_FRESH_MS } from "../dataProvider/queryDefaults";
import { mockApi, mockApiSignedIn, type ApiCall } from "../test/fetchMock";
import { buildUser } from "../test/users";
import { CURRENT_MENU_KEY, store } from "../store";
import { loadPage } from "./lazyPages";
import { takeEarlyMenu } from "./menu-editor/earlyMenu";
import { queryClient } from "../dataProvider/queryClient";
import { orders as ordersEntry } from "../domain/resources/orders";
import orders from "../resources/orders";
import { RESOURCES } from "../resources/screens";
import { branchListQuery, firstPageRequest } from "../resources/shared/firstPageRequest";
import { preloadSignedIn } from "./preloadSignedIn";

// The chunks themselves are not what this checks: which page is fetched, and that the menu is asked for once.
vi.mock("../layout/Layout", () => ({ Layout: () => null }));
vi.mock("../resources/orders/OrderList", () => ({}));
vi.mock("./lazyPages", () => {
  // The pages the sidebar's links open (preloadLink reads them).
  const page = () => ({ preload: vi.fn(async () => undefined), isLoaded: () => false });
  return {
    loadPage: {
      overview: vi.fn(async () => null),
      menuEditor: vi.fn(async () => null),
      settings: vi.fn(async () => null),
      configurations: vi.fn(async () => null),
      kitchen: vi.fn(async () => null),
      apiKeys: vi.fn(async () => null),
      webhooks: vi.fn(async () => null),
      dayReport: vi.fn(async () => null),
      customers: vi.fn(async () => null),
      customer: vi.fn(async () => null),
      rateCalendar: vi.fn(async () => null),
    },
    LazyOverviewPage: page(),
    LazyMenuEditorPage: page(),
    LazySettingsPage: page(),
    LazyConfigurationsPage: page(),
    LazyKitchenPage: page(),
    LazyApiKeysPage: page(),
    LazyWebhooksPage: page(),
    LazyDayReportPage: page(),
    LazyCustomersPage: page(),
    LazyCustomerPage: page(),
    LazyRateCalendarPage: page(),
  };
});

const MENU = { id: 8, categories: [] };
const ORDERS_PAGE = { body: { data: [{ id: 5, number: 5 }], meta: { total: 1 } } };
const menuCalls = (calls: ApiCall[]) => calls.filter((call) => call.path.startsWith("/api/menu/"));
const ordersPageCalls = () =>
  calls.filter((call) => call.path.startsWith("/api/business/10/branches/100/orders?"));
let calls: ApiCall[] = [];

beforeEach(() => {
  vi.clearAllMocks();
  queryClient.clear();
  const user = buildUser();
  user.business[0].menus.push({ id: 8, type: "normal", locales: [{ locale: "en", name: "Brunch" }] });
  calls = mockApiSignedIn(
    {
      "GET /api/menu/8": { body: { data: MENU } },
      "GET /api/menu/7": { body: { data: { id: 7 } } },
      "GET /api/business/10/branches/100/orders": ORDERS_PAGE,
    },
    user,
  );
  store.setItem(CURRENT_MENU_KEY, 8);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  takeEarlyMenu(-1);
});

describe("a signed-in start", () => {
  it("at /menu fetches the editor's chunk and asks for the chosen menu at once; the editor takes it once", async () => {
    preloadSignedIn("/menu");
    expect(loadPage.menuEditor).toHaveBeenCalledTimes(1);
    expect(loadPage.overview).not.toHaveBeenCalled();
    expect(menuCalls(calls).map((call) => call.path)).toEqual(["/api/menu/8"]);

    // Another menu's editor does not get it; this one does, once: a later load asks the server again.
    expect(takeEarlyMenu(7)).toBeUndefined();
    preloadSignedIn("/menu");
    await expect(takeEarlyMenu(8)).resolves.toEqual(MENU);
    expect(takeEarlyMenu(8)).toBeUndefined();
  });

  it("never hands over an answer older than a few seconds (the editor was not opened then)", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    preloadSignedIn("/menu");
    vi.setSystemTime(Date.now() + PREFETCHED_FRESH_MS + 1);
    expect(takeEarlyMenu(8)).toBeUndefined();
  });

  it("elsewhere asks for no menu, and fetches that address's own page", () => {
    preloadSignedIn("/settings");
    expect(loadPage.settings).toHaveBeenCalledTimes(1);
    preloadSignedIn("/orders");
    expect(menuCalls(calls)).toHaveLength(0);
    expect(takeEarlyMenu(8)).toBeUndefined();
  });

  it("at a branch list's address, SPEC's or react-admin's, fetches its chunk at once and its first page once the user is in", async () => {
    // The start's list module is loaded first (slow in a test), and the earlier tests' starts settle.
    await import("./prefetchListAtStart");
    await new Promise((resolve) => setTimeout(resolve, 50));
    const preload = vi.spyOn(orders.list, "preload").mockResolvedValue(undefined);
    preloadSignedIn("/orders/list");
    await vi.waitFor(() => expect(preload).toHaveBeenCalledTimes(1));
    await vi.waitFor(() => expect(ordersPageCalls()).toHaveLength(1));
    // The page react-admin's list asks for (LIST_DEFAULTS' page size, the entry's order), in the current branch,
    // kept under the very key the list reads.
    expect(ordersPageCalls()[0].path).toBe(
      "/api/business/10/branches/100/orders?page=1&per_page=10&sort=created_at&order=desc",
    );
    const request = firstPageRequest("orders", branchListQuery(ordersEntry, 100));
    await vi.waitFor(() =>
      expect(queryClient.getQueryData(request.queryKey)).toMatchObject({ data: [{ id: 5 }] }),
    );
    preloadSignedIn("/orders");
    await vi.waitFor(() => expect(preload).toHaveBeenCalledTimes(2));
    preload.mockRestore();
  });

  it("at the Overview asks for the first page of the list it leads to once the user is in: orders, or a chalet's stays", async () => {
    await import("./prefetchListAtStart");
    await new Promise((resolve) => setTimeout(resolve, 50));
    preloadSignedIn("/admin/overview");
    expect(loadPage.overview).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(ordersPageCalls()).toHaveLength(1));
    const request = firstPageRequest("orders", branchListQuery(ordersEntry, 100));
    await vi.waitFor(() =>
      expect(queryClient.getQueryData(request.queryKey)).toMatchObject({ data: [{ id: 5 }] }),
    );

    const chalet = buildUser();
    chalet.business[0].type = "chalet";
    calls = mockApiSignedIn(
      { "GET /api/business/10/branches/100/reservations": { body: { data: [], meta: { total: 0 } } } },
      chalet,
    );
    queryClient.clear();
    preloadSignedIn("/admin/overview");
    await vi.waitFor(() =>
      expect(
        calls.filter((call) => call.path.startsWith("/api/business/10/branches/100/reservations?")),
      ).toHaveLength(1),
    );
    expect(ordersPageCalls()).toHaveLength(0);
  });

  it("asks for no page when the address holds the list's own parameters (the list reads those)", async () => {
    await import("./prefetchListAtStart");
    window.history.replaceState(null, "", "/orders?filter=%7B%22status%22%3A%22pending%22%7D");
    preloadSignedIn("/orders");
    window.history.replaceState(null, "", "/");
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(ordersPageCalls()).toHaveLength(0);
  });

  it("asks for no page for staff who may not read the list", async () => {
    // Staff who read the menus of the branch, not its orders.
    const staff = buildUser({
      type: "staff",
      is_business_owner: false,
      permissions: ["branch.100.menus.read"],
      business: buildUser().business.map((business) => ({ ...business, is_owner: false })),
    });
    calls = mockApiSignedIn({ "GET /api/business/10/branches/100/orders": ORDERS_PAGE }, staff);
    preloadSignedIn("/orders");
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(ordersPageCalls()).toHaveLength(0);
  });

  it(
    "at another resource's list fetches that list's chunk once the shell is in",
    { timeout: 30_000 },
    async () => {
      const invoices = RESOURCES.find((resource) => resource.name === "invoices")!.list as unknown as {
        preload: () => Promise<void>;
      };
      const preload = vi.spyOn(invoices, "preload").mockResolvedValue(undefined);
      preloadSignedIn("/invoices/list");
      await vi.waitFor(() => expect(preload).toHaveBeenCalledTimes(1), { timeout: 25_000 });
      // Not for a record's page, another page or an address that names no resource.
      for (const address of ["/invoices/12", "/settings", "/nothing"]) preloadSignedIn(address);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(preload).toHaveBeenCalledTimes(1);
      preload.mockRestore();
    },
  );

  it("without a session fetches nothing", () => {
    localStorage.clear();
    calls = mockApi({});
    preloadSignedIn("/menu");
    expect(calls).toHaveLength(0);
    expect(loadPage.menuEditor).not.toHaveBeenCalled();
  });
});
