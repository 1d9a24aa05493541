import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, DEMO, injectAs, login, userBusinesses, type TestApp } from "./helpers";
import { mp4Bytes, pngFile, upload } from "./media-helpers";
import { startLocalS3, type LocalS3 } from "./s3-server";

// With S3_* configured, uploads go to the bucket and browsers read them from there (DESIGN §8 scale-out).
let s3: LocalS3;
let t: TestApp;
let owner: string;

const read = (url: string) => fetch(url);

beforeAll(async () => {
  s3 = await startLocalS3();
  t = await buildTestApp({ config: { s3: s3.config } });
  owner = await login(t.app, DEMO.owner);
}, 60_000);

afterAll(async () => {
  await t?.close();
  await s3?.close();
});

describe("media on S3-compatible storage", () => {
  it("stores an upload and its thumbnail as objects that browsers read from the bucket, and deletes both", async () => {
    const response = await upload(t.app, owner, await pngFile(1600, 1000));
    expect(response.statusCode).toBe(201);
    const { file } = response.json();
    expect(file.src).toMatch(new RegExp(`^${s3.config.publicUrl}/\\d+/[0-9a-f]{32}\\.png$`));

    const main = await read(file.src);
    expect(main.status).toBe(200);
    expect(main.headers.get("content-type")).toBe("image/png");
    expect(main.headers.get("cache-control")).toContain("immutable");
    const stored = await sharp(Buffer.from(await main.arrayBuffer())).metadata();
    expect([stored.width, stored.height]).toEqual([1200, 750]);
    const thumb = await sharp(Buffer.from(await (await read(file.thumb_src)).arrayBuffer())).metadata();
    expect(thumb.width).toBe(350);

    const deleted = await injectAs(t.app, owner, {
      method: "POST",
      url: `/api/media/${file.id}/delete`,
      payload: {},
    });
    expect(deleted.statusCode).toBe(200);
    expect((await read(file.src)).status).toBe(404);
    expect((await read(file.thumb_src)).status).toBe(404);
  });

  it("streams a video to the bucket", async () => {
    const video = mp4Bytes(256 * 1024);
    const response = await upload(t.app, owner, { name: "tour.mp4", type: "video/mp4", data: video });
    expect(response.statusCode).toBe(201);
    const { file } = response.json();
    const stored = await read(file.src);
    expect(stored.status).toBe(200);
    expect(stored.headers.get("content-type")).toBe("video/mp4");
    expect(Buffer.from(await stored.arrayBuffer()).equals(video)).toBe(true);
  });

  it("lets the dashboard page load pictures and videos from the bucket's origin", async () => {
    const page = await t.app.inject({ method: "GET", url: "/api/business-types" });
    const policy = String(page.headers["content-security-policy"]);
    const origin = new URL(s3.config.publicUrl).origin;
    expect(policy).toMatch(new RegExp(`img-src [^;]*${origin}`));
    expect(policy).toMatch(new RegExp(`media-src [^;]*${origin}`));
  });

  it("keeps the demo's pictures in the bucket too", async () => {
    const [business] = await userBusinesses(t.app, owner);
    const media = await t.app.db
      .selectFrom("media")
      .select("src")
      .where("business_id", "=", business.id)
      .where("type", "like", "image/%")
      .limit(1)
      .executeTakeFirstOrThrow();
    expect(media.src.startsWith(s3.config.publicUrl)).toBe(true);
    expect((await read(media.src)).status).toBe(200);
  });
});
