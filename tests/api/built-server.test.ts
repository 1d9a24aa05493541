import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as esbuild from "esbuild";
import { serverBuildOptions } from "../../scripts/build-server.mjs";
import { liveChannelName } from "../../src/domain/constants";
import { startProductServer, type RunningServer } from "../../bench/bundle-server";
import { npmStartServer } from "../../bench/npm-start";
import { pusherClient, subscribe } from "./live-pusher";
import { pngFile } from "./media-helpers";

// `npm start` runs a bundle (scripts/build-server.mjs) in which most packages are built in: a package that reads
// its own files or requires something at run time would break there and nowhere else, since every other test
// runs the sources. This builds the bundle as `npm start` does and uses it as a newcomer would: the demo seeded,
// a login (native argon2), lists, the API docs, an image upload (native sharp) and a live subscription.

// Inside the project, so the packages left outside the bundle resolve from node_modules as in dist-server/.
const outDir = fs.mkdtempSync(path.join("node_modules", ".cache-built-server-"));
let server: RunningServer | undefined;
let base = "";
let token = "";

beforeAll(async () => {
  const entry = path.join(outDir, "index.js");
  await esbuild.build({ ...serverBuildOptions(entry), sourcemap: false, logLevel: "error" });
  server = await startProductServer(path.join(outDir, "no-dist"), {
    // The node flags of `npm start`, with this test's own bundle.
    nodeArgs: [...npmStartServer().args.slice(0, -1), entry],
    // Production as deployed, with the demo and the API docs asked for explicitly (both are off by default there).
    env: { NODE_ENV: "production", REDIS_URL: "", SEED_DEMO: "true", API_DOCS: "true" },
  });
  base = server.url;
  const login = await fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "owner@example.com", password: "owner1234" }),
  });
  expect(login.status).toBe(200);
  token = ((await login.json()) as { token: string }).token;
}, 240_000);

afterAll(async () => {
  await server?.stop();
  fs.rmSync(outDir, { recursive: true, force: true });
});

const api = (route: string, init: RequestInit = {}) =>
  fetch(`${base}/api/${route}`, { ...init, headers: { authorization: `Bearer ${token}`, ...init.headers } });

/** The owner's first business and its first branch, as users/info lists them. */
async function firstBranch(): Promise<{ business: number; branch: number }> {
  const { data } = (await (await api("users/info")).json()) as {
    data: { business: { id: number; branches: { id: number }[] }[] };
  };
  return { business: data.business[0].id, branch: data.business[0].branches[0].id };
}

describe("the server as npm start builds and runs it", () => {
  it("signs the demo owner in and lists the demo branch's orders, compressed when asked", async () => {
    const { business, branch } = await firstBranch();
    const orders = await api(`business/${business}/branches/${branch}/orders?page=1&per_page=5`, {
      headers: { "accept-encoding": "gzip" },
    });
    expect(orders.status).toBe(200);
    const body = (await orders.json()) as { data: unknown[] };
    expect(body.data.length).toBeGreaterThan(0);
  });

  it("serves the OpenAPI document and its page", async () => {
    const document = (await (await fetch(`${base}/api/docs/json`)).json()) as {
      openapi: string;
      paths: object;
    };
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths).length).toBeGreaterThan(50);
    const page = await fetch(`${base}/api/docs/`);
    expect(page.status).toBe(200);
  });

  it("re-encodes an uploaded image with its thumbnail", async () => {
    const form = new FormData();
    form.set("kind", "media");
    const png = await pngFile(400, 300);
    form.set("file", new Blob([new Uint8Array(png.data)], { type: png.type }), png.name);
    const answer = await api("media/upload", { method: "POST", body: form });
    expect(answer.status).toBe(201);
    const { file } = (await answer.json()) as { file: { src: string; thumb_src: string } };
    expect((await fetch(`${base}${file.thumb_src}`)).status).toBe(200);
  });

  it("signs and accepts a live subscription to a branch of the owner's business", async () => {
    const live = (await (await fetch(`${base}/api/live/config`)).json()) as { key: string };
    const { business, branch } = await firstBranch();
    const client = pusherClient(Number(new URL(base).port), live.key, token);
    try {
      expect(await subscribe(client, liveChannelName(business, branch))).toEqual({ ok: true });
    } finally {
      client.close();
    }
  });
});
