import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, localDateOf } from "../../src/domain/zoned-time";
import { buildTestApp, type TestApp } from "./helpers";
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

// Known data: reservation payments dated March 2030 (nothing of the demo is that old), on Kuwait time (UTC+3).
let t: TestApp;
let d: Demo;
let soup: ItemFixture;

const chaletUrl = (branch: number) =>
  `business/${d.chalet.id}/branches/${d.chalet.branches[branch]}/reservations`;

async function pay(branch: number, from: string, to: string, payments: [number, string][]) {
  const villa = (
    await t.app.db
      .selectFrom("items")
      .select("id")
      .where("business_id", "=", d.chalet.id)
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow()
  ).id;
  const booked = await call(t.app, d.tokens.owner, "POST", chaletUrl(branch), {
    item_id: villa,
    unit: 1,
    from,
    to,
    customer: { name: "Invoice guest", phone: "99001122" },
  });
  expect(booked.statusCode, booked.body).toBe(201);
  for (const [amount, paidAt] of payments) {
    const paid = await call(
      t.app,
      d.tokens.owner,
      "POST",
      `${chaletUrl(branch)}/${booked.json().data.id}/payments`,
      { amount, method: "knet", paid_at: paidAt },
    );
    expect(paid.statusCode, paid.body).toBe(201);
  }
}

beforeAll(async () => {
  t = await buildTestApp();
  d = await demo(t.app);
  await configure(t.app, d.chalet.id, {
    timezone: "Asia/Kuwait",
    check_in_at: "14:00",
    check_out_at: "12:00",
    RESERVATIONS_MARGIN: "0",
  });
  await listing(
    t.app,
    d.chalet.id,
    await category(t.app, d.chalet.id, d.chalet.menu, "Invoice chalets", "شاليهات الفواتير"),
    { en: "Dune", ar: "الكثيب", units: 1, weekdays: 50_000 },
  );
  soup = await item(t.app, d.restaurant.id, await category(t.app, d.restaurant.id, d.restaurant.menu), {
    en: "Lentil soup",
    ar: "شوربة عدس",
    prices: [1250],
  });
  await pay(0, "2035-01-07", "2035-01-09", [
    [30, "2030-03-01T10:00:00Z"],
    [20.5, "2030-03-01T22:30:00Z"], // 01:30 on 2 March in Kuwait
  ]);
  await pay(1, "2035-02-04", "2035-02-06", [[15, "2030-03-03T05:00:00Z"]]);
});
afterAll(() => t.close());

const report = (token: string, businessId: number, query: string, locale: "en" | "ar" = "en") =>
  call(t.app, token, "GET", `business/${businessId}/reports/financial?${query}`, undefined, locale);

