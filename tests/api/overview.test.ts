import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, DEMO, injectAs, login, userBusinesses, type TestApp } from "./helpers";
import {
  datesFrom,
  fils,
  local,
  orderFigures,
  plusDays,
  revenueOrdersIn,
  stayNights,
  type OrderRow,
  type StayRow,
} from "./overview-expected";
import { upsertConfig } from "../../server/modules/config/store";

let t: TestApp;
let owner: string;
let staff: string;
let other: string;
let restaurant: { id: number; branches: { id: number }[] };
let chalet: { id: number; branches: { id: number }[] };
let orders: OrderRow[];
const KUWAIT = "Asia/Kuwait";

const get = (token: string, businessId: number, widget: string, query = "", locale: "en" | "ar" = "en") =>
  injectAs(t.app, token, {
    method: "GET",
    url: `/api/business/${businessId}/overview/${widget}?${query}`,
    locale,
  });

async function figures(token: string, businessId: number, widget: string, query = "") {
  const response = await get(token, businessId, widget, query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

beforeAll(async () => {
  t = await buildTestApp();
  [owner, staff, other] = await Promise.all([
    login(t.app, DEMO.owner),
    login(t.app, DEMO.staff),
    login(t.app, DEMO.other),
  ]);
  const businesses = await userBusinesses(t.app, owner);
  restaurant = businesses.find((b) => b.type === "restaurant")!;
  chalet = businesses.find((b) => b.type === "chalet")!;
  orders = await t.app.db
    .selectFrom("orders")
    .select(["id", "branch_id", "status", "type", "total", "created_at"])
    .where("business_id", "=", restaurant.id)
    .execute();
});
afterAll(() => t?.close());

describe("restaurant widgets on the demo data", () => {
  it("summary: orders, sales and average ticket of 30 days against the 30 before; pending by branch", async () => {
    const data = await figures(owner, restaurant.id, "summary", "days=30");
    const { from, to, previous_from, previous_to, time_zone } = data.period;
    expect(time_zone).toBe(KUWAIT);
    expect(to).toBe(local(new Date().toISOString(), KUWAIT).date);
    expect([from, previous_to, previous_from]).toEqual([
      plusDays(to, -29),
      plusDays(to, -30),
      plusDays(to, -59),
    ]);
    expect(data.currency).toBe("KWD");
    expect(data.figures.current).toEqual(orderFigures(revenueOrdersIn(orders, from, to, KUWAIT)));
    expect(data.figures.previous).toEqual(
      orderFigures(revenueOrdersIn(orders, previous_from, previous_to, KUWAIT)),
    );
    expect(data.figures.current.orders).toBeGreaterThan(0);
    const pending = orders.filter((o) => o.status === "pending");
    expect(data.figures.pending.count).toBe(pending.length);
    for (const row of data.figures.pending.by_branch)
      expect(row.count).toBe(pending.filter((o) => o.branch_id === row.branch_id).length);
  });

  it("sales by local day, every day of both periods", async () => {
    const data = await figures(owner, restaurant.id, "sales", "days=7");
    const { from, to, previous_from, previous_to } = data.period;
    const series = (a: string, b: string) =>
      datesFrom(a, b).map((date) => {
        const day = revenueOrdersIn(orders, date, date, KUWAIT);
        return { date, orders: day.length, sales: orderFigures(day).sales };
      });
    expect(data.figures.current).toEqual(series(from, to));
    expect(data.figures.previous).toEqual(series(previous_from, previous_to));
  });

  it("order types, best sellers, hours and weekdays of the period", async () => {
    const query = "days=30";
    const [types, top, rhythm] = await Promise.all(
      ["order-types", "top-items", "rhythm"].map((w) => figures(owner, restaurant.id, w, query)),
    );
    const { from, to } = types.period;
    const period = revenueOrdersIn(orders, from, to, KUWAIT);
    for (const row of types.figures)
      expect(row).toEqual({
        type: row.type,
        ...pick(orderFigures(period.filter((o) => o.type === row.type))),
      });
    expect(types.figures.reduce((s: number, r: { orders: number }) => s + r.orders, 0)).toBe(period.length);

    const lines = await t.app.db
      .selectFrom("order_items")
      .select(["order_id", "item_id", "quantity", "line_total", "discount"])
      .where(
        "order_id",
        "in",
        period.map((o) => o.id),
      )
      .execute();
    const byItem = new Map<number, { quantity: number; sales: number }>();
    for (const line of lines) {
      const sum = byItem.get(line.item_id!) ?? { quantity: 0, sales: 0 };
      byItem.set(line.item_id!, {
        quantity: sum.quantity + line.quantity,
        sales: sum.sales + line.line_total - line.discount,
      });
    }
    const expected = [...byItem]
      .sort(([a, x], [b, y]) => y.quantity - x.quantity || a - b)
      .slice(0, 10)
      .map(([item_id, s]) => ({ item_id, quantity: s.quantity, sales: s.sales / 1000 }));
    expect(
      top.figures.map(({ item_id, quantity, sales }: Record<string, number>) => ({
        item_id,
        quantity,
        sales,
      })),
    ).toEqual(expected);
    expect(top.figures[0].locales.length).toBeGreaterThan(0);

    for (const row of rhythm.figures.by_hour)
      expect(row.orders).toBe(period.filter((o) => local(o.created_at, KUWAIT).hour === row.hour).length);
    for (const row of rhythm.figures.by_weekday)
      expect(row.orders).toBe(
        period.filter((o) => local(o.created_at, KUWAIT).weekday === row.weekday).length,
      );
  });

  it("an order at 22:30 UTC counts on the next local day, at 01:00 of it, in Kuwait", async () => {
    const branchId = restaurant.branches[0].id;
    await insertOrder(branchId, 990001, "2020-03-10T22:30:00.000Z", 4250, "delivered");
    await insertOrder(branchId, 990002, "2020-03-10T20:59:00.000Z", 1000, "ready");
    await insertOrder(branchId, 990003, "2020-03-10T21:10:00.000Z", 7000, "rejected");
    const next = await figures(owner, restaurant.id, "sales", "from=2020-03-11&to=2020-03-11");
    expect(next.figures.current).toEqual([{ date: "2020-03-11", orders: 1, sales: 4.25 }]);
    // The previous period (one day) holds the 20:59 UTC order, 23:59 in Kuwait.
    expect(next.figures.previous).toEqual([{ date: "2020-03-10", orders: 1, sales: 1 }]);
    const rhythm = await figures(owner, restaurant.id, "rhythm", "from=2020-03-11&to=2020-03-11");
    expect(rhythm.figures.by_hour.filter((r: { orders: number }) => r.orders)).toEqual([
      { hour: 1, orders: 1, sales: 4.25 },
    ]);
    expect(rhythm.figures.by_weekday[3]).toEqual({ weekday: 3, orders: 1, sales: 4.25 });
  });

  it("hours follow daylight saving where the zone has it", async () => {
    const [business] = (await userBusinesses(t.app, other)).filter((b) => b.type === "restaurant");
    await upsertConfig(t.app.db, business.id, "timezone", "America/New_York");
    const branchId = business.branches[0].id;
    // 2021-03-14: clocks go from 02:00 EST (UTC−5) to 03:00 EDT (UTC−4).
    await insertOrder(branchId, 990101, "2021-03-14T06:30:00.000Z", 1000, "accepted", business.id); // 01:30 EST
    await insertOrder(branchId, 990102, "2021-03-14T07:30:00.000Z", 2000, "accepted", business.id); // 03:30 EDT
    await insertOrder(branchId, 990103, "2021-03-15T03:30:00.000Z", 3000, "accepted", business.id); // 23:30 EDT
    const rhythm = await figures(other, business.id, "rhythm", "from=2021-03-14&to=2021-03-14");
    const hours = rhythm.figures.by_hour
      .filter((r: { orders: number }) => r.orders)
      .map((r: { hour: number }) => r.hour);
    expect(hours).toEqual([1, 3, 23]);
    const sales = await figures(other, business.id, "sales", "from=2021-03-14&to=2021-03-14");
    expect(sales.figures.current).toEqual([{ date: "2021-03-14", orders: 3, sales: 6 }]);
  });
});

describe("chalet widgets on the demo data", () => {
  const stays = () =>
    t.app.db
      .selectFrom("reservations")
      .select(["id", "item_id", "status", "from", "to", "nights", "total", "paid"])
      .where("business_id", "=", chalet.id)
      .execute() as Promise<StayRow[]>;
  const units = async () => {
    const rows = await t.app.db
      .selectFrom("items")
      .innerJoin("chalet_details", "chalet_details.item_id", "items.id")
      .select(["items.id", "chalet_details.units"])
      .where("items.business_id", "=", chalet.id)
      .execute();
    return new Map(rows.map((r) => [r.id, r.units]));
  };

  it("occupancy, average daily rate and revenue per available night, against the previous period", async () => {
    const [data, rows, capacity] = await Promise.all([
      figures(owner, chalet.id, "occupancy", "days=30"),
      stays(),
      units(),
    ]);
    const available = [...capacity.values()].reduce((a, b) => a + b, 0) * 30;
    const { from, to, previous_from, previous_to } = data.period;
    for (const [span, a, b] of [
      ["current", from, to],
      ["previous", previous_from, previous_to],
    ]) {
      const { nights, revenue } = stayNights(rows, a, b, KUWAIT);
      const got = data.figures[span];
      expect(got.booked_nights).toBe(nights);
      expect(got.available_nights).toBe(available);
      expect(got.occupancy).toBeCloseTo((nights / available) * 100, 1);
      expect(fils(got.revenue)).toBe(Math.round(revenue));
      expect(fils(got.adr)).toBe(Math.round(revenue / nights));
      expect(fils(got.revpar)).toBe(Math.round(revenue / available));
    }
    expect(data.figures.current.booked_nights).toBeGreaterThan(0);
  });

  it("revenue per listing", async () => {
    const [data, rows, capacity] = await Promise.all([
      figures(owner, chalet.id, "listings", "days=7"),
      stays(),
      units(),
    ]);
    const { from, to } = data.period;
    expect(data.figures.map((l: { item_id: number }) => l.item_id).sort()).toEqual(
      [...capacity.keys()].sort(),
    );
    for (const listing of data.figures) {
      const mine = stayNights(
        rows.filter((r) => r.item_id === listing.item_id),
        from,
        to,
        KUWAIT,
      );
      expect(listing.booked_nights).toBe(mine.nights);
      expect(listing.available_nights).toBe(capacity.get(listing.item_id)! * 7);
      expect(fils(listing.revenue)).toBe(Math.round(mine.revenue));
    }
  });

  it("arrivals and departures today and tomorrow; outstanding balances", async () => {
    const [moves, owed, rows] = await Promise.all([
      figures(owner, chalet.id, "movements"),
      figures(owner, chalet.id, "balances"),
      stays(),
    ]);
    const { today, tomorrow } = moves.figures;
    expect(today).toBe(local(new Date().toISOString(), KUWAIT).date);
    expect(tomorrow).toBe(plusDays(today, 1));
    const live = rows.filter((r) => r.status !== "canceled");
    const on = (edge: "from" | "to", day: string) =>
      live
        .filter((r) => local(r[edge], KUWAIT).date === day)
        .map((r) => r.id)
        .sort((a, b) => a - b);
    const ids = (day: { rows: { id: number }[] }) => day.rows.map((r) => r.id).sort((a, b) => a - b);
    expect(ids(moves.figures.arrivals.today)).toEqual(on("from", today));
    expect(ids(moves.figures.arrivals.tomorrow)).toEqual(on("from", tomorrow));
    expect(ids(moves.figures.departures.today)).toEqual(on("to", today));
    expect(ids(moves.figures.departures.tomorrow)).toEqual(on("to", tomorrow));
    const owing = live.filter((r) => r.paid < r.total);
    expect(owed.figures.count).toBe(owing.length);
    expect(fils(owed.figures.amount)).toBe(owing.reduce((s, r) => s + r.total - r.paid, 0));
    expect(owed.figures.largest[0].balance * 1000).toBeCloseTo(
      Math.max(...owing.map((r) => r.total - r.paid)),
    );
  });
});

describe("access and periods", () => {
  it("staff see only the branches where they read orders; without orders.read 403", async () => {
    const data = await figures(staff, restaurant.id, "summary", "days=30");
    const readable = restaurant.branches[0].id;
    const { from, to } = data.period;
    const mine = orders.filter((o) => o.branch_id === readable);
    expect(data.figures.current).toEqual(orderFigures(revenueOrdersIn(mine, from, to, KUWAIT)));
    expect(data.figures.pending.by_branch.map((b: { branch_id: number }) => b.branch_id)).toEqual([readable]);
    if (restaurant.branches[1])
      expect(
        (await get(staff, restaurant.id, "summary", `branch_id=${restaurant.branches[1].id}`)).statusCode,
      ).toBe(403);
    expect((await get(staff, chalet.id, "occupancy")).statusCode).toBe(404);

    const staffId = (
      await t.app.db
        .selectFrom("users")
        .select("id")
        .where("email", "=", DEMO.staff.email)
        .executeTakeFirstOrThrow()
    ).id;
    await t.app.db
      .deleteFrom("permissions")
      .where("user_id", "=", staffId)
      .where("permission", "like", "%.orders.read")
      .execute();
    expect((await get(staff, restaurant.id, "summary")).statusCode).toBe(403);
    expect((await get(staff, restaurant.id, "top-items")).statusCode).toBe(403);
  });

  it("another business answers 404; no token 401", async () => {
    expect((await get(other, restaurant.id, "summary")).statusCode).toBe(404);
    expect((await get(owner, 999999, "occupancy")).statusCode).toBe(404);
    const anonymous = await t.app.inject({
      method: "GET",
      url: `/api/business/${restaurant.id}/overview/summary`,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it("bad periods answer 422 in English and Arabic", async () => {
    for (const query of [
      "from=2026-02-30",
      "from=2026-03-10&to=2026-03-01",
      "from=2020-01-01&to=2021-12-31",
      "days=0",
      "days=abc",
    ]) {
      const en = await get(owner, restaurant.id, "sales", query, "en");
      const ar = await get(owner, restaurant.id, "sales", query, "ar");
      expect([en.statusCode, ar.statusCode], query).toEqual([422, 422]);
      expect(en.json().message).not.toBe(ar.json().message);
      expect(JSON.stringify(ar.json())).toMatch(/[\u0600-\u06FF]/);
    }
    const long = (await get(owner, restaurant.id, "sales", "from=2020-01-01&to=2021-12-31")).json();
    expect(long.errors.to[0]).toContain("366");
  });
});

const pick = (f: ReturnType<typeof orderFigures>) => ({ orders: f.orders, sales: f.sales });

async function insertOrder(
  branchId: number,
  number: number,
  at: string,
  total: number,
  status: string,
  businessId = restaurant.id,
) {
  await t.app.db
    .insertInto("orders")
    .values({
      business_id: businessId,
      branch_id: branchId,
      number,
      status,
      type: "dine_in",
      table_id: null,
      subtotal: total,
      discount: 0,
      extra_charge: 0,
      total,
      payment_method: "cash",
      payment_state: "not_paid",
      created_at: at,
      updated_at: at,
    })
    .execute();
}
