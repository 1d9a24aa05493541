import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../../server/app";
import { loadConfig } from "../../server/config";
import { ACCESS_CACHE_MS, liveChannelName } from "../../src/domain/constants";
import { buildTestApp, DEMO, login, type TestApp } from "./helpers";
import { listen } from "./live-helpers";
import { nextEvent, pusherClient, subscribe, type PusherRecorder } from "./live-pusher";
import { pngFile, upload } from "./media-helpers";
import { call, category, demo, item, type Demo } from "./operations-fixtures";
import { startLocalS3, type LocalS3 } from "./s3-server";

// The documented scale-out (README "Several instances"): two API instances on one PostgreSQL database, one Redis
// and one S3-compatible bucket. Whatever a client does on one instance, a client of the other sees.
const shared = process.env.DATABASE_URL?.startsWith("postgres") && process.env.REDIS_URL;

let s3: LocalS3;
let first: TestApp;
let second: FastifyInstance;
let d: Demo;
const clients: PusherRecorder[] = [];

beforeAll(async () => {
  if (!shared) return;
  s3 = await startLocalS3();
  first = await buildTestApp({
    config: {
      s3: s3.config,
      redisUrl: process.env.REDIS_URL,
      authRateLimit: { max: 3, windowMs: 60_000 },
    },
  });
  // The second instance: the same configuration (database, Redis, bucket, rate-limit namespace), its own process.
  second = await buildApp(loadConfig({ ...first.app.config }), { seed: false });
  await second.ready();
  d = await demo(first.app);
}, 120_000);

afterAll(async () => {
  for (const client of clients) client.close();
  await second?.close();
  await first?.close();
  await s3?.close();
});

describe.runIf(shared)("two instances behind one address", () => {
  it("pushes an order placed on one instance to a dashboard connected to the other, which lists it", async () => {
    const branch = d.restaurant.branches[0];
    const port = await listen(second);
    const watcher = pusherClient(port, second.liveCredentials.key, d.tokens.owner);
    clients.push(watcher);
    expect(await subscribe(watcher, liveChannelName(d.restaurant.id, branch))).toEqual({ ok: true });

    const drinks = await category(first.app, d.restaurant.id, d.restaurant.menu);
    const tea = await item(first.app, d.restaurant.id, drinks, {
      en: "Karak tea",
      ar: "شاي كرك",
      prices: [250],
    });
    const placed = await call(
      first.app,
      d.tokens.owner,
      "POST",
      `business/${d.restaurant.id}/branches/${branch}/orders`,
      {
        type: "self_pickup",
        customer: { name: "Noura", phone: "51234567" },
        lines: [{ item_id: tea.id, quantity: 2 }],
      },
    );
    expect(placed.statusCode).toBe(201);
    const order = placed.json().data;
    expect(await nextEvent(watcher, "new-order")).toMatchObject({ id: order.id });

    // The token issued by the first instance works on the second; the new order heads its list.
    const listed = await call(
      second,
      d.tokens.owner,
      "GET",
      `business/${d.restaurant.id}/branches/${branch}/orders?per_page=5`,
    );
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data[0]).toMatchObject({ id: order.id, number: order.number, total: order.total });
  });

  it("serves an upload made on one instance to the other and to browsers, from the bucket", async () => {
    const uploaded = await upload(first.app, d.tokens.owner, await pngFile(400, 300));
    expect(uploaded.statusCode).toBe(201);
    const { file } = uploaded.json();
    const seen = await call(second, d.tokens.owner, "GET", `media/${file.id}`);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().data.src).toBe(file.src);
    const image = await fetch(file.src);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/png");
    // Deleted through the second instance: the object is gone for everyone.
    expect((await call(second, d.tokens.owner, "POST", `media/${file.id}/delete`, {})).statusCode).toBe(200);
    expect((await fetch(file.src)).status).toBe(404);
  });

  it("refuses on one instance a token signed out on the other, though it had just served it", async () => {
    const token = await login(first.app, DEMO.owner);
    // The second instance has served the token, so it keeps its access (plugins/access-cache.ts).
    for (let i = 0; i < 2; i++) expect((await call(second, token, "GET", "users/info")).statusCode).toBe(200);
    expect((await call(first.app, token, "POST", "auth/logout", {})).statusCode).toBe(204);
    // The first instance announces the write on Redis; the second ends what it kept well before the safety bound.
    const deadline = Date.now() + ACCESS_CACHE_MS / 5;
    let status = 200;
    while (status === 200 && Date.now() < deadline) {
      status = (await call(second, token, "GET", "users/info")).statusCode;
      if (status === 200) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(status).toBe(401);
  });

  it("counts failed logins of one account across both instances", async () => {
    const email = `nobody-${randomBytes(4).toString("hex")}@example.com`;
    const wrong = (app: FastifyInstance) =>
      app.inject({ method: "POST", url: "/api/auth/login", payload: { email, password: "wrong-pass" } });
    const answers = [];
    for (const app of [first.app, second, first.app, second]) answers.push((await wrong(app)).statusCode);
    expect(answers).toEqual([422, 422, 422, 429]);
    // The demo owner, another account, is not locked out by it.
    const owner = await second.inject({ method: "POST", url: "/api/auth/login", payload: DEMO.owner });
    expect(owner.statusCode).toBe(200);
  });
});
