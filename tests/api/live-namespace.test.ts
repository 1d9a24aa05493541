import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { liveChannelName } from "../../src/domain/constants";
import { buildTestApp, type TestApp } from "./helpers";
import { listen } from "./live-helpers";
import { nextEvent, pusherClient, subscribe, type PusherRecorder } from "./live-pusher";
import { call, category, demo, item, type Demo } from "./operations-fixtures";
import { hasRedisServer, startRedis, type LocalRedis } from "./redis-server";

// Two deployments (two databases) that share a Redis server and were given the same LIVE_KEY and LIVE_SECRET
// (copied from one .env to another, say), without LIVE_NAMESPACE: each database's own id keeps them apart.
const available = Boolean(process.env.REDIS_URL) || hasRedisServer();

let redis: LocalRedis | undefined;
const deployments: { test: TestApp; demo: Demo }[] = [];
const clients: PusherRecorder[] = [];

beforeAll(async () => {
  if (!available) return;
  if (!process.env.REDIS_URL) redis = await startRedis();
  const config = {
    redisUrl: process.env.REDIS_URL ?? redis!.url,
    livePusherKey: `k-${randomBytes(4).toString("hex")}`,
    livePusherSecret: randomBytes(32).toString("hex"),
    // Not the test helper's namespace per app: the default, derived from each database.
    rateLimitNamespace: undefined,
    authRateLimit: { max: 3, windowMs: 60_000 },
  };
  for (let i = 0; i < 2; i++) {
    const test = await buildTestApp({ config });
    deployments.push({ test, demo: await demo(test.app) });
  }
}, 120_000);

afterAll(async () => {
  for (const client of clients) client.close();
  for (const { test } of deployments) await test.close();
  await redis?.stop();
});

/** A dashboard of that deployment's owner, watching the restaurant's first branch. */
async function dashboard(app: FastifyInstance, d: Demo) {
  const watcher = pusherClient(await listen(app), app.liveCredentials.key, d.tokens.owner);
  clients.push(watcher);
  expect(await subscribe(watcher, liveChannelName(d.restaurant.id, d.restaurant.branches[0]))).toEqual({
    ok: true,
  });
  return watcher;
}

async function placeOrder(app: FastifyInstance, d: Demo, customer: string) {
  const drinks = await category(app, d.restaurant.id, d.restaurant.menu);
  const tea = await item(app, d.restaurant.id, drinks, { en: "Karak tea", ar: "شاي كرك", prices: [250] });
  const placed = await call(
    app,
    d.tokens.owner,
    "POST",
    `business/${d.restaurant.id}/branches/${d.restaurant.branches[0]}/orders`,
    {
      type: "self_pickup",
      customer: { name: customer, phone: "51234567" },
      lines: [{ item_id: tea.id, quantity: 1 }],
    },
  );
  expect(placed.statusCode).toBe(201);
}

const customersSeen = (watcher: PusherRecorder) =>
  watcher.events
    .filter((e) => e.event === "new-order")
    .map((e) => (e.data as { customer: { name: string } }).customer.name);

describe.runIf(available)("two deployments on one Redis server with the same LIVE_KEY", () => {
  it("never shows one deployment's orders on the other's dashboards", async () => {
    const [one, two] = deployments;
    // Same demo, same ids, same channel name, same key and secret: only the Redis namespace tells them apart.
    expect(two.demo.restaurant).toEqual(one.demo.restaurant);
    const [first, second] = [
      await dashboard(one.test.app, one.demo),
      await dashboard(two.test.app, two.demo),
    ];

    await placeOrder(one.test.app, one.demo, "Noura");
    expect(await nextEvent(first, "new-order")).toMatchObject({ customer: { name: "Noura" } });
    // The second deployment's own order reaches its dashboard through the same Redis server, after the first's.
    await placeOrder(two.test.app, two.demo, "Fahad");
    await nextEvent(second, "new-order");
    expect(customersSeen(second)).toEqual(["Fahad"]);
    expect(customersSeen(first)).toEqual(["Noura"]);
  });

  it("counts sign-in attempts of one deployment apart from the other's", async () => {
    const [one, two] = deployments.map((d) => d.test.app);
    const email = `nobody-${randomBytes(4).toString("hex")}@example.com`;
    const answers = [];
    for (const app of [one, one, one, two])
      answers.push(
        (
          await app.inject({
            method: "POST",
            url: "/api/auth/login",
            payload: { email, password: "wrong-pass" },
          })
        ).statusCode,
      );
    expect(answers).toEqual([422, 422, 422, 422]);
  });
});
