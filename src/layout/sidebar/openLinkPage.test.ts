import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LINK_CODE_WAIT_MS } from "../../domain/constants";
import { openLinkPage } from "./openLinkPage";
import { isLinkPageLoaded, preloadOf } from "./preloadLink";

vi.mock("./preloadLink", () => ({ isLinkPageLoaded: vi.fn(), preloadOf: vi.fn() }));

/** A navigation that notes whether it was made at once (drawn as the click's own update) or in a transition. */
const navigation = () => {
  const made: ("at once" | "in a transition")[] = [];
  return { made, go: (atOnce: boolean) => void made.push(atOnce ? "at once" : "in a transition") };
};

/** A page whose code is on its way: its preload settles when the test says. */
function pageOnItsWay() {
  let arrive!: () => void;
  let fail!: () => void;
  const preload = vi.fn(
    () =>
      new Promise<void>((resolve, reject) => {
        arrive = resolve;
        fail = () => reject(new Error("offline"));
      }),
  );
  vi.mocked(isLinkPageLoaded).mockReturnValue(false);
  vi.mocked(preloadOf).mockReturnValue(preload);
  return { preload, arrive: () => arrive(), fail: () => fail() };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.mocked(isLinkPageLoaded).mockReset();
  vi.mocked(preloadOf).mockReset();
  window.history.replaceState(null, "", "/");
});

describe("a sidebar click opens its page", () => {
  it("at once, in the click itself, when the page's code is in", () => {
    vi.mocked(isLinkPageLoaded).mockReturnValue(true);
    vi.mocked(preloadOf).mockReturnValue(async () => undefined);
    const { made, go } = navigation();
    openLinkPage("orders", go);
    expect(made).toEqual(["at once"]);
  });

  it("once its code has arrived, at once, when it arrives within the wait", async () => {
    const page = pageOnItsWay();
    const { made, go } = navigation();
    openLinkPage("orders", go);
    expect(page.preload).toHaveBeenCalledTimes(1);
    expect(made).toEqual([]);
    page.arrive();
    await vi.advanceTimersByTimeAsync(0);
    expect(made).toEqual(["at once"]);
    // The wait's end does not navigate a second time.
    await vi.advanceTimersByTimeAsync(LINK_CODE_WAIT_MS);
    expect(made).toEqual(["at once"]);
  });

  it("in a transition after the wait (a slow network), and only once when the code comes later", async () => {
    const page = pageOnItsWay();
    const { made, go } = navigation();
    openLinkPage("orders", go);
    await vi.advanceTimersByTimeAsync(LINK_CODE_WAIT_MS - 1);
    expect(made).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(made).toEqual(["in a transition"]);
    page.arrive();
    await vi.advanceTimersByTimeAsync(0);
    expect(made).toEqual(["in a transition"]);
  });

  it("in a transition when its code cannot be fetched, so the page's own error shows", async () => {
    const page = pageOnItsWay();
    const { made, go } = navigation();
    openLinkPage("orders", go);
    page.fail();
    await vi.advanceTimersByTimeAsync(0);
    expect(made).toEqual(["in a transition"]);
  });

  it("not at all when the user clicked another link or went elsewhere meanwhile", async () => {
    const first = pageOnItsWay();
    const orders = navigation();
    openLinkPage("orders", orders.go);
    const second = pageOnItsWay();
    const menu = navigation();
    openLinkPage("menus", menu.go);
    first.arrive();
    second.arrive();
    await vi.advanceTimersByTimeAsync(LINK_CODE_WAIT_MS);
    expect(orders.made).toEqual([]);
    expect(menu.made).toEqual(["at once"]);

    const third = pageOnItsWay();
    const invoices = navigation();
    openLinkPage("invoices", invoices.go);
    window.history.pushState(null, "", "/settings");
    third.arrive();
    await vi.advanceTimersByTimeAsync(LINK_CODE_WAIT_MS);
    expect(invoices.made).toEqual([]);
  });
});
