import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, renderHook } from "@testing-library/react";
import { LIVE_CONNECT_DELAY_MS } from "../domain/constants";
import { mockApi } from "../test/fetchMock";
import { buildUser } from "../test/users";
import { liveWindowEvent } from "./liveEvents";
import { useLiveUpdates } from "./useLiveUpdates";

type Handler = (payload: unknown) => void;

// A stand-in for pusher-js that records how it was built and what it was asked.
const pusher = vi.hoisted(() => ({
  instances: [] as { key: string; options: Record<string, unknown>; channels: string[]; disconnected: boolean }[],
  handlers: new Map<string, (payload: unknown) => void>(),
}));
vi.mock("pusher-js", () => ({
  default: class {
    record: (typeof pusher.instances)[number];
    constructor(key: string, options: Record<string, unknown>) {
      this.record = { key, options, channels: [], disconnected: false };
      pusher.instances.push(this.record);
    }
    subscribe(channel: string) {
      this.record.channels.push(channel);
      return { bind: (event: string, handler: Handler) => pusher.handlers.set(event, handler) };
    }
    disconnect() {
      this.record.disconnected = true;
    }
  },
}));

const liveConfig = { key: "menu-dashboard", wsHost: "localhost", wsPort: 3000, forceTLS: false, enabled: true };

/** Lets the timer fire and the config call answer. */
async function passConnectDelay() {
  await act(async () => {
    vi.advanceTimersByTime(LIVE_CONNECT_DELAY_MS);
  });
  await act(async () => {
    await vi.runAllTimersAsync();
  });
}

beforeEach(() => {
  pusher.instances.length = 0;
  pusher.handlers.clear();
  localStorage.clear();
  localStorage.setItem("token", "secret-token");
  localStorage.setItem("user", JSON.stringify(buildUser()));
  mockApi({ "GET /api/live/config": { body: liveConfig } });
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

describe("live updates", () => {
  it("stay off unless VITE_LIVE is the string true", async () => {
    vi.stubEnv("VITE_LIVE", "1");
    renderHook(() => useLiveUpdates());
    await passConnectDelay();
    expect(pusher.instances).toHaveLength(0);
  });

  it("connect 1 s after load to the first business and branch, authorized with the bearer token", async () => {
    vi.stubEnv("VITE_LIVE", "true");
    const { unmount } = renderHook(() => useLiveUpdates());
    await act(async () => {
      vi.advanceTimersByTime(LIVE_CONNECT_DELAY_MS - 1);
    });
    expect(pusher.instances).toHaveLength(0);
    await passConnectDelay();

    expect(pusher.instances).toHaveLength(1);
    const [connection] = pusher.instances;
    expect(connection.key).toBe("menu-dashboard");
    expect(connection.options).toMatchObject({ wsHost: "localhost", wsPort: 3000, forceTLS: false });
    expect(connection.channels).toEqual(["private-business.10.branch.100"]);
    const authorization = connection.options.channelAuthorization as {
      endpoint: string;
      headersProvider: () => Record<string, string>;
    };
    expect(authorization.endpoint).toBe("/api/pusher/auth");
    expect(authorization.headersProvider()).toEqual({ Authorization: "Bearer secret-token" });

    unmount();
    expect(connection.disconnected).toBe(true);
  });

  it("re-broadcast every product event as a window event", async () => {
    vi.stubEnv("VITE_LIVE", "true");
    renderHook(() => useLiveUpdates());
    await passConnectDelay();
    expect([...pusher.handlers.keys()]).toEqual(["new-reservation", "update-reservation", "new-order", "update-order"]);

    const heard = vi.fn();
    window.addEventListener(liveWindowEvent("new-reservation"), heard);
    pusher.handlers.get("new-reservation")!({ id: 42 });
    window.removeEventListener(liveWindowEvent("new-reservation"), heard);
    expect(heard).toHaveBeenCalledTimes(1);
    expect((heard.mock.calls[0][0] as CustomEvent).detail).toEqual({ id: 42 });
  });

  it("do not connect when the server turns them off", async () => {
    vi.stubEnv("VITE_LIVE", "true");
    mockApi({ "GET /api/live/config": { body: { ...liveConfig, enabled: false } } });
    renderHook(() => useLiveUpdates());
    await passConnectDelay();
    expect(pusher.instances).toHaveLength(0);
  });
});
