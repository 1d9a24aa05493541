import { describe, expect, it } from "vitest";
import { bilingual, catalogFixture, expectFieldError, expectStatus, lastAudit } from "./catalog-helpers";

const { c, get, post } = catalogFixture();

describe("GET business/", () => {
  it("lists the user's businesses with branches, menus and paging", async () => {
    const response = await get(c.owner, "/api/business");
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ total: 2, current_page: 1, per_page: 10, last_page: 1 });
    const restaurant = body.data.find((b: { id: number }) => b.id === c.restaurant.id);
    expect(restaurant).toMatchObject({
      type: "restaurant",
      name: "Gulf Bites",
      is_owner: true,
      currency: "KWD",
    });
    expect(restaurant.locales).toEqual(bilingual("Gulf Bites", "لقمة الخليج"));
    expect(restaurant.branches).toHaveLength(2);
    expect(restaurant.menus).toHaveLength(2);
    expect(body.data.some((b: { id: number }) => b.id === c.otherBusiness.id)).toBe(false);
  });

  it("searches by name in either language and pages", async () => {
    expect(
      (await get(c.owner, "/api/business?q=khiran")).json().data.map((b: { type: string }) => b.type),
    ).toEqual(["chalet"]);
    expect(
      (await get(c.owner, "/api/business?q=" + encodeURIComponent("لقمة")))
        .json()
        .data.map((b: { type: string }) => b.type),
    ).toEqual(["restaurant"]);
    const paged = (await get(c.owner, "/api/business?per_page=1&page=2&sort=id")).json();
    expect(paged).toMatchObject({ total: 2, per_page: 1, current_page: 2, last_page: 2 });
    expect(paged.data).toHaveLength(1);
  });

  it("answers the SPEC spelling with a trailing slash too", async () => {
    expect((await get(c.owner, "/api/business/")).json().total).toBe(2);
  });

  it("shows staff only the businesses they belong to, without ownership", async () => {
    const body = (await get(c.staff, "/api/business")).json();
    expect(body.data.map((b: { id: number; is_owner: boolean }) => [b.id, b.is_owner])).toEqual([
      [c.restaurant.id, false],
    ]);
  });
});