describe("financial report", () => {
  it("totals invoices by day (business time zone), branch and payment state", async () => {
    const response = await report(d.tokens.owner, d.chalet.id, "from=2030-03-01&to=2030-03-04");
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({
      currency: "KWD",
      time_zone: "Asia/Kuwait",
      from: "2030-03-01",
      to: "2030-03-04",
      branch_id: null,
      total: 65.5,
      count: 3,
    });
    expect(data.by_day).toEqual([
      { date: "2030-03-01", total: 30, count: 1 },
      { date: "2030-03-02", total: 20.5, count: 1 },
      { date: "2030-03-03", total: 15, count: 1 },
      { date: "2030-03-04", total: 0, count: 0 },
    ]);
    expect(
      data.by_branch.map((b: { branch_id: number; total: number; count: number }) => [
        b.branch_id,
        b.total,
        b.count,
      ]),
    ).toEqual([
      [d.chalet.branches[0], 50.5, 2],
      [d.chalet.branches[1], 15, 1],
    ]);
    expect(data.by_branch[0].locales).toEqual([
      { locale: "en", name: "Khiran" },
      { locale: "ar", name: "الخيران" },
    ]);
    expect(data.by_payment_state).toEqual([{ payment_state: "paid", total: 65.5, count: 3 }]);
  });

  it("narrows to one branch", async () => {
    const data = (
      await report(
        d.tokens.owner,
        d.chalet.id,
        `from=2030-03-01&to=2030-03-04&branch_id=${d.chalet.branches[1]}`,
      )
    ).json().data;
    expect(data).toMatchObject({ branch_id: d.chalet.branches[1], total: 15, count: 1 });
    expect(data.by_branch.map((b: { branch_id: number }) => b.branch_id)).toEqual([d.chalet.branches[1]]);
  });

  it("counts an order as a sale when accepted, not when placed, and its payment as received", async () => {
    const today = (await report(d.tokens.owner, d.restaurant.id, "")).json().data.to;
    // A window around today, so the test holds a second before the business's midnight too.
    const period = `from=${addDays(today, -1)}&to=${addDays(today, 1)}`;
    const before = (await report(d.tokens.owner, d.restaurant.id, period)).json().data;
    const ordersUrl = `business/${d.restaurant.id}/branches/${d.restaurant.branches[1]}/orders`;
    const order = (
      await call(t.app, d.tokens.owner, "POST", ordersUrl, {
        type: "self_pickup",
        lines: [{ item_id: soup.id, quantity: 2 }],
      })
    ).json().data;
    const fils = (amount: number) => Math.round(amount * 1000);
    const placed = (await report(d.tokens.owner, d.restaurant.id, period)).json().data;
    expect(placed.count).toBe(before.count);
    expect(placed.summary).toEqual(before.summary);
    await call(t.app, d.tokens.owner, "POST", `${ordersUrl}/${order.id}`, { status: "accepted" });
    const after = (await report(d.tokens.owner, d.restaurant.id, period)).json().data;
    expect(after.count).toBe(before.count + 1);
    expect(fils(after.total - before.total)).toBe(fils(order.total));
    expect(fils(after.summary.sales.total - before.summary.sales.total)).toBe(fils(order.total));
    expect(fils(after.summary.outstanding.total - before.summary.outstanding.total)).toBe(fils(order.total));
    expect(after.summary.received).toEqual(before.summary.received);
    const notPaid = (r: { by_payment_state: { payment_state: string; total: number }[] }) =>
      r.by_payment_state.find((s) => s.payment_state === "not_paid")?.total ?? 0;
    const paid = (r: { by_payment_state: { payment_state: string; total: number }[] }) =>
      r.by_payment_state.find((s) => s.payment_state === "paid")?.total ?? 0;
    expect(fils(notPaid(after) - notPaid(before))).toBe(fils(order.total));
    await call(t.app, d.tokens.owner, "POST", `${ordersUrl}/${order.id}`, { payment_state: "paid" });
    const settled = (await report(d.tokens.owner, d.restaurant.id, period)).json().data;
    expect(fils(paid(settled) - paid(before))).toBe(fils(order.total));
    expect(settled.total).toBe(after.total);
    expect(fils(settled.summary.received.total - before.summary.received.total)).toBe(fils(order.total));
    expect(settled.summary.outstanding).toEqual(before.summary.outstanding);
    // A rejected order is never revenue.
    const rejected = (
      await call(t.app, d.tokens.owner, "POST", ordersUrl, {
        type: "self_pickup",
        lines: [{ item_id: soup.id, quantity: 1 }],
      })
    ).json().data;
    await call(t.app, d.tokens.owner, "POST", `${ordersUrl}/${rejected.id}`, { status: "rejected" });
    const last = (await report(d.tokens.owner, d.restaurant.id, period)).json().data;
    expect(last.summary).toEqual(settled.summary);
    expect(last.count).toBe(settled.count);
  });

  it("invoices each seeded order once when accepted (or paid up front), never in the future", async () => {
    const data = (await report(d.tokens.owner, d.restaurant.id, "")).json().data;
    expect(data.by_day).toHaveLength(30);
    expect(data.to).toBe(localDateOf(new Date().toISOString(), data.time_zone));
    const invoices = await t.app.db
      .selectFrom("invoices")
      .select(["amount", "issued_on", "issued_at", "order_id"])
      .where("business_id", "=", d.restaurant.id)
      .execute();
    const inRange = invoices.filter((i) => i.issued_on >= data.from && i.issued_on <= data.to);
    expect(inRange.length).toBeGreaterThan(0);
    expect(data.count).toBe(inRange.length);
    expect(Math.round(data.total * 1000)).toBe(inRange.reduce((sum, i) => sum + Number(i.amount), 0));
    expect(data.by_branch.reduce((sum: number, b: { count: number }) => sum + b.count, 0)).toBe(data.count);
    expect(data.by_day.reduce((sum: number, b: { count: number }) => sum + b.count, 0)).toBe(data.count);

    const orders = await t.app.db
      .selectFrom("orders")
      .select(["id", "total", "status", "payment_state", "created_at"])
      .where("business_id", "=", d.restaurant.id)
      .execute();
    const acceptedAt = await t.app.db
      .selectFrom("order_status_history")
      .select(["order_id", "created_at"])
      .where("to_status", "=", "accepted")
      .execute();
    let invoiced = 0;
    for (const order of orders) {
      const own = invoices.filter((i) => i.order_id === order.id);
      const sale = ["accepted", "ready", "delivered"].includes(order.status);
      if (!sale && order.payment_state !== "paid") {
        expect(own, `order ${order.id} (${order.status})`).toHaveLength(0);
        continue;
      }
      invoiced++;
      expect(own, `order ${order.id}`).toHaveLength(1);
      expect(Number(own[0].amount)).toBe(Number(order.total));
      const accepted = acceptedAt.find((h) => h.order_id === order.id)?.created_at ?? order.created_at;
      expect(own[0].issued_at).toBe(accepted);
    }
    expect(invoiced).toBeGreaterThan(0);
    for (const invoice of invoices) expect(Date.parse(invoice.issued_at)).toBeLessThanOrEqual(Date.now());
  });

  it("checks the dates, in English and Arabic", async () => {
    const bad = await report(d.tokens.owner, d.chalet.id, "from=01-03-2030");
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.from).toEqual(["Please enter a valid date"]);
    expect((await report(d.tokens.owner, d.chalet.id, "to=2030-02-30", "ar")).json().errors.to).toEqual([
      "يرجى إدخال تاريخ صالح",
    ]);
    expect(
      (await report(d.tokens.owner, d.chalet.id, "from=2030-03-05&to=2030-03-01")).json().errors.to,
    ).toEqual(["The end date must be after the start date"]);
    const long = await report(d.tokens.owner, d.chalet.id, "from=2029-01-01&to=2030-03-01", "ar");
    expect(long.json().errors.to).toEqual(["اختر فترة لا تزيد على 366 يومًا"]);
    expect((await report(d.tokens.owner, d.chalet.id, "from=2029-01-01&to=2030-03-01")).json().message).toBe(
      "Choose a period of at most 366 days",
    );
  });

  it("shows staff only the branches where they may read invoices; others get 403 or 404", async () => {
    const data = (await report(d.tokens.staff, d.restaurant.id, "")).json().data;
    expect(data.by_branch.map((b: { branch_id: number }) => b.branch_id)).toEqual([d.restaurant.branches[0]]);
    expect(
      (await report(d.tokens.staff, d.restaurant.id, `branch_id=${d.restaurant.branches[1]}`)).statusCode,
    ).toBe(403);
    expect((await report(d.tokens.staff, d.chalet.id, "")).statusCode).toBe(404);
    expect((await report(d.tokens.other, d.chalet.id, "")).statusCode).toBe(404);
    expect((await report(d.tokens.owner, d.other.id, "")).statusCode).toBe(404);
    expect((await report(d.tokens.owner, d.chalet.id, `branch_id=${d.other.branches[0]}`)).statusCode).toBe(
      404,
    );
  });
});

