import { createHmac } from "node:crypto";
import type { AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";
import WebSocket from "ws";

// A minimal pusher-js stand-in for the live tests: connects to the built-in server and waits for frames.

export interface Frame {
  event: string;
  channel?: string;
  data: unknown;
}

export const expectedAuth = (key: string, secret: string, socketId: string, channel: string) =>
  `${key}:${createHmac("sha256", secret).update(`${socketId}:${channel}`).digest("hex")}`;

export async function listen(app: FastifyInstance): Promise<number> {
  await app.listen({ port: 0, host: "127.0.0.1" });
  return (app.server.address() as AddressInfo).port;
}

export class LiveClient {
  readonly frames: Frame[] = [];
  private waiters: { match: (f: Frame) => boolean; resolve: (f: Frame) => void }[] = [];
  readonly closed: Promise<{ code: number; reason: string }>;

  private constructor(readonly socket: WebSocket) {
    socket.on("message", (raw) => {
      const frame = JSON.parse(raw.toString()) as Frame;
      this.frames.push(frame);
      this.waiters = this.waiters.filter((w) => (w.match(frame) ? (w.resolve(frame), false) : true));
    });
    this.closed = new Promise((resolve) =>
      socket.on("close", (code, reason) => resolve({ code, reason: reason.toString() })),
    );
  }

  static async connect(
    port: number,
    key: string,
    query = "protocol=7&client=js&version=8.6.0&flash=false",
  ): Promise<LiveClient> {
    const socket = new WebSocket(`ws://127.0.0.1:${port}/app/${key}?${query}`);
    const client = new LiveClient(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once("open", () => resolve());
      socket.once("error", reject);
    });
    return client;
  }

  /** The first frame (already received or coming) that matches. */
  next(match: (frame: Frame) => boolean): Promise<Frame> {
    const seen = this.frames.find(match);
    if (seen) return Promise.resolve(seen);
    return new Promise((resolve) => this.waiters.push({ match, resolve }));
  }

  event(name: string, channel?: string) {
    return this.next((f) => f.event === name && (channel === undefined || f.channel === channel));
  }

  async socketId(): Promise<string> {
    const established = await this.event("pusher:connection_established");
    return JSON.parse(established.data as string).socket_id;
  }

  send(event: string, data: unknown) {
    this.socket.send(JSON.stringify({ event, data }));
  }

  close() {
    this.socket.close();
  }
}