describe("GET business/{id}", () => {
  it("answers the business for the edit screen", async () => {
    const response = await get(c.owner, `/api/business/${c.chalet.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ id: c.chalet.id, type: "chalet", name: "Khiran Chalets" });
  });
});

describe("POST business/", () => {
  it("creates a business with its owner membership, a first branch and a default menu", async () => {
    const response = await post(c.owner, "/api/business/", {
      locales: bilingual("Salmiya Salon", "صالون السالمية"),
      type: "salon",
    });
    expect(response.statusCode).toBe(201);
    const created = response.json().data;
    expect(created).toMatchObject({ type: "salon", name: "Salmiya Salon", is_owner: true, media: null });
    expect(created.branches).toHaveLength(1);
    expect(created.menus).toHaveLength(1);
    const membership = await c.app.db
      .selectFrom("business_users")
      .selectAll()
      .where("business_id", "=", created.id)
      .execute();
    expect(membership).toMatchObject([{ role: "owner" }]);
    expect(await lastAudit(c.app, "business", "create")).toMatchObject({
      entity_id: created.id,
      business_id: created.id,
    });
    expect((await get(c.owner, "/api/business")).json().total).toBe(3);
  });

  it("takes a logo uploaded by the user", async () => {
    const now = new Date().toISOString();
    const media = await c.app.db
      .insertInto("media")
      .values({
        business_id: c.restaurant.id,
        type: "image/png",
        src: "/media/1/logo.png",
        created_at: now,
        updated_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const response = await post(c.owner, "/api/business", {
      locales: bilingual("Logo Kitchen", "مطبخ الشعار"),
      type: "restaurant",
      logo_media_id: media.id,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data.media).toEqual({ id: media.id, src: "/media/1/logo.png" });
  });

  it("requires a name, a known type and a usable logo, in English and Arabic", async () => {
    await expectFieldError(
      c.app,
      c.owner,
      {
        method: "POST",
        url: "/api/business",
        payload: { locales: [{ locale: "en", name: "" }], type: "restaurant" },
      },
      "locales.0.name",
      "Name is required",
      "الاسم مطلوب",
    );
    await expectFieldError(
      c.app,
      c.owner,
      { method: "POST", url: "/api/business", payload: { locales: bilingual("Nice Place", "مكان") } },
      "type",
      "This field is required",
      "هذا الحقل مطلوب",
    );
    const logo = await c.app.db
      .selectFrom("media")
      .select("id")
      .where("business_id", "=", c.otherBusiness.id)
      .executeTakeFirst();
    if (logo) {
      await expectFieldError(
        c.app,
        c.owner,
        {
          method: "POST",
          url: "/api/business",
          payload: { locales: bilingual("Nice Place", "مكان"), type: "restaurant", logo_media_id: logo.id },
        },
        "logo_media_id",
        "The chosen picture was not found",
        "الصورة المختارة غير موجودة",
      );
    }
  });
});

describe("POST business/{id}", () => {
  it("updates names and type, records the change, and refuses a stale write", async () => {
    const before = (await get(c.owner, `/api/business/${c.chalet.id}`)).json().data;
    const response = await post(c.owner, `/api/business/${c.chalet.id}`, {
      locales: bilingual("Khiran Chalets & Villas", "شاليهات وفلل الخيران"),
      updated_at: before.updated_at,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.name).toBe("Khiran Chalets & Villas");
    const audit = await lastAudit(c.app, "business", "update");
    expect(JSON.parse(audit!.changes).name).toEqual(["Khiran Chalets", "Khiran Chalets & Villas"]);
    const stale = await post(c.owner, `/api/business/${c.chalet.id}`, {
      locales: bilingual("Other", "آخر"),
      updated_at: before.updated_at,
    });
    expect(stale.statusCode).toBe(409);
    expect((await get(c.owner, `/api/business/${c.chalet.id}`)).json().data.name).toBe(
      "Khiran Chalets & Villas",
    );
  });

  it("requires a name in the first locale", async () => {
    await expectFieldError(
      c.app,
      c.owner,
      {
        method: "POST",
        url: `/api/business/${c.chalet.id}`,
        payload: { locales: [{ locale: "en", name: " " }] },
      },
      "locales.0.name",
      "Name is required",
      "الاسم مطلوب",
    );
  });
});

describe("POST business/{id}/delete", () => {
  it("deletes the business and everything in it, for its owner only", async () => {
    const created = (
      await post(c.owner, "/api/business", { locales: bilingual("Short Lived", "مؤقت"), type: "restaurant" })
    ).json().data;
    const category = await post(c.owner, `/api/business/${created.id}/categories`, {
      locales: bilingual("Soups", "شوربات"),
    });
    await post(c.owner, `/api/business/${created.id}/items`, {
      locales: bilingual("Lentil Soup", "شوربة عدس"),
      category_id: category.json().data.id,
      prices: [{ price: 1 }],
    });
    const response = await post(c.owner, `/api/business/${created.id}/delete`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ id: created.id });
    expect(
      await c.app.db.selectFrom("businesses").select("id").where("id", "=", created.id).executeTakeFirst(),
    ).toBeUndefined();
    expect(
      await c.app.db.selectFrom("items").select("id").where("business_id", "=", created.id).execute(),
    ).toEqual([]);
    expect(
      await c.app.db.selectFrom("branches").select("id").where("business_id", "=", created.id).execute(),
    ).toEqual([]);
    expect(await lastAudit(c.app, "business", "delete")).toMatchObject({
      entity_id: created.id,
      business_id: null,
    });
    expect((await get(c.owner, `/api/business/${created.id}`)).statusCode).toBe(404);
  });
});

describe("tenancy and permissions", () => {
  const calls = (id: number) => [
    { method: "GET" as const, url: `/api/business/${id}` },
    { method: "POST" as const, url: `/api/business/${id}`, payload: { locales: bilingual("X", "س") } },
    { method: "POST" as const, url: `/api/business/${id}/delete` },
  ];

  it("answers 404 for another owner's business, both ways", async () => {
    await expectStatus(c.app, c.other, calls(c.restaurant.id), 404);
    await expectStatus(c.app, c.owner, calls(c.otherBusiness.id), 404);
    await expectStatus(c.app, c.staff, calls(c.chalet.id), 404);
  });

  it("answers 403 to members without the business permission; only the owner deletes", async () => {
    await expectStatus(c.app, c.bare, calls(c.restaurant.id), 403);
    await expectStatus(c.app, c.staff, calls(c.restaurant.id), 403);
    expect((await get(c.owner, `/api/business/${c.restaurant.id}`)).statusCode).toBe(200);
  });

  it("needs a session", async () => {
    expect((await c.app.inject({ method: "GET", url: "/api/business" })).statusCode).toBe(401);
  });
});

describe("deleting a seeded business", () => {
  it("takes its menus, orders, media and the rest along (runs last: it removes the other owner's business)", async () => {
    const id = c.otherBusiness.id;
    const response = await post(c.other, `/api/business/${id}/delete`);
    expect(response.statusCode, response.body).toBe(200);
    expect(
      await c.app.db.selectFrom("categories").select("id").where("business_id", "=", id).execute(),
    ).toEqual([]);
    expect(await c.app.db.selectFrom("media").select("id").where("business_id", "=", id).execute()).toEqual(
      [],
    );
    expect((await get(c.other, "/api/business")).json().total).toBe(0);
  });
});
