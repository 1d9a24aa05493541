import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  auditCount,
  bilingual,
  catalogFixture,
  expectFieldError,
  expectStatus,
  lastAudit,
} from "./catalog-helpers";

const { c, get, post } = catalogFixture();
const base = () => `/api/business/${c.restaurant.id}/categories`;
const create = async (payload: object) => {
  const response = await post(c.owner, base(), payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
};
const categoryNamed = (name: string) =>
  c.app.db
    .selectFrom("categories")
    .selectAll()
    .where("search", "like", `${name.toLowerCase()}%`)
    .where("business_id", "=", c.restaurant.id)
    .executeTakeFirstOrThrow();

describe("category list and read", () => {
  it("lists in sort order with paging, search and menu/parent filters", async () => {
    const all = (await get(c.owner, `${base()}?per_page=100`)).json();
    expect(all.total).toBe(12);
    const top = (await get(c.owner, `${base()}?menu_id=${c.restaurant.menus[0].id}&parent_id=0`)).json();
    expect(top.data.map((x: { locales: { name: string }[] }) => x.locales[0].name)).toEqual([
      "Appetizers",
      "Main Dishes",
      "Desserts",
      "Beverages",
    ]);
    const appetizers = top.data[0];
    const children = (await get(c.owner, `${base()}?parent_id=${appetizers.id}`)).json();
    expect(children.data.map((x: { locales: { name: string }[] }) => x.locales[0].name)).toEqual([
      "Cold Mezze",
      "Hot Mezze",
    ]);
    expect((await get(c.owner, `${base()}?q=${encodeURIComponent("حلويات")}`)).json().total).toBe(1);
    const paged = (await get(c.owner, `${base()}?per_page=5&page=3`)).json();
    expect(paged).toMatchObject({ total: 12, per_page: 5, current_page: 3, last_page: 3 });
    expect(paged.data).toHaveLength(2);
  });

  it("reads one category with its picture and settings (defaults filled in)", async () => {
    const beverages = await categoryNamed("beverages");
    const data = (await get(c.owner, `${base()}/${beverages.id}`)).json().data;
    expect(data).toMatchObject({ id: beverages.id, menu_id: c.restaurant.menus[0].id, parent_id: null });
    expect(data.settings).toEqual([
      { key: "items_images_dimensions", data: "Landscape" },
      { key: "items_images_fitting", data: "Cropped" },
    ]);
    // Staff with categories.read may read.
    expect((await get(c.staff, `${base()}/${beverages.id}`)).statusCode).toBe(200);
  });
});

describe("category create", () => {
  it("appends a category last in its menu, or under a parent in the parent's menu", async () => {
    const salads = await create({
      locales: bilingual("Salads", "السلطات"),
      menu_id: c.restaurant.menus[0].id,
    });
    expect(salads).toMatchObject({
      parent_id: null,
      menu_id: c.restaurant.menus[0].id,
      sort: 4,
      media: null,
    });
    const warm = await create({ locales: bilingual("Warm Salads", "سلطات دافئة"), parent_id: salads.id });
    expect(warm).toMatchObject({ parent_id: salads.id, menu_id: c.restaurant.menus[0].id, sort: 0 });
    const second = await create({ locales: bilingual("Cold Salads", "سلطات باردة"), parent_id: salads.id });
    expect(second.sort).toBe(1);
    expect(await lastAudit(c.app, "category", "create")).toMatchObject({
      entity_id: second.id,
      business_id: c.restaurant.id,
    });
  });

  it("takes a picture of the business", async () => {
    const now = new Date().toISOString();
    const media = await c.app.db
      .insertInto("media")
      .values({
        business_id: c.restaurant.id,
        mediable_type: "Category",
        type: "image/jpeg",
        src: "/media/1/soups.jpg",
        created_at: now,
        updated_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const soups = await create({ locales: bilingual("Soups", "الشوربات"), media_id: media.id });
    expect(soups.media).toEqual({ id: media.id, src: "/media/1/soups.jpg" });
    expect(soups.menu_id).toBe(c.restaurant.menus[0].id);
  });

  it("checks the name, the menu, the parent and the picture, in English and Arabic", async () => {
    const otherMenu = c.otherBusiness.menus[0].id;
    const otherCategory = await c.app.db
      .selectFrom("categories")
      .select("id")
      .where("business_id", "=", c.otherBusiness.id)
      .executeTakeFirstOrThrow();
    const otherMedia = await c.app.db
      .selectFrom("media")
      .select("id")
      .where("business_id", "=", c.chalet.id)
      .executeTakeFirst();
    await expectFieldError(
      c.app,
      c.owner,
      {
        method: "POST",
        url: base(),
        payload: {
          locales: [
            { locale: "en", name: "" },
            { locale: "ar", name: "اسم" },
          ],
        },
      },
      "locales.0.name",
      "Name is required",
      "الاسم مطلوب",
    );
    await expectFieldError(
      c.app,
      c.owner,
      { method: "POST", url: base(), payload: { locales: bilingual("X", "س"), menu_id: otherMenu } },
      "menu_id",
      "The chosen menu was not found",
      "القائمة المختارة غير موجودة",
    );
    await expectFieldError(
      c.app,
      c.owner,
      { method: "POST", url: base(), payload: { locales: bilingual("X", "س"), parent_id: otherCategory.id } },
      "parent_id",
      "The chosen parent category was not found",
      "الفئة الرئيسية المختارة غير موجودة",
    );
    const breakfastPlates = await categoryNamed("breakfast plates");
    await expectFieldError(
      c.app,
      c.owner,
      {
        method: "POST",
        url: base(),
        payload: {
          locales: bilingual("X", "س"),
          parent_id: breakfastPlates.id,
          menu_id: c.restaurant.menus[0].id,
        },
      },
      "parent_id",
      "The parent category belongs to another menu",
      "الفئة الرئيسية تتبع قائمة أخرى",
    );
    if (otherMedia) {
      await expectFieldError(
        c.app,
        c.owner,
        { method: "POST", url: base(), payload: { locales: bilingual("X", "س"), media_id: otherMedia.id } },
        "media_id",
        "The chosen picture was not found",
        "الصورة المختارة غير موجودة",
      );
    }
  });
});

describe("category update", () => {
  it("updates names, refuses a stale updated_at with 409 and writes nothing", async () => {
    const desserts = await categoryNamed("desserts");
    const updated = await post(c.owner, `${base()}/${desserts.id}`, {
      locales: bilingual("Sweets", "الحلو"),
      updated_at: desserts.updated_at,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data.locales).toEqual(bilingual("Sweets", "الحلو"));
    expect(updated.json().data.updated_at).not.toBe(desserts.updated_at);
    expect(JSON.parse((await lastAudit(c.app, "category", "update"))!.changes).locales).toBeDefined();
    const audits = await auditCount(c.app);
    const stale = await post(
      c.owner,
      `${base()}/${desserts.id}`,
      { locales: bilingual("Cakes", "كيك"), updated_at: desserts.updated_at },
      "ar",
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe("قام شخص آخر بتعديل هذا السجل. أعد تحميله وحاول مرة أخرى.");
    expect((await get(c.owner, `${base()}/${desserts.id}`)).json().data.locales[0].name).toBe("Sweets");
    expect(await auditCount(c.app)).toBe(audits);
  });

  it("moves a category under another parent and refuses a parent inside itself", async () => {
    const appetizers = await categoryNamed("appetizers");
    const cold = await categoryNamed("cold mezze");
    const grills = await categoryNamed("grills");
    const moved = await post(c.owner, `${base()}/${grills.id}`, { parent_id: appetizers.id });
    expect(moved.json().data).toMatchObject({ parent_id: appetizers.id, sort: 2 });
    await expectFieldError(
      c.app,
      c.owner,
      { method: "POST", url: `${base()}/${appetizers.id}`, payload: { parent_id: cold.id } },
      "parent_id",
      "A category cannot be placed inside itself or its subcategories",
      "لا يمكن وضع الفئة داخل نفسها أو داخل فئاتها الفرعية",
    );
    await expectFieldError(
      c.app,
      c.owner,
      { method: "POST", url: `${base()}/${appetizers.id}`, payload: { parent_id: appetizers.id } },
      "parent_id",
      "A category cannot be placed inside itself or its subcategories",
      "لا يمكن وضع الفئة داخل نفسها أو داخل فئاتها الفرعية",
    );
  });

  it("moving a category to another menu takes its subcategories along", async () => {
    const beverages = await categoryNamed("beverages");
    const response = await post(c.owner, `${base()}/${beverages.id}`, {
      menu_id: c.restaurant.menus[1].id,
      parent_id: null,
    });
    expect(response.json().data.menu_id).toBe(c.restaurant.menus[1].id);
    const children = await c.app.db
      .selectFrom("categories")
      .select("menu_id")
      .where("parent_id", "=", beverages.id)
      .execute();
    expect(children.length).toBe(2);
    expect(children.every((child) => child.menu_id === c.restaurant.menus[1].id)).toBe(true);
  });
});

describe("category sort", () => {
  it("saves the order in one call and keeps it after a reload", async () => {
    const top = (
      await get(c.owner, `${base()}?menu_id=${c.restaurant.menus[0].id}&parent_id=0&per_page=100`)
    ).json().data;
    const reversed = top.map((x: { id: number }) => x.id).reverse();
    const response = await post(c.owner, `${base()}/sort`, { sortedIds: reversed });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.map((x: { id: number; sort: number }) => [x.id, x.sort])).toEqual(
      reversed.map((id: number, i: number) => [id, i]),
    );
    const reloaded = (await get(c.owner, `/api/menu/${c.restaurant.menus[0].id}`))
      .json()
      .data.categories.map((x: { id: number }) => x.id);
    expect(reloaded).toEqual(reversed);
    expect(await lastAudit(c.app, "category", "sort")).toMatchObject({ business_id: c.restaurant.id });
  });

  it("places dragged categories under a parent", async () => {
    const mains = await categoryNamed("main dishes");
    const rice = await categoryNamed("rice dishes");
    const soups = await categoryNamed("soups");
    const response = await post(c.owner, `${base()}/sort`, {
      sortedIds: [soups.id, rice.id],
      parent_id: mains.id,
    });
    expect(response.json().data).toEqual([
      { id: soups.id, parent_id: mains.id, menu_id: c.restaurant.menus[0].id, sort: 0 },
      { id: rice.id, parent_id: mains.id, menu_id: c.restaurant.menus[0].id, sort: 1 },
    ]);
  });

  it("refuses ids of another business, unknown ids and a parent inside the moved categories", async () => {
    const otherCategory = await c.app.db
      .selectFrom("categories")
      .select("id")
      .where("business_id", "=", c.otherBusiness.id)
      .executeTakeFirstOrThrow();
    const mains = await categoryNamed("main dishes");
    const rice = await categoryNamed("rice dishes");
    const before = await c.app.db
      .selectFrom("categories")
      .select(["id", "sort"])
      .where("id", "=", mains.id)
      .executeTakeFirstOrThrow();
    await expectFieldError(
      c.app,
      c.owner,
      { method: "POST", url: `${base()}/sort`, payload: { sortedIds: [otherCategory.id, mains.id] } },
      "sortedIds",
      "Some of the records to sort were not found",
      "بعض السجلات المطلوب ترتيبها غير موجودة",
    );
    await expectFieldError(
      c.app,
      c.owner,
      { method: "POST", url: `${base()}/sort`, payload: { sortedIds: [mains.id], parent_id: rice.id } },
      "parent_id",
      "A category cannot be placed inside itself or its subcategories",
      "لا يمكن وضع الفئة داخل نفسها أو داخل فئاتها الفرعية",
    );
    expect(
      await c.app.db
        .selectFrom("categories")
        .select(["id", "sort"])
        .where("id", "=", mains.id)
        .executeTakeFirstOrThrow(),
    ).toEqual(before);
  });
});

describe("category settings", () => {
  it("saves allowed values, drops empty ones back to the default, and audits", async () => {
    const cold = await categoryNamed("cold mezze");
    const url = `${base()}/${cold.id}/settings/set`;
    const saved = await post(c.owner, url, {
      settings: [
        { key: "items_images_dimensions", data: "Portrait" },
        { key: "items_images_fitting", data: "Filled" },
      ],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toEqual([
      { key: "items_images_dimensions", data: "Portrait" },
      { key: "items_images_fitting", data: "Filled" },
    ]);
    const cleared = await post(c.owner, url, { settings: [{ key: "items_images_fitting", data: "" }] });
    expect(cleared.json().data).toEqual([
      { key: "items_images_dimensions", data: "Portrait" },
      { key: "items_images_fitting", data: "Cropped" },
    ]);
    expect((await get(c.owner, `${base()}/${cold.id}`)).json().data.settings[0]).toEqual({
      key: "items_images_dimensions",
      data: "Portrait",
    });
    expect(await lastAudit(c.app, "category_settings", "set")).toMatchObject({ entity_id: cold.id });
  });

  it("refuses unknown keys and values outside the allowed list", async () => {
    const cold = await categoryNamed("cold mezze");
    const url = `${base()}/${cold.id}/settings/set`;
    await expectFieldError(
      c.app,
      c.owner,
      { method: "POST", url, payload: { settings: [{ key: "colour", data: "red" }] } },
      "settings.0.key",
      "Unknown setting",
      "إعداد غير معروف",
    );
    await expectFieldError(
      c.app,
      c.owner,
      { method: "POST", url, payload: { settings: [{ key: "items_images_fitting", data: "Stretched" }] } },
      "settings.0.data",
      "Choose one of the allowed values",
      "اختر إحدى القيم المسموح بها",
    );
  });
});

describe("category delete", () => {
  it("deletes the category with its subcategories and their items in one go", async () => {
    const appetizers = await categoryNamed("appetizers");
    const subtree = (
      await c.app.db.selectFrom("categories").select("id").where("parent_id", "=", appetizers.id).execute()
    ).map((x) => x.id);
    expect(subtree.length).toBeGreaterThan(1);
    const itemIds = (
      await c.app.db.selectFrom("items").select("id").where("category_id", "in", subtree).execute()
    ).map((x) => x.id);
    expect(itemIds.length).toBeGreaterThan(4);
    const response = await post(c.owner, `${base()}/${appetizers.id}/delete`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ id: appetizers.id });
    expect(
      await c.app.db
        .selectFrom("categories")
        .select("id")
        .where("id", "in", [appetizers.id, ...subtree])
        .execute(),
    ).toEqual([]);
    expect(await c.app.db.selectFrom("items").select("id").where("id", "in", itemIds).execute()).toEqual([]);
    expect(
      await c.app.db.selectFrom("prices").select("id").where("item_id", "in", itemIds).execute(),
    ).toEqual([]);
    expect(
      await c.app.db
        .selectFrom("media")
        .select("id")
        .where("mediable_type", "=", "Item")
        .where("mediable_id", "in", itemIds)
        .execute(),
    ).toEqual([]);
    const audit = await lastAudit(c.app, "category", "delete");
    expect(JSON.parse(audit!.changes).before.item_ids.sort()).toEqual([...itemIds].sort());
    expect((await get(c.owner, `${base()}/${appetizers.id}`)).statusCode).toBe(404);
  });
});

describe("category bulk delete", () => {
  it("deletes a category and its own subcategory named in one call, all or nothing", async () => {
    const top = await create({
      locales: bilingual("Bulk Top", "أعلى جماعي"),
      menu_id: c.restaurant.menus[0].id,
    });
    const sub = await create({ locales: bilingual("Bulk Sub", "فرعي جماعي"), parent_id: top.id });
    const deep = await create({ locales: bilingual("Bulk Deep", "عميق جماعي"), parent_id: sub.id });
    const answer = await post(c.owner, `${base()}/delete`, { ids: [top.id, sub.id] });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data.ids).toEqual([top.id, sub.id]);
    expect(
      await c.app.db
        .selectFrom("categories")
        .select("id")
        .where("id", "in", [top.id, sub.id, deep.id])
        .execute(),
    ).toEqual([]);
    const audit = await lastAudit(c.app, "category", "delete");
    expect(audit).toMatchObject({ entity_id: top.id });
    expect(JSON.parse(audit!.changes).before.subcategory_ids.sort()).toEqual([sub.id, deep.id].sort());
  });
});

describe("category delete and its files", () => {
  it("deletes a category even when a file of its items' media cannot be removed (left behind)", async () => {
    const category = await create({
      locales: bilingual("Stuck Files", "ملفات عالقة"),
      menu_id: c.restaurant.menus[0].id,
    });
    const item = (
      await post(c.owner, `/api/business/${c.restaurant.id}/items`, {
        locales: bilingual("Stuck", "عالق"),
        category_id: category.id,
      })
    ).json().data;
    // A folder where the file should be: the storage refuses to remove it.
    const folder = `${c.restaurant.id}/not-a-file`;
    fs.mkdirSync(path.join(c.app.config.mediaDir, folder), { recursive: true });
    const now = new Date().toISOString();
    await c.app.db
      .insertInto("media")
      .values({
        business_id: c.restaurant.id,
        mediable_type: "Item",
        mediable_id: item.id,
        type: "image/jpeg",
        src: `/media/${folder}`,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const deleted = await post(c.owner, `${base()}/${category.id}/delete`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(
      await c.app.db
        .selectFrom("media")
        .select("id")
        .where("mediable_type", "=", "Item")
        .where("mediable_id", "=", item.id)
        .execute(),
    ).toEqual([]);
    expect((await get(c.owner, `${base()}/${category.id}`)).statusCode).toBe(404);
  });
});

describe("tenancy and permissions", () => {
  const calls = (businessId: number, id: number) => [
    { method: "GET" as const, url: `/api/business/${businessId}/categories` },
    { method: "GET" as const, url: `/api/business/${businessId}/categories/${id}` },
    {
      method: "POST" as const,
      url: `/api/business/${businessId}/categories`,
      payload: { locales: bilingual("C", "ف") },
    },
    {
      method: "POST" as const,
      url: `/api/business/${businessId}/categories/${id}`,
      payload: { locales: bilingual("C", "ف") },
    },
    { method: "POST" as const, url: `/api/business/${businessId}/categories/${id}/delete` },
    {
      method: "POST" as const,
      url: `/api/business/${businessId}/categories/sort`,
      payload: { sortedIds: [id] },
    },
    {
      method: "POST" as const,
      url: `/api/business/${businessId}/categories/${id}/settings/set`,
      payload: { settings: [] },
    },
  ];

  it("answers 404 across businesses, both ways, and for another business's category", async () => {
    const mine = await categoryNamed("beverages");
    const theirs = await c.app.db
      .selectFrom("categories")
      .select("id")
      .where("business_id", "=", c.otherBusiness.id)
      .executeTakeFirstOrThrow();
    await expectStatus(c.app, c.other, calls(c.restaurant.id, mine.id), 404);
    await expectStatus(c.app, c.owner, calls(c.otherBusiness.id, theirs.id), 404);
    await expectStatus(
      c.app,
      c.owner,
      [
        calls(c.restaurant.id, theirs.id)[1],
        calls(c.restaurant.id, theirs.id)[3],
        calls(c.restaurant.id, theirs.id)[4],
        calls(c.restaurant.id, theirs.id)[6],
      ],
      404,
    );
  });

  it("answers 403 without category permissions (staff may only read)", async () => {
    const mine = await categoryNamed("beverages");
    await expectStatus(c.app, c.bare, calls(c.restaurant.id, mine.id), 403);
    await expectStatus(c.app, c.staff, calls(c.restaurant.id, mine.id).slice(2), 403);
    expect((await get(c.staff, base())).statusCode).toBe(200);
  });
});
