import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "./helpers";
import { businessTime } from "../../server/modules/config/business-config";
import { localDateOf } from "../../src/domain/zoned-time";
import { formatAmount } from "../../src/domain/money";
import {
  auditsOf,
  call,
  captureLive,
  category,
  demo,
  item,
  readersOf,
  branchNames,
  type Demo,
  type ItemFixture,
} from "./operations-fixtures";

let t: TestApp;
let d: Demo;
let live: ReturnType<typeof captureLive>;
let shawarma: ItemFixture;
let tea: ItemFixture;
let disabled: ItemFixture;
let unpriced: ItemFixture;
let foreign: ItemFixture;
let staffId: number;
let ownerId: number;

beforeAll(async () => {
  t = await buildTestApp();
  d = await demo(t.app);
  live = captureLive(t.app);
  const dishes = await category(t.app, d.restaurant.id, d.restaurant.menu);
  shawarma = await item(t.app, d.restaurant.id, dishes, {
    en: "Shawarma",
    ar: "شاورما",
    prices: [
      [1500, "Regular"],
      [2000, "Large"],
    ],
    addons: [250, 100],
  });
  tea = await item(t.app, d.restaurant.id, dishes, { en: "Karak tea", ar: "شاي كرك", prices: [300] });
  disabled = await item(t.app, d.restaurant.id, dishes, {
    en: "Sold out",
    ar: "نفد",
    prices: [500],
    disableOrdering: true,
  });
  unpriced = await item(t.app, d.restaurant.id, dishes, { en: "No price", ar: "بلا سعر", prices: [] });
  foreign = await item(t.app, d.other.id, await category(t.app, d.other.id, d.other.menu), {
    en: "Latte",
    ar: "لاتيه",
    prices: [1000],
  });
  const users = await t.app.db.selectFrom("users").select(["id", "email"]).execute();
  staffId = users.find((u) => u.email === "staff@example.com")!.id;
  ownerId = users.find((u) => u.email === "owner@example.com")!.id;
  // The demo's GeneralDiscount and ExtraCharge would change every total; one test sets its own.
  await t.app.db
    .deleteFrom("settings")
    .where("scope", "=", "business")
    .where("scope_id", "=", d.restaurant.id)
    .where("key", "in", ["GeneralDiscount", "ExtraCharge"])
    .execute();
});
afterAll(() => t.close());

const ordersUrl = (branch = 0, businessId = d.restaurant.id, branchId = d.restaurant.branches[branch]) =>
  `business/${businessId}/branches/${branchId}/orders`;
const basicOrder = (extra: object = {}) => ({
  type: "self_pickup",
  customer: { name: "Hessa Al-Mutawa", phone: "51234567" },
  lines: [
    { item_id: shawarma.id, quantity: 2, price_id: shawarma.priceIds[1], addon_ids: [shawarma.addonIds[0]] },
    { item_id: tea.id, quantity: 3 },
  ],
  ...extra,
});

async function placeOrder(extra: object = {}, branch = 0) {
  const response = await call(t.app, d.tokens.owner, "POST", ordersUrl(branch), basicOrder(extra));
  expect(response.statusCode).toBe(201);
  return response.json().data;
}

