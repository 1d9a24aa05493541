import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, injectAs, type TestApp } from "./helpers";
import { bilingual, catalogContext, type CatalogContext } from "./catalog-helpers";
import { pngFile, upload } from "./media-helpers";

// GET menu/{menuId} is served from a ready body per menu version (DESIGN §9): ETag and 304, gzip and brotli, and
// every kind of write that changes what the menu shows gives a new tag and a body showing the change.

let t: TestApp;
let c: CatalogContext;
beforeAll(async () => {
  t = await buildTestApp();
  c = await catalogContext(t);
});
afterAll(() => t.close());

interface EditorItem {
  id: number;
  category_id: number;
  locales: { locale: string; name: string }[];
  prices: { id: number; price: number }[];
  addons: { id: number }[];
  discounts: { id: number }[];
  media: { id: number }[];
  holidays: { id: number; price: number }[];
}
interface EditorCategory {
  id: number;
  sort: number;
  locales: { locale: string; name: string }[];
  settings: { key: string; data: string }[];
  items: EditorItem[];
  children_nested: EditorCategory[];
}
interface Editor {
  id: number;
  categories: EditorCategory[];
}

const post = (url: string, payload: object = {}) =>
  injectAs(c.app, c.owner, { method: "POST", url: `/api/${url}`, payload });
const fetchMenu = (menuId: number, headers: Record<string, string> = {}, token = c.owner) =>
  injectAs(c.app, token, { method: "GET", url: `/api/menu/${menuId}`, headers });

const flat = (categories: EditorCategory[]): EditorCategory[] =>
  categories.flatMap((category) => [category, ...flat(category.children_nested)]);
const itemsOf = (menu: Editor) => flat(menu.categories).flatMap((category) => category.items);
const itemIn = (menu: Editor, id: number) => itemsOf(menu).find((item) => item.id === id)!;

/** The menu now: its tag and body, checking the tag is new when `previous` is given. */
async function snapshot(menuId: number, previous?: string): Promise<{ etag: string; menu: Editor }> {
  const response = await fetchMenu(menuId);
  expect(response.statusCode).toBe(200);
  const etag = String(response.headers.etag);
  if (previous) expect(etag, "the write must change the menu's tag").not.toBe(previous);
  return { etag, menu: response.json().data };
}

