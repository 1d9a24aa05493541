import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "./helpers";

// How the built dashboard is sent (server/plugins/static.ts): hashed assets pre-compressed and cached for good,
// index.html from memory, revalidated with an ETag. A tiny fake build stands in for dist/.

const SCRIPT = `export const greeting = ${JSON.stringify("hello ".repeat(400))};\n`;
const PAGE = `<!doctype html><html><head><script type="module" src="/assets/index-abc123.js"></script></head><body>${"<!-- padding -->".repeat(100)}</body></html>`;
// The build's Arabic page (scripts/locale-index-plugin.ts): right-to-left, the Arabic catalogue preloaded.
const ARABIC_PAGE = PAGE.replace("<html>", '<html lang="ar" dir="rtl">').replace(
  "</head>",
  '<link rel="modulepreload" href="/assets/arabic-abc123.js"></head>',
);

let dir: string;
let t: TestApp;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "menu-dist-"));
  fs.mkdirSync(path.join(dir, "assets"));
  fs.writeFileSync(path.join(dir, "index.html"), PAGE);
  fs.writeFileSync(path.join(dir, "index.ar.html"), ARABIC_PAGE);
  const script = path.join(dir, "assets", "index-abc123.js");
  fs.writeFileSync(script, SCRIPT);
  fs.writeFileSync(`${script}.gz`, zlib.gzipSync(SCRIPT));
  fs.writeFileSync(`${script}.br`, zlib.brotliCompressSync(SCRIPT));
  t = await buildTestApp({ seed: false, config: { distDir: dir } });
});

afterAll(async () => {
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "GET", url, headers });

describe("hashed assets", () => {
  it("are sent as the .br or .gz file the browser accepts, cached for a year without revalidation", async () => {
    const brotli = await get("/assets/index-abc123.js", { "accept-encoding": "gzip, deflate, br" });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotli.headers["content-type"]).toMatch(/javascript/);
    expect(brotli.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(String(brotli.headers.vary).toLowerCase()).toContain("accept-encoding");
    expect(zlib.brotliDecompressSync(brotli.rawPayload).toString()).toBe(SCRIPT);

    const gzipped = await get("/assets/index-abc123.js", { "accept-encoding": "gzip" });
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gzipped.rawPayload).toString()).toBe(SCRIPT);

    const plain = await get("/assets/index-abc123.js");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
    expect(plain.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("answer 404 for a missing asset, never the page", async () => {
    const missing = await get("/assets/index-gone.js", { "accept-encoding": "br" });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers["content-type"]).toMatch(/application\/json/);
  });

  it("answer 404 to anything that is not a file of the assets folder", async () => {
    for (const url of [
      "/assets/..%2Findex.html",
      "/assets/sub/index-abc123.js",
      "/assets/..%5Cindex.html",
      "/assets/.hidden",
      "/assets/index-abc123.js.br",
      "/assets/",
    ]) {
      const answer = await get(url);
      expect(answer.statusCode, url).toBe(404);
      expect(answer.body, url).not.toContain("<html");
    }
  });

  it("include a file written after the server started (a rebuild under it), and answer HEAD", async () => {
    expect((await get("/assets/late~Layout~Menu-xyz789.js")).statusCode).toBe(404);
    // Shared chunks are named after the pages that use them, joined by "~".
    fs.writeFileSync(path.join(dir, "assets", "late~Layout~Menu-xyz789.js"), "export {};\n");
    const late = await get("/assets/late~Layout~Menu-xyz789.js", { "accept-encoding": "br" });
    expect(late.statusCode).toBe(200);
    expect(late.body).toBe("export {};\n");
    expect(late.headers["content-encoding"]).toBeUndefined();
    const head = await t.app.inject({ method: "HEAD", url: "/assets/index-abc123.js" });
    expect(head.statusCode).toBe(200);
    expect(head.headers["content-type"]).toMatch(/javascript/);
  });
});

