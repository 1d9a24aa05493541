import type { Channel, default as Pusher } from "pusher-js";
import { HEARD_EVENTS, type LiveEvent } from "./liveEvents";
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
  /**
   * Called once every followed channel is subscribed, first or again after a loss: events sent before that
   * reached no one (the page's data was loaded before the subscription, or during the loss), so what they may
   * have changed is fetched again.
   */
  onCaughtUp: () => void;
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
 * business or branch switched). pusher-js reconnects by itself after a loss and subscribes again; each time all
 * followed channels are subscribed (the first time, after a switch, after a loss) is reported, so the dashboard
 * refetches what it may have missed before: a live channel has no history.
 */
export class LiveConnection {
  private readonly channels = new Map<string, Channel>();
  /** Followed channels whose subscription the server has not answered yet. */
  private readonly awaited = new Set<string>();

  private constructor(
    private readonly pusher: Pusher,
    private readonly options: LiveConnectionOptions,
  ) {
    pusher.connection.bind("state_change", ({ current }: { current: string }) => {
      const state = STATES[current] ?? "disconnected";
      options.onState(state);
      // Heard before pusher-js subscribes again on "connected": every channel is awaited anew.
      if (state === "connected") for (const name of this.channels.keys()) this.awaited.add(name);
    });
  }

  /** A channel's subscription answered (refused too: nothing will be heard there); the last one catches up. */
  private answered(name: string): void {
    if (!this.awaited.delete(name) || this.awaited.size > 0) return;
    this.options.onCaughtUp();
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
    for (const [name, channel] of [...this.channels]) {
      if (next.has(name)) continue;
      // Left while its subscription is pending, pusher-js keeps the channel and hands the same one back if it is
      // followed again (a quick switch away and back): its handlers go with it, or every event would be heard twice.
      channel.unbind_all();
      this.pusher.unsubscribe(name);
      this.channels.delete(name);
      this.awaited.delete(name);
    }
    for (const name of next) {
      if (this.channels.has(name)) continue;
      this.awaited.add(name);
      const channel = this.pusher.subscribe(name);
      channel.bind("pusher:subscription_succeeded", () => this.answered(name));
      channel.bind("pusher:subscription_error", () => this.answered(name));
      for (const event of HEARD_EVENTS) {
        channel.bind(event, (payload: unknown) => this.options.onEvent(event, payload, name));
      }
      this.channels.set(name, channel);
    }
  }

  following(): string[] {
    return [...this.channels.keys()];
  }

  close(): void {
    this.pusher.disconnect();
  }
}
