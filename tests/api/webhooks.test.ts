import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../../server/app";
import { loadConfig } from "../../server/config";
import { seedDemo } from "../../server/db/seed";
import { mediaStorage } from "../../server/media/storage";
import { verifyDelivery } from "../../server/webhooks/signing";
import type { WebhookTiming } from "../../server/webhooks/worker";
import { buildTestApp, freshDatabase, type TestApp } from "./helpers";
import { call, category, demo, item, type Demo, type ItemFixture } from "./operations-fixtures";
import { startReceiver, type Receiver } from "./webhook-receiver";

// Webhooks (issue 49, docs/webhooks.md): endpoints of a business, signed deliveries from a durable queue, retried
// in order per record, and the address guard. The receiver is a local server, so these apps allow private
// addresses; the worker retries after 30 ms instead of 30 s.

const timing: WebhookTiming = { retryDelayMs: () => 30, pollMs: 20, timeoutMs: 2000 };
const postgres = process.env.DATABASE_URL?.startsWith("postgres");

let t: TestApp;
let d: Demo;
let tea: ItemFixture;
let receiver: Receiver;

beforeAll(async () => {
  t = await buildTestApp({ config: { webhooksAllowPrivate: true }, webhooks: timing });
  d = await demo(t.app);
  tea = await item(t.app, d.restaurant.id, await category(t.app, d.restaurant.id, d.restaurant.menu), {
    en: "Karak tea",
    ar: "شاي كرك",
    prices: [300],
  });
}, 60_000);
afterAll(() => t.close());
beforeEach(async () => {
  await receiver?.close();
  receiver = await startReceiver();
  // Each test starts with no endpoints, so none of them receives another test's events.
  await t.app.db.deleteFrom("webhook_endpoints").execute();
});

const hooksUrl = (businessId = d.restaurant.id) => `business/${businessId}/webhooks`;
const ordersUrl = () => `business/${d.restaurant.id}/branches/${d.restaurant.branches[0]}/orders`;

async function addEndpoint(
  app: FastifyInstance = t.app,
  events = ["order.created", "order.updated"],
  url = receiver.url,
) {
  const response = await call(app, d.tokens.owner, "POST", hooksUrl(), { url, events });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: number; secret: string; secret_hint: string };
}

