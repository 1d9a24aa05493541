import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "./helpers";
import { call, category, configure, demo, listing, type Demo } from "./operations-fixtures";

// Money of stays: payments never beyond the balance, refunds as their own ledger entries (with a cancellation
// or later), the listing's insurance deposit held apart from revenue. Stays are in 2034, far from the demo's.
let t: TestApp;
let d: Demo;
let villa: number;

beforeAll(async () => {
  t = await buildTestApp();
  d = await demo(t.app);
  const chalets = await category(t.app, d.chalet.id, d.chalet.menu, "Money chalets", "شاليهات المال");
  // 70 KWD a night every night: three nights are 210 KWD.
  villa = await listing(t.app, d.chalet.id, chalets, {
    en: "Money Villa",
    ar: "فيلا المال",
    units: 3,
    weekdays: 70_000,
    weekend: 70_000,
  });
  await t.app.db
    .updateTable("chalet_details")
    .set({ insurance: 50_000 })
    .where("item_id", "=", villa)
    .execute();
  await configure(t.app, d.chalet.id, {
    timezone: "Asia/Kuwait",
    check_in_at: "14:00",
    check_out_at: "12:00",
    RESERVATIONS_MARGIN: "0",
  });
});
afterAll(() => t.close());

const base = () => `business/${d.chalet.id}/branches/${d.chalet.branches[0]}/reservations`;
const post = (path: string, body: object, locale: "en" | "ar" = "en") =>
  call(t.app, d.tokens.owner, "POST", path, body, locale);
