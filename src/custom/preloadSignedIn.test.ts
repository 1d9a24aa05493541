import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PREFETCHED_FRESH_MS } from "../dataProvider/queryDefaults";
import { mockApi, mockApiSignedIn, type ApiCall } from "../test/fetchMock";
import { buildUser } from "../test/users";
import { CURRENT_MENU_KEY, store } from "../store";
import { loadPage } from "./lazyPages";
import { takeEarlyMenu } from "./menu-editor/earlyMenu";
import { preloadSignedIn } from "./preloadSignedIn";

// The chunks themselves are not what this checks: which page is fetched, and that the menu is asked for once.
vi.mock("../layout/Layout", () => ({}));
vi.mock("../resources/orders/OrderList", () => ({}));
vi.mock("./lazyPages", () => ({
  loadPage: {
    overview: vi.fn(async () => null),
    menuEditor: vi.fn(async () => null),
    settings: vi.fn(async () => null),
    configurations: vi.fn(async () => null),
  },
}));

const MENU = { id: 8, categories: [] };
const menuCalls = (calls: ApiCall[]) => calls.filter((call) => call.path.startsWith("/api/menu/"));
let calls: ApiCall[] = [];

beforeEach(() => {
  vi.clearAllMocks();
  const user = buildUser();
  user.business[0].menus.push({ id: 8, type: "normal", locales: [{ locale: "en", name: "Brunch" }] });
  calls = mockApiSignedIn(
    { "GET /api/menu/8": { body: { data: MENU } }, "GET /api/menu/7": { body: { data: { id: 7 } } } },
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

  it("without a session fetches nothing", () => {
    localStorage.clear();
    calls = mockApi({});
    preloadSignedIn("/menu");
    expect(calls).toHaveLength(0);
    expect(loadPage.menuEditor).not.toHaveBeenCalled();
  });
});
