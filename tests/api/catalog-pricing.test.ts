import { describe, expect, it } from "vitest";
import { injectAs } from "./helpers";
import { bilingual, catalogFixture, expectStatus, lastAudit } from "./catalog-helpers";

const { c, post } = catalogFixture();

/** A restaurant item with two prices, an addon and a discount, made through the API. */
async function pricedItem(businessId = c.restaurant.id, token = c.owner) {
  const category = await c.app.db
    .selectFrom("categories")
    .select("id")
    .where("business_id", "=", businessId)
    .executeTakeFirstOrThrow();
  const response = await post(token, `/api/business/${businessId}/items`, {
    locales: bilingual("Grilled Hammour", "هامور مشوي"),
    category_id: category.id,
    prices: [
      { locales: bilingual("Half", "نصف"), price: 3.5 },
      { locales: bilingual("Whole", "كامل"), price: 6 },
    ],
    addons: [{ locales: bilingual("Lemon rice", "أرز بالليمون"), price: 0.75 }],
    discounts: [{ amount: 1, type: "value" }],
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
}

describe("POST prices|addons|discounts/{id}/delete", () => {
  it("removes one row of the item and audits it", async () => {
    const item = await pricedItem();
    for (const [path, entity, row] of [
      ["prices", "price", item.prices[0]],
      ["addons", "addon", item.addons[0]],
      ["discounts", "discount", item.discounts[0]],
    ] as const) {
      const response = await post(c.owner, `/api/${path}/${row.id}/delete`);
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toEqual({ id: row.id });
      expect(await lastAudit(c.app, entity, "delete")).toMatchObject({
        entity_id: row.id,
        business_id: c.restaurant.id,
      });
      expect((await post(c.owner, `/api/${path}/${row.id}/delete`)).statusCode).toBe(404);
    }
    const after = (
      await injectAs(c.app, c.owner, {
        method: "GET",
        url: `/api/business/${c.restaurant.id}/items/${item.id}`,
      })
    ).json().data;
    expect(after.prices.map((p: { price: number }) => p.price)).toEqual([6]);
    expect(after.addons).toEqual([]);
    expect(after.discounts).toEqual([]);
  });

  it("lets demo staff (items.update) delete rows of their business", async () => {
    const item = await pricedItem();
    expect((await post(c.staff, `/api/prices/${item.prices[1].id}/delete`)).statusCode).toBe(200);
  });

  it("answers 404 across businesses, both ways, and 403 without items.update", async () => {
    const mine = await pricedItem();
    const theirs = await pricedItem(c.otherBusiness.id, c.other);
    const calls = (item: {
      prices: { id: number }[];
      addons: { id: number }[];
      discounts: { id: number }[];
    }) => [
      { method: "POST" as const, url: `/api/prices/${item.prices[0].id}/delete` },
      { method: "POST" as const, url: `/api/addons/${item.addons[0].id}/delete` },
      { method: "POST" as const, url: `/api/discounts/${item.discounts[0].id}/delete` },
    ];
    await expectStatus(c.app, c.other, calls(mine), 404);
    await expectStatus(c.app, c.owner, calls(theirs), 404);
    await expectStatus(c.app, c.staff, calls(theirs), 404);
    await expectStatus(c.app, c.bare, calls(mine), 403);
    await expectStatus(c.app, c.owner, [{ method: "POST", url: "/api/prices/999999/delete" }], 404);
  });
});
