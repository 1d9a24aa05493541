import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "./helpers";
import { call, configure, demo, orderRow, type Demo } from "./operations-fixtures";
import { up as sweepOrderStats } from "../../server/db/migrations/2026_11_26_100_order_stats_sweep";

// The Overview's order figures read `order_stats` (orders and their total by branch, quarter hour, status and
// type), which triggers keep in step with every write of an order. Whatever is written, it must say what the
// orders say, and the figures must stay exact in a time zone whose days start at a half hour.

let t: TestApp;
let d: Demo;

beforeAll(async () => {
  t = await buildTestApp();
  d = await demo(t.app);
});

afterAll(async () => {
  await t?.close();
});

const quarterOf = (instant: string) =>
  `${instant.slice(0, 14)}${String(Math.floor(Number(instant.slice(14, 16)) / 15) * 15).padStart(2, "0")}:00.000Z`;

/** Every branch's orders by quarter hour, status and type, counted from the orders themselves. */
async function countedFromOrders() {
  const orders = await t.app.db
    .selectFrom("orders")
    .select(["branch_id", "created_at", "status", "type", "total"])
    .execute();
  const groups = new Map<string, { orders: number; total: number }>();
  for (const order of orders) {
    const key = [order.branch_id, quarterOf(order.created_at), order.status, order.type].join(" ");
    const group = groups.get(key) ?? { orders: 0, total: 0 };
    groups.set(key, { orders: group.orders + 1, total: group.total + Number(order.total) });
  }
  return groups;
}

/** What order_stats holds: no row of no order is kept (an order that changed status leaves none behind). */
async function kept() {
  const rows = await t.app.db.selectFrom("order_stats").selectAll().execute();
  return new Map(
    rows.map((row) => [
      [row.branch_id, row.bucket, row.status, row.type].join(" "),
      { orders: Number(row.orders), total: Number(row.total) },
    ]),
  );
}

const expectInStep = async () => expect(await kept()).toEqual(await countedFromOrders());

let number = 50_000;

async function addOrder(branchId: number, createdAt: string, status: string, type: string, total: number) {
  number += 1;
  const { id } = await t.app.db
    .insertInto("orders")
    .values(
      orderRow({
        business_id: d.restaurant.id,
        branch_id: branchId,
        number,
        status,
        type,
        total,
        created_at: createdAt,
      }),
    )
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}

