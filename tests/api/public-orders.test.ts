import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { call } from "./operations-fixtures";
import { freshPhone, order, publicFixture, type PublicFixture } from "./public-fixtures";

// Placing an order through the public API (issue 46): priced by the server, refused for what the menu does not
// offer or when the branch is closed, idempotent under a key, and then exactly a staff order to the dashboard.

let f: PublicFixture;
beforeAll(async () => {
  f = await publicFixture();
});
afterAll(() => f.t.close());

const branchUrl = (i = 0) => `business/${f.d.restaurant.id}/branches/${f.d.restaurant.branches[i]}`;
const pickup = (extra: object = {}) => ({
  type: "self_pickup",
  customer: { name: "Hessa", phone: freshPhone() },
  lines: [
    {
      item_id: f.shawarma.id,
      quantity: 2,
      price_id: f.shawarma.priceIds[1],
      addon_ids: [f.shawarma.addonIds[0]],
    },
    { item_id: f.tea.id, quantity: 1, price: 0.3, note: "no sugar" },
  ],
  ...extra,
});
const ordersIn = (branchId: number) =>
  f.t.app.db.selectFrom("orders").selectAll().where("branch_id", "=", branchId).execute();

beforeEach(async () => {
  // Every test starts with the branches open: no switches, no hours.
  await f.t.app.db.deleteFrom("branch_ordering").execute();
  await f.t.app.db.deleteFrom("opening_hours").execute();
});

