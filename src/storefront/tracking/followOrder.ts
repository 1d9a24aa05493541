import { ORDER_STATUS_EVENT } from "../../domain/constants";
import { liveConfig } from "../api";

// An order's public live channel (publicOrderChannel: its tracking token is the only key), over the server's
// Pusher-protocol endpoint the dashboard uses too (GET /api/live/config says where). pusher-js is fetched with the
// tracking page only. `onChange` hears each status change; `onCaughtUp` each (re)subscription, after which the page
// asks for the order again (a channel has no history: a change during a loss is heard no other way).

export interface Following {
  stop: () => void;
}

export async function followOrder(
  channel: string,
  onChange: (change: { status: string; at?: string }) => void,
  onCaughtUp: () => void,
): Promise<Following | undefined> {
  const config = await liveConfig();
  if (!config.enabled) return undefined;
  const { default: Pusher } = await import("pusher-js");
  const pusher = new Pusher(config.key, {
    cluster: "mt1",
    wsHost: config.wsHost,
    wsPort: config.wsPort,
    wssPort: config.wsPort,
    forceTLS: config.forceTLS,
    enabledTransports: ["ws", "wss"],
    disableStats: true,
  });
  const subscription = pusher.subscribe(channel);
  subscription.bind("pusher:subscription_succeeded", onCaughtUp);
  subscription.bind(ORDER_STATUS_EVENT, onChange);
  return { stop: () => pusher.disconnect() };
}
