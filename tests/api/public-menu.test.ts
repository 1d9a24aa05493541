import { afterAll, beforeAll, describe, expect, it } from "vitest";
import zlib from "node:zlib";
import { call } from "./operations-fixtures";
import { freshPhone, order, publicFixture, type PublicFixture } from "./public-fixtures";

// What customers read through the public API (issue 46): a branch by its slug, its menu from a ready body with
// ETag/304, an order's tracking (polled and live), and a waiter call from a table. Nothing private leaves.

let f: PublicFixture;
beforeAll(async () => {
  f = await publicFixture();
});
afterAll(() => f.t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  f.t.app.inject({ method: "GET", url: `/api/public/${url}`, headers });

interface MenuCategory {
  id: number;
  items: {
    id: number;
    sold_out: boolean;
    disable_ordering: boolean;
    discount: unknown;
    holiday_price: unknown;
  }[];
  children: MenuCategory[];
}
const itemsOf = (categories: MenuCategory[]): MenuCategory["items"] =>
  categories.flatMap((c) => [...c.items, ...itemsOf(c.children)]);

describe("GET /api/public/branches/:slug", () => {
  it("gives what the customer apps show, without any private data", async () => {
    const res = await get(`branches/${f.slugs[0]}`);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      slug: f.slugs[0],
      branch: { id: f.d.restaurant.branches[0] },
      business: { id: f.d.restaurant.id, type: "restaurant", currency: "KWD" },
      time_zone: expect.any(String),
      order_types: ["dine_in", "delivery", "car_pickup", "self_pickup"],
      payment_methods: ["cash"],
      // The business's general discount and service charge, which every order's total includes (none here).
      order_terms: { general_discount_percent: 0, extra_charge: 0 },
      accepting_orders: true,
      ordering_state: "open",
      opening_hours: [],
      reservation_till: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      menu_address: `${f.t.app.config.publicUrl}/m/${f.slugs[0]}`,
    });
    expect(data.business.locales.map((l: { locale: string }) => l.locale).sort()).toEqual(["ar", "en"]);
    const terms = ["GeneralDiscount", "ExtraCharge"].map((key, i) => ({
      scope: "business",
      scope_id: f.d.restaurant.id,
      key,
      data: JSON.stringify(i ? 0.5 : 10),
      updated_at: new Date().toISOString(),
    }));
    await f.t.app.db.insertInto("settings").values(terms).execute();
    try {
      const set = (await get(`branches/${f.slugs[0]}`)).json().data;
      expect(set.order_terms).toEqual({ general_discount_percent: 10, extra_charge: 0.5 });
    } finally {
      await f.t.app.db
        .deleteFrom("settings")
        .where("scope", "=", "business")
        .where("scope_id", "=", f.d.restaurant.id)
        .where("key", "in", ["GeneralDiscount", "ExtraCharge"])
        .execute();
    }
    const text = res.body;
    for (const secret of ["owner@example.com", "staff@example.com", "password", "owner_id", "email"])
      expect(text).not.toContain(secret);
    expect((await get("branches/nope")).statusCode).toBe(404);
  });
});

