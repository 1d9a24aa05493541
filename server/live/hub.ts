import { randomInt } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import type { RawData, WebSocket } from "ws";
import { isValidChannelAuth, isValidChannelName } from "./signature";
import type { LiveMessage } from "./types";

// The built-in server side of the Pusher Channels protocol (version 7), enough for pusher-js:
// connection_established, ping/pong, subscribe/unsubscribe to public and private- channels, errors, events.
// It keeps only this instance's sockets; events from other instances arrive through deliver() (Redis fan-out).

export const ACTIVITY_TIMEOUT_SECONDS = 120;
const PONG_TIMEOUT_MS = 30_000;
const SWEEP_INTERVAL_MS = 10_000;
const MAX_CHANNELS_PER_CONNECTION = 100;
const SUPPORTED_PROTOCOLS = [5, 6, 7];

// Close codes of the protocol: 4000-4099 don't reconnect, 4100-4199 reconnect later, 4200-4299 reconnect now.
export const CLOSE = {
  appNotFound: 4001,
  unsupportedProtocol: 4007,
  overCapacity: 4100,
  goingAway: 4200,
  pongTimeout: 4201,
};

interface Connection {
  socket: WebSocket;
  socketId: string;
  channels: Set<string>;
  lastSeen: number;
  pinged: boolean;
}

const frame = (event: string, data: unknown, channel?: string) =>
  JSON.stringify(channel ? { event, channel, data } : { event, data });

export class PusherHub {
  private readonly connections = new Set<Connection>();
  private readonly channels = new Map<string, Set<Connection>>();
  private readonly sweeper: NodeJS.Timeout;

  constructor(
    private readonly key: string,
    private readonly secret: string,
    private readonly log: FastifyBaseLogger,
  ) {
    this.sweeper = setInterval(() => this.sweep(), SWEEP_INTERVAL_MS);
    this.sweeper.unref();
  }

  /** A new websocket on /app/{key}?protocol=7: checks the key and protocol, then says hello. */
  accept(socket: WebSocket, appKey: string, protocol: string | undefined): void {
    if (appKey !== this.key)
      return this.refuse(socket, CLOSE.appNotFound, `Could not find app by key ${appKey}`);
    if (!SUPPORTED_PROTOCOLS.includes(Number(protocol))) {
      return this.refuse(socket, CLOSE.unsupportedProtocol, "Unsupported protocol version");
    }
    const connection: Connection = {
      socket,
      socketId: `${randomInt(1, 2 ** 31)}.${randomInt(1, 2 ** 31)}`,
      channels: new Set(),
      lastSeen: Date.now(),
      pinged: false,
    };
    this.connections.add(connection);
    socket.on("message", (raw) => this.receive(connection, raw));
    socket.on("close", () => this.drop(connection));
    socket.on("error", (error) => this.log.debug({ err: error }, "live socket error"));
    const established = { socket_id: connection.socketId, activity_timeout: ACTIVITY_TIMEOUT_SECONDS };
    socket.send(frame("pusher:connection_established", JSON.stringify(established)));
  }

  /** Sends an event to this instance's subscribers of the channel. */
  deliver(message: LiveMessage): void {
    const subscribers = this.channels.get(message.channel);
    if (!subscribers) return;
    const text = frame(message.event, message.data, message.channel);
    for (const connection of subscribers) {
      if (connection.socketId !== message.exceptSocketId) connection.socket.send(text);
    }
  }

  /** This instance's occupied channels with their subscriber counts (the Pusher HTTP API's channel queries). */
  occupiedChannels(): Map<string, number> {
    return new Map([...this.channels].map(([channel, subscribers]) => [channel, subscribers.size]));
  }

  /** Number of local subscribers of a channel (for health checks and tests). */
  subscriberCount(channel: string): number {
    return this.channels.get(channel)?.size ?? 0;
  }

