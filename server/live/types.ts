/** Sends live events to dashboards (DESIGN §8): built-in Pusher-protocol server, external Pusher, or Redis fan-out. */
export interface LiveBroadcaster {
  /** Sends `event` with `data` (serialized as JSON) to every subscriber of `channel`, on every API instance. */
  publish(channel: string, event: string, data: unknown): Promise<void>;
}

declare module "fastify" {
  interface FastifyInstance {
    live: LiveBroadcaster;
    /** What signs private-channel subscriptions: the external Pusher's pair, or the built-in server's. */
    liveCredentials: { key: string; secret: string };
  }
}

/** What the Redis fan-out and the local websocket server pass around: the data is already a JSON string. */
export interface LiveMessage {
  channel: string;
  event: string;
  data: string;
  /** Pusher's `socket_id` on a published event: that connection (the publisher's own) is left out. */
  exceptSocketId?: string;
}
