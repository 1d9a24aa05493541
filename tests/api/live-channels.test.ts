import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../server/app";
import { loadConfig, type AppConfig } from "../../server/config";
import { checkExplicitSecret } from "../../server/live/credentials";
import { liveChannelName } from "../../src/domain/constants";
import { buildTestApp, login, type TestApp } from "./helpers";
import { expectedAuth, listen, LiveClient } from "./live-helpers";
import { nextEvent, pusherClient, subscribe, type PusherRecorder } from "./live-pusher";
import { call, category, demo, item, type Demo } from "./operations-fixtures";

// Live channels (DESIGN §5, §8): signed only for users who may read the branch's orders or reservations, with a
// secret nobody else knows (generated per deployment and kept in its database), and events of one deployment
// never reach another sharing its Redis. Checked with the dashboard's real client library, pusher-js.

const HAMAD = { email: "hamad@example.com", password: "staff1234" }; // restaurant staff, second branch only
const OLD_DEFAULT = { key: "menu-dashboard", secret: "menu-dashboard-local-secret" };

let t: TestApp;
let port: number;
let d: Demo;
let hamad: string;
let key: string;
const clients: { close(): void }[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  port = await listen(t.app);
  d = await demo(t.app);
  hamad = await login(t.app, HAMAD);
  key = (await t.app.inject({ method: "GET", url: "/api/live/config" })).json().key;
});
afterAll(async () => {
  for (const client of clients) client.close();
  await t.close();
});

const client = (token?: string) => {
  const recorder = pusherClient(port, key, token);
  clients.push(recorder);
  return recorder;
};

describe("generated credentials", () => {
  it("are random per deployment, kept in the database, and never the old defaults", async () => {
    expect(key).toMatch(/^[0-9a-f]{20}$/);
    expect(t.app.liveCredentials.key).toBe(key);
    expect(t.app.liveCredentials.secret).toMatch(/^[0-9a-f]{64}$/);
    const row = await t.app.db
      .withTables<{ live_credentials: { name: string; app_key: string; secret: string } }>()
      .selectFrom("live_credentials")
      .selectAll()
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ app_key: key, secret: t.app.liveCredentials.secret });
    const another = await buildTestApp({ seed: false });
    try {
      expect(another.app.liveCredentials.key).not.toBe(key);
      expect(another.app.liveCredentials.secret).not.toBe(t.app.liveCredentials.secret);
    } finally {
      await another.close();
    }
  });

  it("refuse a subscription signed with the old default secret, and the old default key", async () => {
    const raw = await LiveClient.connect(port, key);
    clients.push(raw);
    const socketId = await raw.socketId();
    const channel = liveChannelName(d.restaurant.id, d.restaurant.branches[0]);
    for (const signer of [OLD_DEFAULT.key, key]) {
      raw.send("pusher:subscribe", {
        channel,
        auth: expectedAuth(signer, OLD_DEFAULT.secret, socketId, channel),
      });
    }
    raw.send("pusher:ping", {});
    await raw.event("pusher:pong");
    expect(raw.frames.filter((f) => f.event === "pusher:error")).toHaveLength(2);
    expect(raw.frames.some((f) => f.event === "pusher_internal:subscription_succeeded")).toBe(false);
    const oldKey = await LiveClient.connect(port, OLD_DEFAULT.key);
    clients.push(oldKey);
    expect((await oldKey.closed).code).toBe(4001);
  });

  it("refuse to start in production with a known default or weak LIVE_SECRET given explicitly", async () => {
    const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), "live-prod-"));
    const production = (secret: string) =>
      loadConfig({
        databaseUrl: "sqlite::memory:",
        mediaDir,
        logLevel: "silent",
        seedDemo: false,
        nodeEnv: "production",
        livePusherKey: "prod-key",
        livePusherSecret: secret,
      });
    try {
      await expect(buildApp(production(OLD_DEFAULT.secret), { seed: false })).rejects.toThrow(
        /LIVE_SECRET is unsafe/,
      );
      for (const weak of ["secret", "CHANGEME", "short-but-not-a-default", "ab".repeat(32)]) {
        expect(() => checkExplicitSecret(production(weak), t.app.log)).toThrow(/LIVE_SECRET is unsafe/);
      }
      expect(() =>
        checkExplicitSecret(production(randomBytes(32).toString("base64")), t.app.log),
      ).not.toThrow();
      // Outside production the same secret only warns, so tests and demos may still name one.
      expect(() =>
        checkExplicitSecret({ ...production("secret"), nodeEnv: "test" }, t.app.log),
      ).not.toThrow();
    } finally {
      fs.rmSync(mediaDir, { recursive: true, force: true });
    }
  });
});

