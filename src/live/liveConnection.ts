import { LIVE_EVENTS } from "../domain/constants";
import type { LiveEvent } from "./liveEvents";

/** What `GET /api/live/config` answers: where pusher-js connects (DESIGN §8). */
export interface LiveConfig {
  key: string;
  wsHost: string;
  wsPort: number;
  forceTLS: boolean;
  enabled: boolean;
}

/** Live updates run only when the build sets VITE_LIVE to the string "true" (SPEC §4). */
export const isLiveEnabled = (): boolean => import.meta.env.VITE_LIVE === "true";

export const PUSHER_AUTH_ENDPOINT = "/api/pusher/auth";

interface LiveConnectionOptions {
  config: LiveConfig;
  channelName: string;
  /** Read at every channel authorization, so a renewed session is used. */
  getToken: () => string | null;
  onEvent: (event: LiveEvent, payload: unknown) => void;
}

/**
 * Subscribes to one private channel and hands every product event to `onEvent`. The channel is authorized by
 * the API with the user's bearer token. Answers the disconnect function. pusher-js is fetched here, when the
 * connection starts, so no page load carries it.
 */
export async function connectLive({
  config,
  channelName,
  getToken,
  onEvent,
}: LiveConnectionOptions): Promise<() => void> {
  const { default: Pusher } = await import("pusher-js");
  const pusher = new Pusher(config.key, {
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
  const channel = pusher.subscribe(channelName);
  for (const event of LIVE_EVENTS) channel.bind(event, (payload: unknown) => onEvent(event, payload));
  return () => pusher.disconnect();
}
