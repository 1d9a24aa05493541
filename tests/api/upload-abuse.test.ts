import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, DEMO, login, type TestApp } from "./helpers";
import { listen } from "./live-helpers";
import { rawGet, rawUpload, rssGrowthDuring } from "./media-http";
import { mp4Bytes, picture, upload } from "./media-helpers";

// Hostile uploads (DESIGN §4, §5): who may send a body is settled before it is read, size limits stop reading
// at the limit, and the bytes themselves decide what is stored. Through app.inject and through a real socket.

const MB = 1024 * 1024;
// Above the 10 MB image limit, so the video limit is the largest one, as with the default 100 MB.
const VIDEO_LIMIT = 12 * MB;
const MARYAM = { email: "maryam@example.com", password: "staff1234" }; // chalet staff who may only read

let t: TestApp;
let port: number;
let owner: string;
let staff: string;
let readOnly: string;

beforeAll(async () => {
  t = await buildTestApp({ config: { maxVideoBytes: VIDEO_LIMIT } });
  port = await listen(t.app);
  [owner, staff, readOnly] = await Promise.all([
    login(t.app, DEMO.owner),
    login(t.app, DEMO.staff),
    login(t.app, MARYAM),
  ]);
});
afterAll(() => t.close());

const mediaCount = async () =>
  Number(
    (
      await t.app.db
        .selectFrom("media")
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** Every file under a directory, relative to it. */
const filesUnder = (dir: string): string[] =>
  fs
    .readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((f) => fs.statSync(path.join(dir, f)).isFile());

const storedBytes = (src: string) =>
  fs.readFileSync(path.join(t.app.config.mediaDir, src.replace(/^\/media\//, "")));

/** A PNG chunk: length, type, data, CRC of type and data. */
function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A few hundred bytes declaring a 50000 x 50000 grey picture (2.5 gigapixels) of compressed zeros. */
function decompressionBomb(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(50_000, 0);
  header.writeUInt32BE(50_000, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale, deflate, no filter, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", header),
    pngChunk("IDAT", zlib.deflateSync(Buffer.alloc(50_001 * 64))),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

/** A real GIF carrying a script twice: in a comment extension right after the colour table, and after the end. */
async function polyglotGif(): Promise<Buffer> {
  const gif = await picture(16, 16, "gif");
  const flags = gif[10];
  const tableEnd = 13 + (flags & 0x80 ? 3 * 2 ** ((flags & 7) + 1) : 0);
  const script = Buffer.from("<script>alert(document.cookie)</script>");
  const comment = Buffer.concat([Buffer.from([0x21, 0xfe, script.length]), script, Buffer.from([0])]);
  const html = Buffer.from("<html><body><script>fetch('/api/users/info')</script></body></html>");
  return Buffer.concat([gif.subarray(0, tableEnd), comment, gif.subarray(tableEnd), html]);
}

describe("size limits through app.inject", () => {
  it("refuses a video over MAX_VIDEO_BYTES with 413 in both languages and keeps nothing", async () => {
    const before = await mediaCount();
    const file = { name: "clip.mp4", type: "video/mp4", data: mp4Bytes(VIDEO_LIMIT + 1) };
    const en = await upload(t.app, owner, file);
    expect(en.statusCode).toBe(413);
    expect(en.json().message).toBe("The video must not be larger than 12 MB.");
    const ar = await upload(t.app, owner, file, { locale: "ar" });
    expect(ar.json().message).toBe("يجب ألا يزيد حجم الفيديو عن 12 ميغابايت.");
    expect(await mediaCount()).toBe(before);
  });

  it("refuses an image over 10 MB with 413", async () => {
    const png = await picture(32, 32, "png");
    const data = Buffer.concat([png, Buffer.alloc(10 * MB + 1 - png.length)]);
    const response = await upload(t.app, owner, { name: "big.png", type: "image/png", data });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe("The image must not be larger than 10 MB.");
  });
});

describe("what the bytes are decides, never the name", () => {
  it("refuses a decompression bomb (a small PNG declaring 2.5 gigapixels) with 413 before decoding it", async () => {
    const bomb = decompressionBomb();
    expect(bomb.length).toBeLessThan(4096);
    const response = await upload(t.app, owner, { name: "bomb.png", type: "image/png", data: bomb });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe("The image dimensions are too large.");
  });

  it("refuses a text file named x.jpg with 415", async () => {
    const data = Buffer.from("just some text, not a picture\n".repeat(20));
    const response = await upload(t.app, owner, { name: "x.jpg", type: "image/jpeg", data });
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBe(
      "Only JPEG, PNG, GIF and WebP images or MP4 videos can be uploaded.",
    );
  });

  it("re-encodes a GIF/HTML polyglot so that no script survives, and serves it as an image only", async () => {
    const data = await polyglotGif();
    expect(data.includes("<script")).toBe(true);
    const response = await upload(t.app, owner, { name: "cat.gif", type: "image/gif", data });
    expect(response.statusCode).toBe(201);
    const { src, thumb_src: thumb, type } = response.json().file;
    expect(type).toBe("image/gif");
    for (const stored of [storedBytes(src), storedBytes(thumb)]) {
      expect(stored.subarray(0, 6).toString("latin1")).toBe("GIF89a");
      expect(stored.includes("<script")).toBe(false);
      expect(stored.includes("<html")).toBe(false);
    }
    const served = await t.app.inject({ method: "GET", url: src });
    expect(served.headers["content-type"]).toBe("image/gif");
    expect(served.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("stores a file named ../../etc/passwd.jpg under a generated key, nothing outside the media directory", async () => {
    const mediaDir = t.app.config.mediaDir;
    const jpeg = await picture(40, 30, "jpeg");
    for (const name of [
      "../../etc/passwd.jpg",
      "..%2F..%2Fetc%2Fpasswd.jpg",
      "/etc/passwd.jpg",
      "..\\..\\evil.jpg",
    ]) {
      const response = await upload(t.app, owner, { name, type: "image/jpeg", data: jpeg });
      expect(response.statusCode).toBe(201);
      expect(response.json().file.src).toMatch(/^\/media\/\d+\/[0-9a-f]{32}\.jpg$/);
    }
    for (const outside of ["etc/passwd.jpg", "../etc/passwd.jpg", "../evil.jpg", "evil.jpg"]) {
      expect(fs.existsSync(path.resolve(mediaDir, outside))).toBe(false);
    }
    for (const file of filesUnder(mediaDir)) expect(file).not.toContain("passwd");
  });
});

describe("through a real socket: answers before the body, limits while it streams", () => {
  // Each body below is declared (or streamed) far larger than what is sent before stalling: an answer can only
  // come if the server did not wait for the body.
  const mp4Head = mp4Bytes(64 * 1024);
  const stalled = { head: mp4Head, total: 5 * MB, declaredLength: 5 * MB, stallAfter: 256 * 1024 };

  it("answers 401 without a token before the body has arrived, and closes the connection", async () => {
    const answer = await rawUpload(port, stalled);
    expect(answer.status).toBe(401);
    expect(answer.headers.connection).toBe("close");
    expect(answer.sent).toBeLessThan(5 * MB);
  });

  it("answers 403 to a user who may not upload before the body has arrived", async () => {
    const before = await mediaCount();
    const nowhere = await rawUpload(port, { ...stalled, token: readOnly });
    expect(nowhere.status).toBe(403);
    expect(nowhere.headers.connection).toBe("close");
    // Staff may upload item pictures but not category pictures: refused from the headers, also unread.
    const category = await rawUpload(port, { ...stalled, token: staff, headers: { kind: "category" } });
    expect(category.status).toBe(403);
    expect(await mediaCount()).toBe(before);
  });

  it("answers 413 to a Content-Length over the largest limit without reading the body", async () => {
    const answer = await rawUpload(port, {
      ...stalled,
      token: owner,
      declaredLength: 150 * MB,
      total: 150 * MB,
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body).message).toBe("The file must not be larger than 12 MB.");
    expect(answer.sent).toBeLessThanOrEqual(stalled.stallAfter);
  });

  it("stops a chunked video at the limit with 413 and keeps answering", async () => {
    const answer = await rawUpload(port, { token: owner, head: mp4Head, total: 40 * MB });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body).message).toBe("The video must not be larger than 12 MB.");
    expect(answer.sent).toBeLessThan(40 * MB);
    expect(await rawGet(port, "/api/live/config")).toBe(200);
  });

  it("streams 150 MB at the default 100 MB limit: 413, bounded memory, server still up", async () => {
    const big = await buildTestApp({ seed: true });
    try {
      const bigPort = await listen(big.app);
      const token = await login(big.app, DEMO.owner);
      const { result, growth } = await rssGrowthDuring(() =>
        rawUpload(bigPort, { token, head: mp4Head, total: 150 * MB }),
      );
      expect(result.status).toBe(413);
      expect(JSON.parse(result.body).message).toBe("The video must not be larger than 100 MB.");
      expect(result.sent).toBeGreaterThan(100 * MB);
      expect(growth).toBeLessThan(100 * MB);
      console.info(
        `rss growth while streaming ${Math.round(result.sent / MB)} MB: ${Math.round(growth / MB)} MB`,
      );
      expect(await rawGet(bigPort, "/api/live/config")).toBe(200);
      const small = await upload(big.app, token, {
        name: "ok.png",
        type: "image/png",
        data: await picture(8, 8),
      });
      expect(small.statusCode).toBe(201);
    } finally {
      await big.close();
    }
  }, 60_000);
});
