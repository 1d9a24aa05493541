import type { QueryClient } from "@tanstack/react-query";
import { LIVE_EVENTS, LIVE_ROW_HIGHLIGHT_MS, WAITER_CALL_EVENT } from "../domain/constants";
import { entryOfLiveEvent } from "../domain/liveChannelAreas";
import { REGISTRY } from "../domain/resources";
import { rebroadcastLiveEvent, LIVE_RESYNC_EVENT, type LiveEvent } from "./liveEvents";
import { getLiveStatus, updateLiveStatus } from "./liveStatus";
import { isOrderAlarmEnabled, ringForOrder, settleOrder } from "./orderAlarm";
import { playAlert } from "./playAlert";

// What a live event changes on screen: react-admin's cached queries of the resource it is about are invalidated
// (mounted lists and pages refetch in place, nothing reloads), a new order is highlighted and rings, and the
// bell hears it as a window event.

/**
 * The react-admin resource each event is about, the registry entry recording its record: its queries (lists,
 * pages, the board) refetch. Every event has one (the channel's areas come from the same entries).
 */
const RESOURCE_OF = new Map<LiveEvent, string>(
  LIVE_EVENTS.map((event) => [event, entryOfLiveEvent(event, REGISTRY)?.name ?? event]),
);
const ALL_RESOURCES = [...new Set(RESOURCE_OF.values())];

interface OrderPayload {
  id?: unknown;
  status?: unknown;
  deleted?: unknown;
}

const idOf = (payload: unknown): number | undefined => {
  const id = (payload as OrderPayload | null)?.id;
  return typeof id === "number" ? id : undefined;
};

function highlight(orderId: number): void {
  updateLiveStatus({ freshOrders: [...getLiveStatus().freshOrders, orderId] });
  setTimeout(
    () => updateLiveStatus({ freshOrders: getLiveStatus().freshOrders.filter((id) => id !== orderId) }),
    LIVE_ROW_HIGHLIGHT_MS,
  );
}

export interface LiveEventContext {
  queryClient: QueryClient;
  /** Shows a browser notification when the tab is in the background. */
  notifyInBackground: (event: LiveEvent, payload: unknown) => void;
}

export function handleLiveEvent(event: LiveEvent, payload: unknown, context: LiveEventContext): void {
  const resource = RESOURCE_OF.get(event);
  if (resource) void context.queryClient.invalidateQueries({ queryKey: [resource] });
  const id = idOf(payload);
  const order = payload as OrderPayload | null;
  if (event === "new-order" && id !== undefined) {
    highlight(id);
    if (order?.status === undefined || order.status === "pending") ringForOrder(id);
  }
  if (event === "update-order" && id !== undefined && (order?.deleted || order?.status !== "pending")) {
    settleOrder(id);
  }
  // A guest calling a waiter sounds once, like a new reservation (the notice on screen says which table).
  if ((event === "new-reservation" || event === WAITER_CALL_EVENT) && isOrderAlarmEnabled()) {
    void playAlert().then((outcome) => updateLiveStatus({ soundBlocked: outcome === "blocked" }));
  }
  if (
    (event === "new-order" || event === "new-reservation" || event === WAITER_CALL_EVENT) &&
    isOrderAlarmEnabled()
  ) {
    context.notifyInBackground(event, payload);
  }
  rebroadcastLiveEvent(event, payload);
}

/**
 * Once the live channels are subscribed: whatever changed before (since the page's data was loaded, or during a
 * lost connection) is fetched again. Only mounted queries refetch; the others are marked stale.
 */
export function catchUp(queryClient: QueryClient): void {
  for (const resource of ALL_RESOURCES) void queryClient.invalidateQueries({ queryKey: [resource] });
  window.dispatchEvent(new CustomEvent(LIVE_RESYNC_EVENT));
}
