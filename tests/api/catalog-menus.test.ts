import { describe, expect, it } from "vitest";
import {
  bilingual,
  catalogFixture,
  countQueries,
  expectFieldError,
  expectStatus,
  lastAudit,
} from "./catalog-helpers";

const { c, get, post } = catalogFixture();
const base = () => `/api/business/${c.restaurant.id}/menus`;

interface EditorCategory {
  id: number;
  parent_id: number | null;
  sort: number;
  locales: { name: string }[];
  items: { id: number; sort: number }[];
  children_nested: EditorCategory[];
}

describe("GET menu/{menuId}", () => {
  it("answers the whole menu: categories in order with nested subcategories, items and their rows", async () => {
    const response = await get(c.owner, `/api/menu/${c.restaurant.menus[0].id}`);
    expect(response.statusCode).toBe(200);
    const menu = response.json().data;
    expect(menu).toMatchObject({
      id: c.restaurant.menus[0].id,
      business_id: c.restaurant.id,
      type: "normal",
    });
    expect(menu.locales).toEqual(bilingual("Main Menu", "القائمة الرئيسية"));
    expect(menu.categories.map((cat: EditorCategory) => cat.locales[0].name)).toEqual([
      "Appetizers",
      "Main Dishes",
      "Desserts",
      "Beverages",
    ]);
    const appetizers: EditorCategory = menu.categories[0];
    expect(appetizers.parent_id).toBeNull();
    expect(appetizers.children_nested.map((sub) => sub.locales[0].name)).toEqual(["Cold Mezze", "Hot Mezze"]);
    expect(appetizers.children_nested.every((sub) => sub.parent_id === appetizers.id)).toBe(true);
    const cold = appetizers.children_nested[0];
    expect(cold.items.map((i) => i.sort)).toEqual([0, 1, 2, 3]);
    const hummus = cold.items[0] as unknown as Record<string, unknown>;
    expect(hummus).toMatchObject({
      hide: false,
      disable_ordering: false,
      itemable: null,
      prices: [{ price: 1.25, sort: 0 }],
    });
    expect(hummus.addons).toMatchObject([{ price: 0.25, locales: bilingual("Extra bread", "خبز إضافي") }]);
    expect(Object.keys(hummus).sort()).toEqual(
      [
        "addons",
        "business_id",
        "category_id",
        "created_at",
        "disable_ordering",
        "discounts",
        "hide",
        "holidays",
        "id",
        "itemable",
        "locales",
        "media",
        "prices",
        "sold_out",
        "sort",
        "updated_at",
      ].sort(),
    );
    const desserts = menu.categories[2];
    expect(desserts.settings).toEqual([
      { key: "items_images_dimensions", data: "Portrait" },
      { key: "items_images_fitting", data: "Filled" },
    ]);
    expect(appetizers.children_nested[0]).toHaveProperty("settings", [
      { key: "items_images_dimensions", data: "Squared" },
      { key: "items_images_fitting", data: "Cropped" },
    ]);
    const kunafa = desserts.items[0];
    expect(kunafa.discounts).toMatchObject([
      { type: "percentage", amount: 10, business_id: c.restaurant.id },
    ]);
  });

  it("gives chalet listings their details, labelled prices, media and holiday prices", async () => {
    const menu = (await get(c.owner, `/api/menu/${c.chalet.menus[0].id}`)).json().data;
    const listing = menu.categories[0].items[0];
    expect(listing.itemable).toMatchObject({
      units: 2,
      unit_names: ["Sea Breeze A", "Sea Breeze B"],
      bedrooms: 4,
      frontage: "sea_view",
      address: { en: "Khiran Resort, Block 3, Street 12", ar: "منتجع الخيران، قطعة 3، شارع 12" },
      insurance: 100,
      latitude: 28.6406,
      longitude: 48.3717,
    });
    expect(listing.prices.map((p: { locales: { name: string }[] }) => p.locales[0].name)).toEqual([
      "Weekdays",
      "Weekend",
      "FullWeek",
    ]);
    expect(listing.holidays).toHaveLength(3);
    expect(listing.holidays[0]).toEqual({ id: expect.any(Number), price: 270 });
    const sorts = listing.media.map((m: { sort: number }) => m.sort);
    expect(sorts).toEqual([...sorts].sort((a: number, b: number) => a - b));
  });

  it("nests subcategories several levels deep", async () => {
    const menu = (await post(c.owner, base(), { locales: bilingual("Deep Menu", "قائمة عميقة") })).json()
      .data;
    const cats = `/api/business/${c.restaurant.id}/categories`;
    const top = (await post(c.owner, cats, { locales: bilingual("Top", "أعلى"), menu_id: menu.id })).json()
      .data;
    const middle = (
      await post(c.owner, cats, { locales: bilingual("Middle", "وسط"), parent_id: top.id })
    ).json().data;
    const bottom = (
      await post(c.owner, cats, { locales: bilingual("Bottom", "أسفل"), parent_id: middle.id })
    ).json().data;
    await post(c.owner, `/api/business/${c.restaurant.id}/items`, {
      locales: bilingual("Deep Dish", "طبق عميق"),
      category_id: bottom.id,
      prices: [{ price: 2 }],
    });
    const editor = (await get(c.owner, `/api/menu/${menu.id}`)).json().data;
    expect(editor.categories).toHaveLength(1);
    const deepest = editor.categories[0].children_nested[0].children_nested[0];
    expect(deepest).toMatchObject({ id: bottom.id, parent_id: middle.id, children_nested: [] });
    expect(deepest.items[0]).toMatchObject({
      locales: bilingual("Deep Dish", "طبق عميق"),
      prices: [{ price: 2 }],
    });
  });

  it("runs the same number of queries for 5 items as for 200", async () => {
    async function menuWith(items: number): Promise<number> {
      const menu = (
        await post(c.owner, base(), { locales: bilingual(`Size ${items}`, `حجم ${items}`) })
      ).json().data;
      const now = new Date().toISOString();
      const categoryIds: number[] = [];
      for (let i = 0; i < 4; i++) {
        const row = await c.app.db
          .insertInto("categories")
          .values({
            business_id: c.restaurant.id,
            menu_id: menu.id,
            parent_id: categoryIds[0] ?? null,
            locales: "[]",
            sort: i,
            created_at: now,
            updated_at: now,
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        categoryIds.push(row.id);
      }
      for (let i = 0; i < items; i++) {
        const item = await c.app.db
          .insertInto("items")
          .values({
            business_id: c.restaurant.id,
            category_id: categoryIds[i % 4],
            locales: '[{"locale":"en","name":"Dish"}]',
            sort: i,
            created_at: now,
            updated_at: now,
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        await c.app.db.insertInto("prices").values({ item_id: item.id, amount: 1000, sort: 0 }).execute();
        await c.app.db.insertInto("addons").values({ item_id: item.id, amount: 250, sort: 0 }).execute();
        await c.app.db
          .insertInto("media")
          .values({
            business_id: c.restaurant.id,
            mediable_type: "Item",
            mediable_id: item.id,
            type: "image/jpeg",
            src: `/media/x/${item.id}.jpg`,
            sort: 0,
            created_at: now,
            updated_at: now,
          })
          .execute();
      }
      return menu.id;
    }
    const small = await menuWith(5);
    const large = await menuWith(200);
    const counter = countQueries(c.app);
    try {
      const smallResponse = await get(c.owner, `/api/menu/${small}`);
      const smallCount = counter.count;
      counter.reset();
      const largeResponse = await get(c.owner, `/api/menu/${large}`);
      const largeCount = counter.count;
      expect(smallResponse.statusCode).toBe(200);
      const count = (cats: EditorCategory[]): number =>
        cats.reduce((n, cat) => n + cat.items.length + count(cat.children_nested), 0);
      expect(count(largeResponse.json().data.categories)).toBe(200);
      expect(largeCount).toBe(smallCount);
      expect(largeCount).toBeLessThanOrEqual(16);
    } finally {
      counter.restore();
    }
  });
});

describe("menus", () => {
  it("lists, searches and reads the business's menus", async () => {
    const body = (await get(c.owner, `${base()}?sort=id`)).json();
    expect(body.data.slice(0, 2).map((m: { locales: { name: string }[] }) => m.locales[0].name)).toEqual([
      "Main Menu",
      "Breakfast Menu",
    ]);
    expect((await get(c.owner, `${base()}/?q=breakfast`)).json().data).toHaveLength(1);
    const one = (await get(c.owner, `${base()}/${c.restaurant.menus[1].id}`)).json().data;
    expect(one).toMatchObject({ id: c.restaurant.menus[1].id, business_id: c.restaurant.id, type: "normal" });
  });

  it("creates (POST business/{businessId}/menus), updates with 409 on stale writes, and audits", async () => {
    const created = await post(c.owner, base(), {
      locales: bilingual("Ramadan Menu", "قائمة رمضان"),
      type: "subscription",
    });
    expect(created.statusCode).toBe(201);
    const menu = created.json().data;
    expect(menu).toMatchObject({ type: "subscription", locales: bilingual("Ramadan Menu", "قائمة رمضان") });
    expect(await lastAudit(c.app, "menu", "create")).toMatchObject({ entity_id: menu.id });
    const updated = await post(c.owner, `${base()}/${menu.id}`, {
      type: "normal",
      updated_at: menu.updated_at,
    });
    expect(updated.json().data.type).toBe("normal");
    expect(JSON.parse((await lastAudit(c.app, "menu", "update"))!.changes).type).toEqual([
      "subscription",
      "normal",
    ]);
    expect(
      (await post(c.owner, `${base()}/${menu.id}`, { type: "subscription", updated_at: menu.updated_at }))
        .statusCode,
    ).toBe(409);
  });

  it("checks the name and the type, in English and Arabic", async () => {
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
      { method: "POST", url: base(), payload: { locales: bilingual("Menu", "قائمة"), type: "weekly" } },
      "type",
      "Choose one of the allowed values",
      "اختر إحدى القيم المسموح بها",
    );
  });

  it("deletes a menu with its categories and items, but never the last one", async () => {
    const menu = (await post(c.owner, base(), { locales: bilingual("Old Menu", "قائمة قديمة") })).json().data;
    const category = (
      await post(c.owner, `/api/business/${c.restaurant.id}/categories`, {
        locales: bilingual("Old", "قديم"),
        menu_id: menu.id,
      })
    ).json().data;
    await post(c.owner, `/api/business/${c.restaurant.id}/items`, {
      locales: bilingual("Old Dish", "طبق قديم"),
      category_id: category.id,
    });
    const deleted = await post(c.owner, `${base()}/${menu.id}/delete`);
    expect(deleted.statusCode).toBe(200);
    expect(
      await c.app.db.selectFrom("categories").select("id").where("menu_id", "=", menu.id).execute(),
    ).toEqual([]);
    expect(
      await c.app.db.selectFrom("items").select("id").where("category_id", "=", category.id).execute(),
    ).toEqual([]);
    expect(await lastAudit(c.app, "menu", "delete")).toMatchObject({ entity_id: menu.id });
    expect((await get(c.owner, `/api/menu/${menu.id}`)).statusCode).toBe(404);

    const only = c.chalet.menus[0].id;
    const refused = await post(c.owner, `/api/business/${c.chalet.id}/menus/${only}/delete`, {}, "ar");
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(
      "يجب أن يكون للنشاط قائمة واحدة على الأقل، لذلك لا يمكن حذف آخر قائمة",
    );
  });
});

describe("tenancy and permissions", () => {
  const calls = (businessId: number, menuId: number) => [
    { method: "GET" as const, url: `/api/business/${businessId}/menus` },
    { method: "GET" as const, url: `/api/business/${businessId}/menus/${menuId}` },
    {
      method: "POST" as const,
      url: `/api/business/${businessId}/menus`,
      payload: { locales: bilingual("M", "م") },
    },
    {
      method: "POST" as const,
      url: `/api/business/${businessId}/menus/${menuId}`,
      payload: { type: "normal" },
    },
    { method: "POST" as const, url: `/api/business/${businessId}/menus/${menuId}/delete` },
  ];

  it("answers 404 across businesses, both ways", async () => {
    await expectStatus(
      c.app,
      c.other,
      [
        ...calls(c.restaurant.id, c.restaurant.menus[0].id),
        { method: "GET", url: `/api/menu/${c.restaurant.menus[0].id}` },
      ],
      404,
    );
    await expectStatus(
      c.app,
      c.owner,
      [
        ...calls(c.otherBusiness.id, c.otherBusiness.menus[0].id),
        { method: "GET", url: `/api/menu/${c.otherBusiness.menus[0].id}` },
      ],
      404,
    );
    await expectStatus(c.app, c.owner, [{ method: "GET", url: "/api/menu/999999" }], 404);
  });

  it("answers 403 without menus permissions; the editor payload needs menu.read or menus.read", async () => {
    await expectStatus(
      c.app,
      c.bare,
      [
        ...calls(c.restaurant.id, c.restaurant.menus[0].id),
        { method: "GET", url: `/api/menu/${c.restaurant.menus[0].id}` },
      ],
      403,
    );
    await expectStatus(c.app, c.staff, calls(c.restaurant.id, c.restaurant.menus[0].id), 403);
    // The demo staff member holds menu.read only.
    expect((await get(c.staff, `/api/menu/${c.restaurant.menus[0].id}`)).statusCode).toBe(200);
  });
});