describe("index.html", () => {
  it("is sent for any dashboard path with no-cache and an ETag, compressed when accepted", async () => {
    const page = await get("/orders/list");
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
    expect(page.headers["cache-control"]).toBe("no-cache");
    expect(page.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(page.body).toBe(PAGE);

    const brotli = await get("/", { "accept-encoding": "gzip, br" });
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(zlib.brotliDecompressSync(brotli.rawPayload).toString()).toBe(PAGE);
    expect(brotli.headers.etag).toBe(page.headers.etag);
    const refused = await get("/", { "accept-encoding": "br;q=0, gzip;q=0" });
    expect(refused.headers["content-encoding"]).toBeUndefined();
  });

  it("answers 304 to its current ETag and 200 to another", async () => {
    const { etag } = (await get("/")).headers;
    const again = await get("/admin/overview", { "if-none-match": String(etag) });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    expect((await get("/", { "if-none-match": `W/${etag}` })).statusCode).toBe(304);
    expect((await get("/", { "if-none-match": '"older-build"' })).statusCode).toBe(200);
  });

  it("comes right-to-left, with the Arabic texts preloaded, to a reader whose language cookie says Arabic", async () => {
    const english = await get("/orders/list");
    const arabic = await get("/orders/list", { cookie: "sidebar=1; locale=ar", "accept-encoding": "br" });
    expect(arabic.statusCode).toBe(200);
    expect(zlib.brotliDecompressSync(arabic.rawPayload).toString()).toBe(ARABIC_PAGE);
    expect(arabic.headers.etag).not.toBe(english.headers.etag);
    expect(String(arabic.headers.vary)).toContain("cookie");
    expect(String(english.headers.vary)).toContain("cookie");
    // Revalidation is per language: the Arabic page's ETag is current for an Arabic reader only.
    const again = { "if-none-match": String(arabic.headers.etag) };
    expect((await get("/", { ...again, cookie: "locale=ar" })).statusCode).toBe(304);
    expect((await get("/", again)).statusCode).toBe(200);
    for (const cookie of ["locale=en", "locale=fr", "locale=", "xlocale=ar", ""]) {
      expect((await get("/", { cookie })).body, cookie).toBe(PAGE);
    }
    // The Arabic page is only ever the answer to a dashboard path, not a file of its own.
    expect((await get("/index.ar.html")).body).toBe(PAGE);
  });

  it("follows a rebuild under the running server: the new page, with a new ETag", async () => {
    const before = (await get("/")).headers.etag;
    const file = path.join(dir, "index.html");
    const rebuilt = PAGE.replace("index-abc123.js", "index-def456.js");
    fs.writeFileSync(file, rebuilt);
    const later = new Date(Date.now() + 5000);
    fs.utimesSync(file, later, later);
    const page = await get("/", { "if-none-match": String(before) });
    expect(page.statusCode).toBe(200);
    expect(page.body).toBe(rebuilt);
    expect(page.headers.etag).not.toBe(before);
  });
});

describe("API answers", () => {
  it("are compressed over 1 KB when the client accepts it, and left alone below", async () => {
    const small = await t.app.inject({
      method: "GET",
      url: "/api/no-such-route",
      headers: { "accept-encoding": "br" },
    });
    expect(small.statusCode).toBe(404);
    expect(small.headers["content-encoding"]).toBeUndefined();

    const docs = await t.app.inject({
      method: "GET",
      url: "/api/docs/json",
      headers: { "accept-encoding": "gzip" },
    });
    expect(docs.statusCode).toBe(200);
    expect(docs.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(zlib.gunzipSync(docs.rawPayload).toString())).toHaveProperty("paths");
  });
});

describe("security headers", () => {
  it("go on the page, the assets and API answers alike, errors included", async () => {
    for (const url of ["/orders/list", "/api/business-types", "/api/no-such-route"]) {
      const answer = await get(url);
      expect(answer.headers["content-security-policy"], url).toContain("default-src 'self'");
      expect(answer.headers["content-security-policy"], url).toContain("frame-src https://www.youtube.com");
      expect(answer.headers["x-content-type-options"], url).toBe("nosniff");
      expect(answer.headers["cross-origin-resource-policy"], url).toBe("same-site");
      expect(answer.headers["x-frame-options"], url).toBe("SAMEORIGIN");
    }
  });
});
