import { createHmac } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Pusher from "pusher";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { liveChannelName } from "../../src/domain/constants";
import { md5Hex, stringToSign } from "../../server/live/http-signature";
import { buildTestApp, DEMO, login, userBusinesses, type TestApp } from "./helpers";
import { listen } from "./live-helpers";
import { nextEvent, pusherClient, subscribe, type PusherRecorder } from "./live-pusher";

// The Pusher HTTP API of the built-in live server (issue 12): another backend publishes with the official
// `pusher` server library, pointed at this server as it would be at soketi, and the dashboard's client library
// (pusher-js) receives the events. The app id of the built-in server is its key.

let t: TestApp;
let port: number;
let key: string;
let secret: string;
let owner: string;
let channel: string;
let otherChannel: string;
const clients: PusherRecorder[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  port = await listen(t.app);
  ({ key, secret } = t.app.liveCredentials);
  owner = await login(t.app, DEMO.owner);
  const restaurant = (await userBusinesses(t.app, owner)).find((b) => b.type === "restaurant")!;
  channel = liveChannelName(restaurant.id, restaurant.branches[0].id);
  otherChannel = liveChannelName(restaurant.id, restaurant.branches[1].id);
});
afterAll(async () => {
  for (const client of clients) client.close();
  await t.close();
});

const publisher = (overrides: Partial<{ appId: string; secret: string }> = {}) =>
  new Pusher({
    appId: overrides.appId ?? key,
    key,
    secret: overrides.secret ?? secret,
    host: "127.0.0.1",
    port: String(port),
    useTLS: false,
  });

async function subscribed(...channels: string[]): Promise<PusherRecorder> {
  const client = pusherClient(port, key, owner);
  clients.push(client);
  for (const name of channels) expect(await subscribe(client, name)).toEqual({ ok: true });
  return client;
}

/** A request signed by hand, as the library would, but with a chosen timestamp and secret. */
function signedUrl(method: string, path: string, body: string, timestamp: number, signWith = secret): string {
  const query: Record<string, string> = {
    auth_key: key,
    auth_timestamp: String(timestamp),
    auth_version: "1.0",
    ...(body ? { body_md5: md5Hex(body) } : {}),
  };
  const signature = createHmac("sha256", signWith)
    .update(stringToSign(method, path, query))
    .digest("hex");
  return `${path}?${new URLSearchParams({ ...query, auth_signature: signature })}`;
}

const now = () => Math.floor(Date.now() / 1000);