async function placeOrder(app: FastifyInstance = t.app) {
  const response = await call(app, d.tokens.owner, "POST", ordersUrl(), {
    type: "self_pickup",
    customer: { name: "Hessa Al-Mutawa", phone: "51234567" },
    lines: [{ item_id: tea.id, quantity: 1 }],
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: number };
}

/** The endpoint's delivery log once nothing in it is pending (the receiver hears of a delivery before it is settled). */
async function settledLog(endpointId: number) {
  for (let i = 0; i < 250; i++) {
    const log = (await call(t.app, d.tokens.owner, "GET", `${hooksUrl()}/${endpointId}/deliveries`)).json();
    if (!log.data.some((delivery: { status: string }) => delivery.status === "pending")) return log.data;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error("deliveries still pending");
}

const signatureValid = (secret: string, delivery: Receiver["received"][number]) =>
  verifyDelivery(
    secret,
    {
      timestamp: delivery.headers["x-webhook-timestamp"] as string,
      signature: delivery.headers["x-webhook-signature"] as string,
    },
    delivery.body,
    Math.floor(Date.now() / 1000),
  );

describe("deliveries", () => {
  it("sends order.created, signed with the endpoint's secret, with an id to drop duplicates", async () => {
    const endpoint = await addEndpoint();
    expect(endpoint.secret).toMatch(/^whsec_/);
    const order = await placeOrder();
    await receiver.waitFor(1);
    const [delivery] = receiver.received;
    expect(delivery.json).toMatchObject({
      event: "order.created",
      business_id: d.restaurant.id,
      data: { id: order.id },
    });
    expect(delivery.json.id).toBe(delivery.headers["x-webhook-id"]);
    expect(delivery.headers["x-webhook-event"]).toBe("order.created");
    expect(signatureValid(endpoint.secret, delivery)).toBe(true);
    // Another secret, or the body changed by a byte, does not verify.
    expect(signatureValid(`${endpoint.secret}x`, delivery)).toBe(false);
    expect(signatureValid(endpoint.secret, { ...delivery, body: `${delivery.body} ` })).toBe(false);
  });

  it("retries a receiver that is down, and sends the order's next event only after the first arrived", async () => {
    const endpoint = await addEndpoint();
    receiver.answers.push(500, 500);
    const order = await placeOrder();
    const accepted = await call(t.app, d.tokens.owner, "POST", `${ordersUrl()}/${order.id}`, {
      status: "accepted",
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    await receiver.waitFor(4);
    expect(receiver.received.map((r) => [r.json.event, r.status])).toEqual([
      ["order.created", 500],
      ["order.created", 500],
      ["order.created", 200],
      ["order.updated", 200],
    ]);
    // The same delivery each time: one id, so a receiver that got it twice keeps it once.
    expect(new Set(receiver.received.slice(0, 3).map((r) => r.json.id)).size).toBe(1);

    const [updated, created] = await settledLog(endpoint.id);
    expect(updated).toMatchObject({ event: "order.updated", status: "delivered", attempts: 1 });
    expect(created).toMatchObject({ event: "order.created", status: "delivered", attempts: 3 });
    expect(created.attempt_log.map((a: { response_code: number }) => a.response_code)).toEqual([
      500, 500, 200,
    ]);
    expect(created.attempt_log.map((a: { ok: boolean }) => a.ok)).toEqual([false, false, true]);
  });

  it("records a receiver that does not answer, and resends a delivery on request", async () => {
    const endpoint = await addEndpoint();
    await receiver.close(); // closed: the connection is refused
    await placeOrder();
    const failedAttempt = async () => {
      for (let i = 0; i < 200; i++) {
        const log = (
          await call(t.app, d.tokens.owner, "GET", `${hooksUrl()}/${endpoint.id}/deliveries`)
        ).json();
        if (log.data[0]?.attempt_log.length) return log.data[0];
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      throw new Error("no attempt recorded");
    };
    const first = await failedAttempt();
    expect(first.attempt_log[0]).toMatchObject({ ok: false, response_code: null, error: "ECONNREFUSED" });
    // Gave up (a retry window of nothing), then resent by hand once the receiver is back.
    await t.app.db
      .updateTable("webhook_deliveries")
      .set({ status: "failed" })
      .where("id", "=", first.id)
      .execute();
    receiver = await startReceiver();
    await call(t.app, d.tokens.owner, "POST", `${hooksUrl()}/${endpoint.id}`, { url: receiver.url });
    const resent = await call(
      t.app,
      d.tokens.owner,
      "POST",
      `${hooksUrl()}/${endpoint.id}/deliveries/${first.id}/resend`,
    );
    expect(resent.statusCode, resent.body).toBe(200);
    await receiver.waitFor(1);
    expect(receiver.received[0].json.id).toBe(first.uid);
  });

  it("gives up after the retry window and records the delivery as failed", async () => {
    const endpoint = await addEndpoint();
    receiver.answers.push(503, 503, 503, 503, 503, 503, 503, 503);
    // The window runs out after the first failure: the queued time moved a day back.
    await placeOrder();
    await receiver.waitFor(1);
    await t.app.db
      .updateTable("webhook_deliveries")
      .set({ created_at: new Date(Date.now() - 25 * 3600_000).toISOString() })
      .where("endpoint_id", "=", endpoint.id)
      .execute();
    for (let i = 0; i < 200; i++) {
      const [delivery] = (
        await call(t.app, d.tokens.owner, "GET", `${hooksUrl()}/${endpoint.id}/deliveries`)
      ).json().data;
      if (delivery.status === "failed") {
        expect(delivery.last_response_code).toBe(503);
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error("the delivery never failed");
  });
});

describe("endpoints", () => {
  it("refuses loopback, private and link-local addresses unless the setting allows them", async () => {
    t.app.config.webhooksAllowPrivate = false;
    try {
      for (const url of [
        receiver.url,
        "http://localhost:8080/hooks",
        "http://10.0.0.5/hooks",
        "http://169.254.169.254/latest/meta-data",
        "http://[::1]:8080/hooks",
        "http://[::ffff:127.0.0.1]/hooks",
      ]) {
        const response = await call(t.app, d.tokens.owner, "POST", hooksUrl(), {
          url,
          events: ["order.created"],
        });
        expect(response.statusCode, url).toBe(422);
        expect(response.json().errors.url[0], url).toMatch(/public addresses/);
      }
      const arabic = await call(
        t.app,
        d.tokens.owner,
        "POST",
        hooksUrl(),
        { url: receiver.url, events: ["order.created"] },
        "ar",
      );
      expect(arabic.json().errors.url[0]).toMatch(/عناوين عامة/);
      const ftp = await call(t.app, d.tokens.owner, "POST", hooksUrl(), {
        url: "ftp://example.com/",
        events: ["order.created"],
      });
      expect(ftp.json().errors.url[0]).toMatch(/http/);
    } finally {
      t.app.config.webhooksAllowPrivate = true;
    }
  });

  it("shows the secret to its owner, rotates it, and keeps other businesses' endpoints out of reach", async () => {
    const endpoint = await addEndpoint();
    const list = await call(t.app, d.tokens.owner, "GET", hooksUrl());
    expect(list.json().data).toEqual([
      expect.objectContaining({ id: endpoint.id, secret_hint: endpoint.secret_hint }),
    ]);
    expect(list.json().data[0].secret).toBeUndefined();
    const rotated = await call(t.app, d.tokens.owner, "POST", `${hooksUrl()}/${endpoint.id}/rotate-secret`);
    expect(rotated.json().data.secret).not.toBe(endpoint.secret);
    const audit = await t.app.db
      .selectFrom("audits")
      .select("changes")
      .where("entity", "=", "webhook_endpoint")
      .where("entity_id", "=", endpoint.id)
      .execute();
    expect(audit.map((a) => a.changes).join()).not.toContain(endpoint.secret);

    // Another business's owner: 404 on this business's endpoints, and this endpoint under their own business.
    for (const url of [hooksUrl(), `${hooksUrl()}/${endpoint.id}`, `${hooksUrl()}/${endpoint.id}/deliveries`])
      expect((await call(t.app, d.tokens.other, "GET", url)).statusCode, url).toBe(404);
    for (const url of [
      `${hooksUrl(d.other.id)}/${endpoint.id}`,
      `${hooksUrl(d.other.id)}/${endpoint.id}/deliveries`,
    ])
      expect((await call(t.app, d.tokens.other, "GET", url)).statusCode, url).toBe(404);
    expect(
      (await call(t.app, d.tokens.other, "POST", `${hooksUrl(d.other.id)}/${endpoint.id}/delete`)).statusCode,
    ).toBe(404);
    // Staff of the business: not the owner.
    expect((await call(t.app, d.tokens.staff, "GET", hooksUrl())).statusCode).toBe(403);
  });

  it("sends nothing to a disabled endpoint, nor for events it did not choose", async () => {
    const endpoint = await addEndpoint(t.app, ["stay.created"]);
    const other = await addEndpoint(t.app, ["order.created"]);
    await call(t.app, d.tokens.owner, "POST", `${hooksUrl()}/${other.id}`, { enabled: false });
    await placeOrder();
    const queued = await t.app.db
      .selectFrom("webhook_deliveries")
      .select("endpoint_id")
      .where("endpoint_id", "in", [endpoint.id, other.id])
      .execute();
    expect(queued).toEqual([]);
  });
});

describe("a durable queue", () => {
  it("delivers after a restart what was queued before it", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "webhooks-restart-"));
    const database = await freshDatabase({ sqliteFile: path.join(dir, "app.sqlite") });
    const config = loadConfig({ ...t.app.config, databaseUrl: database.url });
    try {
      const before = await buildApp(config, { seed: false, webhooks: timing });
      await before.ready();
      await seedDemo(before.db, { storage: mediaStorage(config) });
      // This instance stops delivering (as if it went down right after the write).
      await before.webhooks.stop();
      const owner = (await demo(before)).tokens.owner;
      const added = await call(before, owner, "POST", hooksUrl(), {
        url: receiver.url,
        events: ["item.changed"],
      });
      expect(added.statusCode, added.body).toBe(201);
      const items = await before.db
        .selectFrom("items")
        .select("id")
        .where("business_id", "=", d.restaurant.id)
        .limit(1)
        .execute();
      const renamed = await call(before, owner, "POST", `business/${d.restaurant.id}/items/${items[0].id}`, {
        locales: [{ locale: "en", name: "Renamed" }],
      });
      expect(renamed.statusCode, renamed.body).toBe(200);
      await before.close();
      expect(receiver.received).toEqual([]);

      const after = await buildApp(config, { seed: false, webhooks: timing });
      await after.ready();
      try {
        await receiver.waitFor(1);
        expect(receiver.received[0].json).toMatchObject({ event: "item.changed", data: { id: items[0].id } });
      } finally {
        await after.close();
      }
    } finally {
      await database.drop();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it.runIf(postgres)("two instances on PostgreSQL deliver each event exactly once", async () => {
    const second = await buildApp(loadConfig({ ...t.app.config }), { seed: false, webhooks: timing });
    await second.ready();
    try {
      await addEndpoint();
      const orders = await Promise.all(
        Array.from({ length: 12 }, (_, i) => placeOrder(i % 2 ? second : t.app)),
      );
      await receiver.waitFor(orders.length);
      // Time for a duplicate to show, had two instances taken one delivery.
      await new Promise((resolve) => setTimeout(resolve, 300));
      const ids = receiver.received.map((r) => r.json.id);
      expect(ids.length).toBe(orders.length);
      expect(new Set(ids).size).toBe(orders.length);
      expect(new Set(receiver.received.map((r) => r.json.data.id))).toEqual(new Set(orders.map((o) => o.id)));
    } finally {
      await second.close();
    }
  });
});