describe("invoices list", () => {
  const list = (token: string, businessId: number, query = "") =>
    call(t.app, token, "GET", `business/${businessId}/invoices?${query}`);

  it("lists invoices newest first with their branch and source, filtered by period, branch and state, paged", async () => {
    const response = await list(d.tokens.owner, d.chalet.id, "from=2030-03-01&to=2030-03-04");
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.total).toBe(3);
    expect(body.data.map((i: { amount: number }) => i.amount)).toEqual([15, 20.5, 30]);
    expect(body.data[0]).toMatchObject({
      kind: "reservation_payment",
      order_id: null,
      order_number: null,
      reservation_id: expect.any(Number),
      reservation_payment_id: expect.any(Number),
      currency: "KWD",
      payment_state: "paid",
      issued_at: "2030-03-03T05:00:00.000Z",
      issued_on: "2030-03-03",
      branch: {
        id: d.chalet.branches[1],
        locales: [
          { locale: "en", name: "Bnaider" },
          { locale: "ar", name: "بنيدر" },
        ],
      },
    });
    // Whole days on Kuwait time: the 22:30 UTC payment of 1 March belongs to 2 March.
    expect(
      (await list(d.tokens.owner, d.chalet.id, "from=2030-03-02&to=2030-03-02"))
        .json()
        .data.map((i: { amount: number }) => i.amount),
    ).toEqual([20.5]);
    expect(
      (
        await list(
          d.tokens.owner,
          d.chalet.id,
          `from=2030-03-01&to=2030-03-04&branch_id=${d.chalet.branches[0]}`,
        )
      ).json().total,
    ).toBe(2);
    expect(
      (await list(d.tokens.owner, d.chalet.id, "from=2030-03-01&to=2030-03-04&payment_state=not_paid")).json()
        .total,
    ).toBe(0);
    const byAmount = (
      await list(d.tokens.owner, d.chalet.id, "from=2030-03-01&to=2030-03-04&sort=amount&order=asc")
    )
      .json()
      .data.map((i: { amount: number }) => i.amount);
    expect(byAmount).toEqual([15, 20.5, 30]);
    const paged = (
      await list(d.tokens.owner, d.chalet.id, "from=2030-03-01&to=2030-03-04&per_page=2&page=2")
    ).json();
    expect(paged).toMatchObject({ total: 3, current_page: 2, last_page: 2 });
    const orders = (await list(d.tokens.owner, d.restaurant.id, "per_page=5")).json();
    expect(orders.total).toBeGreaterThan(0);
    expect(orders.data[0]).toMatchObject({
      kind: "order",
      order_id: expect.any(Number),
      order_number: expect.any(Number),
      reservation_id: null,
    });
    const bad = await list(d.tokens.owner, d.chalet.id, "from=tomorrow");
    expect(bad.json().errors.from).toEqual(["Please enter a valid date"]);
  });

  it("shows staff only their branch's invoices, and hides other businesses (404)", async () => {
    const staff = (await list(d.tokens.staff, d.restaurant.id, "per_page=100")).json();
    expect(staff.total).toBeGreaterThan(0);
    expect(staff.data.every((i: { branch_id: number }) => i.branch_id === d.restaurant.branches[0])).toBe(
      true,
    );
    const owner = (await list(d.tokens.owner, d.restaurant.id, "per_page=100")).json();
    expect(owner.total).toBeGreaterThan(staff.total);
    expect(
      (await list(d.tokens.staff, d.restaurant.id, `branch_id=${d.restaurant.branches[1]}`)).statusCode,
    ).toBe(403);
    expect(
      (await list(d.tokens.staff, d.restaurant.id, `branch_id=${d.restaurant.branches[0]}`)).statusCode,
    ).toBe(200);
    expect((await list(d.tokens.staff, d.chalet.id)).statusCode).toBe(404);
    expect((await list(d.tokens.other, d.restaurant.id)).statusCode).toBe(404);
    expect((await list(d.tokens.owner, d.other.id)).statusCode).toBe(404);
    expect((await list(d.tokens.owner, d.restaurant.id, `branch_id=${d.other.branches[0]}`)).statusCode).toBe(
      404,
    );
    expect((await list(d.tokens.other, d.other.id)).statusCode).toBe(200);
  });
});