async function book(from: string, to: string, unit = 1) {
  const response = await post(base(), {
    item_id: villa,
    unit,
    from,
    to,
    customer: { name: "Hessa", phone: "99887766" },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
}

describe("payments", () => {
  it("refuses a payment larger than the balance, in English and Arabic", async () => {
    const r = await book("2034-01-01", "2034-01-04");
    expect(r).toMatchObject({ total: 210, balance: 210 });
    const pay = (amount: number, locale: "en" | "ar" = "en") =>
      post(`${base()}/${r.id}/payments`, { amount, method: "cash" }, locale);
    const over = await pay(500);
    expect(over.statusCode).toBe(422);
    expect(over.json().errors.amount).toEqual([
      "The payment cannot be more than the balance due (210.000 KWD)",
    ]);
    expect((await pay(500, "ar")).json().errors.amount).toEqual([
      "لا يمكن أن تزيد الدفعة على الرصيد المستحق (210.000 KWD)",
    ]);
    const paid = (await pay(210)).json().data;
    expect(paid).toMatchObject({ paid: 210, balance: 0, payment_state: "paid", received: 210, refunded: 0 });
    expect((await pay(1)).json().errors.amount).toEqual([
      "The payment cannot be more than the balance due (0.000 KWD)",
    ]);
  });
});

describe("simultaneous payments", () => {
  it("never take more than the balance together", async () => {
    const r = await book("2034-05-01", "2034-05-04");
    const attempts = await Promise.all(
      [0, 1, 2].map(() => post(`${base()}/${r.id}/payments`, { amount: 100, method: "cash" })),
    );
    expect(attempts.map((a) => a.statusCode).sort()).toEqual([201, 201, 422]);
    const detail = (await call(t.app, d.tokens.owner, "GET", `${base()}/${r.id}`)).json().data;
    expect(detail).toMatchObject({ paid: 200, balance: 10 });
  });
});

describe("refunds", () => {
  it("cancels with a partial refund entered as its own ledger entry, and refunds the rest later", async () => {
    const r = await book("2034-02-01", "2034-02-04");
    const paid = (await post(`${base()}/${r.id}/payments`, { amount: 100, method: "knet" })).json().data;
    expect(paid).toMatchObject({ paid: 100, balance: 110, payment_state: "partially_paid" });
    const tooMuch = await post(`${base()}/${r.id}/cancel`, {
      updated_at: paid.updated_at,
      refund: { amount: 150, method: "knet" },
    });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().errors.amount).toEqual([
      "The refund cannot be more than what was received (100.000 KWD)",
    ]);
    const canceled = await post(`${base()}/${r.id}/cancel`, {
      updated_at: paid.updated_at,
      refund: { amount: 60, method: "knet", notes: "Fee kept" },
    });
    expect(canceled.statusCode, canceled.body).toBe(200);
    expect(canceled.json().data).toMatchObject({
      status: "canceled",
      received: 100,
      refunded: 60,
      paid: 40,
      balance: 0,
      payment_state: "partially_paid",
    });
    expect(
      canceled
        .json()
        .data.payments.map((p: { kind: string; amount: number; notes: string }) => [
          p.kind,
          p.amount,
          p.notes,
        ]),
    ).toEqual([
      ["payment", 100, ""],
      ["refund", -60, "Fee kept"],
    ]);
    // No more money in on a canceled stay; the rest can still go back.
    const more = await post(`${base()}/${r.id}/payments`, { amount: 5, method: "cash" });
    expect(more.json().errors.status).toEqual(["This reservation is canceled and can no longer be changed"]);
    const rest = await post(
      `${base()}/${r.id}/payments`,
      { amount: 40, method: "cash", kind: "refund" },
      "ar",
    );
    expect(rest.json().data).toMatchObject({ paid: 0, refunded: 100, payment_state: "not_paid" });
    const none = await post(
      `${base()}/${r.id}/payments`,
      { amount: 1, method: "cash", kind: "refund" },
      "ar",
    );
    expect(none.json().errors.amount).toEqual(["لا يمكن أن يزيد الاسترداد على المبلغ المستلم (0.000 KWD)"]);
    // Only the payment has an invoice.
    const invoices = await t.app.db
      .selectFrom("invoices")
      .select("amount")
      .where("reservation_id", "=", r.id)
      .execute();
    expect(invoices.map((i) => i.amount)).toEqual([100_000]);
  });
});

describe("insurance deposit", () => {
  it("collects and returns the listing's insurance apart from the stay's payments", async () => {
    const r = await book("2034-03-01", "2034-03-04");
    const deposit = (amount: number, kind: string, locale: "en" | "ar" = "en") =>
      post(`${base()}/${r.id}/payments`, { amount, method: "cash", kind }, locale);
    const over = await deposit(60, "deposit");
    expect(over.json().errors.amount).toEqual([
      "The deposit cannot be more than the listing's insurance (50.000 KWD)",
    ]);
    const held = (await deposit(50, "deposit")).json().data;
    expect(held).toMatchObject({
      deposit: 50,
      insurance: 50,
      paid: 0,
      balance: 210,
      payment_state: "not_paid",
    });
    const back = await deposit(51, "deposit_return", "ar");
    expect(back.json().errors.amount).toEqual([
      "لا يمكن أن يزيد التأمين المُعاد على التأمين المحتفظ به (50.000 KWD)",
    ]);
    const returned = (await deposit(50, "deposit_return")).json().data;
    expect(returned).toMatchObject({ deposit: 0, paid: 0, balance: 210 });
    const invoices = await t.app.db
      .selectFrom("invoices")
      .select("id")
      .where("reservation_id", "=", r.id)
      .execute();
    expect(invoices).toEqual([]);
  });
});

describe("item discounts", () => {
  it("refuses a value discount above the item's price on save, whether the discount or the price changes", async () => {
    const dishes = await category(
      t.app,
      d.restaurant.id,
      d.restaurant.menu,
      "Discount dishes",
      "أطباق الخصم",
    );
    const items = `business/${d.restaurant.id}/items`;
    const dish = (extra: object) => ({
      locales: [
        { locale: "en", name: "Tea" },
        { locale: "ar", name: "شاي" },
      ],
      category_id: dishes,
      ...extra,
    });
    const over = await post(
      items,
      dish({ prices: [{ price: 1 }], discounts: [{ amount: 10, type: "value" }] }),
    );
    expect(over.statusCode).toBe(422);
    expect(over.json().errors["discounts.0.amount"]).toEqual([
      "A value discount cannot be more than the item's price (1.000 KWD)",
    ]);
    const overAr = await post(
      items,
      dish({ prices: [{ price: 1 }], discounts: [{ amount: 10, type: "value" }] }),
      "ar",
    );
    expect(overAr.json().errors["discounts.0.amount"]).toEqual([
      "لا يمكن أن يزيد خصم القيمة على سعر الصنف (1.000 KWD)",
    ]);
    const created = await post(
      items,
      dish({ prices: [{ price: 1 }], discounts: [{ amount: 0.5, type: "value" }] }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const item = created.json().data;
    const cheaper = await post(`${items}/${item.id}`, {
      updated_at: item.updated_at,
      prices: [{ price: 0.4 }],
    });
    expect(cheaper.json().errors["discounts.0.amount"]).toEqual([
      "A value discount cannot be more than the item's price (0.400 KWD)",
    ]);
    // A percentage is bounded by 100 %, not by the price.
    const percent = await post(
      items,
      dish({ prices: [{ price: 1 }], discounts: [{ amount: 50, type: "percentage" }] }),
    );
    expect(percent.statusCode).toBe(201);
  });
});

describe("financial report", () => {
  it("shows sales, received, refunded and outstanding of stays apart", async () => {
    const period = "from=2034-04-01&to=2034-04-30";
    const report = async () =>
      (await call(t.app, d.tokens.owner, "GET", `business/${d.chalet.id}/reports/financial?${period}`)).json()
        .data.summary;
    const before = await report();
    // Received and Refunded count by payment date, so date the ledger entries inside the period.
    const kept = await book("2034-04-05", "2034-04-08", 2);
    await post(`${base()}/${kept.id}/payments`, {
      amount: 60,
      method: "cash",
      paid_at: "2034-04-02T09:00:00Z",
    });
    const dropped = await book("2034-04-10", "2034-04-13", 2);
    await post(`${base()}/${dropped.id}/payments`, {
      amount: 100,
      method: "cash",
      paid_at: "2034-04-03T09:00:00Z",
    });
    await post(`${base()}/${dropped.id}/cancel`, {});
    await post(`${base()}/${dropped.id}/payments`, {
      amount: 100,
      method: "cash",
      kind: "refund",
      paid_at: "2034-04-04T09:00:00Z",
    });
    const after = await report();
    const diff = (key: "sales" | "received" | "refunded" | "net_received" | "outstanding") => ({
      total: Math.round((after[key].total - before[key].total) * 1000) / 1000,
      count: after[key].count - before[key].count,
    });
    // The canceled stay is a sale at what it kept (100 received, 100 refunded: 0); its payment was received and
    // refunded. Sales 210 = net received 60 + outstanding 150.
    expect(diff("sales")).toEqual({ total: 210, count: 2 });
    expect(diff("net_received")).toEqual({ total: 60, count: 2 });
    expect(diff("received")).toEqual({ total: 160, count: 2 });
    expect(diff("refunded")).toEqual({ total: 100, count: 1 });
    expect(diff("outstanding")).toEqual({ total: 150, count: 1 });
  });
});

describe("demo data", () => {
  it("seeds stays at check-in and check-out times and notifications of orders that exist", async () => {
    const stays = await t.app.db
      .selectFrom("reservations")
      .select(["from", "to"])
      .where("business_id", "=", d.chalet.id)
      .where("item_id", "!=", villa)
      .execute();
    expect(stays.length).toBeGreaterThan(0);
    const clock = (iso: string) =>
      new Intl.DateTimeFormat("en-GB", {
        timeZone: "Asia/Kuwait",
        hour: "2-digit",
        minute: "2-digit",
      }).format(new Date(iso));
    expect(new Set(stays.map((s) => clock(s.from)))).toEqual(new Set(["14:00"]));
    expect(new Set(stays.map((s) => clock(s.to)))).toEqual(new Set(["12:00"]));
    const notices = await t.app.db
      .selectFrom("notifications")
      .select(["type", "data", "business_id"])
      .where("type", "in", ["new-order", "update-order"])
      .execute();
    expect(notices.length).toBeGreaterThan(0);
    const orders = await t.app.db.selectFrom("orders").select(["id", "number", "business_id"]).execute();
    for (const notice of notices) {
      const data = JSON.parse(notice.data);
      const order = orders.find((o) => o.id === data.order_id);
      expect(order, notice.data).toBeDefined();
      expect(order).toMatchObject({ number: data.number, business_id: notice.business_id });
      expect(data.en).toContain(`#${order!.number}`);
    }
  });
});
