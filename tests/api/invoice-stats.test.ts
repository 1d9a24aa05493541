import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "./helpers";
import { call, category, demo, item, orderRow, type Demo } from "./operations-fixtures";

// The financial report reads `invoice_stats` (invoices summed by branch, issue date, payment state, their order's
// status and whether it is paid), which triggers on the invoices and the orders keep in step. Whatever is written,
// it must say what the invoices and their orders say, and the report must add up to them.

let t: TestApp;
let d: Demo;

beforeAll(async () => {
  t = await buildTestApp();
  d = await demo(t.app);
});

afterAll(async () => {
  await t?.close();
});

type Sums = { invoices: number; amount: number; order_total: number };

/** Every invoice with its order, summed by the kept key, from the invoices themselves. */
async function countedFromInvoices() {
  const invoices = await t.app.db
    .selectFrom("invoices")
    .leftJoin("orders", "orders.id", "invoices.order_id")
    .select(["invoices.branch_id", "invoices.issued_on", "invoices.payment_state", "invoices.amount"])
    .select(["orders.status", "orders.payment_state as order_payment", "orders.total"])
    .execute();
  const groups = new Map<string, Sums>();
  for (const row of invoices) {
    const paid = row.order_payment === "paid" ? 1 : 0;
    const key = [row.branch_id, row.issued_on, row.payment_state, row.status ?? "", paid].join(" ");
    const group = groups.get(key) ?? { invoices: 0, amount: 0, order_total: 0 };
    groups.set(key, {
      invoices: group.invoices + 1,
      amount: group.amount + Number(row.amount),
      order_total: group.order_total + Number(row.total ?? 0),
    });
  }
  return groups;
}

async function kept() {
  const rows = await t.app.db.selectFrom("invoice_stats").selectAll().execute();
  // Rows that fall to no invoice are deleted, not kept at zero.
  expect(rows.filter((row) => Number(row.invoices) <= 0)).toEqual([]);
  return new Map(
    rows.map((row) => [
      [row.branch_id, row.issued_on, row.payment_state, row.order_status, Number(row.order_paid)].join(" "),
      { invoices: Number(row.invoices), amount: Number(row.amount), order_total: Number(row.order_total) },
    ]),
  );
}

const expectInStep = async () => expect(await kept()).toEqual(await countedFromInvoices());

let number = 70_000;

async function addOrder(status: string, total: number, branchId = d.restaurant.branches[0]) {
  number += 1;
  const created = "2036-04-01T09:00:00.000Z";
  const { id } = await t.app.db
    .insertInto("orders")
    .values(
      orderRow({
        business_id: d.restaurant.id,
        branch_id: branchId,
        number,
        status,
        total,
        created_at: created,
      }),
    )
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}

