import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lastAudit } from "./catalog-helpers";
import { buildTestApp, DEMO, injectAs, login, userBusinesses, type TestApp } from "./helpers";
import { mp4Bytes, picture, pngFile, upload } from "./media-helpers";

// The smart uploader (SPEC §2, §7 Media): each uploaded image with `convert-item` becomes an item named after the
// file, featured picture included; the sub-folders of a dropped folder (`full-path`) become subcategories.

let t: TestApp;
let owner: string;
let staff: string;
let restaurantId: number;
let menuId: number;
let categoryId: number;

beforeAll(async () => {
  t = await buildTestApp();
  [owner, staff] = await Promise.all([login(t.app, DEMO.owner), login(t.app, DEMO.staff)]);
  const restaurant = (await userBusinesses(t.app, owner)).find((b) => b.type === "restaurant")!;
  restaurantId = restaurant.id;
  menuId = restaurant.menus[0].id;
  const created = await injectAs(t.app, owner, {
    method: "POST",
    url: `/api/business/${restaurantId}/categories`,
    payload: { locales: [{ locale: "en", name: "Imported" }], menu_id: menuId },
  });
  expect(created.statusCode).toBe(201);
  categoryId = created.json().data.id;
});
afterAll(() => t.close());

const convert = (fullPath: string, file: Awaited<ReturnType<typeof pngFile>>, token = owner) =>
  upload(t.app, token, file, {
    headers: { "convert-item": String(categoryId), "menu-id": String(menuId), "full-path": fullPath },
  });

const childrenOf = (parentId: number) =>
  t.app.db
    .selectFrom("categories")
    .select(["id", "locales"])
    .where("parent_id", "=", parentId)
    .orderBy("sort")
    .execute();
const itemsOf = (id: number) =>
  t.app.db
    .selectFrom("items")
    .select(["id", "locales"])
    .where("category_id", "=", id)
    .orderBy("sort")
    .execute();
const namesOf = (rows: { locales: string }[]) =>
  rows.map((r) => (JSON.parse(r.locales) as { name: string }[])[0]!.name);

