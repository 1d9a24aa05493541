import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, DEMO, injectAs, login, userBusinesses, type TestApp } from "./helpers";
import { mp4Bytes, pngFile, upload } from "./media-helpers";

let t: TestApp;
let owner: string;
let staff: string;
let other: string;
let restaurantId: number;
let chaletId: number;
let otherBusinessId: number;

const post = (token: string, url: string, payload: object, locale: "en" | "ar" = "en") =>
  injectAs(t.app, token, { method: "POST", url, payload, locale });
const get = (token: string, url: string) => injectAs(t.app, token, { method: "GET", url });
const fileOnDisk = (src: string) => path.join(t.app.config.mediaDir, src.replace(/^\/media\//, ""));
const auditsOf = async (entity: string, id: number) =>
  (
    await t.app.db
      .selectFrom("audits")
      .select("action")
      .where("entity", "=", entity)
      .where("entity_id", "=", id)
      .orderBy("id")
      .execute()
  ).map((a) => a.action);

async function image(businessId = restaurantId, token = owner): Promise<{ id: number; src: string }> {
  const response = await upload(t.app, token, await pngFile(), {
    fields: { business_id: String(businessId) },
  });
  expect(response.statusCode).toBe(201);
  return response.json().file;
}

const firstHotelOf = async (businessId: number) =>
  (
    await t.app.db
      .selectFrom("hotels")
      .select("id")
      .where("business_id", "=", businessId)
      .orderBy("id")
      .executeTakeFirstOrThrow()
  ).id;

beforeAll(async () => {
  t = await buildTestApp();
  [owner, staff, other] = await Promise.all([
    login(t.app, DEMO.owner),
    login(t.app, DEMO.staff),
    login(t.app, DEMO.other),
  ]);
  const businesses = await userBusinesses(t.app, owner);
  restaurantId = businesses.find((b) => b.type === "restaurant")!.id;
  chaletId = businesses.find((b) => b.type === "chalet")!.id;
  otherBusinessId = (await userBusinesses(t.app, other))[0].id;
});
afterAll(() => t.close());

describe("hotels", () => {
  it("lists the hotels of the user's businesses, paged and searchable, with their picture", async () => {
    const all = (await get(owner, "/api/hotels")).json();
    expect(all.total).toBe(4);
    expect(
      all.data.every((h: { business_id: number }) => [restaurantId, chaletId].includes(h.business_id)),
    ).toBe(true);
    expect(all.data[0].media.src).toMatch(/^\/media\//);
    expect(fs.existsSync(fileOnDisk(all.data[0].media.src))).toBe(true);
    const restaurant = (await get(owner, `/api/hotels?business_id=${restaurantId}&per_page=1&page=2`)).json();
    expect(restaurant).toMatchObject({ total: 2, per_page: 1, current_page: 2, last_page: 2 });
    const search = (await get(owner, "/api/hotels?q=BAY")).json();
    expect(search.data.map((h: { name: string }) => h.name)).toEqual(["Salmiya Bay Hotel"]);
    expect((await get(other, "/api/hotels")).json().total).toBe(1);
  });

  it("fills the hotels of users/info", async () => {
    const info = (await get(owner, "/api/users/info")).json().data;
    expect(info.hotels).toHaveLength(4);
    expect(info.hotels[0]).toEqual({ id: expect.any(Number), name: "Salmiya Bay Hotel" });
    expect(
      (await get(other, "/api/users/info")).json().data.hotels.map((h: { name: string }) => h.name),
    ).toEqual(["Jabriya Garden Hotel"]);
  });

  let hotelId: number;
  let firstImage: { id: number; src: string };

  it("creates a hotel with its image, and checks the name", async () => {
    firstImage = await image();
    const response = await post(owner, "/api/hotels", {
      name: "  Fintas Marina Hotel ",
      media_id: firstImage.id,
      business_id: restaurantId,
    });
    expect(response.statusCode).toBe(201);
    const hotel = response.json().data;
    expect(hotel).toMatchObject({
      name: "Fintas Marina Hotel",
      business_id: restaurantId,
      media: { id: firstImage.id, src: firstImage.src, slug: "featured" },
    });
    hotelId = hotel.id;
    const media = await t.app.db
      .selectFrom("media")
      .selectAll()
      .where("id", "=", firstImage.id)
      .executeTakeFirstOrThrow();
    expect(media).toMatchObject({ mediable_type: "Hotel", mediable_id: hotelId });
    expect(await auditsOf("hotel", hotelId)).toEqual(["create"]);
    const missing = await post(owner, "/api/hotels", { business_id: restaurantId });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.name).toEqual(["Name is required"]);
    const blank = await post(owner, "/api/hotels", { name: "   " }, "ar");
    expect(blank.json().errors.name).toEqual(["الاسم مطلوب"]);
  });

  it("refuses an image of another business, a video, or another business", async () => {
    const foreign = await image(otherBusinessId, other);
    expect(
      (await post(owner, "/api/hotels", { name: "X Hotel", media_id: foreign.id, business_id: restaurantId }))
        .statusCode,
    ).toBe(404);
    const video = (await upload(t.app, owner, { name: "v.mp4", type: "video/mp4", data: mp4Bytes() })).json()
      .file;
    const notImage = await post(owner, "/api/hotels", {
      name: "X Hotel",
      media_id: video.id,
      business_id: restaurantId,
    });
    expect(notImage.statusCode).toBe(422);
    expect(notImage.json().errors.media_id).toEqual(["Please choose an image."]);
    expect(
      (await post(owner, "/api/hotels", { name: "X Hotel", business_id: otherBusinessId })).statusCode,
    ).toBe(404);
    expect((await get(owner, "/api/hotels?q=x hotel")).json().total).toBe(0);
  });

  it("updates the name and replaces the image (the old one is deleted), with a stale check", async () => {
    const loaded = (await get(owner, `/api/hotels/${hotelId}`)).json().data;
    const next = await image();
    const response = await post(owner, `/api/hotels/${hotelId}`, {
      name: "Fintas Bay Hotel",
      media_id: next.id,
      updated_at: loaded.updated_at,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ name: "Fintas Bay Hotel", media: { id: next.id } });
    expect((await get(owner, `/api/media/${firstImage.id}`)).statusCode).toBe(404);
    expect(fs.existsSync(fileOnDisk(firstImage.src))).toBe(false);
    const stale = await post(owner, `/api/hotels/${hotelId}`, {
      name: "Too Late",
      updated_at: loaded.updated_at,
    });
    expect(stale.statusCode).toBe(409);
    expect((await get(owner, `/api/hotels/${hotelId}`)).json().data.name).toBe("Fintas Bay Hotel");
    const moved = await post(owner, `/api/hotels/${hotelId}`, { business_id: chaletId });
    expect(moved.statusCode).toBe(422);
    expect(await auditsOf("hotel", hotelId)).toEqual(["create", "update"]);
  });

  it("refuses to delete a hotel that still has services or events", async () => {
    const used = await firstHotelOf(restaurantId);
    const en = await post(owner, `/api/hotels/${used}/delete`, {});
    expect(en.statusCode).toBe(422);
    expect(en.json().message).toBe("This hotel still has services or events. Delete or move them first.");
    const ar = await post(owner, `/api/hotels/${used}/delete`, {}, "ar");
    expect(ar.json().message).toBe("لا تزال لهذا الفندق خدمات أو فعاليات. احذفها أو انقلها أولًا.");
  });

  it("answers 404 to another business and 403 without the business permission, on every route", async () => {
    for (const token of [other]) {
      expect((await get(token, `/api/hotels/${hotelId}`)).statusCode).toBe(404);
      expect((await get(token, `/api/hotels?business_id=${restaurantId}`)).statusCode).toBe(404);
      expect(
        (await post(token, "/api/hotels", { name: "Sneaky Hotel", business_id: restaurantId })).statusCode,
      ).toBe(404);
      expect((await post(token, `/api/hotels/${hotelId}`, { name: "Sneaky" })).statusCode).toBe(404);
      expect((await post(token, `/api/hotels/${hotelId}/delete`, {})).statusCode).toBe(404);
    }
    expect((await get(staff, "/api/hotels")).statusCode).toBe(403);
    expect((await get(staff, `/api/hotels?business_id=${restaurantId}`)).statusCode).toBe(403);
    expect((await get(staff, `/api/hotels/${hotelId}`)).statusCode).toBe(403);
    expect((await post(staff, "/api/hotels", { name: "Staff Hotel" })).statusCode).toBe(403);
    expect((await post(staff, `/api/hotels/${hotelId}`, { name: "Staff" })).statusCode).toBe(403);
    expect((await post(staff, `/api/hotels/${hotelId}/delete`, {})).statusCode).toBe(403);
    expect((await get(staff, `/api/hotels/${hotelId}`)).json().message).toBe(
      "You do not have permission to do this.",
    );
  });

  it("deletes a hotel with its image", async () => {
    const { media } = (await get(owner, `/api/hotels/${hotelId}`)).json().data;
    const response = await post(owner, `/api/hotels/${hotelId}/delete`, {});
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { id: hotelId } });
    expect((await get(owner, `/api/hotels/${hotelId}`)).statusCode).toBe(404);
    expect((await get(owner, `/api/media/${media.id}`)).statusCode).toBe(404);
    expect(fs.existsSync(fileOnDisk(media.src))).toBe(false);
    expect(await auditsOf("hotel", hotelId)).toEqual(["create", "update", "delete"]);
  });
});

