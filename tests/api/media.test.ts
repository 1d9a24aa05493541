import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cleanupOrphanMedia } from "../../server/modules/media/cleanup";
import { buildTestApp, DEMO, injectAs, login, userBusinesses, type TestApp } from "./helpers";
import { mp4Bytes, picture, pngFile, upload } from "./media-helpers";

let t: TestApp;
let owner: string;
let staff: string;
let other: string;
let restaurantId: number;
let chaletId: number;
let otherBusinessId: number;
let menuId: number;
let categoryId: number;
let itemId: number;
let otherItemId: number;

const fileOnDisk = (src: string) => path.join(t.app.config.mediaDir, src.replace(/^\/media\//, ""));
const post = (token: string, url: string, payload: object, locale: "en" | "ar" = "en") =>
  injectAs(t.app, token, { method: "POST", url, payload, locale });
const get = (token: string, url: string) => injectAs(t.app, token, { method: "GET", url });

async function makeItem(businessId: number, category: number, name: string): Promise<number> {
  const now = new Date().toISOString();
  const row = await t.app.db
    .insertInto("items")
    .values({
      business_id: businessId,
      category_id: category,
      locales: JSON.stringify([{ locale: "en", name }]),
      search: name.toLowerCase(),
      created_at: now,
      updated_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

async function makeCategory(businessId: number, menu: number): Promise<number> {
  const now = new Date().toISOString();
  const row = await t.app.db
    .insertInto("categories")
    .values({
      business_id: businessId,
      menu_id: menu,
      parent_id: null,
      locales: JSON.stringify([{ locale: "en", name: "Uploads" }]),
      search: "uploads",
      media_id: null,
      sort: 99,
      created_at: now,
      updated_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

async function uploadedId(token = owner, fields: Record<string, string> = {}): Promise<number> {
  const response = await upload(t.app, token, await pngFile(), { fields });
  expect(response.statusCode).toBe(201);
  return response.json().file.id;
}

beforeAll(async () => {
  t = await buildTestApp();
  [owner, staff, other] = await Promise.all([
    login(t.app, DEMO.owner),
    login(t.app, DEMO.staff),
    login(t.app, DEMO.other),
  ]);
  const businesses = await userBusinesses(t.app, owner);
  const restaurant = businesses.find((b) => b.type === "restaurant")!;
  restaurantId = restaurant.id;
  chaletId = businesses.find((b) => b.type === "chalet")!.id;
  menuId = restaurant.menus[0].id;
  otherBusinessId = (await userBusinesses(t.app, other))[0].id;
  categoryId = await makeCategory(restaurantId, menuId);
  itemId = await makeItem(restaurantId, categoryId, "Machboos");
  const otherMenu = (await userBusinesses(t.app, other))[0].menus[0].id;
  otherItemId = await makeItem(otherBusinessId, await makeCategory(otherBusinessId, otherMenu), "Latte");
});
afterAll(() => t.close());

describe("demo media", () => {
  it("seeds item galleries with the first image featured, category pictures and a YouTube video, files on disk", async () => {
    const db = t.app.db;
    const gallery = await db
      .selectFrom("media")
      .innerJoin("items", "items.id", "media.mediable_id")
      .select([
        "media.mediable_id",
        "media.slug",
        "media.sort",
        "media.src",
        "media.type",
        "items.business_id",
      ])
      .where("media.mediable_type", "=", "Item")
      .orderBy("media.mediable_id")
      .orderBy("media.sort")
      .execute();
    const restaurantImages = gallery.filter((m) => m.business_id === restaurantId);
    expect(restaurantImages.length).toBeGreaterThanOrEqual(6);
    const firstOfEach = restaurantImages.filter(
      (m, i) => i === 0 || restaurantImages[i - 1].mediable_id !== m.mediable_id,
    );
    expect(firstOfEach.every((m) => m.sort === 0 && m.slug === "featured")).toBe(true);
    expect(restaurantImages.filter((m) => m.slug === "featured")).toHaveLength(firstOfEach.length);
    expect(restaurantImages.every((m) => fs.existsSync(fileOnDisk(m.src)))).toBe(true);
    expect(
      gallery.some((m) => m.business_id === chaletId && m.type === "youtube" && m.src.length === 11),
    ).toBe(true);
    const pictures = await db
      .selectFrom("categories")
      .select("media_id")
      .where("business_id", "=", restaurantId)
      .where("media_id", "is not", null)
      .execute();
    expect(pictures.length).toBeGreaterThan(0);
  });
});

describe("POST media/upload", () => {
  it("stores a re-encoded image and its thumbnail under the media directory", async () => {
    const response = await upload(t.app, owner, await pngFile(1600, 1000));
    expect(response.statusCode).toBe(201);
    const { file } = response.json();
    expect(file).toMatchObject({ id: expect.any(Number), type: "image/png", width: 1200, height: 750 });
    expect(file.src).toMatch(/^\/media\/\d+\/[0-9a-f]{32}\.png$/);
    expect(file.src).not.toContain("photo");
    const stored = await sharp(fileOnDisk(file.src)).metadata();
    expect([stored.width, stored.height]).toEqual([1200, 750]);
    const thumb = await sharp(fileOnDisk(file.thumb_src)).metadata();
    expect(thumb.width).toBe(350);
    const row = await t.app.db
      .selectFrom("media")
      .selectAll()
      .where("id", "=", file.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      business_id: restaurantId,
      mediable_type: null,
      mediable_id: null,
      sort: 0,
      width: 1200,
      height: 750,
    });
    expect(Number(row.size)).toBe(fs.statSync(fileOnDisk(file.src)).size);
    const served = await t.app.inject({ method: "GET", url: file.src });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/png");
  });

  it("removes EXIF and GPS metadata after turning the picture upright", async () => {
    const data = await sharp(await picture(800, 400, "jpeg"))
      .withExif({
        IFD0: { Copyright: "Secret Owner", Make: "PhoneCam" },
        IFD3: { GPSLatitudeRef: "N", GPSLatitude: "29/1 22/1 0/1" },
      })
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const before = await sharp(data).metadata();
    expect(before.exif).toBeDefined();
    expect(before.orientation).toBe(6);
    const response = await upload(t.app, owner, { name: "IMG_0001.JPG", type: "image/jpeg", data });
    expect(response.statusCode).toBe(201);
    const { file } = response.json();
    expect(file.type).toBe("image/jpeg");
    const raw = fs.readFileSync(fileOnDisk(file.src));
    const stored = await sharp(raw).metadata();
    expect(stored.exif).toBeUndefined();
    expect(stored.xmp).toBeUndefined();
    expect(stored.orientation).toBeUndefined();
    expect([stored.width, stored.height]).toEqual([400, 800]);
    expect(raw.includes(Buffer.from("Secret Owner"))).toBe(false);
    expect((await sharp(fileOnDisk(file.thumb_src)).metadata()).exif).toBeUndefined();
  });

  it("fits category pictures within 800x800 and never enlarges small pictures", async () => {
    const category = await upload(t.app, owner, await pngFile(1000, 1000), { headers: { kind: "category" } });
    expect(category.statusCode).toBe(201);
    expect(await sharp(fileOnDisk(category.json().file.src)).metadata()).toMatchObject({
      width: 800,
      height: 800,
    });
    const small = await upload(t.app, owner, await pngFile(300, 200));
    expect(small.json().file).toMatchObject({ width: 300, height: 200 });
    expect((await sharp(fileOnDisk(small.json().file.thumb_src)).metadata()).width).toBe(300);
  });

  it("accepts WebP and GIF images and MP4 videos, judged by their bytes", async () => {
    const webp = await upload(t.app, owner, {
      name: "a.bin",
      type: "application/octet-stream",
      data: await picture(100, 80, "webp"),
    });
    expect(webp.json().file.type).toBe("image/webp");
    const gif = await upload(t.app, owner, {
      name: "a.gif",
      type: "image/gif",
      data: await picture(100, 80, "gif"),
    });
    expect(gif.json().file.type).toBe("image/gif");
    const video = await upload(t.app, owner, { name: "clip.mp4", type: "video/mp4", data: mp4Bytes(5000) });
    expect(video.statusCode).toBe(201);
    expect(video.json().file).toMatchObject({ type: "video/mp4", thumb_src: null });
    expect(fs.readFileSync(fileOnDisk(video.json().file.src))).toEqual(mp4Bytes(5000));
  });

  it("keeps animated GIFs animated while fitting each frame", async () => {
    const [width, height, pages] = [1500, 600, 2];
    const pixels = Buffer.alloc(width * height * pages * 3);
    for (let i = 0; i < width * height * pages; i++)
      pixels.set([i % 256, Math.floor(i / (width * height)) * 90, 40], i * 3);
    const data = await sharp(pixels, {
      raw: { width, height: height * pages, channels: 3, pageHeight: height },
    })
      .gif()
      .toBuffer();
    const response = await upload(t.app, owner, { name: "spinner.gif", type: "image/gif", data });
    expect(response.json().file).toMatchObject({ type: "image/gif", width: 1200, height: 480 });
    const stored = await sharp(fileOnDisk(response.json().file.src)).metadata();
    expect([stored.pages, stored.width, stored.pageHeight ?? stored.height]).toEqual([2, 1200, 480]);
  });

  it("refuses a renamed non-image with 415, in English and Arabic", async () => {
    const text = {
      name: "photo.jpg",
      type: "image/jpeg",
      data: Buffer.from("just some text pretending to be a photo\n".repeat(10)),
    };
    const en = await upload(t.app, owner, text);
    expect(en.statusCode).toBe(415);
    expect(en.json().message).toBe("Only JPEG, PNG, GIF and WebP images or MP4 videos can be uploaded.");
    const ar = await upload(t.app, owner, text, { locale: "ar" });
    expect(ar.json().message).toBe("يمكن رفع صور JPEG و PNG و GIF و WebP أو فيديوهات MP4 فقط.");
    const pdf = await upload(t.app, owner, {
      name: "menu.png",
      type: "image/png",
      data: Buffer.from("%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n"),
    });
    expect(pdf.statusCode).toBe(415);
    const svg = await upload(t.app, owner, {
      name: "logo.png",
      type: "image/png",
      data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
    });
    expect(svg.statusCode).toBe(415);
  });

  it("refuses videos for category pictures and for the smart uploader", async () => {
    const response = await upload(
      t.app,
      owner,
      { name: "clip.mp4", type: "video/mp4", data: mp4Bytes() },
      { fields: { kind: "category" } },
    );
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBe("Only JPEG, PNG, GIF and WebP images can be uploaded here.");
  });

  it("refuses an image over 10 MB with 413 and keeps nothing", async () => {
    const count = async () =>
      Number(
        (
          await t.app.db
            .selectFrom("media")
            .select((eb) => eb.fn.countAll().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const png = await picture(64, 64, "png");
    const data = Buffer.concat([png, Buffer.alloc(10 * 1024 * 1024 + 1 - png.length)]);
    const en = await upload(t.app, owner, { name: "big.png", type: "image/png", data });
    expect(en.statusCode).toBe(413);
    expect(en.json().message).toBe("The image must not be larger than 10 MB.");
    const ar = await upload(t.app, owner, { name: "big.png", type: "image/png", data }, { locale: "ar" });
    expect(ar.json().message).toBe("يجب ألا يزيد حجم الصورة عن 10 ميغابايت.");
    expect(await count()).toBe(before);
  });

  it("asks for a file when none is sent", async () => {
    const response = await upload(t.app, owner, undefined, { fields: { kind: "media" } });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.file).toEqual(["Please choose a file to upload."]);
    const json = await post(owner, "/api/media/upload", {}, "ar");
    expect(json.statusCode).toBe(422);
    expect(json.json().errors.file).toEqual(["يرجى اختيار ملف للرفع."]);
  });

  it("puts the file in the chosen or the menu's business, never in someone else's", async () => {
    const chalet = await upload(t.app, owner, await pngFile(), { fields: { business_id: String(chaletId) } });
    expect(chalet.statusCode).toBe(201);
    const row = await t.app.db
      .selectFrom("media")
      .select("business_id")
      .where("id", "=", chalet.json().file.id)
      .executeTakeFirstOrThrow();
    expect(row.business_id).toBe(chaletId);
    expect(
      (await upload(t.app, owner, await pngFile(), { headers: { business_id: String(otherBusinessId) } }))
        .statusCode,
    ).toBe(404);
    expect(
      (await upload(t.app, other, await pngFile(), { headers: { "menu-id": String(menuId) } })).statusCode,
    ).toBe(404);
    expect((await upload(t.app, owner, await pngFile(), { fields: { business_id: "abc" } })).statusCode).toBe(
      422,
    );
  });

  it("needs categories permission for category pictures and items.create for the smart uploader", async () => {
    expect((await upload(t.app, staff, await pngFile())).statusCode).toBe(201);
    const picture403 = await upload(t.app, staff, await pngFile(), { headers: { kind: "category" } });
    expect(picture403.statusCode).toBe(403);
    const convert403 = await upload(t.app, staff, await pngFile(), {
      headers: { "convert-item": String(categoryId) },
    });
    expect(convert403.statusCode).toBe(403);
  });

  it("creates an item named after the file with the smart uploader, the image featured", async () => {
    const file = await pngFile(500, 500, "grilled_hammour.png");
    const response = await upload(t.app, owner, file, {
      headers: {
        "convert-item": String(categoryId),
        "menu-id": String(menuId),
        "full-path": "Seafood/grilled_hammour.png",
      },
    });
    expect(response.statusCode).toBe(201);
    const { item, file: stored } = response.json();
    expect(item).toMatchObject({ category_id: categoryId, name: "grilled hammour" });
    const row = await t.app.db
      .selectFrom("items")
      .selectAll()
      .where("id", "=", item.id)
      .executeTakeFirstOrThrow();
    expect(row.business_id).toBe(restaurantId);
    expect(JSON.parse(row.locales).map((l: { name: string }) => l.name)).toEqual([
      "grilled hammour",
      "grilled hammour",
    ]);
    const media = await t.app.db
      .selectFrom("media")
      .selectAll()
      .where("id", "=", stored.id)
      .executeTakeFirstOrThrow();
    expect(media).toMatchObject({ mediable_type: "Item", mediable_id: item.id, slug: "featured" });
    const audits = await t.app.db
      .selectFrom("audits")
      .select(["entity", "action"])
      .where("entity", "=", "item")
      .where("entity_id", "=", item.id)
      .execute();
    expect(audits).toContainEqual({ entity: "item", action: "create" });
    // A category of another menu or business is not found.
    const wrongMenu = await upload(t.app, owner, file, {
      headers: { "convert-item": String(categoryId), "menu-id": String(menuId + 1) },
    });
    expect(wrongMenu.statusCode).toBe(404);
    expect(
      (await upload(t.app, other, file, { headers: { "convert-item": String(categoryId) } })).statusCode,
    ).toBe(404);
  });
});

describe("attaching, featured image and order", () => {
  let ids: number[];

  it("attaches uploads to an item in one call; the first image becomes featured", async () => {
    ids = [await uploadedId(), await uploadedId(), await uploadedId()];
    const response = await post(owner, "/api/media", { ids, mediable_type: "Item", mediable_id: itemId });
    expect(response.statusCode).toBe(200);
    const data = response.json().data as { id: number; slug: string | null; sort: number }[];
    expect(data.map((m) => m.id)).toEqual(ids);
    expect(data.map((m) => m.slug)).toEqual(["featured", null, null]);
    expect(data.map((m) => m.sort)).toEqual([0, 1, 2]);
    const audit = await t.app.db
      .selectFrom("audits")
      .select("action")
      .where("entity", "=", "media")
      .where("entity_id", "=", ids[1])
      .execute();
    expect(audit.map((a) => a.action)).toEqual(["create", "attach"]);
  });

  it("keeps the featured image when more are added, and refuses media attached elsewhere or of another business", async () => {
    const more = await uploadedId();
    const response = await post(owner, "/api/media", {
      ids: [more],
      mediable_type: "Item",
      mediable_id: itemId,
    });
    expect(
      response
        .json()
        .data.filter((m: { slug: string }) => m.slug === "featured")
        .map((m: { id: number }) => m.id),
    ).toEqual([ids[0]]);
    const elsewhere = await post(
      owner,
      "/api/media",
      {
        ids: [ids[0]],
        mediable_type: "Item",
        mediable_id: await makeItem(restaurantId, categoryId, "Harees"),
      },
      "ar",
    );
    expect(elsewhere.statusCode).toBe(422);
    expect(elsewhere.json().errors.ids).toEqual(["هذا الملف مرتبط بسجل آخر."]);
    const foreign = await uploadedId(other);
    expect(
      (await post(owner, "/api/media", { ids: [foreign], mediable_type: "Item", mediable_id: itemId }))
        .statusCode,
    ).toBe(404);
    expect(
      (await post(other, "/api/media", { ids: [foreign], mediable_type: "Item", mediable_id: itemId }))
        .statusCode,
    ).toBe(404);
    await post(owner, "/api/media/" + more + "/delete", {});
  });

  it("promotes the first remaining image when the featured one is deleted, and removes its files", async () => {
    const featured = (await get(owner, `/api/media/${ids[0]}`)).json().data;
    expect(featured.slug).toBe("featured");
    const deleted = await post(owner, `/api/media/${ids[0]}/delete`, {});
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().data).toEqual({ id: ids[0] });
    expect(fs.existsSync(fileOnDisk(featured.src))).toBe(false);
    expect(fs.existsSync(fileOnDisk(featured.thumb_src))).toBe(false);
    expect((await get(owner, `/api/media/${ids[0]}`)).statusCode).toBe(404);
    expect((await get(owner, `/api/media/${ids[1]}`)).json().data.slug).toBe("featured");
    const audit = await t.app.db
      .selectFrom("audits")
      .select("action")
      .where("entity", "=", "media")
      .where("entity_id", "=", ids[0])
      .execute();
    expect(audit.map((a) => a.action)).toContain("delete");
  });

  it("saves the gallery order in one call and checks every id", async () => {
    const url = `/api/business/${restaurantId}/items/${itemId}/media/sort`;
    const response = await post(owner, url, { sortedIds: [ids[2], ids[1]] });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.map((m: { id: number }) => m.id)).toEqual([ids[2], ids[1]]);
    expect((await get(owner, `/api/media/${ids[2]}`)).json().data.sort).toBe(0);
    expect((await get(owner, `/api/media/${ids[1]}`)).json().data).toMatchObject({
      sort: 1,
      slug: "featured",
    });
    const stranger = await uploadedId();
    const wrong = await post(owner, url, { sortedIds: [ids[1], stranger] });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.sortedIds).toEqual(["Every file must belong to this item."]);
    expect((await get(owner, `/api/media/${ids[2]}`)).json().data.sort).toBe(0);
    expect((await post(other, url, { sortedIds: [ids[1]] })).statusCode).toBe(404);
    expect(
      (
        await post(owner, `/api/business/${otherBusinessId}/items/${otherItemId}/media/sort`, {
          sortedIds: [ids[1]],
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await post(owner, `/api/business/${chaletId}/items/${itemId}/media/sort`, { sortedIds: [ids[1]] }))
        .statusCode,
    ).toBe(404);
    const audit = await t.app.db
      .selectFrom("audits")
      .select("action")
      .where("entity", "=", "item")
      .where("entity_id", "=", itemId)
      .execute();
    expect(audit.map((a) => a.action)).toContain("sort");
  });

  it("lets the featured slug move to another image with POST media/{id}", async () => {
    const response = await post(owner, `/api/media/${ids[2]}`, { slug: "featured", sort: 5 });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ slug: "featured", sort: 5 });
    expect((await get(owner, `/api/media/${ids[1]}`)).json().data.slug).toBeNull();
    expect((await post(other, `/api/media/${ids[2]}`, { sort: 1 })).statusCode).toBe(404);
    const moved = await post(owner, `/api/media/${ids[2]}`, {
      mediable_type: "Item",
      mediable_id: otherItemId,
    });
    expect(moved.statusCode).toBe(404);
  });

  it("answers 403 to staff without the permission of the target's area", async () => {
    const grants = await t.app.db
      .selectFrom("permissions")
      .selectAll()
      .where("permission", "like", "%.items.update")
      .execute();
    await t.app.db.deleteFrom("permissions").where("permission", "like", "%.items.update").execute();
    try {
      expect(
        (
          await post(staff, `/api/business/${restaurantId}/items/${itemId}/media/sort`, {
            sortedIds: [ids[1]],
          })
        ).statusCode,
      ).toBe(403);
      expect(
        (
          await post(staff, "/api/media", {
            ids: [await uploadedId()],
            mediable_type: "Item",
            mediable_id: itemId,
          })
        ).statusCode,
      ).toBe(403);
      expect((await post(staff, `/api/media/${ids[1]}`, { sort: 3 })).statusCode).toBe(403);
      expect((await post(staff, `/api/media/${ids[1]}/delete`, {})).statusCode).toBe(403);
      const youtube = {
        type: "youtube",
        src: "https://youtu.be/aqz-KE-bpKQ",
        mediable_type: "Item",
        mediable_id: itemId,
      };
      expect((await post(staff, "/api/media", youtube)).statusCode).toBe(403);
    } finally {
      await t.app.db
        .insertInto("permissions")
        .values(grants.map(({ id: _id, ...grant }) => grant))
        .execute();
    }
    expect((await post(staff, `/api/media/${ids[1]}`, { sort: 3 })).statusCode).toBe(200);
    expect((await get(staff, `/api/media/${ids[1]}`)).statusCode).toBe(200);
    expect((await get(other, `/api/media/${ids[1]}`)).statusCode).toBe(404);
    expect((await post(other, `/api/media/${ids[1]}/delete`, {})).statusCode).toBe(404);
  });
});

describe("YouTube media", () => {
  const target = () => ({ mediable_type: "Item", mediable_id: itemId });

  it.each([
    "https://www.youtube.com/watch?v=aqz-KE-bpKQ&t=3s",
    "https://youtube.com/shorts/aqz-KE-bpKQ",
    "https://www.youtube.com/embed/aqz-KE-bpKQ",
    "https://youtu.be/aqz-KE-bpKQ",
    "aqz-KE-bpKQ",
  ])("stores the 11-character id of %s", async (src) => {
    const response = await post(owner, "/api/media", { type: "youtube", src, ...target() });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({
      type: "youtube",
      src: "aqz-KE-bpKQ",
      mediable_type: "Item",
      mediable_id: itemId,
      slug: null,
      thumb_src: null,
    });
  });

  it("refuses other links with the SPEC message in English and Arabic", async () => {
    for (const src of ["https://vimeo.com/123456", "https://www.youtube.com/watch?v=short", ""]) {
      const en = await post(owner, "/api/media", { type: "youtube", src, ...target() });
      expect(en.statusCode).toBe(422);
      expect(en.json().errors.src).toEqual(["Please enter a valid YouTube link"]);
    }
    const missing = await post(owner, "/api/media", { type: "youtube", ...target() });
    expect(missing.json().errors.src).toEqual(["Please enter a valid YouTube link"]);
    const ar = await post(
      owner,
      "/api/media",
      { type: "youtube", src: "https://example.com", ...target() },
      "ar",
    );
    expect(ar.json().message).toBe("يرجى إدخال رابط يوتيوب صالح");
  });

  it("answers 404 for a target of another business or a kind without records", async () => {
    const link = { type: "youtube", src: "https://youtu.be/aqz-KE-bpKQ" };
    expect((await post(other, "/api/media", { ...link, ...target() })).statusCode).toBe(404);
    expect(
      (await post(owner, "/api/media", { ...link, mediable_type: "Item", mediable_id: otherItemId }))
        .statusCode,
    ).toBe(404);
    expect(
      (await post(owner, "/api/media", { ...link, mediable_type: "Contact", mediable_id: 1 })).statusCode,
    ).toBe(404);
    expect(
      (await post(owner, "/api/media", { ...link, mediable_type: "Planet", mediable_id: 1 })).statusCode,
    ).toBe(422);
  });
});

describe("orphan media", () => {
  it("deletes uploads never attached after a day, keeping fresh ones and pictures in use", async () => {
    const old = await uploadedId();
    const fresh = await uploadedId();
    const picture = await uploadedId(owner, { kind: "category" });
    await t.app.db
      .updateTable("categories")
      .set({ media_id: picture })
      .where("id", "=", categoryId)
      .execute();
    const twoDaysAgo = new Date(Date.now() - 2 * 86_400_000).toISOString();
    await t.app.db
      .updateTable("media")
      .set({ created_at: twoDaysAgo })
      .where("id", "in", [old, picture])
      .execute();
    const oldSrc = (await get(owner, `/api/media/${old}`)).json().data.src;
    expect(await cleanupOrphanMedia(t.app)).toBeGreaterThanOrEqual(1);
    expect((await get(owner, `/api/media/${old}`)).statusCode).toBe(404);
    expect(fs.existsSync(fileOnDisk(oldSrc))).toBe(false);
    expect((await get(owner, `/api/media/${fresh}`)).statusCode).toBe(200);
    expect((await get(owner, `/api/media/${picture}`)).statusCode).toBe(200);
  });
});

describe("video size limit", () => {
  let small: TestApp;
  beforeAll(async () => {
    small = await buildTestApp({ config: { maxVideoBytes: 1024 * 1024 } });
  });
  afterAll(() => small.close());

  it("refuses an MP4 over the configured limit with 413", async () => {
    const token = await login(small.app, DEMO.owner);
    const response = await upload(small.app, token, {
      name: "long.mp4",
      type: "video/mp4",
      data: mp4Bytes(1024 * 1024 + 1),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe("The video must not be larger than 1 MB.");
    const fits = await upload(small.app, token, {
      name: "short.mp4",
      type: "video/mp4",
      data: mp4Bytes(1024 * 1024),
    });
    expect(fits.statusCode).toBe(201);
  });
});
