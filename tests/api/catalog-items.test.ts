import { describe, expect, it } from "vitest";
import { injectAs } from "./helpers";
import {
  auditCount,
  bilingual,
  catalogFixture,
  expectFieldError,
  expectStatus,
  lastAudit,
} from "./catalog-helpers";

const { c, get, post } = catalogFixture();
const items = (businessId = c.restaurant.id) => `/api/business/${businessId}/items`;
const categoryId = async (name: string, businessId = c.restaurant.id) =>
  (
    await c.app.db
      .selectFrom("categories")
      .select("id")
      .where("business_id", "=", businessId)
      .where("search", "like", `${name.toLowerCase()}%`)
      .executeTakeFirstOrThrow()
  ).id;
const itemId = async (name: string, businessId = c.restaurant.id) =>
  (
    await c.app.db
      .selectFrom("items")
      .select("id")
      .where("business_id", "=", businessId)
      .where("search", "like", `${name.toLowerCase()}%`)
      .executeTakeFirstOrThrow()
  ).id;
const item = async (id: number, businessId = c.restaurant.id) =>
  (await get(c.owner, `${items(businessId)}/${id}`)).json().data;

describe("item list, read and search", () => {
  it("lists with paging, search and a category filter", async () => {
    const page = (await get(c.owner, `${items()}?per_page=10`)).json();
    expect(page).toMatchObject({ total: 28, per_page: 10, last_page: 3 });
    expect(page.data[0]).toHaveProperty("prices");
    const grills = await categoryId("grills");
    const inGrills = (await get(c.owner, `${items()}?category_id=${grills}&sort=sort`)).json().data;
    expect(inGrills.map((i: { locales: { name: string }[] }) => i.locales[0].name)).toEqual([
      "Mixed Grill",
      "Shish Tawook",
      "Lamb Kebab",
    ]);
    expect(
      (await get(c.owner, `${items()}?q=${encodeURIComponent("كنافة")}`)).json().data[0].locales[0].name,
    ).toBe("Kunafa");
    expect((await get(c.owner, `${items()}?menu_id=${c.restaurant.menus[1].id}`)).json().total).toBe(5);
  });

  it("reads the full item, like in the menu payload", async () => {
    const data = await item(await itemId("mixed grill"));
    expect(data.prices.map((p: { price: number }) => p.price)).toEqual([5.5, 8.75]);
    expect(data.prices[1].locales).toEqual(bilingual("Large", "كبير"));
    expect(data.addons).toHaveLength(2);
    expect(data).toMatchObject({
      hide: false,
      disable_ordering: false,
      itemable: null,
      business_id: c.restaurant.id,
    });
    expect((await get(c.staff, `${items()}/${data.id}`)).statusCode).toBe(200);
  });

  it("searches for pickers with light results (slider ads link to chalet items)", async () => {
    const response = await get(c.owner, `${items(c.chalet.id)}/search?q=breeze`);
    expect(response.statusCode).toBe(200);
    const [hit] = response.json().data;
    expect(hit).toMatchObject({ name: "Sea Breeze Chalet", link: `items/${hit.id}` });
    expect(Object.keys(hit).sort()).toEqual(["category_id", "id", "link", "locales", "media", "name"]);
    const arabic = await injectAs(c.app, c.owner, {
      method: "GET",
      url: `${items(c.chalet.id)}/search?q=breeze`,
      locale: "ar",
    });
    expect(arabic.json().data[0].name).toBe("شاليه نسيم البحر");
  });
});

