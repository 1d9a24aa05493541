import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "./helpers";
import { call, category, configure, demo, item, orderRow, type Demo } from "./operations-fixtures";

// The Overview's best sellers read `item_stats` (the order lines' sums by branch, status, UTC day or hour and item),
// which triggers on the lines and the orders keep in step. Whatever is written, it must say what the lines say, and
// the best sellers of a period must be those of its lines in any time zone, whole hours or not.

let t: TestApp;
let d: Demo;
let items: number[];

beforeAll(async () => {
  t = await buildTestApp();
  d = await demo(t.app);
  const dishes = await category(t.app, d.restaurant.id, d.restaurant.menu);
  items = [];
  for (const n of [1, 2, 3, 4])
    items.push(
      (await item(t.app, d.restaurant.id, dishes, { en: `Dish ${n}`, ar: `طبق ${n}`, prices: [500] })).id,
    );
});

afterAll(async () => {
  await t?.close();
});

/** The lines that have an item, with their orders' branch, status and time. */
const linesWithItems = () =>
  t.app.db
    .selectFrom("order_items")
    .innerJoin("orders", "orders.id", "order_items.order_id")
    .select(["orders.branch_id", "orders.status", "orders.created_at", "order_items.item_id"])
    .select(["order_items.quantity", "order_items.line_total", "order_items.discount"])
    .where("order_items.item_id", "is not", null);

/** Every line with an item, summed by branch, grain, status, UTC day or hour and item, from the lines themselves. */
async function countedFromLines() {
  const lines = await linesWithItems().execute();
  const groups = new Map<string, { quantity: number; sales: number; lines: number }>();
  for (const line of lines)
    for (const [grain, size] of [
      ["day", 10],
      ["hour", 13],
    ] as const) {
      const key = [line.branch_id, grain, line.status, line.created_at.slice(0, size), line.item_id].join(
        " ",
      );
      const group = groups.get(key) ?? { quantity: 0, sales: 0, lines: 0 };
      groups.set(key, {
        quantity: group.quantity + Number(line.quantity),
        sales: group.sales + Number(line.line_total) - Number(line.discount),
        lines: group.lines + 1,
      });
    }
  return groups;
}

async function kept() {
  const rows = await t.app.db.selectFrom("item_stats").selectAll().execute();
  // Rows whose lines are all gone are deleted, not kept at zero.
  expect(rows.filter((row) => Number(row.lines) <= 0)).toEqual([]);
  return new Map(
    rows.map((row) => [
      [row.branch_id, row.grain, row.status, row.bucket, row.item_id].join(" "),
      { quantity: Number(row.quantity), sales: Number(row.sales), lines: Number(row.lines) },
    ]),
  );
}

const expectInStep = async () => expect(await kept()).toEqual(await countedFromLines());

let number = 60_000;

/** An order written straight to the database with lines of [item, quantity] (item null: a deleted item's line). */
async function addOrder(
  branchId: number,
  createdAt: string,
  status: string,
  lines: [number | null, number][],
) {
  number += 1;
  const { id } = await t.app.db
    .insertInto("orders")
    .values(
      orderRow({ business_id: d.restaurant.id, branch_id: branchId, number, status, created_at: createdAt }),
    )
    .returning("id")
    .executeTakeFirstOrThrow();
  if (lines.length)
    await t.app.db
      .insertInto("order_items")
      .values(
        lines.map(([itemId, quantity], sort) => ({
          order_id: id,
          item_id: itemId,
          locales: JSON.stringify([{ locale: "en", name: `Dish of ${itemId}` }]),
          quantity,
          unit_price: 500,
          discount: 10 * sort,
          line_total: 500 * quantity,
          sort,
        })),
      )
      .execute();
  return id;
}

