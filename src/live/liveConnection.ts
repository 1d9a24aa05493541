import type Pusher from "pusher-js";
import { LIVE_EVENTS } from "../domain/constants";
import type { LiveEvent } from "./liveEvents";
import type { ConnectionState } from "./liveStatus";

/** What `GET /api/live/config` answers: where pusher-js connects (DESIGN §8), read at run time. */
export interface LiveConfig {
  key: string;
  wsHost: string;
  wsPort: number;
  forceTLS: boolean;
  enabled: boolean;
}

export const PUSHER_AUTH_ENDPOINT = "/api/pusher/auth";

export interface LiveConnectionOptions {
  config: LiveConfig;
  /** Read at every channel authorization, so a renewed session is used. */
  getToken: () => string | null;
  onEvent: (event: LiveEvent, payload: unknown, channel: string) => void;
  onState: (state: ConnectionState) => void;
  /** Called when the connection comes back after a loss: events sent meanwhile were missed. */
  onReconnected: () => void;
}

/** pusher-js's connection states, as the app bar tells them. */
const STATES: Record<string, ConnectionState> = {
  initialized: "connecting",
  connecting: "connecting",
  connected: "connected",
  unavailable: "disconnected",
  failed: "disconnected",
  disconnected: "disconnected",
};

/**
 * One pusher-js connection for the session, subscribed to a set of private channels that can change (the
 * business or branch switched). pusher-js reconnects by itself after a loss; each return to "connected" after
 * having been connected is reported, so the dashboard refetches what it may have missed.
 */
export class LiveConnection {
  private readonly channels = new Set<string>();
  private wasConnected = false;

  private constructor(
    private readonly pusher: Pusher,
    private readonly options: LiveConnectionOptions,
  ) {
    pusher.connection.bind("state_change", ({ current }: { current: string }) => {
      const state = STATES[current] ?? "disconnected";
      options.onState(state);
      if (state !== "connected") return;
      if (this.wasConnected) options.onReconnected();
      this.wasConnected = true;
    });
  }

  /** pusher-js is fetched here, when live updates start, so no page load carries it. */
  static async open(options: LiveConnectionOptions): Promise<LiveConnection> {
    const { default: PusherClient } = await import("pusher-js");
    const { config, getToken } = options;
    const pusher = new PusherClient(config.key, {
      // pusher-js requires a cluster; wsHost, set here, decides where it really connects.
      cluster: "mt1",
      wsHost: config.wsHost,
      wsPort: config.wsPort,
      wssPort: config.wsPort,
      forceTLS: config.forceTLS,
      enabledTransports: ["ws", "wss"],
      disableStats: true,
      channelAuthorization: {
        transport: "ajax",
        endpoint: PUSHER_AUTH_ENDPOINT,
        headersProvider: () => ({ Authorization: `Bearer ${getToken() ?? ""}` }),
      },
    });
    return new LiveConnection(pusher, options);
  }

  /** Subscribes to the channels not yet followed and leaves those no longer wanted. */
  follow(wanted: readonly string[]): void {
    const next = new Set(wanted);
    for (const name of [...this.channels]) {
      if (next.has(name)) continue;
      this.pusher.unsubscribe(name);
      this.channels.delete(name);
    }
    for (const name of next) {
      if (this.channels.has(name)) continue;
      const channel = this.pusher.subscribe(name);
      for (const event of LIVE_EVENTS) {
        channel.bind(event, (payload: unknown) => this.options.onEvent(event, payload, name));
      }
      this.channels.add(name);
    }
  }

  following(): string[] {
    return [...this.channels];
  }

  close(): void {
    this.pusher.disconnect();
  }
}