describe("item create", () => {
  it("creates an item last in its category with prices, addons and a discount with default dates", async () => {
    const grills = await categoryId("grills");
    const response = await post(c.owner, items(), {
      locales: [
        { locale: "en", name: "Lamb Chops", description: "Four chops" },
        { locale: "ar", name: "ريش غنم", description: "أربع ريش" },
      ],
      category_id: grills,
      prices: [{ price: 6.25 }],
      addons: [{ locales: bilingual("Fries", "بطاطس"), price: 0.5 }],
      discounts: [{ amount: 0.75, type: "value" }],
    });
    expect(response.statusCode).toBe(201);
    const created = response.json().data;
    expect(created).toMatchObject({
      category_id: grills,
      sort: 3,
      prices: [{ price: 6.25 }],
      addons: [{ price: 0.5 }],
      itemable: null,
    });
    const discount = created.discounts[0];
    expect(discount).toMatchObject({ amount: 0.75, type: "value", business_id: c.restaurant.id });
    const today = new Date().toISOString().slice(0, 10);
    expect(discount.from.slice(0, 10)).toBe(today);
    expect((Date.parse(discount.to) - Date.parse(discount.from)) / 86_400_000).toBe(30);
    expect(await lastAudit(c.app, "item", "create")).toMatchObject({
      entity_id: created.id,
      business_id: c.restaurant.id,
    });
    const stored = await c.app.db
      .selectFrom("prices")
      .select("amount")
      .where("item_id", "=", created.id)
      .executeTakeFirstOrThrow();
    expect(stored.amount).toBe(6250);
  });

  it("creates a chalet listing with details and a price without a name as Weekdays", async () => {
    const khiran = await categoryId("khiran resort", c.chalet.id);
    const response = await post(c.owner, items(c.chalet.id), {
      locales: bilingual("Lagoon House", "بيت البحيرة"),
      category_id: khiran,
      prices: [
        { price: 95 },
        { locales: [{ locale: "en", name: "Weekend" }], price: 150 },
        { locales: [{ locale: "en", name: "Full week" }], price: 540 },
      ],
      itemable: {
        units: 2,
        bedrooms: 3,
        frontage: "sea_view",
        address: { en: "Khiran, Block 9", ar: "الخيران، قطعة 9" },
        insurance: 60.5,
        maps_link: "https://www.google.com/maps/place/@28.6512,48.3623,15z",
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    const listing = response.json().data;
    expect(listing.prices.map((p: { locales: { name: string }[] }) => p.locales.map((l) => l.name))).toEqual([
      ["Weekdays", "أيام الأسبوع"],
      ["Weekend", "نهاية الأسبوع"],
      ["FullWeek", "الأسبوع الكامل"],
    ]);
    expect(listing.itemable).toMatchObject({
      units: 2,
      unit_names: ["", ""],
      bedrooms: 3,
      frontage: "sea_view",
      insurance: 60.5,
      latitude: 28.6512,
      longitude: 48.3623,
      owner_id: null,
    });
    expect(listing.itemable.address).toEqual({ en: "Khiran, Block 9", ar: "الخيران، قطعة 9" });
    const bare = await post(c.owner, items(c.chalet.id), {
      locales: bilingual("Plain Chalet", "شاليه بسيط"),
      category_id: khiran,
    });
    expect(bare.json().data.itemable).toMatchObject({
      units: 1,
      unit_names: [""],
      bedrooms: 1,
      frontage: "",
      insurance: 0,
      latitude: null,
    });
  });

  it("checks names, the category, discounts and chalet prices, in English and Arabic", async () => {
    const grills = await categoryId("grills");
    const theirs = await categoryId("coffee", c.otherBusiness.id);
    const call = (payload: object, businessId = c.restaurant.id) => ({
      method: "POST" as const,
      url: items(businessId),
      payload: { locales: bilingual("Dish", "طبق"), category_id: grills, ...payload },
    });
    await expectFieldError(
      c.app,
      c.owner,
      call({ locales: [{ locale: "en", name: "" }] }),
      "locales.0.name",
      "Name is required",
      "الاسم مطلوب",
    );
    await expectFieldError(
      c.app,
      c.owner,
      { method: "POST", url: items(), payload: { locales: bilingual("Dish", "طبق") } },
      "category_id",
      "This field is required",
      "هذا الحقل مطلوب",
    );
    await expectFieldError(
      c.app,
      c.owner,
      call({ category_id: theirs }),
      "category_id",
      "The chosen category was not found",
      "الفئة المختارة غير موجودة",
    );
    await expectFieldError(
      c.app,
      c.owner,
      call({ prices: [{ price: -1 }] }),
      "prices.0.price",
      "Must be at least 0",
      "يجب ألا تقل القيمة عن 0",
    );
    await expectFieldError(
      c.app,
      c.owner,
      call({ addons: [{ locales: [{ locale: "en", name: "" }], price: 1 }] }),
      "addons.0.locales.0.name",
      "Name is required",
      "الاسم مطلوب",
    );
    await expectFieldError(
      c.app,
      c.owner,
      call({ discounts: [{ amount: 1 }, { amount: 2 }] }),
      "discounts",
      "An item can have only one discount",
      "لا يمكن أن يكون للصنف أكثر من خصم واحد",
    );
    await expectFieldError(
      c.app,
      c.owner,
      call({ discounts: [{ amount: 120, type: "percentage" }] }),
      "discounts.0.amount",
      "A percentage discount must be between 0 and 100",
      "يجب أن تكون نسبة الخصم بين 0 و 100",
    );
    await expectFieldError(
      c.app,
      c.owner,
      call({ discounts: [{ amount: 5, type: "fixed" }] }),
      "discounts.0.type",
      "Choose one of the allowed values",
      "اختر إحدى القيم المسموح بها",
    );
    await expectFieldError(
      c.app,
      c.owner,
      call({ discounts: [{ amount: 5, from: "2026-03-10", to: "2026-03-01" }] }),
      "discounts.0.to",
      "The end date must be after the start date",
      "يجب أن يكون تاريخ النهاية بعد تاريخ البداية",
    );
    await expectFieldError(
      c.app,
      c.owner,
      call({ discounts: [{ amount: 5, from: "2026-02-30" }] }),
      "discounts.0.from",
      "Please enter a valid date",
      "يرجى إدخال تاريخ صالح",
    );
    const khiran = await categoryId("khiran resort", c.chalet.id);
    const chalet = (payload: object) => ({
      method: "POST" as const,
      url: items(c.chalet.id),
      payload: { locales: bilingual("Chalet", "شاليه"), category_id: khiran, ...payload },
    });
    await expectFieldError(
      c.app,
      c.owner,
      chalet({ prices: [{ locales: [{ locale: "en", name: "Holiday" }], price: 10 }] }),
      "prices.0.locales",
      "A chalet price is Weekdays, Weekend or FullWeek",
      "سعر الشاليه يكون لأيام الأسبوع أو لنهاية الأسبوع أو للأسبوع الكامل",
    );
    await expectFieldError(
      c.app,
      c.owner,
      chalet({ prices: [{ price: 10 }, { locales: [{ locale: "en", name: "Weekdays" }], price: 20 }] }),
      "prices.1.locales",
      "Each chalet price label can be used once",
      "يمكن استخدام كل نوع من أسعار الشاليه مرة واحدة",
    );
    expect(
      await c.app.db.selectFrom("items").select("id").where("search", "like", "dish%").execute(),
    ).toEqual([]);
  });
});

describe("item update", () => {
  it("updates fields and replaces prices, addons and discounts: by id, new ones added, absent ones deleted", async () => {
    const id = await itemId("mixed grill");
    const before = await item(id);
    const [regular, large] = before.prices;
    const response = await post(c.owner, `${items()}/${id}`, {
      locales: bilingual("Royal Mixed Grill", "مشاوي ملكية"),
      hide: true,
      disable_ordering: true,
      prices: [
        { id: large.id, locales: bilingual("Large", "كبير"), price: 9 },
        { locales: bilingual("Family", "عائلي"), price: 14.5 },
      ],
      addons: [],
      discounts: [{ amount: 12.5, type: "percentage", from: "2026-12-01", to: "2026-12-31T20:00" }],
      updated_at: before.updated_at,
    });
    expect(response.statusCode, response.body).toBe(200);
    const after = response.json().data;
    expect(after).toMatchObject({
      hide: true,
      disable_ordering: true,
      locales: bilingual("Royal Mixed Grill", "مشاوي ملكية"),
    });
    expect(
      after.prices.map((p: { id: number; price: number; sort: number }) => [
        p.id === large.id,
        p.price,
        p.sort,
      ]),
    ).toEqual([
      [true, 9, 0],
      [false, 14.5, 1],
    ]);
    expect(after.addons).toEqual([]);
    expect(after.discounts).toMatchObject([
      { amount: 12.5, type: "percentage", from: "2026-12-01T00:00:00.000Z", to: "2026-12-31T20:00:00.000Z" },
    ]);
    expect(
      await c.app.db.selectFrom("prices").select("id").where("id", "=", regular.id).executeTakeFirst(),
    ).toBeUndefined();
    expect(
      (
        await c.app.db
          .selectFrom("discounts")
          .select("amount")
          .where("item_id", "=", id)
          .executeTakeFirstOrThrow()
      ).amount,
    ).toBe(12500);
    const changes = JSON.parse((await lastAudit(c.app, "item", "update"))!.changes);
    expect(changes.hide).toEqual([false, true]);
    expect(changes.prices).toBeDefined();
    const reloaded = await item(id);
    expect(reloaded.prices).toEqual(after.prices);
  });

  it("refuses a stale updated_at with 409 and writes nothing", async () => {
    const id = await itemId("lamb kebab");
    const before = await item(id);
    expect(
      (await post(c.owner, `${items()}/${id}`, { hide: true, updated_at: before.updated_at })).statusCode,
    ).toBe(200);
    const audits = await auditCount(c.app);
    const stale = await post(c.owner, `${items()}/${id}`, {
      locales: bilingual("Changed", "تغير"),
      prices: [],
      updated_at: before.updated_at,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe("This record was changed by someone else. Reload it and try again.");
    const after = await item(id);
    expect(after.locales[0].name).toBe("Lamb Kebab");
    expect(after.prices).toHaveLength(1);
    expect(await auditCount(c.app)).toBe(audits);
  });

  it("lets only one of two simultaneous saves of the same version through", async () => {
    const id = await itemId("chicken machboos");
    const before = await item(id);
    const [first, second] = await Promise.all([
      post(c.owner, `${items()}/${id}`, {
        locales: bilingual("Machboos A", "مجبوس أ"),
        updated_at: before.updated_at,
      }),
      post(c.owner, `${items()}/${id}`, {
        locales: bilingual("Machboos B", "مجبوس ب"),
        updated_at: before.updated_at,
      }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const winner = first.statusCode === 200 ? first : second;
    expect((await item(id)).locales[0].name).toBe(winner.json().data.locales[0].name);
  });

  it("refuses rows of another item", async () => {
    const id = await itemId("shish tawook");
    const other = await item(await itemId("hummus"));
    await expectFieldError(
      c.app,
      c.owner,
      {
        method: "POST",
        url: `${items()}/${id}`,
        payload: { prices: [{ id: other.prices[0].id, price: 1 }] },
      },
      "prices.0.id",
      "This row does not belong to the item",
      "هذا السطر لا يتبع هذا الصنف",
    );
    await expectFieldError(
      c.app,
      c.owner,
      {
        method: "POST",
        url: `${items()}/${id}`,
        payload: { addons: [{ id: other.addons[0].id, locales: bilingual("A", "أ"), price: 1 }] },
      },
      "addons.0.id",
      "This row does not belong to the item",
      "هذا السطر لا يتبع هذا الصنف",
    );
  });

  it("moves an item to another category of the business, last there", async () => {
    const id = await itemId("falafel");
    const desserts = await categoryId("desserts");
    const response = await post(c.owner, `${items()}/${id}`, { category_id: desserts });
    expect(response.json().data).toMatchObject({ category_id: desserts, sort: 3 });
    const theirs = await categoryId("coffee", c.otherBusiness.id);
    await expectFieldError(
      c.app,
      c.owner,
      { method: "POST", url: `${items()}/${id}`, payload: { category_id: theirs } },
      "category_id",
      "The chosen category was not found",
      "الفئة المختارة غير موجودة",
    );
  });
});

describe("chalet details", () => {
  it("reads coordinates from the maps link; an empty link clears them; others are refused", async () => {
    const id = await itemId("palm villa", c.chalet.id);
    const url = `${items(c.chalet.id)}/${id}`;
    const saved = await post(c.owner, url, {
      itemable: { maps_link: "https://www.google.com/maps/place/Palm/@28.7001,48.3002,17z/data=!3m1" },
    });
    expect(saved.json().data.itemable).toMatchObject({ latitude: 28.7001, longitude: 48.3002 });
    await expectFieldError(
      c.app,
      c.owner,
      { method: "POST", url, payload: { itemable: { maps_link: "https://maps.app.goo.gl/xyz" } } },
      "itemable.maps_link",
      "Please enter a valid maps link (it must contain @latitude,longitude)",
      "يرجى إدخال رابط خرائط صالح (يجب أن يحتوي على ‎@خط العرض,خط الطول)",
    );
    expect((await item(id, c.chalet.id)).itemable.latitude).toBe(28.7001);
    const cleared = await post(c.owner, url, { itemable: { maps_link: "" } });
    expect(cleared.json().data.itemable).toMatchObject({ latitude: null, longitude: null, maps_link: "" });
  });

  it("keeps units and bedrooms at least 1, names one unit each, and checks the owner", async () => {
    const id = await itemId("coral bay", c.chalet.id);
    const url = `${items(c.chalet.id)}/${id}`;
    await expectFieldError(
      c.app,
      c.owner,
      { method: "POST", url, payload: { itemable: { units: 0 } } },
      "itemable.units",
      "Must be at least 1",
      "يجب ألا تقل القيمة عن 1",
    );
    await expectFieldError(
      c.app,
      c.owner,
      { method: "POST", url, payload: { itemable: { bedrooms: 0 } } },
      "itemable.bedrooms",
      "Must be at least 1",
      "يجب ألا تقل القيمة عن 1",
    );
    await expectFieldError(
      c.app,
      c.owner,
      { method: "POST", url, payload: { itemable: { units: 1, unit_names: ["A", "B"] } } },
      "itemable.unit_names",
      "There are more unit names than units",
      "عدد أسماء الوحدات أكبر من عدد الوحدات",
    );
    const stranger = await c.app.db
      .selectFrom("users")
      .select("id")
      .where("email", "=", "other@example.com")
      .executeTakeFirstOrThrow();
    await expectFieldError(
      c.app,
      c.owner,
      { method: "POST", url, payload: { itemable: { owner_id: stranger.id } } },
      "itemable.owner_id",
      "The owner must be a user of this business",
      "يجب أن يكون المالك من مستخدمي هذا النشاط",
    );
    const shrunk = await post(c.owner, url, {
      units: 2,
      itemable: {
        address_en: "Marina Walk 8",
        address_ar: "ممشى المرسى 8",
        bedrooms: 3,
        frontage: "second_row",
        insurance: 55,
      },
    });
    expect(shrunk.json().data.itemable).toMatchObject({
      units: 2,
      unit_names: ["Coral 1", "Coral 2"],
      bedrooms: 3,
      frontage: "second_row",
      insurance: 55,
      address: { en: "Marina Walk 8", ar: "ممشى المرسى 8" },
    });
    const renamed = await post(c.owner, url, { itemable: { unit_names: ["North", "South"] } });
    expect(renamed.json().data.itemable.unit_names).toEqual(["North", "South"]);
  });
});

describe("item sort and move by drag", () => {
  it("saves the order in one call and sets the category, so dragging across categories works", async () => {
    const hot = await categoryId("hot drinks");
    const juices = await categoryId("fresh juices");
    const coffee = await itemId("arabic coffee");
    const juiceIds = (await get(c.owner, `${items()}?category_id=${juices}&sort=sort`))
      .json()
      .data.map((i: { id: number }) => i.id);
    const order = [juiceIds[2], coffee, juiceIds[0], juiceIds[1]];
    const response = await post(c.owner, `${items()}/sort`, {
      businessId: c.restaurant.id,
      sortedIds: order,
      categoryId: juices,
    });
    expect(response.statusCode).toBe(200);
    expect(
      response
        .json()
        .data.map((i: { id: number; category_id: number; sort: number }) => [i.id, i.category_id, i.sort]),
    ).toEqual(order.map((id, sort) => [id, juices, sort]));
    const menu = (await get(c.owner, `/api/menu/${c.restaurant.menus[0].id}`)).json().data;
    const beverages = menu.categories.find(
      (x: { locales: { name: string }[] }) => x.locales[0].name === "Beverages",
    );
    const juiceCategory = beverages.children_nested.find((x: { id: number }) => x.id === juices);
    expect(juiceCategory.items.map((i: { id: number }) => i.id)).toEqual(order);
    expect(
      beverages.children_nested
        .find((x: { id: number }) => x.id === hot)
        .items.map((i: { id: number }) => i.id),
    ).not.toContain(coffee);
    expect(await lastAudit(c.app, "item", "sort")).toMatchObject({ business_id: c.restaurant.id });
  });

  it("refuses ids and categories of another business", async () => {
    const theirs = await itemId("espresso", c.otherBusiness.id);
    const theirCategory = await categoryId("coffee", c.otherBusiness.id);
    const mine = await itemId("luqaimat");
    await expectFieldError(
      c.app,
      c.owner,
      { method: "POST", url: `${items()}/sort`, payload: { sortedIds: [mine, theirs] } },
      "sortedIds",
      "Some of the records to sort were not found",
      "بعض السجلات المطلوب ترتيبها غير موجودة",
    );
    await expectFieldError(
      c.app,
      c.owner,
      { method: "POST", url: `${items()}/sort`, payload: { sortedIds: [mine], categoryId: theirCategory } },
      "categoryId",
      "The chosen category was not found",
      "الفئة المختارة غير موجودة",
    );
    expect((await item(mine)).category_id).toBe(await categoryId("desserts"));
  });
});

describe("holiday prices of an item", () => {
  it("replaces the item's holiday prices in one call", async () => {
    const id = await itemId("sunset cabin", c.chalet.id);
    const holidays = (await get(c.owner, `/api/business/${c.chalet.id}/holidays`)).json().data;
    const url = `/api/business/${c.chalet.id}/items/${id}/holidays/sync`;
    const response = await post(c.owner, url, {
      holidays: [
        {
          holidayId: holidays[0].id,
          price: 99.5,
          name: "ignored",
          from: holidays[0].from,
          to: holidays[0].to,
        },
        { holidayId: holidays[2].id, price: 120 },
      ],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual(
      [
        { id: holidays[0].id, price: 99.5 },
        { id: holidays[2].id, price: 120 },
      ].sort((a, b) => a.id - b.id),
    );
    expect((await item(id, c.chalet.id)).holidays).toHaveLength(2);
    expect(await lastAudit(c.app, "item_holidays", "sync")).toMatchObject({
      entity_id: id,
      business_id: c.chalet.id,
    });
    expect((await post(c.owner, url, { holidays: [] })).json().data).toEqual([]);
  });

  it("refuses holidays of another business and the same holiday twice", async () => {
    const id = await itemId("sunset cabin", c.chalet.id);
    const holidays = (await get(c.owner, `/api/business/${c.chalet.id}/holidays`)).json().data;
    const now = new Date().toISOString();
    const foreign = await c.app.db
      .insertInto("holidays")
      .values({
        business_id: c.otherBusiness.id,
        locales: "[]",
        from: now,
        to: now,
        created_at: now,
        updated_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const url = `/api/business/${c.chalet.id}/items/${id}/holidays/sync`;
    await expectFieldError(
      c.app,
      c.owner,
      { method: "POST", url, payload: { holidays: [{ holidayId: foreign.id, price: 1 }] } },
      "holidays.0.holidayId",
      "The chosen holiday was not found",
      "العطلة المختارة غير موجودة",
    );
    await expectFieldError(
      c.app,
      c.owner,
      {
        method: "POST",
        url,
        payload: {
          holidays: [
            { holidayId: holidays[0].id, price: 1 },
            { holidayId: holidays[0].id, price: 2 },
          ],
        },
      },
      "holidays.1.holidayId",
      "Each holiday can have one price",
      "يمكن تحديد سعر واحد لكل عطلة",
    );
  });
});

describe("item delete", () => {
  it("deletes the item with its rows and media", async () => {
    const id = await itemId("sea breeze", c.chalet.id);
    expect((await item(id, c.chalet.id)).media.length).toBeGreaterThan(0);
    const response = await post(c.owner, `${items(c.chalet.id)}/${id}/delete`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ id });
    for (const table of ["prices", "holiday_item_prices", "chalet_details"] as const) {
      expect(await c.app.db.selectFrom(table).select("id").where("item_id", "=", id).execute()).toEqual([]);
    }
    expect(
      await c.app.db
        .selectFrom("media")
        .select("id")
        .where("mediable_type", "=", "Item")
        .where("mediable_id", "=", id)
        .execute(),
    ).toEqual([]);
    expect(await lastAudit(c.app, "item", "delete")).toMatchObject({
      entity_id: id,
      business_id: c.chalet.id,
    });
    expect((await get(c.owner, `${items(c.chalet.id)}/${id}`)).statusCode).toBe(404);
  });
});

describe("tenancy and permissions", () => {
  const calls = (businessId: number, id: number, categoryId: number) => [
    { method: "GET" as const, url: `/api/business/${businessId}/items` },
    { method: "GET" as const, url: `/api/business/${businessId}/items/search?q=a` },
    { method: "GET" as const, url: `/api/business/${businessId}/items/${id}` },
    {
      method: "POST" as const,
      url: `/api/business/${businessId}/items`,
      payload: { locales: bilingual("I", "ص"), category_id: categoryId },
    },
    { method: "POST" as const, url: `/api/business/${businessId}/items/${id}`, payload: { hide: false } },
    { method: "POST" as const, url: `/api/business/${businessId}/items/${id}/delete` },
    { method: "POST" as const, url: `/api/business/${businessId}/items/sort`, payload: { sortedIds: [id] } },
    {
      method: "POST" as const,
      url: `/api/business/${businessId}/items/${id}/holidays/sync`,
      payload: { holidays: [] },
    },
  ];

  it("answers 404 across businesses, both ways, and for another business's item", async () => {
    const mine = await itemId("umm ali");
    const theirs = await itemId("espresso", c.otherBusiness.id);
    const theirCategory = await categoryId("coffee", c.otherBusiness.id);
    await expectStatus(c.app, c.other, calls(c.restaurant.id, mine, await categoryId("desserts")), 404);
    await expectStatus(c.app, c.owner, calls(c.otherBusiness.id, theirs, theirCategory), 404);
    await expectStatus(
      c.app,
      c.owner,
      [2, 4, 5, 7].map((i) => calls(c.restaurant.id, theirs, 1)[i]),
      404,
    );
    // The chalet business is not the demo staff member's.
    await expectStatus(
      c.app,
      c.staff,
      calls(c.chalet.id, await itemId("palm villa", c.chalet.id), 1).slice(0, 1),
      404,
    );
  });

  it("answers 403 without item permissions; demo staff may read and update but not create or delete", async () => {
    const mine = await itemId("umm ali");
    const desserts = await categoryId("desserts");
    await expectStatus(c.app, c.bare, calls(c.restaurant.id, mine, desserts), 403);
    await expectStatus(
      c.app,
      c.staff,
      [calls(c.restaurant.id, mine, desserts)[3], calls(c.restaurant.id, mine, desserts)[5]],
      403,
    );
    expect((await post(c.staff, `${items()}/${mine}`, { disable_ordering: true })).statusCode).toBe(200);
  });
});
