import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ORDER_TYPES } from "../../src/domain/constants";
import { ORDER_PAYMENT_METHODS, REVENUE_ORDER_STATUSES } from "../../src/domain/orders";
import { toFils } from "../../src/domain/money";
import { buildTestApp, type TestApp } from "./helpers";
import { call, category, demo, item, type Demo, type ItemFixture } from "./operations-fixtures";

// The daily report against the orders themselves, after random sequences of what a restaurant does: orders of every
// type and payment method placed in two branches, accepted, readied, delivered, rejected, paid, deleted, and moved
// to moments around the business day's edges. The business is in Kuwait (UTC+3) and its day starts at 04:00, so an
// order at 02:00 local belongs to the day before its date. The report must equal what the tables say, to the fils,
// and keep its identities (server/modules/day-report/figures.ts):
//   Σ by type = Σ by payment method = Σ by hour = Σ by branch = sales; gross − discounts + extra = sales;
//   paid + not paid = sales; Σ items = gross − item discounts; average ticket = round(sales / orders).
// The seed is printed; DAY_REPORT_SEED=<n> replays a failing run.

const SEED = Number(process.env.DAY_REPORT_SEED ?? Date.now() % 1_000_000);
const ROUNDS = 3;
// A few hundred requests: under a loaded PostgreSQL they take longer than a test's default 30 s.
const ORDERS_PER_ROUND = 14;
const DAY = "2031-05-10";
const DAY_START_HOUR = 4;
/** 04:00 in Kuwait (UTC+3) is 01:00 UTC, computed here apart from the server's zone handling. */
const START = Date.UTC(2031, 4, 10, 1, 0);
const END = START + 24 * 3_600_000;
const HOUR = 3_600_000;

function generator(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = state;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
}
const random = generator(SEED);
const between = (low: number, high: number) => low + Math.floor(random() * (high - low + 1));
const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)];

let t: TestApp;
let d: Demo;
let branches: number[];
let items: ItemFixture[];

const owner = (method: "GET" | "POST", url: string, body?: object) =>
  call(t.app, d.tokens.owner, method, url, body);
const ordersOf = (branchId: number) => `business/${d.restaurant.id}/branches/${branchId}/orders`;

/** A moment near one of the day's edges (its start, local midnight, its end) or anywhere in it, to the second. */
function momentAround(): number {
  const edges = [START, START - HOUR, START + 20 * HOUR, END, END - 3 * HOUR];
  const edge = pick(edges);
  const spread = random() < 0.3 ? 12 * HOUR : 90 * 60_000;
  return edge + Math.round(((random() * 2 - 1) * spread) / 1000) * 1000;
}

