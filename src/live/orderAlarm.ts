import { ORDER_ALARM_REPEAT_MS } from "../domain/constants";
import { getLiveStatus, updateLiveStatus } from "./liveStatus";
import { playAlert } from "./playAlert";

// A new order rings until someone accepts or rejects it (any dashboard: the change comes back as update-order)
// or the user mutes it. One alarm for the whole dashboard, repeating while any order is still waiting.

let timer: ReturnType<typeof setInterval> | undefined;
let enabled = true;

async function sound(): Promise<void> {
  const outcome = await playAlert();
  updateLiveStatus({ soundBlocked: outcome === "blocked" });
}

function stop(): void {
  clearInterval(timer);
  timer = undefined;
}

function setRinging(ids: number[]): void {
  updateLiveStatus({ ringing: ids });
  if (!ids.length) stop();
}

/** The user's ReceiveOrderNotifications preference: off means no alarm and no browser notification. */
export function setOrderAlarmEnabled(on: boolean): void {
  enabled = on;
  if (!on) setRinging([]);
}

export const isOrderAlarmEnabled = (): boolean => enabled;

/** A new pending order: ring now and again every ORDER_ALARM_REPEAT_MS until it is settled or muted. */
export function ringForOrder(orderId: number): void {
  if (!enabled) return;
  const { ringing } = getLiveStatus();
  if (!ringing.includes(orderId)) setRinging([...ringing, orderId]);
  if (timer) return;
  void sound();
  timer = setInterval(() => void sound(), ORDER_ALARM_REPEAT_MS);
}

/** The order was accepted, rejected, moved on or deleted: it no longer rings. */
export function settleOrder(orderId: number): void {
  const { ringing } = getLiveStatus();
  if (ringing.includes(orderId)) setRinging(ringing.filter((id) => id !== orderId));
}

/** Silences every order ringing now; a later new order rings again. */
export function muteOrderAlarm(): void {
  setRinging([]);
}

/** After the user enabled sound with a click: play at once when an order is waiting. */
export function retryOrderAlarmSound(): void {
  if (getLiveStatus().ringing.length) void sound();
}