describe("smart uploader folders", () => {
  it("puts the dropped folder's files in the open category and each sub-folder's in a subcategory named after it", async () => {
    expect((await convert("Menu/mixed_grill.png", await pngFile(64, 64, "mixed_grill.png"))).statusCode).toBe(
      201,
    );
    const cola = await convert("Menu/Drinks/cola.png", await pngFile(64, 64, "cola.png"));
    expect(cola.statusCode).toBe(201);
    const jpeg = { name: "fresh-orange.jpg", type: "image/jpeg", data: await picture(64, 64, "jpeg") };
    expect((await convert("Menu/Drinks/fresh-orange.jpg", jpeg)).statusCode).toBe(201);
    const cake = await convert(
      "Menu/Desserts/Cakes/cheese_cake.png",
      await pngFile(64, 64, "cheese_cake.png"),
    );
    expect(cake.statusCode).toBe(201);

    expect(namesOf(await itemsOf(categoryId))).toEqual(["mixed grill"]);
    const subs = await childrenOf(categoryId);
    expect(namesOf(subs)).toEqual(["Drinks", "Desserts"]);
    // Drinks was created once and reused by the second file.
    const drinks = subs[0]!.id;
    expect(cola.json().item.category_id).toBe(drinks);
    expect(namesOf(await itemsOf(drinks))).toEqual(["cola", "fresh orange"]);
    const cakes = await childrenOf(subs[1]!.id);
    expect(namesOf(cakes)).toEqual(["Cakes"]);
    expect(cake.json().item).toMatchObject({ category_id: cakes[0]!.id, name: "cheese cake" });
    const media = await t.app.db
      .selectFrom("media")
      .select(["slug", "mediable_type"])
      .where("mediable_id", "=", cake.json().item.id)
      .execute();
    expect(media).toEqual([{ slug: "featured", mediable_type: "Item" }]);
    // The menu answers the new subcategories with their items.
    const menu = (await injectAs(t.app, owner, { method: "GET", url: `/api/menu/${menuId}` })).json().data;
    const imported = menu.categories.find((c: { id: number }) => c.id === categoryId);
    expect(imported.children_nested.map((c: { items: unknown[] }) => c.items.length)).toEqual([2, 0]);
  });

  it("names items and new subcategories in every language the business offers", async () => {
    const setLocales = (data: string[]) =>
      injectAs(t.app, owner, {
        method: "POST",
        url: `/api/business/${restaurantId}/settings/set`,
        payload: { settings: [{ key: "Locales", data }] },
      });
    expect((await setLocales(["en", "ar"])).statusCode).toBe(200);
    const both = await convert("Menu/Breakfast/foul.png", await pngFile(64, 64, "foul.png"));
    const bothItem = await t.app.db
      .selectFrom("items")
      .select("locales")
      .where("id", "=", both.json().item.id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(bothItem.locales)).toEqual([
      { locale: "en", name: "foul" },
      { locale: "ar", name: "foul" },
    ]);
    // Both are audited as the API answers them, like categories and items written by their own routes: names per
    // language, no internal search column.
    const bilingual = (name: string) => [
      { locale: "en", name },
      { locale: "ar", name },
    ];
    const breakfast = JSON.parse((await lastAudit(t.app, "category", "create"))!.changes).after;
    expect(breakfast).toMatchObject({ parent_id: categoryId, locales: bilingual("Breakfast") });
    expect(breakfast).not.toHaveProperty("search");
    const foul = JSON.parse((await lastAudit(t.app, "item", "create"))!.changes).after;
    expect(foul).toMatchObject({ id: both.json().item.id, locales: bilingual("foul"), prices: [] });
    expect(foul).not.toHaveProperty("search");
    expect((await setLocales(["en"])).statusCode).toBe(200);
    const english = await convert("Menu/Lunch/kabsa.png", await pngFile(64, 64, "kabsa.png"));
    const item = await t.app.db
      .selectFrom("items")
      .select("locales")
      .where("id", "=", english.json().item.id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(item.locales)).toEqual([{ locale: "en", name: "kabsa" }]);
    const lunch = (await childrenOf(categoryId)).find((c) => namesOf([c])[0] === "Lunch")!;
    expect(JSON.parse(lunch.locales)).toEqual([{ locale: "en", name: "Lunch" }]);
    await setLocales(["en", "ar"]);
  });

  it("creates nothing for a refused file: no item and no subcategory", async () => {
    const before = { items: (await itemsOf(categoryId)).length, subs: (await childrenOf(categoryId)).length };
    const video = await convert("Menu/Videos/clip.mp4", {
      name: "clip.mp4",
      type: "video/mp4",
      data: mp4Bytes(256),
    });
    expect(video.statusCode).toBe(415);
    const notAnImage = await convert("Menu/Broken/fake.png", {
      name: "fake.png",
      type: "image/png",
      data: Buffer.from("not a picture at all"),
    });
    expect(notAnImage.statusCode).toBeGreaterThanOrEqual(400);
    expect((await itemsOf(categoryId)).length).toBe(before.items);
    expect(namesOf(await childrenOf(categoryId))).not.toContain("Videos");
    expect(namesOf(await childrenOf(categoryId))).not.toContain("Broken");
    expect((await childrenOf(categoryId)).length).toBe(before.subs);
  });

  it("refuses '..' folder names and needs the right to create items (and categories for folders)", async () => {
    const dots = await convert("Menu/../x.png", await pngFile(64, 64, "x.png"));
    expect(dots.statusCode).toBe(422);
    expect(dots.json().errors["full-path"]).toBeDefined();
    expect((await convert("Menu/Staff/x.png", await pngFile(64, 64, "x.png"), staff)).statusCode).toBe(403);
  });
});