describe("services", () => {
  const locales = [
    { locale: "en", name: "Valet Parking", description: "At the main entrance" },
    { locale: "ar", name: "صف السيارات", description: "عند المدخل الرئيسي" },
  ];

  it("lists services grouped by serviceable_type, media reduced to id and src", async () => {
    const response = await get(owner, `/api/services?business_id=${restaurantId}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ total: 3, current_page: 1, last_page: 1 });
    expect(body.data.map((g: { serviceable_type: string }) => g.serviceable_type)).toEqual([
      "Business",
      "Hotel",
    ]);
    const service = body.data[0].services[0];
    expect(Object.keys(service.media).sort()).toEqual(["id", "src"]);
    expect(service.locales[1]).toMatchObject({ locale: "ar" });
    expect((await get(owner, "/api/services")).json().total).toBe(6);
    const hotelOnly = (await get(owner, "/api/services?serviceable_type=Hotel")).json();
    expect(hotelOnly.data).toHaveLength(1);
    expect(hotelOnly.total).toBe(3);
    expect((await get(owner, "/api/services?q=catering")).json().data[0].services[0].locales[0].name).toBe(
      "Event Catering",
    );
    expect((await get(other, "/api/services")).json().total).toBe(1);
  });

  let serviceId: number;

  it("creates a service with one image, owned by a hotel of the same business by default", async () => {
    const picture = await image();
    const response = await post(owner, "/api/services", {
      locales,
      media_id: picture.id,
      business_id: restaurantId,
    });
    expect(response.statusCode).toBe(201);
    const service = response.json().data;
    expect(service).toMatchObject({
      locales,
      serviceable_type: "Hotel",
      serviceable_id: await firstHotelOf(restaurantId),
      media: { id: picture.id, src: picture.src },
    });
    serviceId = service.id;
    const branch = (await userBusinesses(t.app, owner)).find((b) => b.id === restaurantId)!.branches[1].id;
    const onBranch = await post(owner, "/api/services", {
      locales,
      business_id: restaurantId,
      serviceable_type: "Branch",
      serviceable_id: branch,
    });
    expect(onBranch.json().data).toMatchObject({
      serviceable_type: "Branch",
      serviceable_id: branch,
      media: null,
    });
    expect(await auditsOf("service", serviceId)).toEqual(["create"]);
  });

  it("checks the name and that the owner record is in the same business", async () => {
    const unnamed = await post(owner, "/api/services", {
      locales: [
        { locale: "en", name: "" },
        { locale: "ar", name: "خدمة" },
      ],
    });
    expect(unnamed.statusCode).toBe(422);
    expect(unnamed.json().errors["locales.0.name"]).toEqual(["Name is required"]);
    const arabic = await post(owner, "/api/services", { locales: [{ locale: "en" }] }, "ar");
    expect(arabic.json().errors["locales.0.name"]).toEqual(["الاسم مطلوب"]);
    const foreignHotel = await firstHotelOf(otherBusinessId);
    const wrong = await post(owner, "/api/services", {
      locales,
      business_id: restaurantId,
      serviceable_type: "Hotel",
      serviceable_id: foreignHotel,
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.serviceable_id).toEqual([
      "The selected record was not found in this business.",
    ]);
    const wrongAr = await post(
      owner,
      "/api/services",
      { locales, business_id: restaurantId, serviceable_type: "Business", serviceable_id: chaletId },
      "ar",
    );
    expect(wrongAr.json().errors.serviceable_id).toEqual(["السجل المحدد غير موجود في هذا النشاط التجاري."]);
  });

  it("updates a service, removing its image, with a stale check", async () => {
    const loaded = (await get(owner, `/api/services/${serviceId}`)).json().data;
    expect(loaded.media).toMatchObject({ type: "image/png", thumb_src: expect.stringMatching(/^\/media\//) });
    const renamed = [
      { locale: "en", name: "Valet" },
      { locale: "ar", name: "صف" },
    ];
    const response = await post(owner, `/api/services/${serviceId}`, {
      locales: renamed,
      media_id: null,
      serviceable_type: "Business",
      updated_at: loaded.updated_at,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      locales: renamed,
      media: null,
      serviceable_type: "Business",
      serviceable_id: restaurantId,
    });
    expect((await get(owner, `/api/media/${loaded.media.id}`)).statusCode).toBe(404);
    expect(
      (await post(owner, `/api/services/${serviceId}`, { locales, updated_at: loaded.updated_at }))
        .statusCode,
    ).toBe(409);
    expect(await auditsOf("service", serviceId)).toEqual(["create", "update"]);
  });

  it("answers 404 to another business and 403 without the services permission, on every route", async () => {
    expect((await get(other, `/api/services/${serviceId}`)).statusCode).toBe(404);
    expect((await get(other, `/api/services?business_id=${restaurantId}`)).statusCode).toBe(404);
    expect((await post(other, "/api/services", { locales, business_id: restaurantId })).statusCode).toBe(404);
    expect((await post(other, `/api/services/${serviceId}`, { locales })).statusCode).toBe(404);
    expect((await post(other, `/api/services/${serviceId}/delete`, {})).statusCode).toBe(404);
    expect((await get(staff, "/api/services")).statusCode).toBe(403);
    expect((await get(staff, `/api/services?business_id=${restaurantId}`)).statusCode).toBe(403);
    expect((await get(staff, `/api/services/${serviceId}`)).statusCode).toBe(403);
    expect((await post(staff, "/api/services", { locales })).statusCode).toBe(403);
    expect((await post(staff, `/api/services/${serviceId}`, { locales })).statusCode).toBe(403);
    expect((await post(staff, `/api/services/${serviceId}/delete`, {})).statusCode).toBe(403);
  });

  it("deletes a service", async () => {
    const response = await post(owner, `/api/services/${serviceId}/delete`, {});
    expect(response.json()).toEqual({ data: { id: serviceId } });
    expect((await get(owner, `/api/services/${serviceId}`)).statusCode).toBe(404);
    expect(await auditsOf("service", serviceId)).toEqual(["create", "update", "delete"]);
  });
});

describe("events", () => {
  const locales = [
    { locale: "en", name: "Oud Evening", description: "Live oud with Arabic coffee and dates." },
    { locale: "ar", name: "أمسية العود", description: "عزف عود حي مع القهوة العربية والتمر." },
  ];
  let eventId: number;
  let pictures: { id: number; src: string }[];

  it("lists events with their media, filtered by period and name", async () => {
    const all = (await get(owner, "/api/events")).json();
    expect(all.total).toBe(4);
    expect(all.data[0].media.length).toBeGreaterThan(0);
    const starts = all.data.map((e: { start: string }) => e.start);
    expect([...starts].sort()).toEqual(starts);
    const soon = new Date(Date.now() + 6 * 86_400_000).toISOString().slice(0, 10);
    const week = (await get(owner, `/api/events?from=${soon}&to=${soon}`)).json();
    expect(week.data.map((e: { locales: { name: string }[] }) => e.locales[0].name)).toEqual([
      "Beach Yoga Weekend",
    ]);
    const seafood = (await get(owner, "/api/events?q=seafood")).json().data[0];
    expect(seafood.media.map((m: { type: string }) => m.type)).toEqual(["image/jpeg", "youtube"]);
    const bad = await get(owner, "/api/events?from=31-12-2026");
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.from).toEqual(["Please enter a valid date"]);
  });

  it("creates an event with several media, the first image featured, at the first hotel by default", async () => {
    pictures = [await image(), await image()];
    const response = await post(owner, "/api/events", {
      locales,
      media_ids: pictures.map((p) => p.id),
      start: "2026-12-01T18:00",
      end: "2026-12-01T23:00",
      business_id: restaurantId,
    });
    expect(response.statusCode).toBe(201);
    const event = response.json().data;
    expect(event).toMatchObject({
      locales,
      eventable_type: "Hotel",
      eventable_id: await firstHotelOf(restaurantId),
      start: "2026-12-01T18:00:00.000Z",
      end: "2026-12-01T23:00:00.000Z",
    });
    expect(event.media.map((m: { id: number; slug: string | null }) => [m.id, m.slug])).toEqual([
      [pictures[0].id, "featured"],
      [pictures[1].id, null],
    ]);
    eventId = event.id;
    const sameDay = await post(owner, "/api/events", {
      locales,
      start: "2026-12-02",
      end: "2026-12-02",
      eventable_type: "Business",
      business_id: chaletId,
    });
    expect(sameDay.json().data).toMatchObject({
      eventable_type: "Business",
      eventable_id: chaletId,
      media: [],
    });
    expect(await auditsOf("event", eventId)).toEqual(["create"]);
  });

  it("checks the dates, the name and the owner record", async () => {
    const base = { locales, business_id: restaurantId };
    const reversed = await post(owner, "/api/events", { ...base, start: "2026-12-05", end: "2026-12-01" });
    expect(reversed.statusCode).toBe(422);
    expect(reversed.json().errors.end).toEqual(["The end date must be after the start date"]);
    const reversedAr = await post(
      owner,
      "/api/events",
      { ...base, start: "2026-12-05", end: "2026-12-01" },
      "ar",
    );
    expect(reversedAr.json().errors.end).toEqual(["يجب أن يكون تاريخ النهاية بعد تاريخ البداية"]);
    const invalid = await post(owner, "/api/events", { ...base, start: "2026-02-30", end: "2026-03-01" });
    expect(invalid.json().errors.start).toEqual(["Please enter a valid date"]);
    const missing = await post(owner, "/api/events", { ...base, end: "2026-03-01" });
    expect(missing.json().errors.start).toEqual(["This field is required"]);
    const unnamed = await post(owner, "/api/events", {
      ...base,
      locales: [{ locale: "en", name: "" }],
      start: "2026-12-01",
      end: "2026-12-02",
    });
    expect(unnamed.json().errors["locales.0.name"]).toEqual(["Name is required"]);
    const foreignHotel = await firstHotelOf(otherBusinessId);
    const wrong = await post(owner, "/api/events", {
      ...base,
      start: "2026-12-01",
      end: "2026-12-02",
      eventable_type: "Hotel",
      eventable_id: foreignHotel,
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.eventable_id).toEqual(["The selected record was not found in this business."]);
    const foreignMedia = await image(otherBusinessId, other);
    expect(
      (
        await post(owner, "/api/events", {
          ...base,
          start: "2026-12-01",
          end: "2026-12-02",
          media_ids: [foreignMedia.id],
        })
      ).statusCode,
    ).toBe(404);
  });

  it("replaces the media list on update: a YouTube link joins, a removed picture is deleted", async () => {
    const youtube = await post(owner, "/api/media", {
      type: "youtube",
      src: "https://youtu.be/aqz-KE-bpKQ",
      mediable_type: "Event",
      mediable_id: eventId,
    });
    expect(youtube.statusCode).toBe(201);
    const loaded = (await get(owner, `/api/events/${eventId}`)).json().data;
    expect(loaded.media).toHaveLength(3);
    const response = await post(owner, `/api/events/${eventId}`, {
      media_ids: [youtube.json().data.id, pictures[1].id],
      end: "2026-12-02T01:00",
      updated_at: loaded.updated_at,
    });
    expect(response.statusCode).toBe(200);
    const event = response.json().data;
    expect(event.end).toBe("2026-12-02T01:00:00.000Z");
    expect(
      event.media.map((m: { id: number; slug: string | null; type: string }) => [m.type, m.slug]),
    ).toEqual([
      ["youtube", null],
      ["image/png", "featured"],
    ]);
    expect((await get(owner, `/api/media/${pictures[0].id}`)).statusCode).toBe(404);
    expect(fs.existsSync(fileOnDisk(pictures[0].src))).toBe(false);
    expect((await post(owner, `/api/events/${eventId}`, { end: "2026-11-30" })).json().errors.end).toEqual([
      "The end date must be after the start date",
    ]);
    expect(
      (await post(owner, `/api/events/${eventId}`, { locales, updated_at: loaded.updated_at })).statusCode,
    ).toBe(409);
    expect(await auditsOf("event", eventId)).toEqual(["create", "update"]);
  });

  it("answers 404 to another business and 403 without the business permission, on every route", async () => {
    const body = { locales, start: "2026-12-01", end: "2026-12-02" };
    expect((await get(other, `/api/events/${eventId}`)).statusCode).toBe(404);
    expect((await get(other, `/api/events?business_id=${restaurantId}`)).statusCode).toBe(404);
    expect((await post(other, "/api/events", { ...body, business_id: restaurantId })).statusCode).toBe(404);
    expect((await post(other, `/api/events/${eventId}`, body)).statusCode).toBe(404);
    expect((await post(other, `/api/events/${eventId}/delete`, {})).statusCode).toBe(404);
    expect((await get(staff, "/api/events")).statusCode).toBe(403);
    expect((await get(staff, `/api/events/${eventId}`)).statusCode).toBe(403);
    expect((await post(staff, "/api/events", body)).statusCode).toBe(403);
    expect((await post(staff, `/api/events/${eventId}`, body)).statusCode).toBe(403);
    expect((await post(staff, `/api/events/${eventId}/delete`, {})).statusCode).toBe(403);
    // Staff may not touch the event's media either (their area is the event's: business).
    const mediaId = (await get(owner, `/api/events/${eventId}`)).json().data.media[0].id;
    expect((await post(staff, `/api/media/${mediaId}`, { sort: 4 })).statusCode).toBe(403);
    expect((await post(staff, `/api/media/${mediaId}/delete`, {})).statusCode).toBe(403);
    expect(
      (
        await post(staff, "/api/media", {
          type: "youtube",
          src: "aqz-KE-bpKQ",
          mediable_type: "Event",
          mediable_id: eventId,
        })
      ).statusCode,
    ).toBe(403);
  });

  it("deletes an event with its media", async () => {
    const { media } = (await get(owner, `/api/events/${eventId}`)).json().data;
    const response = await post(owner, `/api/events/${eventId}/delete`, {});
    expect(response.json()).toEqual({ data: { id: eventId } });
    expect((await get(owner, `/api/events/${eventId}`)).statusCode).toBe(404);
    for (const m of media) expect((await get(owner, `/api/media/${m.id}`)).statusCode).toBe(404);
    expect(await auditsOf("event", eventId)).toEqual(["create", "update", "delete"]);
  });
});
