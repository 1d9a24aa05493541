import { LIVE_EVENTS, LIVE_SIGNALS } from "../domain/constants";

// Live events reach the rest of the dashboard as window events, so any screen can refresh on them:
//   window.addEventListener(liveWindowEvent("new-reservation"), reload)

/** A record event (LIVE_EVENTS) or a call for staff (LIVE_SIGNALS). */
export type LiveEvent = (typeof LIVE_EVENTS)[number] | (typeof LIVE_SIGNALS)[number];

/** Everything a branch channel is listened to for. */
export const HEARD_EVENTS: readonly LiveEvent[] = [...LIVE_EVENTS, ...LIVE_SIGNALS];

export const liveWindowEvent = (event: LiveEvent): string => `live:${event}`;

/** Sent after the connection came back from a loss: events may have been missed, so everything reloads. */
export const LIVE_RESYNC_EVENT = "live:resync";

/** Every window event after which what the server knows may have changed (the bell listens to them). */
export const LIVE_WINDOW_EVENTS: readonly string[] = [
  ...HEARD_EVENTS.map(liveWindowEvent),
  LIVE_RESYNC_EVENT,
];

/** Sent when the user saved their preferences: the order alarm reads ReceiveOrderNotifications again. */
export const LIVE_PREFERENCES_EVENT = "live:preferences-changed";

/** Re-broadcasts a live event with its payload as `detail`. */
export function rebroadcastLiveEvent(event: LiveEvent, payload: unknown): void {
  window.dispatchEvent(new CustomEvent(liveWindowEvent(event), { detail: payload }));
}
