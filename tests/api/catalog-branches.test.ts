import { describe, expect, it } from "vitest";
import { bilingual, catalogFixture, expectFieldError, expectStatus, lastAudit } from "./catalog-helpers";

const { c, get, post } = catalogFixture({
  config: {
    qrAppUrl: "https://qr.example.test/",
    ordersAppUrl: "https://orders.example.test",
    tabletAppUrl: "https://tablet.example.test",
  },
});
const base = () => `/api/business/${c.restaurant.id}/branches`;

describe("branch list and read", () => {
  it("lists the business's branches with paging and search", async () => {
    const body = (await get(c.owner, base())).json();
    expect(body).toMatchObject({ total: 2, current_page: 1, last_page: 1 });
    expect(body.data[0]).toMatchObject({ business_id: c.restaurant.id, slug: "gulf-bites-salmiya" });
    expect(body.data[0].locales).toEqual(bilingual("Salmiya", "السالمية"));
    expect(
      (await get(c.owner, `${base()}?q=kuwait`)).json().data.map((b: { slug: string }) => b.slug),
    ).toEqual(["gulf-bites-kuwait-city"]);
    expect((await get(c.owner, `${base()}?q=${encodeURIComponent("السالمية")}`)).json().total).toBe(1);
  });

  it("reads one branch", async () => {
    const id = c.restaurant.branches[1].id;
    expect((await get(c.owner, `${base()}/${id}`)).json().data).toMatchObject({
      id,
      slug: "gulf-bites-kuwait-city",
    });
  });
});

describe("branch create, update and delete", () => {
  it("creates a branch with a generated slug, or the given one", async () => {
    const generated = await post(c.owner, base(), { locales: bilingual("Fahaheel", "الفحيحيل") });
    expect(generated.statusCode).toBe(201);
    expect(generated.json().data.slug).toMatch(/^fahaheel-[0-9a-f]{6}$/);
    const given = await post(c.owner, base(), {
      locales: bilingual("Avenues", "الأفنيوز"),
      slug: "gulf-bites-avenues",
    });
    expect(given.json().data.slug).toBe("gulf-bites-avenues");
    expect(await lastAudit(c.app, "branch", "create")).toMatchObject({
      entity_id: given.json().data.id,
      business_id: c.restaurant.id,
    });
  });

  it("checks the name, the slug format and that the slug is free, in English and Arabic", async () => {
    await expectFieldError(
      c.app,
      c.owner,
      { method: "POST", url: base(), payload: { locales: [{ locale: "en", name: "" }] } },
      "locales.0.name",
      "Name is required",
      "الاسم مطلوب",
    );
    await expectFieldError(
      c.app,
      c.owner,
      {
        method: "POST",
        url: base(),
        payload: { locales: bilingual("Jahra", "الجهراء"), slug: "Jahra Branch!" },
      },
      "slug",
      "Use lowercase letters, digits and dashes only",
      "استخدم الأحرف الإنجليزية الصغيرة والأرقام والشرطات فقط",
    );
    // Slugs are unique across every business: the QR address names the branch alone.
    await expectFieldError(
      c.app,
      c.owner,
      {
        method: "POST",
        url: base(),
        payload: { locales: bilingual("Jabriya", "الجابرية"), slug: "jabriya-cafe-main" },
      },
      "slug",
      "This address is already taken",
      "هذا العنوان مستخدم بالفعل",
    );
  });

  it("updates a branch, keeps its own slug valid, and refuses another's slug", async () => {
    const id = c.restaurant.branches[1].id;
    const before = (await get(c.owner, `${base()}/${id}`)).json().data;
    const updated = await post(c.owner, `${base()}/${id}`, {
      locales: bilingual("Kuwait City Tower", "برج مدينة الكويت"),
      slug: "gulf-bites-kuwait-city",
      updated_at: before.updated_at,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data.locales[0].name).toBe("Kuwait City Tower");
    const audit = await lastAudit(c.app, "branch", "update");
    // Names are recorded as the API answers them, one entry per language, as every declared resource's are.
    expect(JSON.parse(audit!.changes).locales[1]).toEqual(bilingual("Kuwait City Tower", "برج مدينة الكويت"));
    await expectFieldError(
      c.app,
      c.owner,
      { method: "POST", url: `${base()}/${id}`, payload: { slug: "gulf-bites-salmiya" } },
      "slug",
      "This address is already taken",
      "هذا العنوان مستخدم بالفعل",
    );
    expect(
      (await post(c.owner, `${base()}/${id}`, { slug: "x", updated_at: before.updated_at })).statusCode,
    ).toBe(409);
  });

  it("deletes a branch but never the last one", async () => {
    const created = (await post(c.owner, base(), { locales: bilingual("Temporary", "مؤقت") })).json().data;
    const tabletSettings = await post(c.owner, `${base()}/${created.id}/tablet-settings/set`, {
      settings: [{ key: "PassKey", data: "1234" }],
    });
    expect(tabletSettings.statusCode).toBe(200);
    const deleted = await post(c.owner, `${base()}/${created.id}/delete`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().data).toEqual({ id: created.id });
    expect((await get(c.owner, `${base()}/${created.id}`)).statusCode).toBe(404);
    expect(await lastAudit(c.app, "branch", "delete")).toMatchObject({ entity_id: created.id });
    const leftSettings = await c.app.db
      .selectFrom("settings")
      .select("key")
      .where("scope_id", "=", created.id)
      .where("scope", "in", ["branch", "tablet", "mobile"])
      .execute();
    expect(leftSettings).toEqual([]);

    const business = (
      await post(c.owner, "/api/business", {
        locales: bilingual("Lonely Branch Co", "شركة الفرع الوحيد"),
        type: "salon",
      })
    ).json().data;
    const only = business.branches[0].id;
    for (const [locale, message] of [
      ["en", "A business needs at least one branch, so its last branch cannot be deleted"],
      ["ar", "يجب أن يكون للنشاط فرع واحد على الأقل، لذلك لا يمكن حذف آخر فرع"],
    ] as const) {
      const refused = await post(c.owner, `/api/business/${business.id}/branches/${only}/delete`, {}, locale);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().message).toBe(message);
    }
    expect((await get(c.owner, `/api/business/${business.id}/branches/${only}`)).statusCode).toBe(200);
  });
});

