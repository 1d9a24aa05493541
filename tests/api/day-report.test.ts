import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, injectAs, type TestApp } from "./helpers";
import {
  call,
  category,
  configure,
  demo,
  item,
  listing,
  type Demo,
  type ItemFixture,
} from "./operations-fixtures";
import { addStaff } from "./people-helpers";

// The daily report's figures against orders and stays made here, who may read it, and what it refuses.

let t: TestApp;
let d: Demo;
let kebab: ItemFixture;
let juice: ItemFixture;
let lagoon: number;
const DAY = "2031-06-15";

const owner = (method: "GET" | "POST", url: string, body?: object) =>
  call(t.app, d.tokens.owner, method, url, body);
const ordersOf = (branchId: number) => `business/${d.restaurant.id}/branches/${branchId}/orders`;
const reportOf = (businessId: number, query: string, token = d.tokens.owner, locale: "en" | "ar" = "en") =>
  call(t.app, token, "GET", `business/${businessId}/reports/day?${query}`, undefined, locale);

/** Places an order, moves it along `statuses`, and dates it `at` (UTC). */
async function order(
  branchId: number,
  body: { type: string; payment_method: string; lines: object[] },
  statuses: string[],
  at: string,
  paid = false,
) {
  const placed = await owner("POST", ordersOf(branchId), {
    ...body,
    customer: { name: "Day guest", phone: "99112233", address: "Block 2" },
  });
  expect(placed.statusCode, placed.body).toBe(201);
  let current = placed.json().data;
  for (const status of statuses) {
    const moved = await owner("POST", `${ordersOf(branchId)}/${current.id}`, {
      status,
      updated_at: current.updated_at,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    current = moved.json().data;
  }
  if (paid) await owner("POST", `${ordersOf(branchId)}/${current.id}`, { payment_state: "paid" });
  await t.app.db.updateTable("orders").set({ created_at: at }).where("id", "=", current.id).execute();
  const detail = (await owner("GET", `${ordersOf(branchId)}/${current.id}`)).json().data;
  return detail as { id: number; total: number; subtotal: number; discount: number; extra_charge: number };
}

beforeAll(async () => {
  t = await buildTestApp();
  d = await demo(t.app);
  await configure(t.app, d.restaurant.id, { timezone: "Asia/Kuwait" });
  await configure(t.app, d.chalet.id, {
    timezone: "Asia/Kuwait",
    check_in_at: "14:00",
    check_out_at: "12:00",
  });
  const dishes = await category(t.app, d.restaurant.id, d.restaurant.menu, "Day dishes", "أطباق اليوم");
  kebab = await item(t.app, d.restaurant.id, dishes, {
    en: "Kebab",
    ar: "كباب",
    prices: [2500],
    addons: [300],
  });
  juice = await item(t.app, d.restaurant.id, dishes, { en: "Juice", ar: "عصير", prices: [750] });
  lagoon = await listing(
    t.app,
    d.chalet.id,
    await category(t.app, d.chalet.id, d.chalet.menu, "Day chalets", "شاليهات اليوم"),
    { en: "Day Lagoon", ar: "بحيرة اليوم", units: 2, weekdays: 40_000, weekend: 40_000 },
  );
  // Its insurance is what deposits are taken for.
  await t.app.db
    .updateTable("chalet_details")
    .set({ insurance: 25_000 })
    .where("item_id", "=", lagoon)
    .execute();
});
afterAll(() => t?.close());

describe("GET /business/{id}/reports/day", () => {
  it("sums the day's orders of each branch by type, payment method, hour and item", async () => {
    const [first, second] = d.restaurant.branches;
    // 12:30 and 20:10 in Kuwait on the day; one the evening before and one the day after stay out.
    const a = await order(
      first,
      {
        type: "dine_in",
        payment_method: "cash",
        lines: [{ item_id: kebab.id, quantity: 2, addon_ids: [kebab.addonIds[0]] }],
      },
      ["accepted", "ready", "delivered"],
      "2031-06-15T09:30:00.000Z",
      true,
    );
    const b = await order(
      second,
      { type: "delivery", payment_method: "knet", lines: [{ item_id: juice.id, quantity: 3 }] },
      ["accepted"],
      "2031-06-15T17:10:00.000Z",
    );
    const c = await order(
      first,
      { type: "self_pickup", payment_method: "online", lines: [{ item_id: juice.id, quantity: 1 }] },
      ["rejected"],
      "2031-06-15T17:40:00.000Z",
    );
    const pending = await order(
      first,
      { type: "dine_in", payment_method: "cash", lines: [{ item_id: juice.id, quantity: 1 }] },
      [],
      "2031-06-15T10:00:00.000Z",
    );
    await order(
      first,
      { type: "dine_in", payment_method: "cash", lines: [{ item_id: kebab.id, quantity: 5 }] },
      ["accepted"],
      "2031-06-14T20:59:59.000Z",
    );
    await order(
      second,
      { type: "dine_in", payment_method: "cash", lines: [{ item_id: kebab.id, quantity: 5 }] },
      ["accepted"],
      "2031-06-15T21:00:00.000Z",
    );
    // The totals as the order service computed them (the demo's general discount, if any, included).
    const kwd = (fils: number) => fils / 1000;
    const fils = (amount: number) => Math.round(amount * 1000);
    const sales = fils(a.total) + fils(b.total);

    const answer = await reportOf(d.restaurant.id, `date=${DAY}`);
    expect(answer.statusCode, answer.body).toBe(200);
    const r = answer.json().data;
    expect(r).toMatchObject({
      date: DAY,
      time_zone: "Asia/Kuwait",
      day_start_hour: 0,
      start: "2031-06-14T21:00:00.000Z",
      end: "2031-06-15T21:00:00.000Z",
    });
    const o = r.orders;
    expect(o).toMatchObject({
      orders: 2,
      sales: kwd(sales),
      gross: kwd(fils(a.subtotal) + fils(b.subtotal)),
      discounts: kwd(fils(a.discount) + fils(b.discount)),
      extra_charges: kwd(fils(a.extra_charge) + fils(b.extra_charge)),
      average_ticket: kwd(Math.round(sales / 2)),
      received: a.total,
      outstanding: b.total,
      pending: { count: 1, value: pending.total },
      rejected: { count: 1, value: c.total },
      canceled: { count: 0, value: 0 },
      busiest_hour: { hour: 12, orders: 1, sales: a.total },
    });
    expect(o.by_type).toEqual([
      { type: "dine_in", orders: 1, sales: a.total },
      { type: "delivery", orders: 1, sales: b.total },
      { type: "car_pickup", orders: 0, sales: 0 },
      { type: "self_pickup", orders: 0, sales: 0 },
    ]);
    expect(o.by_payment_method).toEqual([
      { method: "cash", orders: 1, sales: a.total },
      { method: "knet", orders: 1, sales: b.total },
      { method: "online", orders: 0, sales: 0 },
    ]);
    expect(
      o.items.map((i: { item_id: number; quantity: number; sales: number }) => [
        i.item_id,
        i.quantity,
        i.sales,
      ]),
    ).toEqual([
      [juice.id, 3, 2.25],
      [kebab.id, 2, 5.6],
    ]);
    expect(o.by_hour[0].hour).toBe(0);
    expect(o.by_hour.find((h: { hour: number }) => h.hour === 20)).toEqual({
      hour: 20,
      orders: 1,
      sales: b.total,
    });

    // One branch alone.
    const alone = (await reportOf(d.restaurant.id, `date=${DAY}&branch_id=${second}`)).json().data;
    expect(alone.orders).toMatchObject({ orders: 1, sales: b.total, pending: { count: 0, value: 0 } });
    expect(alone.branches.map((x: { branch_id: number }) => x.branch_id)).toEqual([second]);

    // A deleted order counts as canceled on the day it was deleted.
    const gone = await order(
      first,
      { type: "dine_in", payment_method: "cash", lines: [{ item_id: juice.id, quantity: 2 }] },
      [],
      "2031-06-15T11:00:00.000Z",
    );
    expect((await owner("POST", `${ordersOf(first)}/${gone.id}/delete`)).statusCode).toBe(200);
    await t.app.db
      .updateTable("audits")
      .set({ created_at: "2031-06-15T11:05:00.000Z" })
      .where("entity", "=", "order")
      .where("entity_id", "=", gone.id)
      .execute();
    const after = (await reportOf(d.restaurant.id, `date=${DAY}`)).json().data;
    expect(after.orders.canceled).toEqual({ count: 1, value: gone.total });
    expect(after.orders.pending).toEqual({ count: 1, value: pending.total });
  });

  it("exports the same figures as CSV in the reader's language", async () => {
    const csv = await t.app.inject({
      method: "GET",
      url: `/api/business/${d.restaurant.id}/reports/day/export?date=${DAY}`,
      headers: { authorization: `Bearer ${d.tokens.owner}`, locale: "ar" },
    });
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers["content-type"]).toContain("text/csv");
    const lines = csv.body.replace(/^\uFEFF/, "").split("\r\n");
    expect(lines[0]).toBe("القسم,البند,العدد,المبلغ");
    const r = (await reportOf(d.restaurant.id, `date=${DAY}`)).json().data;
    const knet = r.orders.by_payment_method.find((m: { method: string }) => m.method === "knet");
    expect(lines).toContain(`الطلبات,المبيعات,2,${r.orders.sales.toFixed(3)}`);
    expect(lines).toContain(`المبيعات حسب طريقة الدفع,كي نت,1,${knet.sales.toFixed(3)}`);
    expect(lines).toContain(`الأصناف المباعة,كباب,2,5.600`);
  });

  it("holds the day's stays checked in and out and the money received and paid back", async () => {
    const stays = `business/${d.chalet.id}/branches/${d.chalet.branches[0]}/reservations`;
    const booked = await call(t.app, d.tokens.owner, "POST", stays, {
      item_id: lagoon,
      unit: 1,
      from: DAY,
      to: "2031-06-17",
      customer: { name: "Stay guest", phone: "99001122" },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const stay = booked.json().data;
    const leaving = await call(t.app, d.tokens.owner, "POST", stays, {
      item_id: lagoon,
      unit: 2,
      from: "2031-06-13",
      to: DAY,
      customer: { name: "Leaving guest", phone: "99001133" },
    });
    expect(leaving.statusCode, leaving.body).toBe(201);
    const pay = (body: object) => call(t.app, d.tokens.owner, "POST", `${stays}/${stay.id}/payments`, body);
    expect((await pay({ amount: 30, method: "knet", paid_at: "2031-06-15T11:00:00.000Z" })).statusCode).toBe(
      201,
    );
    expect(
      (await pay({ kind: "deposit", amount: 10, method: "cash", paid_at: "2031-06-15T12:00:00.000Z" }))
        .statusCode,
    ).toBe(201);
    expect(
      (await pay({ kind: "refund", amount: 5, method: "knet", paid_at: "2031-06-15T13:00:00.000Z" }))
        .statusCode,
    ).toBe(201);
    // Paid the next day: not in this day's money.
    expect((await pay({ amount: 1, method: "cash", paid_at: "2031-06-16T10:00:00.000Z" })).statusCode).toBe(
      201,
    );

    const r = (await reportOf(d.chalet.id, `date=${DAY}`)).json().data;
    expect(r.stays.checked_in).toMatchObject({
      count: 1,
      rows: [{ id: stay.id, customer_name: "Stay guest" }],
    });
    expect(r.stays.checked_out).toMatchObject({ count: 1, rows: [{ customer_name: "Leaving guest" }] });
    expect(r.stays).toMatchObject({
      payments: { count: 1, amount: 30 },
      deposits: { count: 1, amount: 10 },
      refunds: { count: 1, amount: 5 },
      deposit_returns: { count: 0, amount: 0 },
      net: 35,
    });
    expect(r.stays.by_method.find((m: { method: string }) => m.method === "knet").amount).toBe(25);
    expect(r.orders.orders).toBe(0);
  });

  it("shows a branch-1-only reader branch 1 alone, and refuses branch 2", async () => {
    const [first, second] = d.restaurant.branches;
    const staff = await addStaff(
      t.app,
      d.tokens.owner,
      { business_id: d.restaurant.id, name: "Night Manager", phone: "55598765" },
      "night-pass-1234",
    );
    const set = await injectAs(t.app, d.tokens.owner, {
      method: "POST",
      url: `/api/business/${d.restaurant.id}/branches/${first}/permissions/user/${staff.id}/set`,
      payload: { permissions: [`branch.${first}.orders.read`] },
    });
    expect(set.statusCode, set.body).toBe(200);
    const mine = await reportOf(d.restaurant.id, `date=${DAY}`, staff.session);
    expect(mine.statusCode, mine.body).toBe(200);
    const r = mine.json().data;
    expect(r.branches.map((b: { branch_id: number }) => b.branch_id)).toEqual([first]);
    expect(r.orders.by_branch.map((b: { branch_id: number }) => b.branch_id)).toEqual([first]);
    // Branch 2's delivery is not in it: it is the owner's branch-1 report.
    expect(r.orders.by_type.find((x: { type: string }) => x.type === "delivery").orders).toBe(0);
    const ownersFirst = (await reportOf(d.restaurant.id, `date=${DAY}&branch_id=${first}`)).json().data;
    expect(r.orders).toEqual(ownersFirst.orders);
    expect(
      (await reportOf(d.restaurant.id, `date=${DAY}&branch_id=${second}`, staff.session)).statusCode,
    ).toBe(403);
    const csv = await t.app.inject({
      method: "GET",
      url: `/api/business/${d.restaurant.id}/reports/day/export?date=${DAY}&branch_id=${second}`,
      headers: { authorization: `Bearer ${staff.session}` },
    });
    expect(csv.statusCode).toBe(403);
    // Without orders or reservations anywhere, nothing.
    await injectAs(t.app, d.tokens.owner, {
      method: "POST",
      url: `/api/business/${d.restaurant.id}/branches/${first}/permissions/user/${staff.id}/set`,
      payload: { permissions: [] },
    });
    expect((await reportOf(d.restaurant.id, `date=${DAY}`, staff.session)).statusCode).toBe(403);
  });

  it("answers 404 for another business and 401 without a session", async () => {
    expect((await reportOf(d.restaurant.id, `date=${DAY}`, d.tokens.other)).statusCode).toBe(404);
    expect((await reportOf(d.other.id, `date=${DAY}`)).statusCode).toBe(404);
    const anonymous = await t.app.inject({
      method: "GET",
      url: `/api/business/${d.restaurant.id}/reports/day`,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it("refuses a bad date with a field message in English and Arabic", async () => {
    for (const date of ["2031-02-30", "15-06-2031", "tomorrow"]) {
      const en = await reportOf(d.restaurant.id, `date=${date}`);
      const ar = await reportOf(d.restaurant.id, `date=${date}`, d.tokens.owner, "ar");
      expect([en.statusCode, ar.statusCode], date).toEqual([422, 422]);
      expect(en.json().errors.date).toEqual(["Please enter a valid date"]);
      expect(ar.json().errors.date).toEqual(["يرجى إدخال تاريخ صالح"]);
    }
  });

  it("keeps the day-start hour between 0 and 12 in the configuration", async () => {
    const config = `business/${d.restaurant.id}/config`;
    for (const value of [-1, 13, "4.5", "late"]) {
      const refused = await owner("POST", config, { configurations: [{ key: "day_start_hour", value }] });
      expect(refused.statusCode, String(value)).toBe(422);
      expect(Object.keys(refused.json().errors)).toEqual(["configurations.day_start_hour"]);
    }
    const saved = await owner("POST", config, { configurations: [{ key: "day_start_hour", value: "5" }] });
    expect(saved.json().data).toContainEqual({ key: "day_start_hour", value: 5 });
    const r = (await reportOf(d.restaurant.id, `date=${DAY}`)).json().data;
    expect(r).toMatchObject({
      day_start_hour: 5,
      start: "2031-06-15T02:00:00.000Z",
      end: "2031-06-16T02:00:00.000Z",
    });
    await owner("POST", config, { configurations: [{ key: "day_start_hour", value: "" }] });
  });
});