describe("who may subscribe to a branch channel (pusher-js against the built-in server)", () => {
  let first: string;
  let second: string;
  const subscribers: Record<string, PusherRecorder> = {};

  beforeAll(async () => {
    first = liveChannelName(d.restaurant.id, d.restaurant.branches[0]);
    second = liveChannelName(d.restaurant.id, d.restaurant.branches[1]);
  });

  it("signs the owner, and staff who read that branch's orders or reservations; refuses everyone else", async () => {
    subscribers.owner = client(d.tokens.owner);
    subscribers.staff = client(d.tokens.staff); // orders and reservations read in the first branch only
    subscribers.hamad = client(hamad); // orders and reservations read in the second branch only
    subscribers.otherOwner = client(d.tokens.other); // owns another business
    subscribers.anonymous = client();
    const outcomes = await Promise.all([
      subscribe(subscribers.owner, first),
      subscribe(subscribers.owner, second),
      subscribe(subscribers.staff, first),
      subscribe(subscribers.staff, second),
      subscribe(subscribers.hamad, second),
      subscribe(subscribers.hamad, first),
      subscribe(subscribers.otherOwner, first),
      subscribe(subscribers.anonymous, first),
    ]);
    expect(outcomes).toEqual([
      { ok: true },
      { ok: true },
      { ok: true },
      { ok: false, status: 403 },
      { ok: true },
      { ok: false, status: 403 },
      { ok: false, status: 403 },
      { ok: false, status: 401 },
    ]);
  });

  it("delivers an order created through the API to the allowed subscribers only", async () => {
    const dishes = await category(t.app, d.restaurant.id, d.restaurant.menu);
    const tea = await item(t.app, d.restaurant.id, dishes, { en: "Karak tea", ar: "شاي كرك", prices: [300] });
    const marker = `public-marker-${randomBytes(4).toString("hex")}`;
    await Promise.all(Object.values(subscribers).map((s) => subscribe(s, marker)));
    const created = await call(
      t.app,
      d.tokens.owner,
      "POST",
      `business/${d.restaurant.id}/branches/${d.restaurant.branches[0]}/orders`,
      {
        type: "self_pickup",
        customer: { name: "Hessa", phone: "51234567" },
        lines: [{ item_id: tea.id, quantity: 1 }],
      },
    );
    expect(created.statusCode).toBe(201);
    const orderId = created.json().data.id;
    for (const allowed of [subscribers.owner, subscribers.staff]) {
      expect(await nextEvent(allowed, "new-order")).toMatchObject({ id: orderId });
    }
    // Each socket gets its frames in order: once the marker sent after the order has arrived, an order event
    // for that socket would have arrived before it.
    await t.app.live.publish(marker, "marker", {});
    for (const refused of [subscribers.hamad, subscribers.otherOwner, subscribers.anonymous]) {
      await nextEvent(refused, "marker");
      expect(refused.events.some((e) => e.event === "new-order")).toBe(false);
    }
  });

  it("answers 403 to channel shapes it does not sign and 401 without a token", async () => {
    const socket = { socket_id: "1.1" };
    for (const channel of [
      "private-business.1",
      `private-business.0${d.restaurant.id}.branch.1`,
      "presence-x",
      "x",
    ]) {
      const response = await call(t.app, d.tokens.owner, "POST", "pusher/auth", {
        ...socket,
        channel_name: channel,
      });
      expect(response.statusCode).toBe(403);
    }
    const anonymous = await t.app.inject({
      method: "POST",
      url: "/api/pusher/auth",
      payload: { ...socket, channel_name: liveChannelName(d.restaurant.id, d.restaurant.branches[0]) },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

// Deployments sharing one Redis server: the fan-out topic is LIVE_NAMESPACE, else the database's own id
// (same LIVE_KEY on two databases: live-namespace.test.ts).
const redisUrl = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";
const redisUp = await new Promise<boolean>((resolve) => {
  const { hostname, port: redisPort } = new URL(redisUrl);
  const socket = net.connect(Number(redisPort || 6379), hostname);
  socket.once("connect", () => (socket.destroy(), resolve(true)));
  socket.once("error", () => resolve(false));
});

describe.runIf(redisUp)("deployments sharing a Redis server", () => {
  const apps: { close(): Promise<void> }[] = [];
  afterAll(async () => {
    for (const app of apps.reverse()) await app.close();
  });

  const deployment = async (config: Partial<AppConfig> = {}) => {
    const made = await buildTestApp({ seed: false, config: { redisUrl, ...config } });
    apps.push(made);
    return made.app;
  };
  /** A receiver subscribed to a public channel of that app, and the frames it gets. */
  const receiver = async (app: TestApp["app"], channel: string) => {
    const raw = await LiveClient.connect(await listen(app), app.liveCredentials.key);
    clients.push(raw);
    raw.send("pusher:subscribe", { channel });
    await raw.event("pusher_internal:subscription_succeeded", channel);
    return raw;
  };
  /** Publishes on `from`; `sharing` must get it, `apart` must not (checked by a marker published on its own). */
  const expectFanout = async (from: TestApp["app"], sharing: TestApp["app"], apart: TestApp["app"]) => {
    const channel = `public-fanout-${randomBytes(4).toString("hex")}`;
    const [near, far] = [await receiver(sharing, channel), await receiver(apart, channel)];
    await from.live.publish(channel, "news", { from: "a" });
    expect(JSON.parse((await near.event("news", channel)).data as string)).toEqual({ from: "a" });
    await apart.live.publish(channel, "marker", {});
    await far.event("marker", channel);
    expect(far.frames.some((f) => f.event === "news")).toBe(false);
  };

  it("instances of one deployment (one database) share the generated key and events; another does not", async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), "live-fanout-"));
    apps.push({ close: async () => fs.rmSync(folder, { recursive: true, force: true }) });
    const postgres = process.env.DATABASE_URL?.startsWith("postgres");
    const a = await deployment(postgres ? {} : { databaseUrl: `sqlite:${path.join(folder, "app.sqlite")}` });
    const b = await buildApp(loadConfig({ ...a.config }), { seed: false });
    apps.push(b);
    const other = await deployment();
    expect(b.liveCredentials).toEqual(a.liveCredentials);
    expect(other.liveCredentials.key).not.toBe(a.liveCredentials.key);
    await expectFanout(a, b, other);
  });

  it("LIVE_NAMESPACE keeps deployments apart even with the same LIVE_KEY, and joins those that share it", async () => {
    const shared = {
      livePusherKey: `k-${randomBytes(4).toString("hex")}`,
      livePusherSecret: randomBytes(32).toString("hex"),
    };
    const namespace = `ns-${randomBytes(4).toString("hex")}`;
    const a = await deployment({ ...shared, liveNamespace: namespace });
    const b = await deployment({ liveNamespace: namespace });
    const c = await deployment({ ...shared, liveNamespace: `${namespace}-other` });
    await expectFanout(a, b, c);
  });
});
