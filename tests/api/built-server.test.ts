import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as esbuild from "esbuild";
import { serverBuildOptions } from "../../scripts/build-server.mjs";
import { liveChannelName } from "../../src/domain/constants";
import { freePort } from "../../bench/bundle-server";
import { pusherClient, subscribe } from "./live-pusher";
import { pngFile } from "./media-helpers";

// `npm start` runs a bundle (scripts/build-server.mjs) in which most packages are built in: a package that reads
// its own files or requires something at run time would break there and nowhere else, since every other test
// runs the sources. This builds the bundle as `npm start` does and uses it as a newcomer would: the demo seeded,
// a login (native argon2), lists, the API docs, an image upload (native sharp) and a live subscription.

// Inside the project, so the packages left outside the bundle resolve from node_modules as in dist-server/.
const outDir = fs.mkdtempSync(path.join("node_modules", ".cache-built-server-"));
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "built-server-"));
let server: ChildProcess;
let base = "";
let port = 0;
let token = "";

async function answering(url: string, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the built server exited with ${server.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("the built server did not answer in time");
}

beforeAll(async () => {
  const entry = path.join(outDir, "index.js");
  await esbuild.build({ ...serverBuildOptions(entry), sourcemap: false, logLevel: "error" });
  port = await freePort();
  base = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, ["--max-semi-space-size=8", entry], {
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: `sqlite:${dataDir}/app.sqlite`,
      MEDIA_DIR: path.join(dataDir, "media"),
      DIST_DIR: path.join(dataDir, "no-dist"),
      SEED_DEMO: "true",
      LOG_LEVEL: "warn",
      REDIS_URL: "",
      NODE_ENV: "production",
    },
  });
  await answering(`${base}/api/business-types`, Date.now() + 90_000);
  const login = await fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "owner@example.com", password: "owner1234" }),
  });
  expect(login.status).toBe(200);
  token = ((await login.json()) as { token: string }).token;
}, 150_000);

afterAll(async () => {
  if (server && server.exitCode === null) {
    const gone = new Promise((resolve) => server.once("exit", resolve));
    server.kill("SIGTERM");
    await gone;
  }
  fs.rmSync(outDir, { recursive: true, force: true });
  fs.rmSync(dataDir, { recursive: true, force: true });
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
    const client = pusherClient(port, live.key, token);
    try {
      expect(await subscribe(client, liveChannelName(business, branch))).toEqual({ ok: true });
    } finally {
      client.close();
    }
  });
});
