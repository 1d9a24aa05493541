import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useQueryClient, type QueryClient } from "@tanstack/react-query";
import { mockApi, type ApiCall } from "../test/fetchMock";
import { renderWithAdmin } from "../test/renderWithAdmin";
import { buildUser } from "../test/users";
import { signInAs } from "../layout/testing";
import { useCurrentScope } from "../resources/shared/useCurrentScope";
import type { CurrentUser } from "../authProvider/types";
import { LiveStatusControls } from "./LiveStatusControls";
import { LIVE_RESYNC_EVENT, liveWindowEvent } from "./liveEvents";
import { useLiveUpdates } from "./useLiveUpdates";
import { useWaiterCallNotice } from "./useWaiterCallNotice";

vi.setConfig({ testTimeout: 20_000 });

type Handler = (payload: unknown) => void;

// A stand-in for pusher-js: records how it was built, what it follows, and lets the test play the server. As
// pusher-js does, a channel left while its subscription is pending is kept, and handed back if followed again.
const pusher = vi.hoisted(() => ({
  instances: [] as {
    key: string;
    options: Record<string, unknown>;
    channels: string[];
    pending: Set<string>;
    disconnected: boolean;
    handlers: Map<string, Handler[]>;
    stateListeners: ((change: { current: string }) => void)[];
  }[],
}));
vi.mock("pusher-js", () => ({
  default: class {
    record: (typeof pusher.instances)[number];
    connection = {
      bind: (_event: string, listener: (change: { current: string }) => void) =>
        this.record.stateListeners.push(listener),
    };
    constructor(key: string, options: Record<string, unknown>) {
      this.record = {
        key,
        options,
        channels: [],
        pending: new Set(),
        disconnected: false,
        handlers: new Map(),
        stateListeners: [],
      };
      pusher.instances.push(this.record);
    }
    subscribe(channel: string) {
      const { channels, pending, handlers } = this.record;
      channels.push(channel);
      pending.add(channel);
      return {
        bind: (event: string, handler: Handler) => {
          const key = `${channel} ${event}`;
          handlers.set(key, [...(handlers.get(key) ?? []), handler]);
        },
        unbind_all: () => this.forget(channel),
      };
    }
    unsubscribe(channel: string) {
      this.record.channels = this.record.channels.filter((name) => name !== channel);
      if (!this.record.pending.has(channel)) this.forget(channel);
    }
    forget(channel: string) {
      for (const key of [...this.record.handlers.keys()]) {
        if (key.startsWith(`${channel} `)) this.record.handlers.delete(key);
      }
    }
    disconnect() {
      this.record.disconnected = true;
    }
  },
}));

// The browser's sound: the test decides whether it plays or is blocked.
const sound = vi.hoisted(() => ({ outcome: "played" as "played" | "blocked", plays: 0, unlocks: 0 }));
vi.mock("./playAlert", () => ({
  playAlert: async () => {
    sound.plays += 1;
    return sound.outcome;
  },
  unlockSound: async () => {
    sound.unlocks += 1;
    sound.outcome = "played";
    return true;
  },
}));

const liveConfig = {
  key: "app-key-1",
  wsHost: "live.example.com",
  wsPort: 443,
  forceTLS: true,
  enabled: true,
};
const MARINA_CAFE = {
  id: 20,
  name: "Marina Cafe",
  type: "restaurant" as const,
  locales: [{ locale: "en", name: "Marina Cafe" }],
  is_owner: true,
  branches: [{ id: 200, slug: "pier", locales: [{ locale: "en", name: "Pier" }] }],
  menus: [],
};

const BRANCHES = ["private-business.10.branch.100", "private-business.10.branch.101"];
let queryClient: QueryClient;
let calls: ApiCall[];

const Probe = () => {
  useLiveUpdates();
  useWaiterCallNotice();
  queryClient = useQueryClient();
  const { setBusinessId } = useCurrentScope();
  return (
    <>
      <LiveStatusControls />
      <button onClick={() => setBusinessId(MARINA_CAFE.id)}>switch business</button>
      <button onClick={() => setBusinessId(buildUser().business[0].id)}>switch back</button>
    </>
  );
};

function start(user: CurrentUser, preference: unknown = true) {
  signInAs(user);
  calls = mockApi({
    "GET /api/live/config": { body: liveConfig },
    [`GET /api/users/${user.id}/settings`]: {
      body: { data: [{ key: "ReceiveOrderNotifications", data: preference }], updated_at: null },
    },
  });
  renderWithAdmin(<Probe />);
}

