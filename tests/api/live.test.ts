import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../server/app";
import { loadConfig } from "../../server/config";
import { liveChannelName } from "../../src/domain/constants";
import { buildTestApp, DEMO, injectAs, login, userBusinesses, type TestApp } from "./helpers";
import { expectedAuth, listen, LiveClient } from "./live-helpers";

// A key per test file keeps Redis fan-out of parallel test files apart.
const key = `test-${randomBytes(4).toString("hex")}`;
const secret = "live-test-secret";
let t: TestApp;
let port: number;
let owner: string;
let staff: string;
let other: string;
let restaurant: { id: number; branches: { id: number }[] };
let chalet: { id: number; branches: { id: number }[] };
const clients: LiveClient[] = [];

beforeAll(async () => {
  t = await buildTestApp({ config: { livePusherKey: key, livePusherSecret: secret } });
  port = await listen(t.app);
  [owner, staff, other] = await Promise.all([
    login(t.app, DEMO.owner),
    login(t.app, DEMO.staff),
    login(t.app, DEMO.other),
  ]);
  const businesses = await userBusinesses(t.app, owner);
  restaurant = businesses.find((b) => b.type === "restaurant")!;
  chalet = businesses.find((b) => b.type === "chalet")!;
});
afterAll(async () => {
  for (const client of clients) client.close();
  await t.close();
});

const connect = async (appKey = key, query?: string) => {
  const client = await LiveClient.connect(port, appKey, query);
  clients.push(client);
  return client;
};

const authorize = (token: string, socketId: string, channel: string, form = false) =>
  injectAs(t.app, token, {
    method: "POST",
    url: "/api/pusher/auth",
    ...(form
      ? {
          payload: new URLSearchParams({ socket_id: socketId, channel_name: channel }).toString(),
          headers: { "content-type": "application/x-www-form-urlencoded" },
        }
      : { payload: { socket_id: socketId, channel_name: channel } }),
  });

describe("GET /api/live/config", () => {
  it("tells the dashboard how to reach the built-in server, without a token", async () => {
    const response = await t.app.inject({ method: "GET", url: "/api/live/config" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ key, wsHost: "localhost", enabled: true, forceTLS: false });
    expect(typeof response.json().wsPort).toBe("number");
  });
});

