import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerStorefrontPage, STOREFRONT_PAGE } from "./storefront-page";

// The customer pages' page under /m (storefront-page.ts): every address there answers it, compressed and
// revalidated like the dashboard's page; the dashboard's fallback (here a stand-in) never answers those addresses.

const PAGE = `<!doctype html><html lang="en"><body><div id="root"></div>${"<!-- customer pages -->".repeat(60)}</body></html>`;
let dir: string;
let app: FastifyInstance;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "storefront-dist-"));
  fs.writeFileSync(path.join(dir, STOREFRONT_PAGE), PAGE);
  app = Fastify();
  expect(registerStorefrontPage(app, dir)).toBe(true);
  app.setNotFoundHandler((_request, reply) => reply.type("text/html").send("the dashboard"));
  await app.ready();
});

afterAll(async () => {
  await app.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("the customer pages' page", () => {
  it("answers every address under /m, a table's QR address included, and nothing else", async () => {
    for (const url of [
      "/m",
      "/m/gulf-bites",
      "/m/gulf-bites?t=abc",
      "/m/gulf-bites/t/abc",
      "/m/x/orders/tok",
    ]) {
      const answer = await app.inject({ url });
      expect(answer.statusCode, url).toBe(200);
      expect(answer.body, url).toBe(PAGE);
      expect(answer.headers["content-type"]).toBe("text/html; charset=utf-8");
    }
    expect((await app.inject({ url: "/menu" })).body).toBe("the dashboard");
    expect((await app.inject({ url: "/mx" })).body).toBe("the dashboard");
  });

  it("is sent compressed as the browser accepts, and revalidated by its ETag", async () => {
    const brotli = await app.inject({ url: "/m/gulf-bites", headers: { "accept-encoding": "gzip, br" } });
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(zlib.brotliDecompressSync(brotli.rawPayload).toString()).toBe(PAGE);
    expect(brotli.headers["cache-control"]).toBe("no-cache");
    const again = await app.inject({
      url: "/m/other",
      headers: { "if-none-match": String(brotli.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it("names the branch and menu answers the page will ask for, so the phone fetches them with its script", async () => {
    const table = await app.inject({ url: "/m/gulf-bites?t=abc" });
    expect(table.headers.link).toBe(
      "</api/public/branches/gulf-bites>; rel=preload; as=fetch; crossorigin=anonymous, " +
        "</api/public/branches/gulf-bites/menu>; rel=preload; as=fetch; crossorigin=anonymous",
    );
    expect((await app.inject({ url: "/m/gulf-bites/t/abc" })).headers.link).toContain("/gulf-bites/menu>");
    expect((await app.inject({ url: "/m/gulf-bites/orders/tok" })).headers.link).toBe(
      "</api/public/branches/gulf-bites>; rel=preload; as=fetch; crossorigin=anonymous",
    );
    expect((await app.inject({ url: "/m" })).headers.link).toBeUndefined();
    // Only a slug's own characters reach the header; encoded ones stay encoded.
    expect((await app.inject({ url: "/m/a'b;c" })).headers.link).toBeUndefined();
    expect((await app.inject({ url: "/m/a%3E%2C" })).headers.link).toMatch(
      /^<\/api\/public\/branches\/a%3E%2C>/,
    );
  });

  it("is not registered without a built page", () => {
    expect(registerStorefrontPage(Fastify(), path.join(dir, "missing"))).toBe(false);
  });
});