describe("best sellers kept beside the order lines", () => {
  it("start from the lines already there (the demo's)", async () => {
    expect((await countedFromLines()).size).toBeGreaterThan(0);
    await expectInStep();
  });

  it("follow lines and orders inserted, updated and deleted, at the hours' and days' edges", async () => {
    const [first, second] = d.restaurant.branches;
    const [a, b, c] = items;
    const ids = [
      await addOrder(first, "2034-02-01T23:59:59.999Z", "accepted", [
        [a, 2],
        [b, 1],
        [a, 3],
      ]),
      await addOrder(first, "2034-02-02T00:00:00.000Z", "accepted", [
        [a, 1],
        [null, 4],
      ]),
      await addOrder(second, "2034-02-02T00:59:59.999Z", "pending", [
        [b, 5],
        [c, 1],
      ]),
      await addOrder(first, "2034-02-02T01:00:00.000Z", "delivered", [[c, 2]]),
      await addOrder(first, "2034-02-02T01:30:00.000Z", "ready", []),
    ];
    await expectInStep();

    // Orders: status, time within the hour and across it, branch, a write that moves nothing, and back and forth.
    await t.app.db.updateTable("orders").set({ status: "accepted" }).where("id", "=", ids[2]).execute();
    await t.app.db
      .updateTable("orders")
      .set({ created_at: "2034-02-01T23:00:00.000Z" })
      .where("id", "=", ids[0])
      .execute();
    await t.app.db
      .updateTable("orders")
      .set({ created_at: "2034-02-02T00:30:00.000Z" })
      .where("id", "=", ids[1])
      .execute();
    await t.app.db.updateTable("orders").set({ branch_id: second }).where("id", "=", ids[3]).execute();
    await t.app.db.updateTable("orders").set({ notes: "no onions" }).where("id", "=", ids[0]).execute();
    await t.app.db
      .updateTable("orders")
      .set({ status: "rejected" })
      .where("id", "in", [ids[0], ids[1]])
      .execute();
    await t.app.db
      .updateTable("orders")
      .set({ status: "delivered" })
      .where("id", "in", [ids[0], ids[1]])
      .execute();
    await expectInStep();

    // Lines: quantity, discount, another item, no item, another order, the names; then deletes.
    const line = (orderId: number) =>
      t.app.db
        .selectFrom("order_items")
        .select("id")
        .where("order_id", "=", orderId)
        .orderBy("sort")
        .execute();
    const [x, y] = await line(ids[0]);
    await t.app.db
      .updateTable("order_items")
      .set({ quantity: 7, line_total: 3500 })
      .where("id", "=", x.id)
      .execute();
    await t.app.db.updateTable("order_items").set({ discount: 99 }).where("id", "=", y.id).execute();
    await t.app.db.updateTable("order_items").set({ item_id: c }).where("id", "=", y.id).execute();
    const [, nothing] = await line(ids[1]);
    await t.app.db.updateTable("order_items").set({ item_id: a }).where("id", "=", nothing.id).execute();
    await t.app.db.updateTable("order_items").set({ order_id: ids[4] }).where("id", "=", x.id).execute();
    await t.app.db
      .updateTable("order_items")
      .set({ locales: JSON.stringify([{ locale: "en", name: "Renamed" }]) })
      .where("id", "=", y.id)
      .execute();
    await expectInStep();
    await t.app.db.deleteFrom("order_items").where("id", "=", y.id).execute();
    await t.app.db.deleteFrom("orders").where("id", "in", [ids[0], ids[2]]).execute();
    await expectInStep();
  });

  it("let go of a deleted item's lines (they keep their names, without an item)", async () => {
    const [, , , d4] = items;
    await addOrder(d.restaurant.branches[0], "2034-03-01T10:00:00.000Z", "accepted", [[d4, 3]]);
    expect((await kept()).size).toBeGreaterThan(0);
    await t.app.db.deleteFrom("items").where("id", "=", d4).execute();
    const left = await t.app.db
      .selectFrom("order_items")
      .select("item_id")
      .where("quantity", "=", 3)
      .execute();
    expect(left.some((row) => row.item_id === null)).toBe(true);
    await expectInStep();
  });

  it("follow orders placed, accepted and deleted through the API", async () => {
    const orders = `business/${d.restaurant.id}/branches/${d.restaurant.branches[0]}/orders`;
    const placed = [];
    for (const quantity of [1, 2])
      placed.push(
        await call(t.app, d.tokens.owner, "POST", orders, {
          type: "self_pickup",
          lines: [
            { item_id: items[0], quantity },
            { item_id: items[1], quantity: 1 },
          ],
        }),
      );
    expect(placed.map((answer) => answer.statusCode)).toEqual([201, 201]);
    const [accepted, deleted] = placed.map((answer) => answer.json().data.id as number);
    expect(
      (await call(t.app, d.tokens.owner, "POST", `${orders}/${accepted}`, { status: "accepted" })).statusCode,
    ).toBe(200);
    expect((await call(t.app, d.tokens.owner, "POST", `${orders}/${deleted}/delete`)).statusCode).toBe(200);
    await expectInStep();
  });

  it("give a period's best sellers from its own lines, in a whole-hour zone and in a half-hour one", async () => {
    const branch = d.restaurant.branches[1];
    const [a, b, c] = items;
    // Each time stamp's order sells a different mix, so a line counted in the wrong period changes the answer.
    const stamps = [
      "2035-01-09T18:29:59.999Z",
      "2035-01-09T18:30:00.000Z",
      "2035-01-09T18:59:59.999Z",
      "2035-01-09T19:00:00.000Z",
      "2035-01-09T20:59:59.999Z",
      "2035-01-09T21:00:00.000Z",
      "2035-01-10T12:00:00.000Z",
      "2035-01-11T20:59:59.999Z",
      "2035-01-11T21:00:00.000Z",
      "2035-01-12T17:59:59.999Z",
      "2035-01-12T18:00:00.000Z",
      "2035-01-12T18:29:59.999Z",
      "2035-01-12T18:30:00.000Z",
    ];
    for (const [i, at] of stamps.entries())
      await addOrder(branch, at, i % 4 === 3 ? "pending" : "accepted", [
        [a, 1 + (i % 3)],
        [b, 1 + ((i * 5) % 7)],
        [c, 1 + ((i * 3) % 11)],
      ]);

    /** The period's lines summed by item, best first, as the Overview answers them. */
    const expected = async (start: string, end: string) => {
      const lines = await linesWithItems()
        .where("orders.branch_id", "=", branch)
        .where("orders.status", "in", ["accepted", "ready", "delivered"])
        .where("orders.created_at", ">=", start)
        .where("orders.created_at", "<", end)
        .execute();
      const sums = new Map<number, { quantity: number; fils: number }>();
      for (const line of lines) {
        const sum = sums.get(line.item_id!) ?? { quantity: 0, fils: 0 };
        sums.set(line.item_id!, {
          quantity: sum.quantity + Number(line.quantity),
          fils: sum.fils + Number(line.line_total) - Number(line.discount),
        });
      }
      return [...sums]
        .sort(([i, x], [j, y]) => y.quantity - x.quantity || i - j)
        .map(([item_id, sum]) => ({ item_id, quantity: sum.quantity, sales: sum.fils / 1000 }));
    };
    const bestSellers = async (from: string, to: string) => {
      const answer = await call(
        t.app,
        d.tokens.owner,
        "GET",
        `business/${d.restaurant.id}/overview/top-items?from=${from}&to=${to}&branch_id=${branch}`,
      );
      expect(answer.statusCode).toBe(200);
      return (answer.json().data.figures as { item_id: number; quantity: number; sales: number }[]).map(
        ({ item_id, quantity, sales }) => ({ item_id, quantity, sales }),
      );
    };

    // Kuwait (UTC+3): local days start at 21:00Z, a whole hour.
    const kuwait = await bestSellers("2035-01-10", "2035-01-11");
    expect(kuwait).toEqual(await expected("2035-01-09T21:00:00.000Z", "2035-01-11T21:00:00.000Z"));
    expect(kuwait.length).toBe(3);
    const oneDay = await bestSellers("2035-01-12", "2035-01-12");
    expect(oneDay).toEqual(await expected("2035-01-11T21:00:00.000Z", "2035-01-12T21:00:00.000Z"));

    // Kolkata (UTC+5:30): local days start at 18:30Z, and the half hours at both edges are read from the lines.
    await configure(t.app, d.restaurant.id, { timezone: "Asia/Kolkata" });
    const kolkata = await bestSellers("2035-01-10", "2035-01-12");
    expect(kolkata).toEqual(await expected("2035-01-09T18:30:00.000Z", "2035-01-12T18:30:00.000Z"));
    expect(kolkata).not.toEqual(kuwait);
    await configure(t.app, d.restaurant.id, { timezone: "Asia/Kuwait" });
  });
});