async function addInvoice(
  orderId: number | null,
  issuedOn: string,
  amount: number,
  paymentState = "not_paid",
) {
  number += 1;
  const at = `${issuedOn}T10:00:00.000Z`;
  const { id } = await t.app.db
    .insertInto("invoices")
    .values({
      business_id: d.restaurant.id,
      branch_id: d.restaurant.branches[0],
      order_id: orderId,
      reservation_id: null,
      reservation_payment_id: null,
      number,
      amount,
      currency: "KWD",
      payment_state: paymentState,
      issued_at: at,
      issued_on: issuedOn,
      created_at: at,
      updated_at: at,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}

describe("invoice sums kept beside the invoices and their orders", () => {
  it("start from the invoices already there (the demo's, of orders and of stays)", async () => {
    const counted = await countedFromInvoices();
    expect([...counted.keys()].some((key) => key.includes(" accepted ") || key.includes(" delivered "))).toBe(
      true,
    );
    expect([...counted.keys()].some((key) => key.split(" ")[3] === "")).toBe(true);
    await expectInStep();
  });

  it("follow invoices and orders inserted, updated and deleted", async () => {
    const orders = [
      await addOrder("accepted", 1500),
      await addOrder("delivered", 2750),
      await addOrder("ready", 990),
    ];
    const invoices = [
      await addInvoice(orders[0], "2036-04-01", 1500),
      await addInvoice(orders[1], "2036-04-01", 2750, "paid"),
      await addInvoice(orders[2], "2036-04-02", 990),
      await addInvoice(null, "2036-04-01", 40_000, "paid"),
    ];
    await expectInStep();

    // Orders: status, paid and back, total, and a write that changes nothing the sums hold.
    await t.app.db.updateTable("orders").set({ status: "ready" }).where("id", "=", orders[0]).execute();
    await t.app.db.updateTable("orders").set({ payment_state: "paid" }).where("id", "=", orders[2]).execute();
    await t.app.db
      .updateTable("orders")
      .set({ payment_state: "not_paid" })
      .where("id", "=", orders[1])
      .execute();
    await t.app.db.updateTable("orders").set({ total: 1750 }).where("id", "=", orders[0]).execute();
    await t.app.db.updateTable("orders").set({ notes: "no onions" }).where("id", "=", orders[1]).execute();
    await t.app.db.updateTable("orders").set({ status: "rejected" }).where("id", "in", orders).execute();
    await t.app.db.updateTable("orders").set({ status: "delivered" }).where("id", "in", orders).execute();
    await expectInStep();

    // Invoices: payment state, amount, date, branch, another order, no order.
    await t.app.db
      .updateTable("invoices")
      .set({ payment_state: "paid" })
      .where("id", "=", invoices[0])
      .execute();
    await t.app.db.updateTable("invoices").set({ amount: 1999 }).where("id", "=", invoices[1]).execute();
    await t.app.db
      .updateTable("invoices")
      .set({ issued_on: "2036-04-03" })
      .where("id", "=", invoices[2])
      .execute();
    await t.app.db
      .updateTable("invoices")
      .set({ branch_id: d.restaurant.branches[1] })
      .where("id", "=", invoices[3])
      .execute();
    await t.app.db
      .updateTable("invoices")
      .set({ order_id: orders[0] })
      .where("id", "=", invoices[3])
      .execute();
    await t.app.db.updateTable("invoices").set({ order_id: null }).where("id", "=", invoices[1]).execute();
    await expectInStep();

    // Deletes: an invoice, and an order with its invoices (the cascade takes them).
    await t.app.db.deleteFrom("invoices").where("id", "=", invoices[2]).execute();
    await t.app.db.deleteFrom("orders").where("id", "=", orders[0]).execute();
    await expectInStep();
  });

  it("follow orders placed, accepted, paid and deleted through the API, and the report adds up to them", async () => {
    const branch = d.restaurant.branches[0];
    const orders = `business/${d.restaurant.id}/branches/${branch}/orders`;
    const dishes = await category(t.app, d.restaurant.id, d.restaurant.menu);
    const dish = await item(t.app, d.restaurant.id, dishes, { en: "Machboos", ar: "مجبوس", prices: [3250] });
    const placed = [];
    for (const quantity of [1, 2, 3])
      placed.push(
        (
          await call(t.app, d.tokens.owner, "POST", orders, {
            type: "self_pickup",
            lines: [{ item_id: dish.id, quantity }],
          })
        ).json().data.id as number,
      );
    for (const id of placed)
      expect(
        (await call(t.app, d.tokens.owner, "POST", `${orders}/${id}`, { status: "accepted" })).statusCode,
      ).toBe(200);
    expect(
      (await call(t.app, d.tokens.owner, "POST", `${orders}/${placed[1]}`, { payment_state: "paid" }))
        .statusCode,
    ).toBe(200);
    expect((await call(t.app, d.tokens.owner, "POST", `${orders}/${placed[2]}/delete`)).statusCode).toBe(200);
    await expectInStep();

    // Today's report of the branch: the invoices' own sums, and the summary's orders from their orders.
    const report = (
      await call(
        t.app,
        d.tokens.owner,
        "GET",
        `business/${d.restaurant.id}/reports/financial?branch_id=${branch}`,
      )
    ).json().data;
    const { from, to } = report;
    const invoices = await t.app.db
      .selectFrom("invoices")
      .leftJoin("orders", "orders.id", "invoices.order_id")
      .select(["invoices.amount", "orders.status", "orders.total", "orders.payment_state"])
      .where("invoices.branch_id", "=", branch)
      .where("invoices.issued_on", ">=", from)
      .where("invoices.issued_on", "<=", to)
      .execute();
    expect(invoices.length).toBeGreaterThan(2);
    const fils = (value: number) => Math.round(value * 1000);
    expect([fils(report.total), report.count]).toEqual([
      invoices.reduce((sum, row) => sum + Number(row.amount), 0),
      invoices.length,
    ]);
    const sales = invoices.filter((row) => ["accepted", "ready", "delivered"].includes(row.status ?? ""));
    const paid = sales.filter((row) => row.payment_state === "paid");
    const staysSales =
      fils(report.summary.sales.total) - sales.reduce((sum, row) => sum + Number(row.total), 0);
    // The branch has no stays: every sale is an order's.
    expect(staysSales).toBe(0);
    expect(report.summary.sales.count).toBe(sales.length);
    expect(fils(report.summary.outstanding.total)).toBe(
      sales.filter((row) => row.payment_state !== "paid").reduce((sum, row) => sum + Number(row.total), 0),
    );
    expect(paid.length).toBeGreaterThan(0);
  });
});