beforeAll(async () => {
  t = await buildTestApp();
  d = await demo(t.app);
  branches = [];
  for (const [en, ar] of [
    ["Report North", "تقرير الشمال"],
    ["Report South", "تقرير الجنوب"],
  ]) {
    const made = await owner("POST", `business/${d.restaurant.id}/branches`, {
      locales: [
        { locale: "en", name: en },
        { locale: "ar", name: ar },
      ],
    });
    expect(made.statusCode, made.body).toBe(201);
    branches.push(made.json().data.id);
  }
  const saved = await owner("POST", `business/${d.restaurant.id}/config`, {
    configurations: [
      { key: "timezone", value: "Asia/Kuwait" },
      { key: "day_start_hour", value: DAY_START_HOUR },
    ],
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const dishes = await category(t.app, d.restaurant.id, d.restaurant.menu, "Report dishes", "أطباق التقرير");
  items = [
    await item(t.app, d.restaurant.id, dishes, {
      en: "Machboos",
      ar: "مجبوس",
      prices: [3250],
      addons: [250, 500],
    }),
    await item(t.app, d.restaurant.id, dishes, { en: "Karak", ar: "كرك", prices: [350] }),
    await item(t.app, d.restaurant.id, dishes, {
      en: "Harees",
      ar: "هريس",
      prices: [1875, 2500],
      addons: [125],
    }),
  ];
  // An item discount (12.5 %) on the karak, over the whole test: item discounts are in the figures.
  await t.app.db
    .insertInto("discounts")
    .values({
      item_id: items[1].id,
      business_id: d.restaurant.id,
      amount: 12_500,
      type: "percentage",
      from: new Date(Date.now() - 86_400_000).toISOString(),
      to: new Date(Date.now() + 86_400_000).toISOString(),
    })
    .execute();
  console.info(`day report identities: seed ${SEED} (DAY_REPORT_SEED=${SEED} replays it)`);
});
afterAll(() => t?.close());

/** One order as a restaurant makes it: placed, moved along its flow, maybe paid or deleted, then dated. */
async function oneOrder() {
  const branchId = pick(branches);
  const lines = Array.from({ length: between(1, 3) }, () => {
    const chosen = pick(items);
    return {
      item_id: chosen.id,
      quantity: between(1, 4),
      ...(chosen.priceIds.length > 1 ? { price_id: pick(chosen.priceIds) } : {}),
      addon_ids: chosen.addonIds.filter(() => random() < 0.5),
    };
  });
  const placed = await owner("POST", ordersOf(branchId), {
    type: pick(ORDER_TYPES),
    payment_method: pick(ORDER_PAYMENT_METHODS),
    customer: { name: "Report guest", phone: "99887766", address: "Block 4, Street 12" },
    lines,
  });
  expect(placed.statusCode, placed.body).toBe(201);
  let order = placed.json().data as { id: number; updated_at: string };
  const path = pick([
    [],
    ["accepted"],
    ["accepted", "ready"],
    ["accepted", "ready", "delivered"],
    ["rejected"],
  ]);
  for (const status of path) {
    const moved = await owner("POST", `${ordersOf(branchId)}/${order.id}`, {
      status,
      updated_at: order.updated_at,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    order = moved.json().data;
  }
  if (random() < 0.4) {
    const paid = await owner("POST", `${ordersOf(branchId)}/${order.id}`, { payment_state: "paid" });
    expect(paid.statusCode, paid.body).toBe(200);
  }
  const at = new Date(momentAround()).toISOString();
  if (random() < 0.1) {
    expect((await owner("POST", `${ordersOf(branchId)}/${order.id}/delete`)).statusCode).toBe(200);
    await t.app.db
      .updateTable("audits")
      .set({ created_at: at })
      .where("entity", "=", "order")
      .where("entity_id", "=", order.id)
      .where("action", "=", "delete")
      .execute();
    return;
  }
  await t.app.db.updateTable("orders").set({ created_at: at }).where("id", "=", order.id).execute();
}

/** The day from the tables, with plain arithmetic over every row. */
async function expectedFromTables() {
  const inDay = (iso: string) => Date.parse(iso) >= START && Date.parse(iso) < END;
  const rows = (
    await t.app.db.selectFrom("orders").selectAll().where("branch_id", "in", branches).execute()
  ).filter((o) => inDay(o.created_at));
  const revenue = rows.filter((o) => (REVENUE_ORDER_STATUSES as readonly string[]).includes(o.status));
  const total = (list: typeof rows) => list.reduce((s, o) => s + Number(o.total), 0);
  const lines = revenue.length
    ? await t.app.db
        .selectFrom("order_items")
        .selectAll()
        .where(
          "order_id",
          "in",
          revenue.map((o) => o.id),
        )
        .execute()
    : [];
  const deletions = (
    await t.app.db
      .selectFrom("audits")
      .select(["changes", "created_at"])
      .where("entity", "=", "order")
      .where("action", "=", "delete")
      .where("branch_id", "in", branches)
      .execute()
  ).filter((a) => inDay(a.created_at));
  // The local hour of a moment in Kuwait, UTC+3 all year.
  const hourOf = (iso: string) => (new Date(iso).getUTCHours() + 3) % 24;
  return {
    revenue,
    orders: revenue.length,
    sales: total(revenue),
    gross: revenue.reduce((s, o) => s + Number(o.subtotal), 0),
    discounts: revenue.reduce((s, o) => s + Number(o.discount), 0),
    received: total(revenue.filter((o) => o.payment_state === "paid")),
    pending: rows.filter((o) => o.status === "pending"),
    rejected: rows.filter((o) => o.status === "rejected"),
    deleted: deletions.map((a) => toFils(JSON.parse(a.changes).before.total)),
    itemQuantity: lines.reduce((s, l) => s + Number(l.quantity), 0),
    itemSales: lines.reduce((s, l) => s + Number(l.line_total) - Number(l.discount), 0),
    itemDiscounts: lines.reduce((s, l) => s + Number(l.discount), 0),
    byHour: (hour: number) => revenue.filter((o) => hourOf(o.created_at) === hour),
    total,
  };
}

type Figures = { orders: number; sales: number };
const sumOf = (list: Figures[]) => ({
  orders: list.reduce((s, f) => s + f.orders, 0),
  sales: list.reduce((s, f) => s + toFils(f.sales), 0),
});

async function report(query = "") {
  const answer = await owner("GET", `business/${d.restaurant.id}/reports/day?date=${DAY}${query}`);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data;
}

describe("the daily report against random days of orders (SQLite and PostgreSQL)", () => {
  it("adds up to the orders of its business day, to the fils, and keeps its identities", async () => {
    for (let round = 0; round < ROUNDS; round++) {
      for (let n = 0; n < ORDERS_PER_ROUND; n++) await oneOrder();
      const expected = await expectedFromTables();
      const whole = await report();
      const o = whole.orders;
      const context = `seed ${SEED}, round ${round}`;

      expect(whole.start, context).toBe(new Date(START).toISOString());
      expect(whole.end, context).toBe(new Date(END).toISOString());
      // Against the tables.
      expect(o.orders, context).toBe(expected.orders);
      expect(toFils(o.sales), context).toBe(expected.sales);
      expect(toFils(o.gross), context).toBe(expected.gross);
      expect(toFils(o.discounts), context).toBe(expected.discounts);
      expect(toFils(o.received), context).toBe(expected.received);
      expect(o.pending, context).toEqual({
        count: expected.pending.length,
        value: expected.total(expected.pending) / 1000,
      });
      expect(o.rejected, context).toEqual({
        count: expected.rejected.length,
        value: expected.total(expected.rejected) / 1000,
      });
      expect(o.canceled.count, context).toBe(expected.deleted.length);
      expect(toFils(o.canceled.value), context).toBe(expected.deleted.reduce((s, v) => s + v, 0));
      for (const hour of o.by_hour)
        expect(sumOf([hour]), `${context}, hour ${hour.hour}`).toEqual({
          orders: expected.byHour(hour.hour).length,
          sales: expected.total(expected.byHour(hour.hour)),
        });
      expect(
        o.items.reduce((s: number, i: { quantity: number }) => s + i.quantity, 0),
        context,
      ).toBe(expected.itemQuantity);

      // Some of the orders fall in the day (the edges are within 90 minutes of most moments), some out of it.
      if (round === ROUNDS - 1) {
        expect(o.orders + o.pending.count + o.rejected.count, context).toBeGreaterThan(0);
        expect(o.orders + o.pending.count + o.rejected.count, context).toBeLessThan(
          ROUNDS * ORDERS_PER_ROUND,
        );
      }

      // The identities.
      const sales = { orders: o.orders, sales: toFils(o.sales) };
      expect(sumOf(o.by_type), context).toEqual(sales);
      expect(sumOf(o.by_payment_method), context).toEqual(sales);
      expect(sumOf(o.by_hour), context).toEqual(sales);
      expect(sumOf(o.by_branch), context).toEqual(sales);
      expect(toFils(o.gross) - toFils(o.discounts) + toFils(o.extra_charges), context).toBe(toFils(o.sales));
      expect(toFils(o.received) + toFils(o.outstanding), context).toBe(toFils(o.sales));
      expect(
        sumOf(o.items.map((i: { sales: number }) => ({ orders: 0, sales: i.sales }))).sales,
        context,
      ).toBe(toFils(o.gross) - toFils(o.item_discounts));
      expect(toFils(o.item_discounts), context).toBe(expected.itemDiscounts);
      expect(toFils(o.average_ticket), context).toBe(o.orders ? Math.round(toFils(o.sales) / o.orders) : 0);
      expect(
        o.by_hour.map((h: { hour: number }) => h.hour),
        context,
      ).toEqual(Array.from({ length: 24 }, (_, i) => (DAY_START_HOUR + i) % 24));
      if (o.orders) {
        const most = Math.max(...o.by_hour.map((h: Figures) => h.orders));
        expect(o.busiest_hour.orders, context).toBe(most);
      } else expect(o.busiest_hour, context).toBeNull();

      // Each branch alone adds up to the whole.
      const alone = await Promise.all(branches.map((b) => report(`&branch_id=${b}`)));
      expect(sumOf(alone.map((r) => ({ orders: r.orders.orders, sales: r.orders.sales }))), context).toEqual(
        sales,
      );
      for (const [i, r] of alone.entries())
        expect(r.branches.map((b: { branch_id: number }) => b.branch_id)).toEqual([branches[i]]);
    }
  }, 180_000);

  it("counts an order placed at 02:00 on the 11th on the 10th, and one at 04:00 on the 11th on the 11th", async () => {
    const before = await report();
    const nextBefore = await report().then(() =>
      owner("GET", `business/${d.restaurant.id}/reports/day?date=2031-05-11`).then((r) => r.json().data),
    );
    const place = async (iso: string) => {
      const placed = await owner("POST", ordersOf(branches[0]), {
        type: "self_pickup",
        lines: [{ item_id: items[1].id, quantity: 1 }],
      });
      const order = placed.json().data;
      await owner("POST", `${ordersOf(branches[0])}/${order.id}`, {
        status: "accepted",
        updated_at: order.updated_at,
      });
      await t.app.db.updateTable("orders").set({ created_at: iso }).where("id", "=", order.id).execute();
    };
    await place("2031-05-10T23:00:00.000Z"); // 02:00 on the 11th in Kuwait
    await place("2031-05-11T01:00:00.000Z"); // 04:00 on the 11th: the next business day's first moment
    const after = await report();
    const nextAfter = (await owner("GET", `business/${d.restaurant.id}/reports/day?date=2031-05-11`)).json()
      .data;
    expect(after.orders.orders).toBe(before.orders.orders + 1);
    expect(nextAfter.orders.orders).toBe(nextBefore.orders.orders + 1);
    const twoAm = after.orders.by_hour.find((h: { hour: number }) => h.hour === 2);
    const beforeTwoAm = before.orders.by_hour.find((h: { hour: number }) => h.hour === 2);
    expect(twoAm.orders).toBe(beforeTwoAm.orders + 1);
  });
});