describe("order statuses", () => {
  it("serves every status with its labels and allowed next statuses", async () => {
    const response = await call(
      t.app,
      d.tokens.staff,
      "GET",
      `business/${d.restaurant.id}/branches/${d.restaurant.branches[0]}/order-statuses`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual([
      {
        id: "pending",
        name: "Pending",
        locales: [
          { locale: "en", name: "Pending" },
          { locale: "ar", name: "قيد الانتظار" },
        ],
        next: ["accepted", "rejected"],
      },
      {
        id: "accepted",
        name: "Accepted",
        locales: [
          { locale: "en", name: "Accepted" },
          { locale: "ar", name: "مقبول" },
        ],
        next: ["ready"],
      },
      {
        id: "rejected",
        name: "Rejected",
        locales: [
          { locale: "en", name: "Rejected" },
          { locale: "ar", name: "مرفوض" },
        ],
        next: [],
      },
      {
        id: "ready",
        name: "Ready",
        locales: [
          { locale: "en", name: "Ready" },
          { locale: "ar", name: "جاهز" },
        ],
        next: ["delivered"],
      },
      {
        id: "delivered",
        name: "Delivered",
        locales: [
          { locale: "en", name: "Delivered" },
          { locale: "ar", name: "تم التسليم" },
        ],
        next: [],
      },
    ]);
    const ar = await call(
      t.app,
      d.tokens.owner,
      "GET",
      `business/${d.restaurant.id}/branches/${d.restaurant.branches[0]}/order-statuses`,
      undefined,
      "ar",
    );
    expect(ar.json().data[0].name).toBe("قيد الانتظار");
  });

  it("needs orders.read in the branch and membership of the business", async () => {
    expect(
      (
        await call(
          t.app,
          d.tokens.staff,
          "GET",
          `business/${d.restaurant.id}/branches/${d.restaurant.branches[1]}/order-statuses`,
        )
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await call(
          t.app,
          d.tokens.other,
          "GET",
          `business/${d.restaurant.id}/branches/${d.restaurant.branches[0]}/order-statuses`,
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await call(
          t.app,
          d.tokens.owner,
          "GET",
          `business/${d.restaurant.id}/branches/${d.other.branches[0]}/order-statuses`,
        )
      ).statusCode,
    ).toBe(404);
  });
});

describe("creating orders", () => {
  it("computes lines and totals on the server, snapshots names, numbers orders per branch, and keeps history and an invoice", async () => {
    const first = await placeOrder({ notes: "Extra napkins" });
    expect(first).toMatchObject({
      status: "pending",
      type: "self_pickup",
      subtotal: 5.4,
      discount: 0,
      extra_charge: 0,
      total: 5.4,
      currency: "KWD",
      payment_method: "cash",
      payment_state: "not_paid",
      notes: "Extra napkins",
      customer: { name: "Hessa Al-Mutawa", phone: "+96551234567", address: "" },
      next_statuses: ["accepted", "rejected"],
    });
    expect(first.lines).toEqual([
      {
        id: expect.any(Number),
        item_id: shawarma.id,
        locales: [
          { locale: "en", name: "Shawarma (Large)" },
          { locale: "ar", name: "شاورما (Large)" },
        ],
        quantity: 2,
        unit_price: 2,
        addons: [{ id: shawarma.addonIds[0], locales: expect.any(Array), price: 0.25 }],
        discount: 0,
        line_total: 4.5,
        // The first round of the order, with no note of its own (issue 48's staff order entry adds both).
        round: 1,
        note: "",
      },
      expect.objectContaining({ item_id: tea.id, quantity: 3, unit_price: 0.3, line_total: 0.9 }),
    ]);
    expect(first.history).toEqual([
      {
        id: expect.any(Number),
        from_status: null,
        to_status: "pending",
        user: { id: ownerId, name: "Fahad Al-Sabah" },
        reason: null,
        created_at: first.created_at,
      },
    ]);
    // A placed order is not a sale yet: its invoice is issued when it is accepted.
    expect(first.invoice).toBeNull();
    const accepted = await call(t.app, d.tokens.owner, "POST", `${ordersUrl()}/${first.id}`, {
      status: "accepted",
      updated_at: first.updated_at,
    });
    expect(accepted.json().data.invoice).toMatchObject({
      number: expect.any(Number),
      payment_state: "not_paid",
    });
    const invoice = await t.app.db
      .selectFrom("invoices")
      .selectAll()
      .where("order_id", "=", first.id)
      .executeTakeFirstOrThrow();
    expect(invoice).toMatchObject({
      amount: 5400,
      currency: "KWD",
      branch_id: d.restaurant.branches[0],
      business_id: d.restaurant.id,
    });
    const second = await placeOrder();
    expect(second.number).toBe(first.number + 1);
    // The catalog changing later does not change the order.
    await t.app.db.updateTable("prices").set({ amount: 9999 }).where("id", "=", tea.priceIds[0]).execute();
    const again = (await call(t.app, d.tokens.owner, "GET", `${ordersUrl()}/${first.id}`)).json().data;
    expect(again.total).toBe(5.4);
    await t.app.db.updateTable("prices").set({ amount: 300 }).where("id", "=", tea.priceIds[0]).execute();
  });

  it("applies item discounts, the general discount and the extra charge of the business settings", async () => {
    const now = new Date();
    await t.app.db
      .insertInto("discounts")
      .values({
        item_id: tea.id,
        business_id: d.restaurant.id,
        amount: 50_000,
        type: "percentage",
        from: new Date(now.getTime() - 86_400_000).toISOString(),
        to: new Date(now.getTime() + 86_400_000).toISOString(),
      })
      .execute();
    await t.app.db
      .insertInto("settings")
      .values([
        {
          scope: "business",
          scope_id: d.restaurant.id,
          key: "GeneralDiscount",
          data: "10",
          updated_at: now.toISOString(),
        },
        {
          scope: "business",
          scope_id: d.restaurant.id,
          key: "ExtraCharge",
          data: "0.5",
          updated_at: now.toISOString(),
        },
      ])
      .execute();
    const order = await placeOrder({ lines: [{ item_id: tea.id, quantity: 2 }] });
    // 2 × 0.300 = 0.600; tea half price: −0.300; 10 % of 0.300: −0.030; extra charge +0.500.
    expect(order).toMatchObject({ subtotal: 0.6, discount: 0.33, extra_charge: 0.5, total: 0.77 });
    expect(order.lines[0]).toMatchObject({ discount: 0.3, line_total: 0.6 });
    await t.app.db
      .deleteFrom("settings")
      .where("scope", "=", "business")
      .where("scope_id", "=", d.restaurant.id)
      .where("key", "in", ["GeneralDiscount", "ExtraCharge"])
      .execute();
    await t.app.db.deleteFrom("discounts").where("item_id", "=", tea.id).execute();
  });

  it("notifies the branch's readers and publishes new-order after the commit", async () => {
    live.length = 0;
    const order = await placeOrder();
    const notes = await t.app.db
      .selectFrom("notifications")
      .selectAll()
      .where("type", "=", "new-order")
      .execute();
    const mine = notes.filter((n) => JSON.parse(n.data).order_id === order.id);
    const readers = await readersOf(t.app, d.restaurant.id, d.restaurant.branches[0], "orders");
    expect(readers).toEqual(expect.arrayContaining([ownerId, staffId]));
    expect(mine.map((n) => n.user_id).sort((a, b) => a - b)).toEqual(readers);
    // The total in each language's money format, as the dashboard writes amounts (5.400 د.ك in Arabic).
    expect(JSON.parse(mine[0].data)).toMatchObject({
      en: `${(await branchNames(t.app, d.restaurant.branches[0])).en} · New order #${order.number}: ${formatAmount(5.4, "KWD", "en")}`,
      ar: `${(await branchNames(t.app, d.restaurant.branches[0])).ar} · طلب جديد رقم ${order.number}: ${formatAmount(5.4, "KWD", "ar")}`,
    });
    expect(JSON.parse(mine[0].data).ar).toContain("د.ك");
    expect(live).toEqual([
      {
        channel: `private-business.${d.restaurant.id}.branch.${d.restaurant.branches[0]}`,
        event: "new-order",
        data: expect.objectContaining({ id: order.id }),
      },
    ]);
    // The second branch: staff may not read its orders, so only the owner hears of it.
    const elsewhere = await placeOrder({}, 1);
    const told = await t.app.db
      .selectFrom("notifications")
      .select(["user_id", "data"])
      .where("type", "=", "new-order")
      .execute();
    const second = told.filter((n) => JSON.parse(n.data).order_id === elsewhere.id).map((n) => n.user_id);
    expect(second).toContain(ownerId);
    expect(second).not.toContain(staffId);
    expect(second.sort((a, b) => a - b)).toEqual(
      await readersOf(t.app, d.restaurant.id, d.restaurant.branches[1], "orders"),
    );
  });

  it("records an audit row", async () => {
    const order = await placeOrder();
    const audits = await auditsOf(t.app, "order", order.id);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      action: "create",
      business_id: d.restaurant.id,
      branch_id: d.restaurant.branches[0],
      user_id: ownerId,
    });
  });

  it("checks every line against the business's catalog, in English and Arabic", async () => {
    const url = ordersUrl();
    const empty = await call(t.app, d.tokens.owner, "POST", url, basicOrder({ lines: [] }));
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.lines).toEqual(["Add at least one item"]);
    expect(
      (await call(t.app, d.tokens.owner, "POST", url, basicOrder({ lines: [] }), "ar")).json().errors.lines,
    ).toEqual(["أضف صنفًا واحدًا على الأقل"]);
    const lines = [
      { item_id: foreign.id, quantity: 1 },
      { item_id: disabled.id, quantity: 1 },
      { item_id: shawarma.id, quantity: 1, price_id: tea.priceIds[0] },
      { item_id: shawarma.id, quantity: 1, addon_ids: [999999] },
      { item_id: unpriced.id, quantity: 1 },
    ];
    const en = await call(t.app, d.tokens.owner, "POST", url, basicOrder({ lines }));
    expect(en.statusCode).toBe(422);
    expect(en.json().errors).toEqual({
      "lines.0.item_id": ["This item is not available in this business"],
      "lines.1.item_id": ["Ordering is disabled for this item"],
      "lines.2.price_id": ["Choose a price of this item"],
      "lines.3.addon_ids": ["Choose addons of this item"],
      "lines.4.item_id": ["This item has no price"],
    });
    const ar = await call(t.app, d.tokens.owner, "POST", url, basicOrder({ lines }), "ar");
    expect(ar.json().errors).toEqual({
      "lines.0.item_id": ["هذا الصنف غير متوفر في هذا النشاط"],
      "lines.1.item_id": ["الطلب معطل لهذا الصنف"],
      "lines.2.price_id": ["اختر سعرًا من أسعار هذا الصنف"],
      "lines.3.addon_ids": ["اختر إضافات هذا الصنف"],
      "lines.4.item_id": ["لا يوجد سعر لهذا الصنف"],
    });
    const count = await t.app.db
      .selectFrom("orders")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    expect((await call(t.app, d.tokens.owner, "POST", url, basicOrder({ lines }))).statusCode).toBe(422);
    const after = await t.app.db
      .selectFrom("orders")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(count.n));
  });

  it("checks the table, the customer and the fields' values", async () => {
    const url = ordersUrl();
    const otherBranchTable = await t.app.db
      .selectFrom("tables")
      .select("id")
      .where("branch_id", "=", d.restaurant.branches[1])
      .executeTakeFirstOrThrow();
    const table = await call(
      t.app,
      d.tokens.owner,
      "POST",
      url,
      basicOrder({ type: "dine_in", table_id: otherBranchTable.id }),
    );
    expect(table.json().errors.table_id).toEqual(["Choose a table of this branch"]);
    expect(
      (
        await call(t.app, d.tokens.owner, "POST", url, basicOrder({ table_id: otherBranchTable.id }), "ar")
      ).json().errors.table_id,
    ).toEqual(["اختر طاولة من طاولات هذا الفرع"]);
    const delivery = await call(
      t.app,
      d.tokens.owner,
      "POST",
      url,
      basicOrder({ type: "delivery", customer: { name: "X", phone: "123" } }),
    );
    expect(delivery.json().errors).toEqual({
      "customer.phone": ["must be a valid phone number"],
      "customer.address": ["This field is required"],
    });
    const arabic = await call(
      t.app,
      d.tokens.owner,
      "POST",
      url,
      basicOrder({ type: "delivery", customer: { phone: "123" } }),
      "ar",
    );
    expect(arabic.json().errors).toEqual({
      "customer.phone": ["يجب أن يكون رقم هاتف صالحًا"],
      "customer.address": ["هذا الحقل مطلوب"],
    });
    const bad = await call(t.app, d.tokens.owner, "POST", url, {
      type: "takeaway",
      payment_method: "cheque",
      lines: [{ item_id: tea.id, quantity: 0 }],
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toMatchObject({
      type: ["Choose one of the allowed values"],
      payment_method: ["Choose one of the allowed values"],
      "lines.0.quantity": ["Must be at least 1"],
    });
    const missing = await call(t.app, d.tokens.owner, "POST", url, {});
    expect(missing.json().errors).toMatchObject({
      type: ["This field is required"],
      lines: ["This field is required"],
    });
    const myTable = await t.app.db
      .selectFrom("tables")
      .select("id")
      .where("branch_id", "=", d.restaurant.branches[0])
      .executeTakeFirstOrThrow();
    const dineIn = await placeOrder({
      type: "dine_in",
      table_id: myTable.id,
      payment_method: "knet",
      payment_state: "paid",
    });
    expect(dineIn).toMatchObject({
      table_id: myTable.id,
      payment_method: "knet",
      payment_state: "paid",
      invoice: { payment_state: "paid" },
    });
  });

  it("needs orders.create in the branch (staff has none) and membership", async () => {
    expect((await call(t.app, d.tokens.staff, "POST", ordersUrl(), basicOrder())).statusCode).toBe(403);
    expect((await call(t.app, d.tokens.other, "POST", ordersUrl(), basicOrder())).statusCode).toBe(404);
    expect(
      (
        await call(
          t.app,
          d.tokens.owner,
          "POST",
          ordersUrl(0, d.restaurant.id, d.other.branches[0]),
          basicOrder(),
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (await call(t.app, d.tokens.owner, "POST", ordersUrl(0, d.other.id, d.other.branches[0]), basicOrder()))
        .statusCode,
    ).toBe(404);
  });
});

describe("listing and reading orders", () => {
  it("filters by status, type, table, dates and search, sorts and pages", async () => {
    const myTable = await t.app.db
      .selectFrom("tables")
      .select("id")
      .where("branch_id", "=", d.restaurant.branches[0])
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    const target = await placeOrder({
      type: "car_pickup",
      table_id: myTable.id,
      customer: { name: "Zainab Qabazard", phone: "+965 6000 1234" },
    });
    const url = ordersUrl();
    const all = (await call(t.app, d.tokens.owner, "GET", `${url}/?per_page=100`)).json();
    expect(all.total).toBeGreaterThan(20);
    // Newest first by default.
    expect(all.data[0].id).toBe(target.id);
    expect(all.data.every((o: { branch_id: number }) => o.branch_id === d.restaurant.branches[0])).toBe(true);
    const pending = (await call(t.app, d.tokens.owner, "GET", `${url}?status=pending&per_page=100`)).json();
    expect(pending.data.every((o: { status: string }) => o.status === "pending")).toBe(true);
    const delivered = (
      await call(t.app, d.tokens.owner, "GET", `${url}?status=delivered&per_page=100`)
    ).json();
    expect(delivered.total).toBeGreaterThan(0);
    expect(delivered.total + pending.total).toBeLessThan(all.total);
    const byType = (await call(t.app, d.tokens.owner, "GET", `${url}?type=car_pickup&per_page=100`)).json();
    expect(byType.data.every((o: { type: string }) => o.type === "car_pickup")).toBe(true);
    expect(
      (await call(t.app, d.tokens.owner, "GET", `${url}?table_id=${myTable.id}`))
        .json()
        .data.map((o: { id: number }) => o.id),
    ).toContain(target.id);
    expect(
      (await call(t.app, d.tokens.owner, "GET", `${url}?q=qabazard`))
        .json()
        .data.map((o: { id: number }) => o.id),
    ).toEqual([target.id]);
    expect(
      (await call(t.app, d.tokens.owner, "GET", `${url}?q=60001234`))
        .json()
        .data.map((o: { id: number }) => o.id),
    ).toEqual([target.id]);
    expect(
      (await call(t.app, d.tokens.owner, "GET", `${url}?q=${target.number}`))
        .json()
        .data.map((o: { id: number }) => o.id),
    ).toContain(target.id);
    // Date filters are days in the business's time zone, not in UTC.
    const { timeZone } = await businessTime(t.app.db, d.restaurant.id);
    const today = localDateOf(new Date().toISOString(), timeZone);
    const recent = (
      await call(t.app, d.tokens.owner, "GET", `${url}?from=${today}&to=${today}&per_page=100`)
    ).json();
    expect(recent.data.map((o: { id: number }) => o.id)).toContain(target.id);
    expect(recent.total).toBeLessThan(all.total);
    const old = (await call(t.app, d.tokens.owner, "GET", `${url}?to=2020-01-01`)).json();
    expect(old.total).toBe(0);
    const byTotal = (await call(t.app, d.tokens.owner, "GET", `${url}?sort=total&order=asc&per_page=100`))
      .json()
      .data.map((o: { total: number }) => o.total);
    expect(byTotal).toEqual([...byTotal].sort((a, b) => a - b));
    const paged = (await call(t.app, d.tokens.owner, "GET", `${url}?per_page=5&page=2`)).json();
    expect(paged).toMatchObject({ current_page: 2, per_page: 5, last_page: Math.ceil(all.total / 5) });
  });

  it("refuses bad dates and an inverted range", async () => {
    const bad = await call(t.app, d.tokens.owner, "GET", `${ordersUrl()}?from=yesterday`);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.from).toEqual(["Please enter a valid date"]);
    const inverted = await call(
      t.app,
      d.tokens.owner,
      "GET",
      `${ordersUrl()}?from=2026-02-01&to=2026-01-01`,
      undefined,
      "ar",
    );
    expect(inverted.json().errors.to).toEqual(["يجب أن يكون تاريخ النهاية بعد تاريخ البداية"]);
  });

  it("lets staff read their branch only; hides other businesses' orders both ways", async () => {
    const order = await placeOrder();
    expect((await call(t.app, d.tokens.staff, "GET", ordersUrl())).statusCode).toBe(200);
    expect((await call(t.app, d.tokens.staff, "GET", `${ordersUrl()}/${order.id}`)).statusCode).toBe(200);
    expect((await call(t.app, d.tokens.staff, "GET", ordersUrl(1))).statusCode).toBe(403);
    expect((await call(t.app, d.tokens.other, "GET", ordersUrl())).statusCode).toBe(404);
    expect((await call(t.app, d.tokens.other, "GET", `${ordersUrl()}/${order.id}`)).statusCode).toBe(404);
    expect((await call(t.app, d.tokens.owner, "GET", `${ordersUrl(1)}/${order.id}`)).statusCode).toBe(404);
    const theirs = (
      await call(t.app, d.tokens.other, "GET", ordersUrl(0, d.other.id, d.other.branches[0]))
    ).json();
    expect(theirs.total).toBeGreaterThan(0);
    expect(
      (await call(t.app, d.tokens.owner, "GET", ordersUrl(0, d.other.id, d.other.branches[0]))).statusCode,
    ).toBe(404);
    expect((await call(t.app, d.tokens.owner, "GET", `${ordersUrl()}/${theirs.data[0].id}`)).statusCode).toBe(
      404,
    );
    expect(
      (await call(t.app, d.tokens.owner, "GET", ordersUrl(0, d.restaurant.id, d.other.branches[0])))
        .statusCode,
    ).toBe(404);
  });
});

describe("changing an order", () => {
  it("follows the status flow, keeps the history with who and when, notifies and publishes update-order", async () => {
    const order = await placeOrder();
    const url = `${ordersUrl()}/${order.id}`;
    live.length = 0;
    const accepted = await call(t.app, d.tokens.staff, "POST", url, {
      status: "accepted",
      updated_at: order.updated_at,
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data).toMatchObject({ status: "accepted", next_statuses: ["ready"] });
    const ready = (await call(t.app, d.tokens.owner, "POST", url, { status: "ready" })).json().data;
    const delivered = (
      await call(t.app, d.tokens.owner, "POST", url, { status: "delivered", payment_state: "paid" })
    ).json().data;
    expect(delivered).toMatchObject({
      status: "delivered",
      payment_state: "paid",
      next_statuses: [],
      invoice: { payment_state: "paid" },
    });
    expect(
      delivered.history.map((h: { from_status: string | null; to_status: string; user: { id: number } }) => [
        h.from_status,
        h.to_status,
        h.user.id,
      ]),
    ).toEqual([
      [null, "pending", ownerId],
      ["pending", "accepted", staffId],
      ["accepted", "ready", ownerId],
      ["ready", "delivered", ownerId],
    ]);
    expect(ready.history[2].created_at).toBe(ready.updated_at);
    expect(live.map((e) => e.event)).toEqual(["update-order", "update-order", "update-order"]);
    const told = await t.app.db
      .selectFrom("notifications")
      .select(["user_id", "data"])
      .where("type", "=", "update-order")
      .orderBy("id")
      .execute();
    const mine = told.filter((n) => JSON.parse(n.data).order_id === order.id);
    expect(mine.length).toBe(
      3 * (await readersOf(t.app, d.restaurant.id, d.restaurant.branches[0], "orders")).length,
    );
    expect(JSON.parse(mine[0].data)).toMatchObject({
      en: `${(await branchNames(t.app, d.restaurant.branches[0])).en} · Order #${order.number} is now Accepted`,
      // The status agrees as the predicate of أصبح (accusative), not the bare label "مقبول".
      ar: `${(await branchNames(t.app, d.restaurant.branches[0])).ar} · الطلب رقم ${order.number} أصبح مقبولًا`,
    });
    expect((await auditsOf(t.app, "order", order.id)).map((a) => a.action)).toEqual([
      "create",
      "status",
      "status",
      "status",
    ]);
  });

  it("refuses a disallowed transition with 422 in English and Arabic and changes nothing", async () => {
    const order = await placeOrder();
    const url = `${ordersUrl()}/${order.id}`;
    const skip = await call(t.app, d.tokens.owner, "POST", url, { status: "delivered" });
    expect(skip.statusCode).toBe(422);
    expect(skip.json().errors.status).toEqual(["An order cannot go from Pending to Delivered"]);
    const ar = await call(t.app, d.tokens.owner, "POST", url, { status: "ready" }, "ar");
    expect(ar.json().message).toBe("لا يمكن نقل الطلب من قيد الانتظار إلى جاهز");
    await call(t.app, d.tokens.owner, "POST", url, { status: "rejected" });
    const back = await call(t.app, d.tokens.owner, "POST", url, { status: "accepted" });
    expect(back.json().errors.status).toEqual(["An order cannot go from Rejected to Accepted"]);
    const detail = (await call(t.app, d.tokens.owner, "GET", url)).json().data;
    expect(detail.status).toBe("rejected");
    expect(detail.history).toHaveLength(2);
    expect(
      (await call(t.app, d.tokens.owner, "POST", url, { status: "shipped" })).json().errors.status,
    ).toEqual(["Choose one of the allowed values"]);
  });

  it("keeps a rejection's reason on the status history and in the audit, trimmed and limited", async () => {
    const order = await placeOrder();
    const url = `${ordersUrl()}/${order.id}`;
    const tooLong = await call(t.app, d.tokens.owner, "POST", url, {
      status: "rejected",
      reason: "x".repeat(501),
    });
    expect(tooLong.statusCode).toBe(422);
    const rejected = await call(t.app, d.tokens.owner, "POST", url, {
      status: "rejected",
      reason: "  Out of shawarma bread  ",
      updated_at: order.updated_at,
    });
    expect(rejected.statusCode).toBe(200);
    const history = rejected.json().data.history;
    expect(history.map((h: { to_status: string; reason: string | null }) => [h.to_status, h.reason])).toEqual(
      [
        ["pending", null],
        ["rejected", "Out of shawarma bread"],
      ],
    );
    const audit = (await auditsOf(t.app, "order", order.id)).at(-1)!;
    expect(audit.action).toBe("status");
    expect(JSON.stringify(audit)).toContain("Out of shawarma bread");
  });

  it("updates notes without a status change and answers 409 to a stale updated_at", async () => {
    const order = await placeOrder();
    const url = `${ordersUrl()}/${order.id}`;
    const noted = (
      await call(t.app, d.tokens.owner, "POST", url, { notes: "Ring the bell", updated_at: order.updated_at })
    ).json().data;
    expect(noted).toMatchObject({ notes: "Ring the bell", status: "pending" });
    expect(noted.history).toHaveLength(1);
    const stale = await call(t.app, d.tokens.owner, "POST", url, {
      status: "accepted",
      updated_at: order.updated_at,
    });
    expect(stale.statusCode).toBe(409);
    expect((await call(t.app, d.tokens.owner, "GET", url)).json().data.status).toBe("pending");
  });

  it("needs orders.update in the branch and membership", async () => {
    const order = await placeOrder({}, 1);
    expect(
      (await call(t.app, d.tokens.staff, "POST", `${ordersUrl(1)}/${order.id}`, { status: "accepted" }))
        .statusCode,
    ).toBe(403);
    expect(
      (await call(t.app, d.tokens.other, "POST", `${ordersUrl(1)}/${order.id}`, { status: "accepted" }))
        .statusCode,
    ).toBe(404);
    expect(
      (await call(t.app, d.tokens.owner, "POST", `${ordersUrl(0)}/${order.id}`, { status: "accepted" }))
        .statusCode,
    ).toBe(404);
  });

  it("deletes an order with its lines, history and invoice; staff may not (403)", async () => {
    const order = await placeOrder();
    const url = `${ordersUrl()}/${order.id}`;
    expect((await call(t.app, d.tokens.staff, "POST", `${url}/delete`)).statusCode).toBe(403);
    expect((await call(t.app, d.tokens.other, "POST", `${url}/delete`)).statusCode).toBe(404);
    expect((await call(t.app, d.tokens.owner, "POST", `${url}/delete`)).json()).toEqual({
      data: { id: order.id },
    });
    expect((await call(t.app, d.tokens.owner, "GET", url)).statusCode).toBe(404);
    expect(
      await t.app.db.selectFrom("invoices").select("id").where("order_id", "=", order.id).execute(),
    ).toEqual([]);
    expect(
      await t.app.db.selectFrom("order_items").select("id").where("order_id", "=", order.id).execute(),
    ).toEqual([]);
    expect((await auditsOf(t.app, "order", order.id)).map((a) => a.action)).toEqual(["create", "delete"]);
  });
});

describe("seeded orders", () => {
  it("cover every status and type with history, lines and invoices (when the catalog seed has items)", async () => {
    const seeded = await t.app.db
      .selectFrom("orders")
      .select(["id", "status", "type", "total"])
      .where("business_id", "=", d.restaurant.id)
      .where("created_by", "=", ownerId)
      .where("notes", "!=", "Extra napkins")
      .execute();
    const catalogItems = await t.app.db
      .selectFrom("items")
      .select("id")
      .where("business_id", "=", d.restaurant.id)
      .where("id", "<", shawarma.id)
      .execute();
    if (!catalogItems.length) return; // no catalog seed in this tree yet
    expect(new Set(seeded.map((o) => o.status)).size).toBe(5);
    expect(new Set(seeded.map((o) => o.type)).size).toBe(4);
  });
});
