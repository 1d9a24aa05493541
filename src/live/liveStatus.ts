import { useSyncExternalStore } from "react";

// What the app bar shows about live updates: whether the connection is up, whether a new order's alarm is
// ringing, and whether the browser blocked its sound. One small store, because the connection and the alarm
// live outside React (one per session) while the app bar and the orders list read them.

export type ConnectionState = "off" | "connecting" | "connected" | "disconnected";

export interface LiveStatus {
  connection: ConnectionState;
  /** Orders whose alarm is ringing (new and still pending), by id. */
  ringing: readonly number[];
  /** The browser refused to play sound before a user gesture: the app bar offers "Enable sound". */
  soundBlocked: boolean;
  /** Orders that arrived live a moment ago (highlighted in the list), by id. */
  freshOrders: readonly number[];
}

const initial: LiveStatus = { connection: "off", ringing: [], soundBlocked: false, freshOrders: [] };
let status: LiveStatus = initial;
const listeners = new Set<() => void>();

export const getLiveStatus = (): LiveStatus => status;

export function updateLiveStatus(change: Partial<LiveStatus>): void {
  const next = { ...status, ...change };
  if (Object.entries(change).every(([key, value]) => status[key as keyof LiveStatus] === value)) return;
  status = next;
  listeners.forEach((listener) => listener());
}

/** Back to the start (sign-out, tests). */
export function resetLiveStatus(): void {
  status = initial;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The whole status: for the app bar's live controls, which show most of it. */
export const useLiveStatus = (): LiveStatus => useSyncExternalStore(subscribe, getLiveStatus, getLiveStatus);

/**
 * One part of the status: a page that reads only its fresh orders is not redrawn when the connection comes up
 * or an alarm starts (a redraw of the orders list redraws every row). The part must keep its identity while it
 * does not change, as the store's fields do.
 */
export function useLiveStatusPart<K extends keyof LiveStatus>(key: K): LiveStatus[K] {
  const read = () => status[key];
  return useSyncExternalStore(subscribe, read, read);
}