  close(): void {
    clearInterval(this.sweeper);
    for (const connection of [...this.connections]) {
      connection.socket.close(CLOSE.goingAway, "Server shutting down");
      this.drop(connection);
    }
  }

  private refuse(socket: WebSocket, code: number, message: string) {
    socket.send(frame("pusher:error", { code, message }));
    socket.close(code, message);
  }

  private error(connection: Connection, message: string, code: number | null = null) {
    connection.socket.send(frame("pusher:error", { code, message }));
  }

  private receive(connection: Connection, raw: RawData) {
    connection.lastSeen = Date.now();
    connection.pinged = false;
    let message: { event?: unknown; data?: unknown; channel?: unknown };
    try {
      message = JSON.parse(raw.toString());
    } catch {
      return this.error(connection, "Invalid JSON");
    }
    const data =
      typeof message.data === "string"
        ? safeParse(message.data)
        : (message.data as Record<string, unknown> | undefined);
    switch (message.event) {
      case "pusher:ping":
        return connection.socket.send(frame("pusher:pong", "{}"));
      case "pusher:pong":
        return;
      case "pusher:subscribe":
        return this.subscribe(connection, data?.channel, data?.auth);
      case "pusher:unsubscribe":
        return this.unsubscribe(connection, String(data?.channel ?? ""));
      default:
        if (typeof message.event === "string" && message.event.startsWith("client-")) {
          return this.error(connection, "Client events are not enabled on this server");
        }
        return this.error(connection, `Unsupported event ${String(message.event).slice(0, 64)}`);
    }
  }

  private subscribe(connection: Connection, channel: unknown, auth: unknown) {
    if (typeof channel !== "string" || !isValidChannelName(channel))
      return this.error(connection, "Invalid channel name");
    if (channel.startsWith("presence-")) return this.error(connection, "Presence channels are not supported");
    if (
      channel.startsWith("private-") &&
      !isValidChannelAuth(this.key, this.secret, connection.socketId, channel, auth)
    ) {
      return this.error(
        connection,
        `Invalid signature: Expected HMAC SHA256 hex digest of ${connection.socketId}:${channel}, but got ${String(auth).slice(0, 100)}`,
      );
    }
    if (!connection.channels.has(channel)) {
      if (connection.channels.size >= MAX_CHANNELS_PER_CONNECTION)
        return this.error(connection, "Too many channels");
      connection.channels.add(channel);
      let subscribers = this.channels.get(channel);
      if (!subscribers) this.channels.set(channel, (subscribers = new Set()));
      subscribers.add(connection);
    }
    connection.socket.send(frame("pusher_internal:subscription_succeeded", "{}", channel));
  }

  private unsubscribe(connection: Connection, channel: string) {
    connection.channels.delete(channel);
    const subscribers = this.channels.get(channel);
    subscribers?.delete(connection);
    if (subscribers && !subscribers.size) this.channels.delete(channel);
  }

  private drop(connection: Connection) {
    for (const channel of connection.channels) this.unsubscribe(connection, channel);
    this.connections.delete(connection);
  }

  /** Pings quiet connections after the activity timeout; closes those that don't answer (protocol code 4201). */
  private sweep() {
    const now = Date.now();
    for (const connection of this.connections) {
      const idle = now - connection.lastSeen;
      if (connection.pinged && idle > ACTIVITY_TIMEOUT_SECONDS * 1000 + PONG_TIMEOUT_MS) {
        connection.socket.close(CLOSE.pongTimeout, "Pong reply not received");
        this.drop(connection);
      } else if (!connection.pinged && idle > ACTIVITY_TIMEOUT_SECONDS * 1000) {
        connection.pinged = true;
        connection.socket.send(frame("pusher:ping", "{}"));
      }
    }
  }
}

function safeParse(text: string): Record<string, unknown> | undefined {
  try {
    const value = JSON.parse(text);
    return value && typeof value === "object" ? value : undefined;
  } catch {
    return undefined;
  }
}