describe("POST /api/pusher/auth", () => {
  it("signs a branch channel for a member, as HMAC-SHA256 of socket_id:channel, JSON or form-encoded", async () => {
    const channel = liveChannelName(restaurant.id, restaurant.branches[0].id);
    const json = await authorize(owner, "1234.5678", channel);
    expect(json.statusCode).toBe(200);
    expect(json.json()).toEqual({ auth: expectedAuth(key, secret, "1234.5678", channel) });
    const form = await authorize(staff, "99.1", channel, true);
    expect(form.statusCode).toBe(200);
    expect(form.json().auth).toBe(expectedAuth(key, secret, "99.1", channel));
  });

  it("refuses another business's channel, a branch of another business, and other channel names with 403", async () => {
    const ownChannel = liveChannelName(restaurant.id, restaurant.branches[0].id);
    expect((await authorize(other, "1.1", ownChannel)).statusCode).toBe(403);
    expect(
      (await authorize(staff, "1.1", liveChannelName(chalet.id, chalet.branches[0].id))).statusCode,
    ).toBe(403);
    expect(
      (await authorize(owner, "1.1", liveChannelName(restaurant.id, chalet.branches[0].id))).statusCode,
    ).toBe(403);
    expect((await authorize(owner, "1.1", "private-something-else")).statusCode).toBe(403);
    const ar = await injectAs(t.app, other, {
      method: "POST",
      url: "/api/pusher/auth",
      payload: { socket_id: "1.1", channel_name: ownChannel },
      locale: "ar",
    });
    expect(ar.json().message).toBe("ليس لديك صلاحية للقيام بذلك.");
  });

  it("refuses a malformed socket id (which could forge a signature) and calls without a token", async () => {
    const channel = liveChannelName(restaurant.id, restaurant.branches[0].id);
    expect((await authorize(owner, "1.1:private-business.9.branch.9", channel)).statusCode).toBe(422);
    const anonymous = await t.app.inject({
      method: "POST",
      url: "/api/pusher/auth",
      payload: { socket_id: "1.1", channel_name: channel },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe("built-in Pusher-protocol websocket server", () => {
  it("greets with a socket id and activity timeout, and answers ping with pong", async () => {
    const client = await connect();
    const established = await client.event("pusher:connection_established");
    const data = JSON.parse(established.data as string);
    expect(data.socket_id).toMatch(/^\d+\.\d+$/);
    expect(data.activity_timeout).toBe(120);
    client.send("pusher:ping", {});
    expect((await client.event("pusher:pong")).data).toBe("{}");
  });

  it("delivers an event published through app.live to a private channel subscriber authorized by /api/pusher/auth", async () => {
    const client = await connect();
    const channel = liveChannelName(restaurant.id, restaurant.branches[0].id);
    const { auth } = (await authorize(owner, await client.socketId(), channel)).json();
    client.send("pusher:subscribe", { channel, auth });
    const succeeded = await client.event("pusher_internal:subscription_succeeded", channel);
    expect(succeeded.data).toBe("{}");
    await t.app.live.publish(channel, "new-reservation", { id: 42, status: "pending" });
    const received = await client.event("new-reservation", channel);
    expect(JSON.parse(received.data as string)).toEqual({ id: 42, status: "pending" });
  });

  it("refuses a private subscription with a wrong or missing signature, and presence channels", async () => {
    const client = await connect();
    const socketId = await client.socketId();
    const channel = liveChannelName(restaurant.id, restaurant.branches[0].id);
    const stolen = (await authorize(owner, "1.1", channel)).json().auth; // signed for another socket
    client.send("pusher:subscribe", { channel, auth: stolen });
    const error = await client.event("pusher:error");
    expect((error.data as { message: string }).message).toContain(`${socketId}:${channel}`);
    client.send("pusher:subscribe", { channel: "presence-room" });
    await client.next(
      (f) => f.event === "pusher:error" && (f.data as { message: string }).message.includes("Presence"),
    );
    expect(client.frames.some((f) => f.event === "pusher_internal:subscription_succeeded")).toBe(false);
  });

  it("subscribes to public channels without auth and stops delivering after unsubscribe", async () => {
    const client = await connect();
    await client.socketId();
    const nonce = randomBytes(4).toString("hex");
    const [first, second] = [`public-a-${nonce}`, `public-b-${nonce}`];
    client.send("pusher:subscribe", { channel: first });
    client.send("pusher:subscribe", { channel: second });
    await client.event("pusher_internal:subscription_succeeded", second);
    client.send("pusher:unsubscribe", { channel: first });
    client.send("pusher:ping", {});
    await client.event("pusher:pong");
    await t.app.live.publish(first, "after-unsubscribe", {});
    await t.app.live.publish(second, "marker", { n: 1 });
    await client.event("marker", second);
    expect(client.frames.some((f) => f.event === "after-unsubscribe")).toBe(false);
  });

  it("refuses an unknown app key (4001) and an unsupported protocol (4007), and client events", async () => {
    const wrongKey = await connect("not-our-key");
    expect((await wrongKey.event("pusher:error")).data).toMatchObject({ code: 4001 });
    expect((await wrongKey.closed).code).toBe(4001);
    const oldProtocol = await connect(key, "protocol=3");
    expect((await oldProtocol.closed).code).toBe(4007);
    const client = await connect();
    await client.socketId();
    client.send("client-typing", {});
    expect(((await client.event("pusher:error")).data as { message: string }).message).toMatch(
      /Client events/,
    );
  });
});

describe("several API instances", () => {
  const redisUrl = process.env.REDIS_URL;
  it.runIf(!!redisUrl)(
    "deliver an event published on instance A to a subscriber of instance B through Redis",
    async () => {
      const shared = process.env.DATABASE_URL?.startsWith("postgres")
        ? undefined
        : fs.mkdtempSync(path.join(os.tmpdir(), "live-"));
      const instanceKey = `test-${randomBytes(4).toString("hex")}`;
      const a = await buildTestApp({
        config: {
          redisUrl,
          livePusherKey: instanceKey,
          livePusherSecret: secret,
          ...(shared ? { databaseUrl: `sqlite:${path.join(shared, "app.sqlite")}` } : {}),
        },
      });
      const b = await buildApp(loadConfig({ ...a.app.config }), { seed: false });
      try {
        const portB = await listen(b);
        const client = await LiveClient.connect(portB, instanceKey);
        clients.push(client);
        const tokenOnB = await login(b, DEMO.owner); // same database: a token made on B works on A too
        const businesses = await userBusinesses(a.app, tokenOnB);
        const shop = businesses.find((x) => x.type === "restaurant")!;
        const channel = liveChannelName(shop.id, shop.branches[1].id);
        const { auth } = (
          await injectAs(a.app, tokenOnB, {
            method: "POST",
            url: "/api/pusher/auth",
            payload: { socket_id: await client.socketId(), channel_name: channel },
          })
        ).json();
        client.send("pusher:subscribe", { channel, auth });
        await client.event("pusher_internal:subscription_succeeded", channel);
        await a.app.live.publish(channel, "new-order", { id: 7 });
        expect(JSON.parse((await client.event("new-order", channel)).data as string)).toEqual({ id: 7 });
        client.close();
      } finally {
        await b.close();
        await a.close();
        if (shared) fs.rmSync(shared, { recursive: true, force: true });
      }
    },
  );
});