describe("publishing with the official pusher library", () => {
  it("trigger reaches a dashboard subscribed with pusher-js, with the data as sent", async () => {
    const client = await subscribed(channel);
    const response = await publisher().trigger(channel, "new-order", { id: 4242, source: "pos" });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({});
    expect(await nextEvent(client, "new-order")).toEqual({ id: 4242, source: "pos" });
  });

  it("trigger to several channels reaches each, and answers subscription counts when asked", async () => {
    const first = await subscribed(channel);
    const second = await subscribed(otherChannel);
    const response = await publisher().trigger(
      [channel, otherChannel],
      "update-order",
      { id: 7 },
      {
        info: "subscription_count",
      },
    );
    const body = await response.json();
    expect(body.channels[channel].subscription_count).toBeGreaterThanOrEqual(1);
    expect(body.channels[otherChannel].subscription_count).toBeGreaterThanOrEqual(1);
    expect(await nextEvent(first, "update-order")).toEqual({ id: 7 });
    expect(await nextEvent(second, "update-order")).toEqual({ id: 7 });
  });

  it("trigger leaves out the connection named by socket_id (the publisher's own)", async () => {
    const sender = await subscribed(channel);
    const listener = await subscribed(channel);
    await publisher().trigger(
      channel,
      "update-reservation",
      { id: 1 },
      { socket_id: sender.pusher.connection.socket_id },
    );
    await publisher().trigger(channel, "new-reservation", { id: 2 });
    expect(await nextEvent(listener, "update-reservation")).toEqual({ id: 1 });
    expect(await nextEvent(sender, "new-reservation")).toEqual({ id: 2 });
    expect(sender.events.map((e) => e.event)).not.toContain("update-reservation");
  });

  it("triggerBatch delivers every event of the batch in order", async () => {
    const client = await subscribed(channel, otherChannel);
    const response = await publisher().triggerBatch([
      { channel, name: "batch-one", data: { n: 1 } },
      { channel: otherChannel, name: "batch-two", data: "plain text" },
    ]);
    expect(response.status).toBe(200);
    expect(await nextEvent(client, "batch-one")).toEqual({ n: 1 });
    expect(await nextEvent(client, "batch-two")).toBe("plain text");
  });

  it("lists occupied channels, filtered by prefix, and tells a channel's occupancy", async () => {
    await subscribed(channel);
    const all = await (await publisher().get({ path: "/channels" })).json();
    expect(Object.keys(all.channels)).toContain(channel);
    const filtered = await (
      await publisher().get({ path: "/channels", params: { filter_by_prefix: "presence-" } })
    ).json();
    expect(filtered).toEqual({ channels: {} });

    const one = await (
      await publisher().get({ path: `/channels/${channel}`, params: { info: "subscription_count" } })
    ).json();
    expect(one.occupied).toBe(true);
    expect(one.subscription_count).toBeGreaterThanOrEqual(1);
    const empty = await (await publisher().get({ path: "/channels/private-nobody-here" })).json();
    expect(empty).toEqual({ occupied: false });
  });

  it("lists users only of presence channels (never occupied here: presence is not offered)", async () => {
    const users = await publisher().get({ path: "/channels/presence-room/users" });
    expect(await users.json()).toEqual({ users: [] });
    await expect(publisher().get({ path: `/channels/${channel}/users` })).rejects.toMatchObject({
      status: 422,
    });
  });
});

