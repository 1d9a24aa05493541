import { LIVE_EVENTS } from "../domain/constants";

// Live events reach the rest of the dashboard as window events, so any screen can refresh on them:
//   window.addEventListener(liveWindowEvent("new-reservation"), reload)

export type LiveEvent = (typeof LIVE_EVENTS)[number];

export const liveWindowEvent = (event: LiveEvent): string => `live:${event}`;

export const LIVE_WINDOW_EVENTS: readonly string[] = LIVE_EVENTS.map(liveWindowEvent);

/** Re-broadcasts a live event with its payload as `detail`. */
export function rebroadcastLiveEvent(event: LiveEvent, payload: unknown): void {
  window.dispatchEvent(new CustomEvent(liveWindowEvent(event), { detail: payload }));
}