/** The connection, once the connect delay passed, the server told where to connect and channels were followed. */
async function connection() {
  await waitFor(() => expect(pusher.instances).toHaveLength(1), { timeout: 5000 });
  await waitFor(() => expect(pusher.instances[0].channels.length).toBeGreaterThan(0));
  return pusher.instances[0];
}

function emit(record: (typeof pusher.instances)[number], channel: string, event: string, payload: unknown) {
  if (event.startsWith("pusher:subscription_")) record.pending.delete(channel);
  act(() => record.handlers.get(`${channel} ${event}`)?.forEach((handler) => handler(payload)));
}

function setState(record: (typeof pusher.instances)[number], current: string) {
  act(() => record.stateListeners.forEach((listener) => listener({ current })));
}

beforeEach(() => {
  pusher.instances.length = 0;
  Object.assign(sound, { outcome: "played", plays: 0, unlocks: 0 });
  localStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("live updates", () => {
  it("connect with no build flag where the server says, to every branch of the business, with the bearer token", async () => {
    start(buildUser());
    const record = await connection();
    expect(calls.some((call) => call.path === "/api/live/config")).toBe(true);
    expect(record.key).toBe("app-key-1");
    expect(record.options).toMatchObject({ wsHost: "live.example.com", wsPort: 443, forceTLS: true });
    await waitFor(() =>
      expect(record.channels).toEqual(["private-business.10.branch.100", "private-business.10.branch.101"]),
    );
    const authorization = record.options.channelAuthorization as {
      endpoint: string;
      headersProvider: () => object;
    };
    expect(authorization.endpoint).toBe("/api/pusher/auth");
    expect(authorization.headersProvider()).toEqual({ Authorization: "Bearer test-token" });
  });

  it("follow only the branches staff may read, and switch channels with the business", async () => {
    const staff = buildUser({
      id: 2,
      is_business_owner: false,
      type: "staff",
      permissions: ["branch.101.orders.read"],
      business: [{ ...buildUser().business[0], is_owner: false }, MARINA_CAFE],
    });
    start(staff);
    const record = await connection();
    await waitFor(() => expect(record.channels).toEqual(["private-business.10.branch.101"]));
    await userEvent.click(screen.getByRole("button", { name: "switch business" }));
    await waitFor(() => expect(record.channels).toEqual(["private-business.20.branch.200"]));
    expect(record.disconnected).toBe(false);
  });

  it("hear each event once after switching away and back before the server answered", async () => {
    start(buildUser({ business: [buildUser().business[0], MARINA_CAFE] }));
    const record = await connection();
    await userEvent.click(screen.getByRole("button", { name: "switch business" }));
    await waitFor(() => expect(record.channels).toEqual(["private-business.20.branch.200"]));
    await userEvent.click(screen.getByRole("button", { name: "switch back" }));
    await waitFor(() => expect(record.channels).toEqual(BRANCHES));
    BRANCHES.forEach((channel) => emit(record, channel, "pusher:subscription_succeeded", {}));
    const heard = vi.fn();
    window.addEventListener(liveWindowEvent("new-order"), heard);
    emit(record, BRANCHES[0], "new-order", { id: 46, number: 10, status: "pending" });
    window.removeEventListener(liveWindowEvent("new-order"), heard);
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it("refresh orders on an order event and reservations on a booking event, and tell the bell", async () => {
    start(buildUser());
    const record = await connection();
    const invalidate = vi.spyOn(queryClient, "invalidateQueries");
    const heard = vi.fn();
    window.addEventListener(liveWindowEvent("update-order"), heard);
    emit(record, "private-business.10.branch.101", "update-order", { id: 5, status: "ready" });
    window.removeEventListener(liveWindowEvent("update-order"), heard);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ["orders"] });
    expect(invalidate).not.toHaveBeenCalledWith({ queryKey: ["reservations"] });
    expect(heard).toHaveBeenCalledTimes(1);
    emit(record, "private-business.10.branch.100", "new-reservation", { id: 9 });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ["reservations"] });
  });

  it("ring for a new order until it is accepted, and again for the next until muted", async () => {
    start(buildUser());
    const record = await connection();
    const channel = "private-business.10.branch.100";
    emit(record, channel, "new-order", { id: 41, number: 7, status: "pending" });
    const alarm = await screen.findByRole(
      "button",
      { name: /Mute alarm: 1 new order waiting/ },
      { timeout: 5000 },
    );
    expect(alarm).toHaveAttribute("data-alarm", "ringing");
    expect(sound.plays).toBeGreaterThanOrEqual(1);
    emit(record, channel, "update-order", { id: 41, status: "accepted" });
    await waitFor(() => expect(screen.queryByRole("button", { name: /Mute alarm/ })).toBeNull(), {
      timeout: 5000,
    });

    emit(record, channel, "new-order", { id: 42, number: 8, status: "pending" });
    emit(record, channel, "new-order", { id: 43, number: 9, status: "pending" });
    await userEvent.click(
      await screen.findByRole("button", { name: /Mute alarm: 2 new orders waiting/ }, { timeout: 5000 }),
    );
    expect(screen.queryByRole("button", { name: /Mute alarm/ })).toBeNull();
  });

  it("show a guest's call for a waiter with its table and note, sound once and tell the bell", async () => {
    start(buildUser());
    const record = await connection();
    const heard = vi.fn();
    window.addEventListener(liveWindowEvent("waiter-call"), heard);
    emit(record, "private-business.10.branch.100", "waiter-call", {
      table_id: 3,
      table: { en: "Table 3", ar: "طاولة 3" },
      note: "The bill, please",
      at: "2026-11-29T18:00:00.000Z",
    });
    window.removeEventListener(liveWindowEvent("waiter-call"), heard);
    expect(await screen.findByText("Table 3 is calling a waiter: “The bill, please”")).toBeInTheDocument();
    expect(heard).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(sound.plays).toBe(1));
    // A call is not an order: nothing rings on.
    expect(screen.queryByRole("button", { name: /Mute alarm/ })).toBeNull();
  });

  it("stay silent for a user who turned ReceiveOrderNotifications off", async () => {
    start(buildUser(), false);
    const record = await connection();
    await waitFor(() => expect(calls.some((call) => call.path === "/api/users/1/settings")).toBe(true));
    await act(async () => undefined);
    emit(record, "private-business.10.branch.100", "new-order", { id: 44, status: "pending" });
    expect(screen.queryByRole("button", { name: /Mute alarm/ })).toBeNull();
    expect(sound.plays).toBe(0);
  });

  it("offer Enable sound when the browser blocks the alarm, and sound after the click", async () => {
    sound.outcome = "blocked";
    start(buildUser());
    const record = await connection();
    emit(record, "private-business.10.branch.100", "new-order", { id: 45, status: "pending" });
    const enable = await screen.findByRole("button", { name: "Enable sound" }, { timeout: 5000 });
    const before = sound.plays;
    await userEvent.click(enable);
    await waitFor(() => expect(screen.queryByRole("button", { name: "Enable sound" })).toBeNull(), {
      timeout: 5000,
    });
    expect(sound.unlocks).toBe(1);
    expect(sound.plays).toBeGreaterThan(before);
  });

  it("fetch again what changed before the first subscription, once every branch's channel is subscribed", async () => {
    start(buildUser());
    const record = await connection();
    const invalidate = vi.spyOn(queryClient, "invalidateQueries");
    const bell = vi.fn();
    window.addEventListener(LIVE_RESYNC_EVENT, bell);
    setState(record, "connected");
    emit(record, BRANCHES[0], "pusher:subscription_succeeded", {});
    expect(invalidate).not.toHaveBeenCalled();
    // A channel the server refuses will hear nothing: it does not hold the others back.
    emit(record, BRANCHES[1], "pusher:subscription_error", { status: 403 });
    window.removeEventListener(LIVE_RESYNC_EVENT, bell);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ["orders"] });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ["reservations"] });
    expect(bell).toHaveBeenCalledTimes(1);
  });

  it("show when disconnected, and refetch everything once subscribed again", async () => {
    start(buildUser());
    const record = await connection();
    setState(record, "connected");
    BRANCHES.forEach((channel) => emit(record, channel, "pusher:subscription_succeeded", {}));
    const invalidate = vi.spyOn(queryClient, "invalidateQueries");
    setState(record, "unavailable");
    expect(
      await screen.findByRole("status", { name: /Live updates are disconnected/ }, { timeout: 5000 }),
    ).toBeInTheDocument();
    setState(record, "connecting");
    setState(record, "connected");
    expect(screen.queryByRole("status", { name: /disconnected/ })).toBeNull();
    // pusher-js subscribes again once connected; what the loss hid is fetched when the server has answered.
    expect(invalidate).not.toHaveBeenCalled();
    BRANCHES.forEach((channel) => emit(record, channel, "pusher:subscription_succeeded", {}));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ["orders"] });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ["reservations"] });
  });

  it("do not connect when the server turns them off", async () => {
    signInAs(buildUser());
    calls = mockApi({ "GET /api/live/config": { body: { ...liveConfig, enabled: false } } });
    renderWithAdmin(<Probe />);
    await waitFor(() => expect(calls.some((call) => call.path === "/api/live/config")).toBe(true), {
      timeout: 5000,
    });
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(pusher.instances).toHaveLength(0);
  });
});