describe("POST /api/public/branches/:slug/orders", () => {
  it("places an order priced by the server, which the dashboard lists, rings and is told of", async () => {
    f.live.length = 0;
    const res = await order(f.t.app, f.slugs[0], pickup({ total: 4.8 }));
    expect(res.statusCode).toBe(201);
    const placed = res.json().data;
    // (2.000 + 0.250) × 2 + 0.300
    expect(placed).toMatchObject({ status: "pending", total: 4.8, currency: "KWD", table: null });
    expect(placed.tracking_token).toMatch(/^[\w-]{32}$/);
    const list = (await call(f.t.app, f.d.tokens.owner, "GET", `${branchUrl()}/orders?per_page=100`)).json();
    const listed = list.data.find((o: { number: number }) => o.number === placed.number);
    expect(listed).toMatchObject({ status: "pending", total: 4.8, created_by: null, type: "self_pickup" });
    expect(listed.notes).toContain("no sugar");
    expect(JSON.stringify(listed)).not.toContain(placed.tracking_token);
    expect(f.live).toEqual([
      expect.objectContaining({
        channel: `private-business.${f.d.restaurant.id}.branch.${f.d.restaurant.branches[0]}`,
        event: "new-order",
        data: expect.objectContaining({ id: listed.id, number: placed.number }),
      }),
    ]);
    const told = await f.t.app.db
      .selectFrom("notifications")
      .select("data")
      .where("type", "=", "new-order")
      .execute();
    expect(told.some((n) => JSON.parse(n.data).order_id === listed.id)).toBe(true);
    const audits = await f.t.app.db
      .selectFrom("audits")
      .selectAll()
      .where("entity", "=", "order")
      .where("entity_id", "=", listed.id)
      .execute();
    expect(audits).toEqual([expect.objectContaining({ action: "create", user_id: null })]);
  });

  it("prices the next order by the owner's new extra charge, however many orders came just before", async () => {
    // A rush keeps the branch's settings between orders (modules/public/order-context.ts); a change ends that.
    const tea = { type: "self_pickup", customer: { name: "Noura", phone: freshPhone() } };
    const line = [{ item_id: f.tea.id, quantity: 1 }];
    for (let i = 0; i < 3; i++)
      expect((await order(f.t.app, f.slugs[0], { ...tea, lines: line })).json().data.total).toBe(0.3);
    await f.t.app.db
      .insertInto("settings")
      .values({
        scope: "business",
        scope_id: f.d.restaurant.id,
        key: "ExtraCharge",
        data: "0.5",
        updated_at: new Date().toISOString(),
      })
      .execute();
    try {
      const next = await order(f.t.app, f.slugs[0], {
        ...tea,
        customer: { ...tea.customer, phone: freshPhone() },
        lines: line,
      });
      expect(next.json().data.total).toBe(0.8);
    } finally {
      await f.t.app.db.deleteFrom("settings").where("key", "=", "ExtraCharge").execute();
    }
    const after = await order(f.t.app, f.slugs[0], {
      ...tea,
      customer: { ...tea.customer, phone: freshPhone() },
      lines: line,
    });
    expect(after.json().data.total).toBe(0.3);
  });

  it("charges today's holiday price for an item's default price, as the menu shows it, for customers and staff", async () => {
    // A holiday from yesterday to tomorrow (UTC days): today is in it in every time zone, even across midnight.
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const { id: holidayId } = await f.t.app.db
      .insertInto("holidays")
      .values({
        business_id: f.d.restaurant.id,
        locales: "[]",
        from: `${day(-1)}T00:00`,
        to: `${day(1)}T23:59`,
        created_at: day(0),
        updated_at: day(0),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await f.t.app.db
      .insertInto("holiday_item_prices")
      .values([
        { holiday_id: holidayId, item_id: f.tea.id, amount: 450 },
        { holiday_id: holidayId, item_id: f.shawarma.id, amount: 1_200 },
      ])
      .execute();
    try {
      const lines = [
        { item_id: f.tea.id, quantity: 2 },
        // The shawarma's Large row is not its default: it keeps its 2.000.
        { item_id: f.shawarma.id, quantity: 1, price_id: f.shawarma.priceIds[1] },
        { item_id: f.shawarma.id, quantity: 1, price_id: f.shawarma.priceIds[0], price: 1.2 },
      ];
      const placed = await order(f.t.app, f.slugs[0], pickup({ lines, total: 4.1 }));
      expect(placed.statusCode, placed.body).toBe(201);
      expect(placed.json().data.total).toBe(4.1);
      const staff = await call(f.t.app, f.d.tokens.owner, "POST", `${branchUrl()}/orders`, {
        type: "self_pickup",
        lines: [{ item_id: f.tea.id, quantity: 1 }],
      });
      expect(staff.json().data.total).toBe(0.45);
    } finally {
      await f.t.app.db.deleteFrom("holiday_item_prices").where("holiday_id", "=", holidayId).execute();
      await f.t.app.db.deleteFrom("holidays").where("id", "=", holidayId).execute();
    }
    // The holiday gone, the usual price again.
    const after = await order(f.t.app, f.slugs[0], pickup({ lines: [{ item_id: f.tea.id, quantity: 2 }] }));
    expect(after.json().data.total).toBe(0.6);
  });

  it("takes Kuwaiti and international phone numbers, and refuses one that is neither", async () => {
    for (const phone of ["9" + "7654321", "+965 6555 1234", "+971 50 123 4567"])
      expect((await order(f.t.app, f.slugs[0], pickup({ customer: { name: "A", phone } }))).statusCode).toBe(
        201,
      );
    const bad = await order(f.t.app, f.slugs[0], pickup({ customer: { name: "", phone: "12" } }));
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      "customer.name": ["Your name is required"],
      "customer.phone": [expect.any(String)],
    });
  });

  it("refuses a price or total the menu does not give, with the current one, in the request's language", async () => {
    const before = (await ordersIn(f.d.restaurant.branches[0])).length;
    const tampered = pickup({
      lines: [{ item_id: f.shawarma.id, quantity: 1, price_id: f.shawarma.priceIds[0], price: 0.5 }],
    });
    const en = await order(f.t.app, f.slugs[0], tampered);
    expect(en.statusCode).toBe(422);
    expect(en.json().errors["lines.0.price"][0]).toMatch(
      /^The price is now .*1\.500.*; please review your cart$/,
    );
    const ar = await order(f.t.app, f.slugs[0], tampered, { locale: "ar" });
    expect(ar.json().errors["lines.0.price"][0]).toContain("السعر الآن");
    const viaAcceptLanguage = await order(f.t.app, f.slugs[0], tampered, {
      acceptLanguage: "ar-KW,ar;q=0.9",
    });
    expect(viaAcceptLanguage.json().errors["lines.0.price"][0]).toContain("السعر الآن");
    const total = await order(f.t.app, f.slugs[0], pickup({ total: 1 }));
    expect(total.statusCode).toBe(422);
    expect(total.json().errors.total[0]).toMatch(/^The total is now .*4\.800/);
    expect((await ordersIn(f.d.restaurant.branches[0])).length).toBe(before);
  });

  it("refuses hidden, sold-out, disabled and other businesses' items, and negative or huge carts", async () => {
    const lines = [f.hidden, f.soldOut, f.disabled, f.foreign].map((it) => ({ item_id: it.id, quantity: 1 }));
    const res = await order(f.t.app, f.slugs[0], pickup({ lines }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      "lines.0.item_id": ["This item is not on this branch's menu"],
      "lines.1.item_id": ["This item is sold out"],
      "lines.2.item_id": [expect.any(String)],
      "lines.3.item_id": ["This item is not on this branch's menu"],
    });
    const negative = await order(
      f.t.app,
      f.slugs[0],
      pickup({ lines: [{ item_id: f.tea.id, quantity: -1 }] }),
    );
    expect(negative.statusCode).toBe(422);
    const tooMany = Array.from({ length: 101 }, () => ({ item_id: f.tea.id, quantity: 1 }));
    expect((await order(f.t.app, f.slugs[0], pickup({ lines: tooMany }))).statusCode).toBe(422);
    const huge = await f.t.app.inject({
      method: "POST",
      url: `/api/public/branches/${f.slugs[0]}/orders`,
      payload: { ...pickup(), notes: "x".repeat(70_000) },
    });
    expect(huge.statusCode).toBe(413);
  });

  it("names the table a QR token points to, in the request's language, and nothing for another branch's", async () => {
    const [mine, theirs] = f.tableTokens;
    const table = (slug: string, token: string, locale = "en") =>
      f.t.app.inject({
        method: "GET",
        url: `/api/public/branches/${slug}/tables/${token}`,
        headers: { locale },
      });
    const named = await table(f.slugs[0], mine.token);
    expect(named.statusCode).toBe(200);
    const row = await f.t.app.db
      .selectFrom("tables")
      .select("locales")
      .where("id", "=", mine.table_id)
      .executeTakeFirstOrThrow();
    const names = JSON.parse(row.locales) as { locale: string; name: string }[];
    expect(named.json().data.name).toBe(names.find((n) => n.locale === "en")?.name ?? names[0].name);
    expect((await table(f.slugs[0], mine.token, "ar")).json().data.name).toBe(
      names.find((n) => n.locale === "ar")?.name || names[0].name,
    );
    expect((await table(f.slugs[0], theirs.token)).statusCode).toBe(404);
    expect((await table(f.slugs[0], "x".repeat(32))).statusCode).toBe(404);
  });

  it("attaches a dine-in order to its table by the table's token; another branch's or a rotated one is refused", async () => {
    const [mine, theirs] = f.tableTokens;
    const dineIn = (token?: string) => pickup({ type: "dine_in", table_token: token });
    const placed = await order(f.t.app, f.slugs[0], dineIn(mine.token));
    expect(placed.statusCode).toBe(201);
    const row = (await ordersIn(f.d.restaurant.branches[0])).find(
      (o) => o.number === placed.json().data.number,
    )!;
    expect(row.table_id).toBe(mine.table_id);
    expect(placed.json().data.table).toEqual(expect.any(String));

    const none = await order(f.t.app, f.slugs[0], dineIn());
    expect(none.json().errors).toEqual({ table_token: ["Scan the QR code on your table to order to it"] });
    const other = await order(f.t.app, f.slugs[0], dineIn(theirs.token), { locale: "ar" });
    expect(other.statusCode).toBe(422);
    expect(other.json().errors.table_token[0]).toContain("رمز هذه الطاولة");

    const rotated = await call(
      f.t.app,
      f.d.tokens.owner,
      "POST",
      `${branchUrl()}/tables/${mine.table_id}/rotate-token`,
    );
    expect(rotated.statusCode).toBe(200);
    const fresh = rotated.json().data;
    expect(fresh.token).not.toBe(mine.token);
    expect(fresh.address).toMatch(new RegExp(`/m/${f.slugs[0]}\\?t=${fresh.token}$`));
    expect((await order(f.t.app, f.slugs[0], dineIn(mine.token))).statusCode).toBe(422);
    expect((await order(f.t.app, f.slugs[0], dineIn(fresh.token))).statusCode).toBe(201);
    f.tableTokens[0] = { table_id: mine.table_id, token: fresh.token };
    // Staff who may not update the tables of the branch may not rotate them either.
    const staff = await call(
      f.t.app,
      f.d.tokens.other,
      "POST",
      `${branchUrl()}/tables/${mine.table_id}/rotate-token`,
    );
    expect(staff.statusCode).toBe(404);
  });

  it("refuses an order type or payment method the branch has switched off", async () => {
    await f.t.app.db
      .insertInto("settings")
      .values([
        {
          scope: "branch",
          scope_id: f.d.restaurant.branches[0],
          key: "Delivery",
          data: "false",
          updated_at: "x",
        },
        {
          scope: "mobile",
          scope_id: f.d.restaurant.branches[0],
          key: "PayCash",
          data: "false",
          updated_at: "x",
        },
      ])
      .execute();
    try {
      const res = await order(
        f.t.app,
        f.slugs[0],
        pickup({ type: "delivery", customer: { name: "A", phone: freshPhone(), address: "Block 1" } }),
      );
      expect(res.json().errors).toEqual({
        type: ["This branch does not take this kind of order"],
        payment_method: ["This payment method is not available here"],
      });
    } finally {
      await f.t.app.db
        .deleteFrom("settings")
        .where("scope_id", "=", f.d.restaurant.branches[0])
        .where("key", "in", ["Delivery", "PayCash"])
        .execute();
    }
  });

  it("refuses while the branch is paused, busy, closed today or outside its opening hours", async () => {
    const switches = (body: object) =>
      call(f.t.app, f.d.tokens.owner, "POST", `${branchUrl()}/ordering`, body);
    const refusal = async (locale: "en" | "ar" = "en") => {
      const res = await order(f.t.app, f.slugs[0], pickup(), { locale });
      expect(res.statusCode).toBe(422);
      return res.json().errors.branch[0] as string;
    };
    expect((await switches({ accepting: false })).json().data).toMatchObject({
      accepting: false,
      state: "paused",
    });
    expect(await refusal()).toBe("This branch is not taking orders right now");
    expect(await refusal("ar")).toBe("هذا الفرع لا يستقبل الطلبات الآن");
    const busy = (await switches({ accepting: true, busy_minutes: 30 })).json().data;
    expect(busy.state).toBe("busy");
    expect(Date.parse(busy.busy_until) - Date.now()).toBeGreaterThan(29 * 60_000);
    expect(await refusal()).toMatch(/^This branch is busy/);
    const branch = (await f.t.app.inject({ url: `/api/public/branches/${f.slugs[0]}` })).json().data;
    expect(branch).toMatchObject({
      accepting_orders: false,
      ordering_state: "busy",
      busy_until: busy.busy_until,
    });
    expect((await switches({ busy_minutes: 0, closed_today: true })).json().data.state).toBe("closed_today");
    expect(await refusal()).toBe("This branch is closed today");
    expect((await switches({ closed_today: false })).json().data.state).toBe("open");
    // Closed all of today's weekday (in the business's time zone: the demo's is the default, UTC).
    const weekday = new Date().getUTCDay();
    const hours = await call(f.t.app, f.d.tokens.owner, "POST", `${branchUrl()}/opening-hours`, {
      opening_hours: [
        { weekday, closed: true },
        { weekday: (weekday + 1) % 7, opens: "09:00", closes: "23:00" },
      ],
    });
    expect(hours.json().data).toMatchObject({ state: "outside_hours" });
    expect(await refusal()).toBe("This branch is closed now; see its opening hours");
    const badHours = await call(f.t.app, f.d.tokens.owner, "POST", `${branchUrl()}/opening-hours`, {
      opening_hours: [{ weekday: 1, opens: "25:00" }, { weekday: 1 }],
    });
    expect(badHours.json().errors).toEqual({
      "opening_hours.0.opens": ["Give a time as HH:mm (00:00 to 24:00)"],
      "opening_hours.1.weekday": ["Each weekday once"],
    });
    const audits = await f.t.app.db
      .selectFrom("audits")
      .select("entity")
      .where("entity", "in", ["branch_ordering", "opening_hours"])
      .execute();
    expect(audits.length).toBeGreaterThanOrEqual(5);
    // Staff without the branch's settings permission may not flip the switches.
    expect(
      (await call(f.t.app, f.d.tokens.staff, "POST", `${branchUrl()}/ordering`, { accepting: false }))
        .statusCode,
    ).toBe(403);
  });

  it("returns the first order to a retried submit with the same Idempotency-Key", async () => {
    const body = pickup();
    const first = await order(f.t.app, f.slugs[0], body, { key: "retry-1" });
    const again = await order(f.t.app, f.slugs[0], body, { key: "retry-1" });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers["idempotent-replay"]).toBe("true");
    expect(again.json().data).toEqual(first.json().data);
    const rows = (await ordersIn(f.d.restaurant.branches[0])).filter(
      (o) => o.number === first.json().data.number,
    );
    expect(rows).toHaveLength(1);
    const reused = await order(f.t.app, f.slugs[0], pickup(), { key: "retry-1" });
    expect(reused.json().errors).toEqual({
      "idempotency-key": ["This Idempotency-Key was used for another order; send a new key"],
    });
    // The same key at another branch is another order.
    expect((await order(f.t.app, f.slugs[1], body, { key: "retry-1" })).json().data.number).toEqual(
      expect.any(Number),
    );
    const badKey = await order(f.t.app, f.slugs[0], pickup(), { key: "bad key" });
    expect(badKey.json().errors).toEqual({
      "idempotency-key": ["The Idempotency-Key header must be 1 to 100 visible characters"],
    });
  });

  it("makes one order of two submits of one key at the same moment", async () => {
    const body = pickup();
    const [a, b] = await Promise.all([
      order(f.t.app, f.slugs[0], body, { key: "race-1" }),
      order(f.t.app, f.slugs[0], body, { key: "race-1" }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(a.json().data.number).toBe(b.json().data.number);
    const rows = (await ordersIn(f.d.restaurant.branches[0])).filter(
      (o) => o.number === a.json().data.number,
    );
    expect(rows).toHaveLength(1);
  });

  it("limits orders per address and per phone", async () => {
    const address = "10.9.9.9";
    const codes = [];
    for (let i = 0; i < 5; i++)
      codes.push((await order(f.t.app, f.slugs[0], pickup(), { address })).statusCode);
    expect(codes).toEqual([201, 201, 201, 201, 429]);
    const phone = freshPhone();
    const samePhone = [];
    for (let i = 0; i < 4; i++)
      samePhone.push(
        (await order(f.t.app, f.slugs[0], pickup({ customer: { name: "A", phone } }))).statusCode,
      );
    expect(samePhone).toEqual([201, 201, 201, 429]);
    const limited = await order(f.t.app, f.slugs[0], pickup({ customer: { name: "A", phone } }), {
      locale: "ar",
    });
    expect(limited.json().message).toEqual(expect.any(String));
  });

  it("lets a retried order through its limits uncounted, while a new one is held", async () => {
    const address = "10.9.9.10";
    const body = pickup();
    const first = await order(f.t.app, f.slugs[0], body, { address, key: "limit-retry" });
    expect(first.statusCode).toBe(201);
    for (let i = 0; i < 3; i++)
      expect((await order(f.t.app, f.slugs[0], pickup(), { address })).statusCode).toBe(201);
    // The address has used its four: a new order is refused, the retry of the first still gets its answer.
    expect((await order(f.t.app, f.slugs[0], pickup(), { address })).statusCode).toBe(429);
    for (let i = 0; i < 3; i++) {
      const retry = await order(f.t.app, f.slugs[0], body, { address, key: "limit-retry" });
      expect(retry.statusCode).toBe(201);
      expect(retry.json().data).toEqual(first.json().data);
    }
    // The same key with another body is no retry: it is counted, and refused.
    expect((await order(f.t.app, f.slugs[0], pickup(), { address, key: "limit-retry" })).statusCode).toBe(
      429,
    );
  });

  it("writes a rush of orders placed at one moment each as if alone: numbered in turn, with its lines, audit, bell and event", async () => {
    f.live.length = 0;
    const [mine] = f.tableTokens;
    const bodies = Array.from({ length: 12 }, (_, i) =>
      i % 4 === 0 ? pickup({ type: "dine_in", table_token: mine.token }) : pickup(),
    );
    const retried = pickup();
    const answers = await Promise.all([
      ...bodies.map((body) => order(f.t.app, f.slugs[0], body)),
      order(f.t.app, f.slugs[0], retried, { key: "rush-retry" }),
      order(f.t.app, f.slugs[0], retried, { key: "rush-retry" }),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 201));
    const placed = answers.map((a) => a.json().data);
    // The retry is the first order again; every other order has a number of its own, one after the other.
    expect(placed[12].number).toBe(placed[13].number);
    expect(placed[13]).toEqual(placed[12]);
    const numbers = placed.slice(0, 13).map((p) => p.number as number);
    const first = Math.min(...numbers);
    expect([...numbers].sort((a, b) => a - b)).toEqual(numbers.map((_, i) => first + i));
    // Each at 4.8 (see the first test), whatever the others in its moment cost.
    expect(placed.map((p) => p.total)).toEqual(placed.map(() => 4.8));

    const rows = (await ordersIn(f.d.restaurant.branches[0])).filter((o) => numbers.includes(o.number));
    expect(rows).toHaveLength(13);
    const ids = rows.map((row) => row.id);
    for (const [i, answer] of placed.slice(0, 13).entries()) {
      const row = rows.find((r) => r.number === answer.number)!;
      expect(row.table_id).toBe(i < 12 && i % 4 === 0 ? mine.table_id : null);
      // The dashboard is told of the order exactly as it reads it afterwards.
      const detail = (await call(f.t.app, f.d.tokens.owner, "GET", `${branchUrl()}/orders/${row.id}`)).json()
        .data;
      expect(detail.lines).toHaveLength(2);
      const told = f.live.filter((e) => e.event === "new-order" && (e.data as { id: number }).id === row.id);
      expect(told).toHaveLength(1);
      expect(told[0].data).toEqual(detail);
    }
    const audits = await f.t.app.db
      .selectFrom("audits")
      .select("entity_id")
      .where("entity", "=", "order")
      .where("action", "=", "create")
      .where("entity_id", "in", ids)
      .execute();
    expect(audits.map((a) => a.entity_id).sort()).toEqual([...ids].sort());
    const bells = (
      await f.t.app.db.selectFrom("notifications").select("data").where("type", "=", "new-order").execute()
    ).filter((n) => ids.includes(JSON.parse(n.data).order_id));
    const perOrder = ids.map((id) => bells.filter((n) => JSON.parse(n.data).order_id === id).length);
    expect(perOrder[0]).toBeGreaterThan(0);
    expect(perOrder).toEqual(ids.map(() => perOrder[0]));
  });

  it("answers 404 for an unknown branch", async () => {
    expect((await order(f.t.app, "no-such-branch", pickup())).statusCode).toBe(404);
  });
});
