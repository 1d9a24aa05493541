import { ORDER_ALARM_REPEAT_MS } from "../domain/constants";
import { getLiveStatus, updateLiveStatus } from "./liveStatus";
import { playAlert } from "./playAlert";

// The alarm is about pending orders, not about events this tab happened to see: it rings while any order of the
// branches the user watches is pending on the server (read at start, after a reload, and again after every order
// event), until someone accepts or rejects it (any dashboard) or the user mutes it. A live new-order rings at once,
// before the pending list is read again. One alarm for the whole dashboard, repeating while any order waits.

let timer: ReturnType<typeof setInterval> | undefined;
let enabled = true;
/** The pending orders the server last listed: the preference turned back on rings for them again. */
let pending: readonly number[] = [];
/** Orders the user muted: they stay silent while pending; an order muted and still pending does not ring again. */
let muted = new Set<number>();

async function sound(): Promise<void> {
  const outcome = await playAlert();
  updateLiveStatus({ soundBlocked: outcome === "blocked" });
}

function stop(): void {
  clearInterval(timer);
  timer = undefined;
}

function setRinging(ids: readonly number[]): void {
  const { ringing } = getLiveStatus();
  const same = ids.length === ringing.length && ids.every((id) => ringing.includes(id));
  if (!same) updateLiveStatus({ ringing: ids });
  if (!ids.length) return stop();
  if (timer) return;
  void sound();
  timer = setInterval(() => void sound(), ORDER_ALARM_REPEAT_MS);
}

/** The user's ReceiveOrderNotifications preference: off means no alarm and no browser notification. */
export function setOrderAlarmEnabled(on: boolean): void {
  enabled = on;
  setRinging(on ? pending.filter((id) => !muted.has(id)) : []);
}

export const isOrderAlarmEnabled = (): boolean => enabled;

/**
 * The orders the server lists as pending in the branches the user watches: they ring (unless muted or the
 * preference is off); one no longer listed was accepted, rejected or deleted and stops.
 */
export function setPendingOrders(ids: readonly number[]): void {
  pending = ids;
  muted = new Set([...muted].filter((id) => ids.includes(id)));
  if (enabled) setRinging(ids.filter((id) => !muted.has(id)));
}

/** A new pending order heard live: ring now and again every ORDER_ALARM_REPEAT_MS until it is settled or muted. */
export function ringForOrder(orderId: number): void {
  if (!enabled || muted.has(orderId)) return;
  const { ringing } = getLiveStatus();
  setRinging(ringing.includes(orderId) ? ringing : [...ringing, orderId]);
}

/** The order was accepted, rejected, moved on or deleted: it no longer rings. */
export function settleOrder(orderId: number): void {
  pending = pending.filter((id) => id !== orderId);
  setRinging(getLiveStatus().ringing.filter((id) => id !== orderId));
}

/** Silences every order ringing now; a later new order rings again. */
export function muteOrderAlarm(): void {
  for (const id of getLiveStatus().ringing) muted.add(id);
  setRinging([]);
}

/** Forgets the session's orders (sign-out, another business): the next list starts afresh. */
export function resetOrderAlarm(): void {
  pending = [];
  muted = new Set();
  setRinging([]);
}

/** After the user enabled sound with a click: play at once when an order is waiting. */
export function retryOrderAlarmSound(): void {
  if (getLiveStatus().ringing.length) void sound();
}