describe("ready menu bodies", () => {
  it("tags the body, answers 304 to a current tag, and sends gzip and brotli that decode to the same JSON", async () => {
    const menuId = c.restaurant.menus[0].id;
    const plain = await fetchMenu(menuId);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(String(plain.headers.vary).toLowerCase()).toContain("accept-encoding");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers["content-type"]).toMatch(/^application\/json/);
    const json = plain.json();
    expect(json.data).toMatchObject({ id: menuId, business_id: c.restaurant.id });

    const gzipped = await fetchMenu(menuId, { "accept-encoding": "gzip, deflate" });
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(zlib.gunzipSync(gzipped.rawPayload).toString())).toEqual(json);
    const brotli = await fetchMenu(menuId, { "accept-encoding": "gzip, deflate, br" });
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(JSON.parse(zlib.brotliDecompressSync(brotli.rawPayload).toString())).toEqual(json);
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    // Each encoding is its own representation with its own strong tag.
    expect(new Set([plain.headers.etag, gzipped.headers.etag, brotli.headers.etag]).size).toBe(3);
    const refused = await fetchMenu(menuId, { "accept-encoding": "br;q=0, gzip;q=0" });
    expect(refused.headers["content-encoding"]).toBeUndefined();

    for (const [tag, encoding] of [
      [plain.headers.etag, "identity"],
      [brotli.headers.etag, "br"],
      [`W/${gzipped.headers.etag}`, "gzip"],
    ]) {
      const again = await fetchMenu(menuId, {
        "if-none-match": String(tag),
        "accept-encoding": String(encoding),
      });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
      expect(again.headers.etag).toBeDefined();
    }
    expect((await fetchMenu(menuId, { "if-none-match": '"something-else"' })).statusCode).toBe(200);
  });

  it("still checks access first: another business's menu is 404, with or without a tag", async () => {
    const theirs = c.otherBusiness.menus[0].id;
    const own = await injectAs(c.app, c.other, { method: "GET", url: `/api/menu/${theirs}` });
    expect(own.statusCode).toBe(200);
    expect((await fetchMenu(theirs)).statusCode).toBe(404);
    expect((await fetchMenu(theirs, { "if-none-match": String(own.headers.etag) })).statusCode).toBe(404);
    expect((await fetchMenu(999999)).statusCode).toBe(404);
    expect((await fetchMenu(c.restaurant.menus[0].id, {}, c.bare)).statusCode).toBe(403);
  });

  it("changes the tag and the body on every kind of menu write", async () => {
    const businessId = c.restaurant.id;
    const menuId = c.restaurant.menus[0].id;
    let { etag, menu } = await snapshot(menuId);
    const next = async () => ({ etag, menu } = await snapshot(menuId, etag));
    const [first, second] = flat(menu.categories);

    // An item with prices, an addon and a discount, made through the API.
    const created = await post(`business/${businessId}/items`, {
      locales: bilingual("Grilled Hammour", "هامور مشوي"),
      category_id: first.id,
      prices: [
        { locales: bilingual("Half", "نصف"), price: 3.5 },
        { locales: bilingual("Whole", "كامل"), price: 6 },
      ],
      addons: [{ locales: bilingual("Lemon rice", "أرز بالليمون"), price: 0.75 }],
      discounts: [{ amount: 1, type: "value" }],
    });
    expect(created.statusCode, created.body).toBe(201);
    const id: number = created.json().data.id;
    await next();
    const item = itemIn(menu, id);
    expect(item.prices).toHaveLength(2);

    // Item update.
    expect(
      (await post(`business/${businessId}/items/${id}`, { locales: bilingual("Hammour", "هامور") }))
        .statusCode,
    ).toBe(200);
    await next();
    expect(itemIn(menu, id).locales[0].name).toBe("Hammour");

    // Price, addon and discount deletes.
    expect((await post(`prices/${item.prices[1].id}/delete`)).statusCode).toBe(200);
    await next();
    expect(itemIn(menu, id).prices.map((p) => p.price)).toEqual([3.5]);
    expect((await post(`addons/${item.addons[0].id}/delete`)).statusCode).toBe(200);
    await next();
    expect(itemIn(menu, id).addons).toEqual([]);
    expect((await post(`discounts/${item.discounts[0].id}/delete`)).statusCode).toBe(200);
    await next();
    expect(itemIn(menu, id).discounts).toEqual([]);

    // Category sort: the top level in reverse.
    const topIds = menu.categories.map((category) => category.id);
    expect(
      (await post(`business/${businessId}/categories/sort`, { sortedIds: [...topIds].reverse() })).statusCode,
    ).toBe(200);
    await next();
    expect(menu.categories.map((category) => category.id)).toEqual([...topIds].reverse());

    // Category settings.
    const settings = { settings: [{ key: "items_images_dimensions", data: "Portrait" }] };
    expect(
      (await post(`business/${businessId}/categories/${first.id}/settings/set`, settings)).statusCode,
    ).toBe(200);
    await next();
    expect(flat(menu.categories).find((category) => category.id === first.id)!.settings).toContainEqual(
      settings.settings[0],
    );

    // Media upload attached to the item, then the gallery order.
    const uploaded: number[] = [];
    for (let i = 0; i < 2; i++) {
      const response = await upload(c.app, c.owner, await pngFile(64, 48));
      expect(response.statusCode, response.body).toBe(201);
      uploaded.push(response.json().file.id);
    }
    const attached = await post("media", { ids: uploaded, mediable_type: "Item", mediable_id: id });
    expect(attached.statusCode, attached.body).toBeLessThan(300);
    await next();
    expect(itemIn(menu, id).media.map((m) => m.id)).toEqual(uploaded);
    const sorted = await post(`business/${businessId}/items/${id}/media/sort`, {
      sortedIds: [...uploaded].reverse(),
    });
    expect(sorted.statusCode, sorted.body).toBe(200);
    await next();
    expect(itemIn(menu, id).media.map((m) => m.id)).toEqual([...uploaded].reverse());

    // Item move to another category.
    expect((await post(`business/${businessId}/items/${id}`, { category_id: second.id })).statusCode).toBe(
      200,
    );
    await next();
    expect(itemIn(menu, id).category_id).toBe(second.id);
    expect(
      flat(menu.categories)
        .find((category) => category.id === second.id)!
        .items.map((i) => i.id),
    ).toContain(id);
  });

  it("changes the tag when the menu is updated, and when another menu of the business is made or deleted", async () => {
    const businessId = c.restaurant.id;
    const menuId = c.restaurant.menus[0].id;
    let { etag } = await snapshot(menuId);
    const next = async () => ({ etag } = await snapshot(menuId, etag));

    const current = (
      await injectAs(c.app, c.owner, { method: "GET", url: `/api/business/${businessId}/menus/${menuId}` })
    ).json().data;
    const retyped = await post(`business/${businessId}/menus/${menuId}`, {
      type: current.type === "normal" ? "subscription" : "normal",
      updated_at: current.updated_at,
    });
    expect(retyped.statusCode, retyped.body).toBe(200);
    await next();

    const other = await post(`business/${businessId}/menus`, { locales: bilingual("Brunch", "فطور متأخر") });
    expect(other.statusCode, other.body).toBe(201);
    await next();
    expect((await post(`business/${businessId}/menus/${other.json().data.id}/delete`)).statusCode).toBe(200);
    await next();
  });

  it("changes the tag and the body when a category is created, updated or deleted", async () => {
    const businessId = c.restaurant.id;
    const menuId = c.restaurant.menus[0].id;
    let { etag, menu } = await snapshot(menuId);
    const next = async () => ({ etag, menu } = await snapshot(menuId, etag));
    const topIds = () => menu.categories.map((top) => top.id);

    const created = await post(`business/${businessId}/categories`, {
      locales: bilingual("Seasonal", "موسمي"),
      menu_id: menuId,
    });
    expect(created.statusCode, created.body).toBe(201);
    const category = created.json().data;
    await next();
    expect(topIds()).toContain(category.id);

    const renamed = await post(`business/${businessId}/categories/${category.id}`, {
      locales: bilingual("Summer", "صيفي"),
      updated_at: category.updated_at,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    await next();
    expect(menu.categories.find((top) => top.id === category.id)!.locales[0].name).toBe("Summer");

    expect((await post(`business/${businessId}/categories/${category.id}/delete`)).statusCode).toBe(200);
    await next();
    expect(topIds()).not.toContain(category.id);

    const second = (
      await post(`business/${businessId}/categories`, {
        locales: bilingual("Late Night", "سهرة"),
        menu_id: menuId,
      })
    ).json().data;
    await next();
    const bulk = await post(`business/${businessId}/categories/delete`, { ids: [second.id] });
    expect(bulk.statusCode, bulk.body).toBe(200);
    await next();
    expect(topIds()).not.toContain(second.id);
  });

  it("changes the tag on a holiday price sync, and when a holiday is deleted", async () => {
    const businessId = c.chalet.id;
    const menuId = c.chalet.menus[0].id;
    let { etag, menu } = await snapshot(menuId);
    const holidays = (
      await injectAs(c.app, c.owner, { method: "GET", url: `/api/business/${businessId}/holidays` })
    ).json().data;
    const listing = itemsOf(menu)[0];
    const sync = await post(`business/${businessId}/items/${listing.id}/holidays/sync`, {
      holidays: [{ holidayId: holidays[0].id, price: 77 }],
    });
    expect(sync.statusCode, sync.body).toBe(200);
    ({ etag, menu } = await snapshot(menuId, etag));
    expect(itemIn(menu, listing.id).holidays).toEqual([{ id: holidays[0].id, price: 77 }]);
    expect((await post(`business/${businessId}/holidays/${holidays[0].id}/delete`)).statusCode).toBe(200);
    ({ menu } = await snapshot(menuId, etag));
    expect(itemIn(menu, listing.id).holidays).toEqual([]);
  });

  it("keeps the tag when nothing of the menu changed, and a write elsewhere leaves other businesses' tags alone", async () => {
    const menuId = c.restaurant.menus[0].id;
    const before = await snapshot(menuId);
    expect((await snapshot(menuId)).etag).toBe(before.etag);
    const theirs = c.otherBusiness.menus[0].id;
    const theirsBefore = await injectAs(c.app, c.other, { method: "GET", url: `/api/menu/${theirs}` });
    const category = flat(before.menu.categories)[0];
    expect(
      (await post(`business/${c.restaurant.id}/categories/${category.id}/settings/set`, { settings: [] }))
        .statusCode,
    ).toBe(200);
    const theirsAfter = await injectAs(c.app, c.other, { method: "GET", url: `/api/menu/${theirs}` });
    expect(theirsAfter.headers.etag).toBe(theirsBefore.headers.etag);
  });
});