describe("order figures kept beside the orders", () => {
  it("start from the orders already there (the demo's)", async () => {
    expect((await countedFromOrders()).size).toBeGreaterThan(0);
    await expectInStep();
  });

  it("follow inserts, every kind of update and deletes, at the quarter hours' edges", async () => {
    const [first, second] = d.restaurant.branches;
    const minutes = [
      "00:00.000",
      "14:59.999",
      "15:00.000",
      "29:59.999",
      "30:00.000",
      "44:59.999",
      "45:00.000",
    ];
    const ids = [];
    for (const [i, minute] of minutes.entries())
      ids.push(
        await addOrder(
          i % 2 ? second : first,
          `2032-05-10T08:${minute}Z`,
          i % 3 ? "accepted" : "pending",
          "dine_in",
          1250 + i,
        ),
      );
    await expectInStep();
    await t.app.db
      .updateTable("orders")
      .set({ status: "delivered" })
      .where("id", "in", ids.slice(0, 3))
      .execute();
    await t.app.db.updateTable("orders").set({ total: 99_999 }).where("id", "=", ids[3]).execute();
    await t.app.db.updateTable("orders").set({ type: "delivery" }).where("id", "=", ids[4]).execute();
    await t.app.db
      .updateTable("orders")
      .set({ created_at: "2032-05-11T23:59:59.999Z" })
      .where("id", "=", ids[5])
      .execute();
    await t.app.db.updateTable("orders").set({ branch_id: second }).where("id", "=", ids[0]).execute();
    // A write that changes nothing the figures hold, and one that changes the status and back.
    await t.app.db.updateTable("orders").set({ notes: "no onions" }).where("id", "=", ids[1]).execute();
    await t.app.db.updateTable("orders").set({ status: "rejected" }).where("id", "=", ids[2]).execute();
    await t.app.db.updateTable("orders").set({ status: "delivered" }).where("id", "=", ids[2]).execute();
    await expectInStep();
    await t.app.db.deleteFrom("orders").where("id", "in", ids.slice(4)).execute();
    await expectInStep();
  });

  it("follow the orders moved and deleted through the API", async () => {
    const orders = `business/${d.restaurant.id}/branches/${d.restaurant.branches[0]}/orders`;
    const pending = (await call(t.app, d.tokens.owner, "GET", `${orders}?status=pending&per_page=3`)).json()
      .data;
    expect(pending.length).toBeGreaterThan(1);
    const [accepted, ...deleted] = pending as { id: number }[];
    expect(
      (await call(t.app, d.tokens.owner, "POST", `${orders}/${accepted.id}`, { status: "accepted" }))
        .statusCode,
    ).toBe(200);
    for (const order of deleted)
      expect((await call(t.app, d.tokens.owner, "POST", `${orders}/${order.id}/delete`)).statusCode).toBe(
        200,
      );
    await expectInStep();
  });

  it("lose the rows a former version left at no order when the sweeping migration runs", async () => {
    const row = { branch_id: d.restaurant.branches[0], bucket: "2031-01-01T00:00:00.000Z", type: "dine_in" };
    await t.app.db
      .insertInto("order_stats")
      .values(["pending", "accepted"].map((status) => ({ ...row, status, orders: 0, total: 0 })))
      .execute();
    await sweepOrderStats(t.app.db);
    await expectInStep();
    // The triggers it put back still sweep.
    const id = await addOrder(row.branch_id, "2031-01-01T00:05:00.000Z", "pending", "dine_in", 500);
    await t.app.db.updateTable("orders").set({ status: "accepted" }).where("id", "=", id).execute();
    await expectInStep();
  });

  it("give each local day its own orders in a zone whose days start at a half hour", async () => {
    const branch = d.restaurant.branches[1];
    await configure(t.app, d.restaurant.id, { timezone: "Asia/Kolkata" });
    // Kolkata is UTC+5:30: 18:29:59.999Z is the last moment of the 1st, 18:30Z the first of the 2nd.
    await addOrder(branch, "2033-03-01T18:29:59.999Z", "accepted", "dine_in", 1000);
    await addOrder(branch, "2033-03-01T18:30:00.000Z", "accepted", "dine_in", 2000);
    await addOrder(branch, "2033-03-01T18:44:59.999Z", "delivered", "delivery", 4000);
    await addOrder(branch, "2033-03-01T18:15:00.000Z", "rejected", "dine_in", 8000);
    const sales = await call(
      t.app,
      d.tokens.owner,
      "GET",
      `business/${d.restaurant.id}/overview/sales?from=2033-03-01&to=2033-03-02&branch_id=${branch}`,
    );
    expect(sales.statusCode).toBe(200);
    const days = sales.json().data.figures.current as { date: string; orders: number; sales: number }[];
    expect(days).toEqual([
      { date: "2033-03-01", orders: 1, sales: 1 },
      { date: "2033-03-02", orders: 2, sales: 6 },
    ]);
    const rhythm = await call(
      t.app,
      d.tokens.owner,
      "GET",
      `business/${d.restaurant.id}/overview/rhythm?from=2033-03-02&to=2033-03-02&branch_id=${branch}`,
    );
    const hours = rhythm.json().data.figures.by_hour as { hour: number; orders: number }[];
    expect(hours.filter((h) => h.orders > 0)).toEqual([{ hour: 0, orders: 2, sales: 6 }]);
    await expectInStep();
  });
});