describe("refusals", () => {
  it("a request signed with another secret is refused with 401 and nothing is delivered", async () => {
    const client = await subscribed(channel);
    await expect(
      publisher({ secret: "a-secret-that-is-not-the-one-of-this-app" }).trigger(channel, "forged-event", {}),
    ).rejects.toMatchObject({ status: 401 });
    await expect(
      publisher({ secret: "a-secret-that-is-not-the-one-of-this-app" }).get({ path: "/channels" }),
    ).rejects.toMatchObject({ status: 401 });
    await publisher().trigger(channel, "after-forgery", {});
    await nextEvent(client, "after-forgery");
    expect(client.events.map((e) => e.event)).not.toContain("forged-event");
  });

  it("a timestamp more than 600 s old or ahead is refused with 401, even when well signed", async () => {
    const path = `/apps/${key}/events`;
    const body = JSON.stringify({ name: "late", channel, data: "{}" });
    for (const timestamp of [now() - 601, now() + 601]) {
      const response = await t.app.inject({
        method: "POST",
        url: signedUrl("POST", path, body, timestamp),
        payload: body,
        headers: { "content-type": "application/json" },
      });
      expect(response.statusCode).toBe(401);
      expect(response.json().errors).toHaveProperty("auth_timestamp");
    }
    const fresh = await t.app.inject({
      method: "POST",
      url: signedUrl("POST", path, body, now() - 590),
      payload: body,
      headers: { "content-type": "application/json" },
    });
    expect(fresh.statusCode).toBe(200);
  });

  it("a body that is not the one signed (body_md5) is refused with 401", async () => {
    const path = `/apps/${key}/events`;
    const signed = JSON.stringify({ name: "a", channel, data: "{}" });
    const sent = JSON.stringify({ name: "b", channel, data: "{}" });
    const response = await t.app.inject({
      method: "POST",
      url: signedUrl("POST", path, signed, now()),
      payload: sent,
      headers: { "content-type": "application/json" },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().errors).toHaveProperty("body_md5");
  });

  it("another app id answers 404, and well-signed bad input 422 or 413 with the field named", async () => {
    await expect(publisher({ appId: "12345" }).trigger(channel, "x", {})).rejects.toMatchObject({
      status: 404,
    });
    // The library's types say string, but it serializes whatever it is given.
    const noChannel = await publisher()
      .post({ path: "/events", body: { name: "x", data: "{}" } as unknown as string })
      .catch((error: { status: number; body: string }) => error);
    expect(noChannel).toMatchObject({ status: 422 });
    expect(JSON.parse((noChannel as { body: string }).body).errors).toHaveProperty("channels");
    await expect(publisher().trigger(channel, "big", "x".repeat(10 * 1024 + 1))).rejects.toMatchObject({
      status: 413,
    });
    const tooMany = Array.from({ length: 11 }, (_, n) => ({ channel, name: `e${n}`, data: "{}" }));
    await expect(publisher().triggerBatch(tooMany)).rejects.toMatchObject({ status: 422 });
  });

  it("with an external Pusher, /app/{key} answers a JSON 404, not the dashboard's page", async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), "live-dist-"));
    fs.writeFileSync(path.join(dist, "index.html"), "<!doctype html><title>Dashboard</title>");
    const external = await buildTestApp({
      seed: false,
      config: { distDir: dist, pusher: { appId: "1", key: "external-key", secret: "external-secret" } },
    });
    try {
      for (const url of ["/app/external-key", "/app/external-key?protocol=7", "/app"]) {
        const response = await external.app.inject({ method: "GET", url });
        expect(response.statusCode, url).toBe(404);
        expect(response.headers["content-type"], url).toMatch(/application\/json/);
        expect(response.json().message, url).toBeTruthy();
      }
    } finally {
      await external.close();
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });

  it("/apps/ addresses never answer the dashboard's page, though other unknown paths do", async () => {
    // A built dashboard, so that history-mode fallback is on.
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), "live-dist-"));
    fs.writeFileSync(path.join(dist, "index.html"), "<!doctype html><title>Dashboard</title>");
    const built = await buildTestApp({ seed: false, config: { distDir: dist } });
    try {
      const page = await built.app.inject({ method: "GET", url: "/orders" });
      expect(page.headers["content-type"]).toMatch(/text\/html/);
      const builtKey = built.app.liveCredentials.key;
      for (const url of [`/apps/${builtKey}/channels`, "/apps/1/unknown", "/apps", "/apps/"]) {
        const response = await built.app.inject({ method: "GET", url });
        expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
        expect(response.headers["content-type"], url).toMatch(/application\/json/);
      }
    } finally {
      await built.close();
      fs.rmSync(dist, { recursive: true, force: true });
    }
  });
});

describe("the contract", () => {
  it("documents the five operations in the OpenAPI document, signed as Pusher signs, with every answer", () => {
    const doc = t.app.swagger() as unknown as {
      paths: Record<
        string,
        Record<string, { tags: string[]; operationId: string; security: unknown; responses: object }>
      >;
      components: { securitySchemes: Record<string, { type: string; in: string; name: string }> };
    };
    const operations = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith("/apps/"))
      .flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => ({ path, method, ...op })));
    expect(operations.map((o) => o.operationId).sort()).toEqual([
      "getLiveChannel",
      "listLiveChannelUsers",
      "listLiveChannels",
      "triggerLiveEvent",
      "triggerLiveEventBatch",
    ]);
    for (const op of operations) {
      expect(op.tags).toEqual(["Live events (Pusher HTTP API)"]);
      expect(op.security).toEqual([{ pusherSignature: [] }]);
      expect(Object.keys(op.responses).sort()).toEqual(["200", "400", "401", "404", "413", "422"]);
    }
    expect(doc.components.securitySchemes.pusherSignature).toMatchObject({
      type: "apiKey",
      in: "query",
      name: "auth_signature",
    });
  });
});
