import Pusher from "pusher-js";

// The dashboard's own client library (pusher-js, its Node build: the package's "main") against the built-in
// server: it connects over the websocket and asks /api/pusher/auth to sign each private channel, as in a browser.

export interface PusherRecorder {
  pusher: Pusher;
  /** Every event the connection received, subscribed or not (pusher-js's global binding sees them all). */
  events: { event: string; data: unknown }[];
  close(): void;
}

export function pusherClient(port: number, key: string, token?: string): PusherRecorder {
  const pusher = new Pusher(key, {
    cluster: "mt1",
    wsHost: "127.0.0.1",
    wsPort: port,
    forceTLS: false,
    enabledTransports: ["ws"],
    disableStats: true,
    channelAuthorization: {
      transport: "ajax",
      endpoint: `http://127.0.0.1:${port}/api/pusher/auth`,
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    },
  });
  const events: PusherRecorder["events"] = [];
  pusher.bind_global((event: string, data: unknown) => events.push({ event, data }));
  return { pusher, events, close: () => pusher.disconnect() };
}

export type Subscription = { ok: true } | { ok: false; status: number };

/** Subscribes and waits for pusher-js to report success or the authorization's refusal (with its HTTP status). */
export function subscribe(client: PusherRecorder, channelName: string): Promise<Subscription> {
  const channel = client.pusher.subscribe(channelName);
  return new Promise((resolve) => {
    channel.bind("pusher:subscription_succeeded", () => resolve({ ok: true }));
    channel.bind("pusher:subscription_error", (error: { status: number }) =>
      resolve({ ok: false, status: error.status }),
    );
  });
}

/** The first event of that name received on that client (already received or still to come). */
export function nextEvent(client: PusherRecorder, event: string): Promise<unknown> {
  const seen = client.events.find((e) => e.event === event);
  if (seen) return Promise.resolve(seen.data);
  return new Promise((resolve) => {
    const listener = (name: string, data: unknown) => {
      if (name !== event) return;
      client.pusher.unbind_global(listener);
      resolve(data);
    };
    client.pusher.bind_global(listener);
  });
}
