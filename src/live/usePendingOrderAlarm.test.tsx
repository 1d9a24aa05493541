import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useQueryClient, type QueryClient } from "@tanstack/react-query";
import { mockApi, type ApiCall } from "../test/fetchMock";
import { renderWithAdmin } from "../test/renderWithAdmin";
import { buildUser, signInAs } from "../test/users";
import type { CurrentUser } from "../authProvider/types";
import { LiveStatusControls } from "./LiveStatusControls";
import { resetLiveStatus } from "./liveStatus";
import { resetOrderAlarm } from "./orderAlarm";
import { usePendingOrderAlarm } from "./usePendingOrderAlarm";

vi.setConfig({ testTimeout: 20_000 });

const sound = vi.hoisted(() => ({ plays: 0 }));
vi.mock("./playAlert", () => ({
  playAlert: async () => {
    sound.plays += 1;
    return "played";
  },
  unlockSound: async () => true,
}));

// What the server holds as pending, per branch: the test changes it as staff elsewhere would.
let pending: Record<number, number[]>;
let calls: ApiCall[];
let queryClient: QueryClient;

const Probe = () => {
  usePendingOrderAlarm();
  queryClient = useQueryClient();
  return <LiveStatusControls />;
};

function start(user: CurrentUser, preference: unknown = true) {
  signInAs(user);
  const orders = (branchId: number) => () => ({
    body: { data: pending[branchId].map((id) => ({ id, number: id, status: "pending" })), total: 0 },
  });
  calls = mockApi({
    "GET /api/business/10/branches/100/orders": orders(100),
    "GET /api/business/10/branches/101/orders": orders(101),
    [`GET /api/users/${user.id}/settings`]: {
      body: { data: [{ key: "ReceiveOrderNotifications", data: preference }], updated_at: null },
    },
  });
  renderWithAdmin(<Probe />);
}

const alarm = (count: number) =>
  screen.findByRole(
    "button",
    { name: new RegExp(`Mute alarm: ${count} new orders? waiting`) },
    { timeout: 5000 },
  );

beforeEach(() => {
  sound.plays = 0;
  pending = { 100: [], 101: [] };
  localStorage.clear();
});
afterEach(() => {
  act(() => resetOrderAlarm());
  resetLiveStatus();
  vi.unstubAllGlobals();
});

describe("the alarm of pending orders", () => {
  it("rings on load for the orders already waiting in every watched branch, asked for pending only", async () => {
    pending = { 100: [31], 101: [32, 33] };
    start(buildUser());
    expect(await alarm(3)).toHaveAttribute("data-alarm", "ringing");
    expect(sound.plays).toBeGreaterThanOrEqual(1);
    const asked = calls.filter((call) => call.path.includes("/orders?"));
    expect(asked.map((call) => call.path.split("?")[0]).sort()).toEqual([
      "/api/business/10/branches/100/orders",
      "/api/business/10/branches/101/orders",
    ]);
    expect(asked.every((call) => call.path.includes("status=pending"))).toBe(true);
  });

  it("stops for an order accepted elsewhere once the orders are read again, and rings for one that arrives", async () => {
    pending = { 100: [31, 34], 101: [] };
    start(buildUser());
    await alarm(2);
    pending = { 100: [34], 101: [] };
    await act(() => queryClient.invalidateQueries({ queryKey: ["orders"] }));
    await alarm(1);
    pending = { 100: [], 101: [] };
    await act(() => queryClient.invalidateQueries({ queryKey: ["orders"] }));
    await waitFor(() => expect(screen.queryByRole("button", { name: /Mute alarm/ })).toBeNull());
    pending = { 100: [], 101: [35] };
    await act(() => queryClient.invalidateQueries({ queryKey: ["orders"] }));
    await alarm(1);
  });

  it("keeps muted orders silent when read again, but rings for the next one", async () => {
    pending = { 100: [31], 101: [] };
    start(buildUser());
    await userEvent.click(await alarm(1));
    await act(() => queryClient.invalidateQueries({ queryKey: ["orders"] }));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole("button", { name: /Mute alarm/ })).toBeNull();
    pending = { 100: [31, 36], 101: [] };
    await act(() => queryClient.invalidateQueries({ queryKey: ["orders"] }));
    await alarm(1);
  });

  it("reads only the branches where staff may read orders", async () => {
    pending = { 100: [31], 101: [32] };
    start(
      buildUser({
        id: 2,
        type: "staff",
        is_business_owner: false,
        permissions: ["branch.101.orders.read"],
        business: [{ ...buildUser().business[0], is_owner: false }],
      }),
    );
    await alarm(1);
    expect(calls.some((call) => call.path.startsWith("/api/business/10/branches/100/orders"))).toBe(false);
  });

  it("stays silent for a user who turned ReceiveOrderNotifications off", async () => {
    pending = { 100: [31], 101: [] };
    start(buildUser(), false);
    // Asked once the preference is known, so the alarm never sounds for a moment.
    await waitFor(() => expect(calls.some((call) => call.path.includes("/orders?"))).toBe(true));
    expect(calls.findIndex((call) => call.path.includes("/settings"))).toBeLessThan(
      calls.findIndex((call) => call.path.includes("/orders?")),
    );
    await act(async () => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(screen.queryByRole("button", { name: /Mute alarm/ })).toBeNull();
    expect(sound.plays).toBe(0);
  });
});