describe("GET /api/public/branches/:slug/menu", () => {
  it("lists visible items with prices and addons, flags sold-out and disabled ones, leaves hidden ones out", async () => {
    const res = await get(`branches/${f.slugs[0]}/menu`);
    expect(res.statusCode).toBe(200);
    const items = itemsOf(res.json().data.categories);
    const byId = new Map(items.map((i) => [i.id, i]));
    expect(byId.has(f.hidden.id)).toBe(false);
    expect(byId.has(f.foreign.id)).toBe(false);
    expect(byId.get(f.soldOut.id)).toMatchObject({ sold_out: true });
    expect(byId.get(f.disabled.id)).toMatchObject({ disable_ordering: true, sold_out: false });
    expect(byId.get(f.shawarma.id)).toMatchObject({
      prices: [
        { id: f.shawarma.priceIds[0], price: 1.5 },
        { id: f.shawarma.priceIds[1], price: 2 },
      ],
      addons: [{ id: f.shawarma.addonIds[0], price: 0.25 }],
      discount: null,
      holiday_price: null,
    });
    expect(res.body).not.toContain("owner@example.com");
  });

  it("answers 304 to its own tag, in any encoding, and a new tag once an item is sold out", async () => {
    const first = await get(`branches/${f.slugs[0]}/menu`, { "accept-encoding": "gzip" });
    expect(first.headers["content-encoding"]).toBe("gzip");
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+-gzip"$/);
    expect(JSON.parse(zlib.gunzipSync(first.rawPayload).toString()).data.categories.length).toBeGreaterThan(
      0,
    );
    const again = await get(`branches/${f.slugs[0]}/menu`, {
      "if-none-match": etag,
      "accept-encoding": "br",
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    // The other branch of the business shows the same menu: the same version, the same tag.
    const sibling = await get(`branches/${f.slugs[1]}/menu`, { "if-none-match": etag });
    expect(sibling.statusCode).toBe(304);

    const url = `business/${f.d.restaurant.id}/items/${f.tea.id}/sold-out`;
    const soldOut = await call(f.t.app, f.d.tokens.owner, "POST", url, { sold_out: true });
    expect(soldOut.json().data).toEqual({ ids: [f.tea.id], sold_out: true });
    const changed = await get(`branches/${f.slugs[0]}/menu`, { "if-none-match": etag });
    expect(changed.statusCode).toBe(200);
    expect(itemsOf(changed.json().data.categories).find((i) => i.id === f.tea.id)?.sold_out).toBe(true);
    const refused = await order(f.t.app, f.slugs[0], {
      type: "self_pickup",
      customer: { name: "A", phone: freshPhone() },
      lines: [{ item_id: f.tea.id, quantity: 1 }],
    });
    expect(refused.json().errors).toEqual({ "lines.0.item_id": ["This item is sold out"] });

    // Many at once (the menu editor's selection), audited one by one; another business's item is not found.
    const many = await call(
      f.t.app,
      f.d.tokens.owner,
      "POST",
      `business/${f.d.restaurant.id}/items/sold-out`,
      {
        ids: [f.tea.id, f.shawarma.id],
        sold_out: false,
      },
    );
    expect(many.json().data).toMatchObject({ sold_out: false });
    const audits = await f.t.app.db
      .selectFrom("audits")
      .select(["entity_id", "changes"])
      .where("entity", "=", "item")
      .where("entity_id", "=", f.tea.id)
      .execute();
    expect(audits).toHaveLength(2);
    const foreign = await call(
      f.t.app,
      f.d.tokens.owner,
      "POST",
      `business/${f.d.restaurant.id}/items/sold-out`,
      {
        ids: [f.foreign.id],
        sold_out: true,
      },
    );
    expect(foreign.statusCode).toBe(404);
  });

  it("shows the discount and the holiday price in effect today", async () => {
    const now = Date.now();
    await f.t.app.db
      .insertInto("discounts")
      .values({
        item_id: f.tea.id,
        business_id: f.d.restaurant.id,
        amount: 10_000,
        type: "percentage",
        from: new Date(now - 3_600_000).toISOString(),
        to: new Date(now + 3_600_000).toISOString(),
      })
      .execute();
    // From yesterday to tomorrow (UTC days): the business's today is in it in every time zone, even across midnight
    // (Kuwait's day starts at 21:00 UTC).
    const day = (offset: number) => new Date(now + offset * 86_400_000).toISOString().slice(0, 10);
    const { id: holidayId } = await f.t.app.db
      .insertInto("holidays")
      .values({
        business_id: f.d.restaurant.id,
        locales: "[]",
        from: `${day(-1)} 00:00:00`,
        to: `${day(1)} 23:59:00`,
        created_at: day(0),
        updated_at: day(0),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await f.t.app.db
      .insertInto("holiday_item_prices")
      .values({ holiday_id: holidayId, item_id: f.tea.id, amount: 450 })
      .execute();
    try {
      const items = itemsOf((await get(`branches/${f.slugs[0]}/menu`)).json().data.categories);
      expect(items.find((i) => i.id === f.tea.id)).toMatchObject({
        discount: { type: "percentage", amount: 10 },
        holiday_price: 0.45,
      });
    } finally {
      await f.t.app.db.deleteFrom("discounts").where("item_id", "=", f.tea.id).execute();
      await f.t.app.db.deleteFrom("holiday_item_prices").where("holiday_id", "=", holidayId).execute();
      await f.t.app.db.deleteFrom("holidays").where("id", "=", holidayId).execute();
    }
  });
});

describe("GET /api/public/orders/:token", () => {
  it("tracks an order by its token, polled and live, as the dashboard changes its status", async () => {
    const placed = (
      await order(f.t.app, f.slugs[0], {
        type: "self_pickup",
        customer: { name: "Noura", phone: freshPhone() },
        lines: [{ item_id: f.shawarma.id, quantity: 1 }],
      })
    ).json().data;
    const tracked = await get(`orders/${placed.tracking_token}`);
    expect(tracked.statusCode).toBe(200);
    expect(tracked.json().data).toMatchObject({
      number: placed.number,
      status: "pending",
      history: [{ status: "pending" }],
      channel: `public-order-${placed.tracking_token}`,
      branch: { slug: f.slugs[0] },
    });
    // The customer's own details stay out (the token may be shared); so does who on the staff did what.
    expect(tracked.body).not.toContain("Noura");
    expect(tracked.body).not.toContain("user");

    const row = await f.t.app.db
      .selectFrom("orders")
      .select(["id", "updated_at"])
      .where("tracking_token", "=", placed.tracking_token)
      .executeTakeFirstOrThrow();
    f.live.length = 0;
    const url = `business/${f.d.restaurant.id}/branches/${f.d.restaurant.branches[0]}/orders/${row.id}`;
    const accepted = await call(f.t.app, f.d.tokens.owner, "POST", url, {
      status: "accepted",
      updated_at: row.updated_at,
    });
    expect(accepted.statusCode).toBe(200);
    expect(f.live).toContainEqual({
      channel: `public-order-${placed.tracking_token}`,
      event: "order-status",
      data: { status: "accepted", at: expect.any(String) },
    });
    const after = (await get(`orders/${placed.tracking_token}`)).json().data;
    expect(after.history.map((h: { status: string }) => h.status)).toEqual(["pending", "accepted"]);
    expect((await get(`orders/${"x".repeat(32)}`)).statusCode).toBe(404);
  });

  it("tells the customer why the restaurant rejected the order, and only that", async () => {
    const placed = (
      await order(f.t.app, f.slugs[0], {
        type: "self_pickup",
        customer: { name: "Reem", phone: freshPhone() },
        lines: [{ item_id: f.shawarma.id, quantity: 1 }],
      })
    ).json().data;
    const row = await f.t.app.db
      .selectFrom("orders")
      .select(["id", "updated_at"])
      .where("tracking_token", "=", placed.tracking_token)
      .executeTakeFirstOrThrow();
    const url = `business/${f.d.restaurant.id}/branches/${f.d.restaurant.branches[0]}/orders/${row.id}`;
    const rejected = await call(f.t.app, f.d.tokens.owner, "POST", url, {
      status: "rejected",
      reason: "The grill is closed tonight",
      updated_at: row.updated_at,
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const tracked = (await get(`orders/${placed.tracking_token}`)).json().data;
    expect(tracked.status).toBe("rejected");
    expect(tracked.history).toEqual([
      { status: "pending", at: expect.any(String) },
      { status: "rejected", at: expect.any(String), reason: "The grill is closed tonight" },
    ]);
  });
});

describe("POST /api/public/branches/:slug/waiter-calls", () => {
  it("tells the branch live and in the bell, once per table per minute", async () => {
    const { token, table_id } = f.tableTokens[0];
    const callWaiter = (slug: string, tableToken: string, locale = "en") =>
      f.t.app.inject({
        method: "POST",
        url: `/api/public/branches/${slug}/waiter-calls`,
        payload: { table_token: tableToken },
        headers: { locale },
      });
    f.live.length = 0;
    const first = await callWaiter(f.slugs[0], token);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ called: true });
    expect(f.live).toEqual([
      {
        channel: `private-business.${f.d.restaurant.id}.branch.${f.d.restaurant.branches[0]}`,
        event: "waiter-call",
        data: expect.objectContaining({ table_id }),
      },
    ]);
    const bell = await f.t.app.db
      .selectFrom("notifications")
      .select("data")
      .where("type", "=", "waiter-call")
      .execute();
    expect(bell.length).toBeGreaterThan(0);
    expect(JSON.parse(bell[0].data).ar).toContain("تطلب النادل");
    const second = await callWaiter(f.slugs[0], token, "ar");
    expect(second.statusCode).toBe(429);
    // Another branch's token is not a table of this branch.
    expect((await callWaiter(f.slugs[0], f.tableTokens[1].token)).statusCode).toBe(404);
  });
});