describe("branch QR codes", () => {
  it("gives the QR app address of the branch with its image", async () => {
    const branch = c.restaurant.branches[0];
    const response = await get(c.owner, `${base()}/${branch.id}/reference-qr`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.url).toBe(`https://qr.example.test/${branch.slug}`);
    expect(response.json().data.image).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/=]{100,}$/);
  });

  it("makes a one-time, short-lived login for the orders and tablet apps", async () => {
    const branch = c.restaurant.branches[0];
    const response = await get(c.owner, `${base()}/${branch.id}/create-login-qr`);
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data.url).toMatch(/^https:\/\/orders\.example\.test\/login\?token=[\w-]{40,}$/);
    const token = new URL(data.url).searchParams.get("token")!;
    expect(data.tablet_url).toBe(`https://tablet.example.test/login?token=${token}`);
    expect(data.image).toMatch(/^data:image\/png;base64,/);
    const ttl = Date.parse(data.expires_at) - Date.now();
    expect(ttl).toBeGreaterThan(4 * 60_000);
    expect(ttl).toBeLessThanOrEqual(5 * 60_000);
    // The code itself is no session.
    expect((await get(token, "/api/users/info")).statusCode).toBe(401);

    const login = await c.app.inject({ method: "POST", url: "/api/auth/qr-login", payload: { token } });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({
      business_id: c.restaurant.id,
      branch_id: branch.id,
      user: { email: "owner@example.com" },
    });
    expect((await get(login.json().token, "/api/users/info")).statusCode).toBe(200);

    const again = await c.app.inject({
      method: "POST",
      url: "/api/auth/qr-login",
      payload: { token },
      headers: { locale: "ar" },
    });
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toBe("رمز الدخول هذا غير صالح أو مستخدم أو منتهي الصلاحية");
  });

  it("refuses expired and unknown codes", async () => {
    const branch = c.restaurant.branches[0];
    const data = (await get(c.owner, `${base()}/${branch.id}/create-login-qr`)).json().data;
    const token = new URL(data.url).searchParams.get("token")!;
    await c.app.db
      .updateTable("api_tokens")
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where("purpose", "=", "login-qr")
      .where("revoked_at", "is", null)
      .execute();
    const expired = await c.app.inject({ method: "POST", url: "/api/auth/qr-login", payload: { token } });
    expect(expired.statusCode).toBe(401);
    expect(expired.json().message).toBe("This login code is invalid, used or expired");
    expect(
      (await c.app.inject({ method: "POST", url: "/api/auth/qr-login", payload: { token: "nope" } }))
        .statusCode,
    ).toBe(401);
    // A normal session token is not a login code.
    expect(
      (await c.app.inject({ method: "POST", url: "/api/auth/qr-login", payload: { token: c.owner } }))
        .statusCode,
    ).toBe(401);
  });
});

describe("tenancy and permissions", () => {
  const calls = (businessId: number, branchId: number) => [
    { method: "GET" as const, url: `/api/business/${businessId}/branches` },
    { method: "GET" as const, url: `/api/business/${businessId}/branches/${branchId}` },
    {
      method: "POST" as const,
      url: `/api/business/${businessId}/branches`,
      payload: { locales: bilingual("New", "جديد") },
    },
    {
      method: "POST" as const,
      url: `/api/business/${businessId}/branches/${branchId}`,
      payload: { locales: bilingual("New", "جديد") },
    },
    { method: "POST" as const, url: `/api/business/${businessId}/branches/${branchId}/delete` },
    { method: "GET" as const, url: `/api/business/${businessId}/branches/${branchId}/reference-qr` },
    { method: "GET" as const, url: `/api/business/${businessId}/branches/${branchId}/create-login-qr` },
  ];

  it("answers 404 across businesses, both ways, and for a branch of another business", async () => {
    await expectStatus(c.app, c.other, calls(c.restaurant.id, c.restaurant.branches[0].id), 404);
    await expectStatus(c.app, c.owner, calls(c.otherBusiness.id, c.otherBusiness.branches[0].id), 404);
    await expectStatus(
      c.app,
      c.owner,
      calls(c.restaurant.id, c.otherBusiness.branches[0].id).filter((_, i) => i !== 0 && i !== 2),
      404,
    );
  });

  it("answers 403 to members without branch permissions", async () => {
    await expectStatus(c.app, c.bare, calls(c.restaurant.id, c.restaurant.branches[0].id), 403);
    await expectStatus(c.app, c.staff, calls(c.restaurant.id, c.restaurant.branches[0].id), 403);
  });
});
