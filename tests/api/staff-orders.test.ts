import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "./helpers";
import { addStaff } from "./people-helpers";
import {
  auditsOf,
  call,
  captureLive,
  category,
  demo,
  item,
  type Demo,
  type ItemFixture,
} from "./operations-fixtures";

// Staff order entry (issue 48): the order screen's read, an order taken by staff (priced by the server from the
// menu, whatever the client sends), a round of items added to a table's open order (the kitchen marks it), and a
// line taken out of a pending order with a reason.

let t: TestApp;
let d: Demo;
let branchId: number;
let otherBranchId: number;
let tableId: number;
let otherBranchTableId: number;
let tea: ItemFixture;
let grill: ItemFixture;
let foreignItem: ItemFixture;

const base = (business = d.restaurant.id, branch = branchId) => `business/${business}/branches/${branch}`;
const ordersUrl = () => `${base()}/orders`;

interface Detail {
  id: number;
  number: number;
  status: string;
  updated_at: string;
  subtotal: number;
  discount: number;
  extra_charge: number;
  total: number;
  lines: { id: number; item_id: number; quantity: number; unit_price: number; round: number; note: string }[];
}

async function take(body: object, token = d.tokens.owner) {
  return call(t.app, token, "POST", ordersUrl(), body);
}

async function taken(body: object): Promise<Detail> {
  const answer = await take(body);
  expect(answer.statusCode, answer.body).toBe(201);
  return answer.json().data;
}

const dineIn = (lines: object[]) => ({ type: "dine_in", table_id: tableId, lines });

async function setStatus(order: Detail, status: string): Promise<Detail> {
  const moved = await call(t.app, d.tokens.owner, "POST", `${ordersUrl()}/${order.id}`, {
    status,
    updated_at: order.updated_at,
  });
  expect(moved.statusCode, moved.body).toBe(200);
  return moved.json().data;
}

async function firstTable(branch: number) {
  const row = await t.app.db
    .selectFrom("tables")
    .select("id")
    .where("branch_id", "=", branch)
    .orderBy("id")
    .executeTakeFirst();
  if (row) return row.id;
  const floor = await call(t.app, d.tokens.owner, "POST", `${base(d.restaurant.id, branch)}/floors`, {
    locales: [
      { locale: "en", name: "Hall" },
      { locale: "ar", name: "الصالة" },
    ],
  });
  const table = await call(
    t.app,
    d.tokens.owner,
    "POST",
    `${base(d.restaurant.id, branch)}/floors/${floor.json().data.id}/tables`,
    {
      locales: [
        { locale: "en", name: "T1" },
        { locale: "ar", name: "ط1" },
      ],
    },
  );
  return table.json().data.id as number;
}

beforeAll(async () => {
  t = await buildTestApp();
  d = await demo(t.app);
  [branchId, otherBranchId] = d.restaurant.branches;
  tableId = await firstTable(branchId);
  otherBranchTableId = await firstTable(otherBranchId);
  const drinks = await category(
    t.app,
    d.restaurant.id,
    d.restaurant.menu,
    "Staff drinks",
    "مشروبات الموظفين",
  );
  tea = await item(t.app, d.restaurant.id, drinks, { en: "Karak tea", ar: "شاي كرك", prices: [250] });
  grill = await item(t.app, d.restaurant.id, drinks, {
    en: "Mixed grill",
    ar: "مشاوي مشكلة",
    prices: [
      [4000, "Regular"],
      [6000, "Large"],
    ],
    addons: [500, 300],
  });
  // 10 % off the grill for the day; the business: 5 % off every order and 0.250 KWD service.
  const day = 86_400_000;
  await t.app.db
    .insertInto("discounts")
    .values({
      item_id: grill.id,
      business_id: d.restaurant.id,
      type: "percentage",
      amount: 10_000,
      from: new Date(Date.now() - day).toISOString(),
      to: new Date(Date.now() + day).toISOString(),
    })
    .execute();
  await t.app.db
    .deleteFrom("settings")
    .where("scope", "=", "business")
    .where("scope_id", "=", d.restaurant.id)
    .where("key", "in", ["GeneralDiscount", "ExtraCharge"])
    .execute();
  await t.app.db
    .insertInto("settings")
    .values([
      { scope: "business", scope_id: d.restaurant.id, key: "GeneralDiscount", data: "5", updated_at: "now" },
      { scope: "business", scope_id: d.restaurant.id, key: "ExtraCharge", data: "0.25", updated_at: "now" },
    ])
    .execute();
  const otherCategory = await category(t.app, d.other.id, d.other.menu, "Theirs", "لهم");
  foreignItem = await item(t.app, d.other.id, otherCategory, { en: "Their tea", ar: "شايهم", prices: [100] });
});
afterAll(() => t.close());

describe("the order screen's read", () => {
  it("gives the menu with today's discounts, the order-wide discount and charge, and the tables with open orders", async () => {
    const answer = await call(t.app, d.tokens.owner, "GET", `${base()}/order-entry`);
    expect(answer.statusCode, answer.body).toBe(200);
    const entry = answer.json().data;
    expect(entry).toMatchObject({ currency: "KWD", general_discount_percent: 5, extra_charge: 0.25 });
    const items = entry.categories.flatMap((c: { items: { id: number }[] }) => c.items);
    expect(items.find((i: { id: number }) => i.id === grill.id)).toMatchObject({
      prices: [expect.objectContaining({ price: 4 }), expect.objectContaining({ price: 6 })],
      addons: [expect.objectContaining({ price: 0.5 }), expect.objectContaining({ price: 0.3 })],
      discount: { type: "percentage", amount: 10 },
    });
    expect(items.some((i: { id: number }) => i.id === foreignItem.id)).toBe(false);
    const tables = entry.floors.flatMap((f: { tables: { id: number }[] }) => f.tables);
    expect(tables.map((table: { id: number }) => table.id)).toContain(tableId);
    expect(tables.map((table: { id: number }) => table.id)).not.toContain(otherBranchTableId);
    expect(Array.isArray(entry.popular)).toBe(true);
  });

  it("needs orders.create in the branch (403), and answers 404 to another business", async () => {
    expect((await call(t.app, d.tokens.staff, "GET", `${base()}/order-entry`)).statusCode).toBe(403);
    expect((await call(t.app, d.tokens.other, "GET", `${base()}/order-entry`)).statusCode).toBe(404);
  });
});

describe("an order taken by staff", () => {
  it("is priced from the menu (price option, addons, item discount, order discount and charge); a client's price is ignored", async () => {
    const live = captureLive(t.app);
    const order = await taken(
      dineIn([
        {
          item_id: grill.id,
          price_id: grill.priceIds[1],
          addon_ids: grill.addonIds,
          quantity: 2,
          note: "well done",
          // Not the API's: dropped by the schema, the server prices the line itself.
          unit_price: 0.001,
          price: 0.001,
        },
        { item_id: tea.id, quantity: 3 },
      ]),
    );
    // Grill large 6.000 + addons 0.800 = 6.800 × 2 = 13.600, 10 % off its price: 1.200; tea 0.750.
    // Subtotal 14.350; discount 1.200 + 5 % of 13.150 (0.658) = 1.858; + 0.250 charge = 12.742.
    expect(order).toMatchObject({
      status: "pending",
      subtotal: 14.35,
      discount: 1.858,
      extra_charge: 0.25,
      total: 12.742,
    });
    expect(order.lines.map((l) => [l.item_id, l.unit_price, l.round, l.note])).toEqual([
      [grill.id, 6, 1, "well done"],
      [tea.id, 0.25, 1, ""],
    ]);
    expect((await auditsOf(t.app, "order", order.id)).map((a) => a.action)).toEqual(["create"]);
    expect(live.map((e) => e.event)).toContain("new-order");
  });

  it("refuses another business's item, another branch's table and a price of another item (422), and no lines", async () => {
    const foreign = await take(dineIn([{ item_id: foreignItem.id, quantity: 1 }]));
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors["lines.0.item_id"]).toBeDefined();
    const table = await take({
      type: "dine_in",
      table_id: otherBranchTableId,
      lines: [{ item_id: tea.id, quantity: 1 }],
    });
    expect(table.statusCode).toBe(422);
    expect(table.json().errors.table_id).toEqual(["Choose a table of this branch"]);
    const price = await take(dineIn([{ item_id: tea.id, price_id: grill.priceIds[0], quantity: 1 }]));
    expect(price.statusCode).toBe(422);
    expect((await take(dineIn([]))).statusCode).toBe(422);
    const count = await t.app.db
      .selectFrom("orders")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("table_id", "=", otherBranchTableId)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });

  it("needs orders.create in the branch: staff without it 403, another business 404", async () => {
    expect((await take(dineIn([{ item_id: tea.id, quantity: 1 }]), d.tokens.staff)).statusCode).toBe(403);
    expect((await take(dineIn([{ item_id: tea.id, quantity: 1 }]), d.tokens.other)).statusCode).toBe(404);
  });
});

describe("more items for a table's open order", () => {
  it("adds a round: new lines priced now, totals again, audited, announced, marked on the kitchen screen", async () => {
    const order = await taken(dineIn([{ item_id: tea.id, quantity: 1 }]));
    const accepted = await setStatus(order, "accepted");
    const live = captureLive(t.app);
    const added = await call(t.app, d.tokens.owner, "POST", `${ordersUrl()}/${order.id}/lines`, {
      lines: [{ item_id: grill.id, addon_ids: [grill.addonIds[0]], quantity: 1, note: "no salt" }],
    });
    expect(added.statusCode, added.body).toBe(200);
    const after: Detail = added.json().data;
    expect(after.status).toBe("accepted");
    expect(after.lines.map((l) => [l.item_id, l.round])).toEqual([
      [tea.id, 1],
      [grill.id, 2],
    ]);
    // Tea 0.250 + grill 4.000 + 0.500 = 4.750; discount 0.400 + 5 % of 4.350 (0.218) = 0.618; + 0.250 = 4.382.
    expect(after).toMatchObject({ subtotal: 4.75, discount: 0.618, total: 4.382 });
    expect(after.updated_at > accepted.updated_at).toBe(true);
    // Accepted, it has its invoice: the invoice follows the new total.
    const invoice = await t.app.db
      .selectFrom("invoices")
      .select("amount")
      .where("order_id", "=", order.id)
      .executeTakeFirstOrThrow();
    expect(Number(invoice.amount)).toBe(4382);
    const audits = await auditsOf(t.app, "order", order.id);
    expect(audits.map((a) => a.action)).toEqual(["create", "status", "add_lines"]);
    expect(JSON.parse(audits[2].changes)).toMatchObject({
      round: [null, 2],
      total: [0.487, 4.382],
      lines_added: [null, [expect.objectContaining({ item_id: grill.id, quantity: 1, note: "no salt" })]],
    });
    expect(live.map((e) => e.event)).toEqual(["update-order"]);

    const again = await call(t.app, d.tokens.owner, "POST", `${ordersUrl()}/${order.id}/lines`, {
      lines: [{ item_id: tea.id, quantity: 2 }],
    });
    expect(again.json().data.lines.map((l: { round: number }) => l.round)).toEqual([1, 2, 3]);

    const kitchen = (await call(t.app, d.tokens.owner, "GET", `${base()}/kitchen`)).json().data;
    const ticket = kitchen.tickets.find((k: { id: number }) => k.id === order.id);
    expect(ticket.lines.map((l: { round: number; note: string }) => [l.round, l.note])).toEqual([
      [1, ""],
      [2, "no salt"],
      [3, ""],
    ]);
  });

  it("is refused once the order is delivered or rejected, or paid, and for another business's item", async () => {
    const order = await taken(dineIn([{ item_id: tea.id, quantity: 1 }]));
    const url = `${ordersUrl()}/${order.id}/lines`;
    const more = { lines: [{ item_id: tea.id, quantity: 1 }] };
    const foreign = await call(t.app, d.tokens.owner, "POST", url, {
      lines: [{ item_id: foreignItem.id, quantity: 1 }],
    });
    expect(foreign.statusCode).toBe(422);
    expect((await call(t.app, d.tokens.owner, "POST", url, { lines: [] })).statusCode).toBe(422);
    const delivered = await setStatus(
      await setStatus(await setStatus(order, "accepted"), "ready"),
      "delivered",
    );
    expect(delivered.status).toBe("delivered");
    const refused = await call(t.app, d.tokens.owner, "POST", url, more, "ar");
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.status).toEqual(["هذا الطلب مغلق: ابدأ طلبًا جديدًا لأصناف أخرى"]);
    const rejected = await setStatus(await taken(dineIn([{ item_id: tea.id, quantity: 1 }])), "rejected");
    expect(
      (await call(t.app, d.tokens.owner, "POST", `${ordersUrl()}/${rejected.id}/lines`, more)).statusCode,
    ).toBe(422);
    const paid = await taken({ ...dineIn([{ item_id: tea.id, quantity: 1 }]), payment_state: "paid" });
    const paidAnswer = await call(t.app, d.tokens.owner, "POST", `${ordersUrl()}/${paid.id}/lines`, more);
    expect(paidAnswer.json().errors.payment_state).toBeDefined();
    const lines = await t.app.db
      .selectFrom("order_items")
      .select("id")
      .where("order_id", "=", order.id)
      .execute();
    expect(lines).toHaveLength(1);
  });

  it("needs orders.create in the branch: staff without it 403, another business 404, another branch's order 404", async () => {
    const order = await taken(dineIn([{ item_id: tea.id, quantity: 1 }]));
    const more = { lines: [{ item_id: tea.id, quantity: 1 }] };
    const url = `${ordersUrl()}/${order.id}/lines`;
    expect((await call(t.app, d.tokens.staff, "POST", url, more)).statusCode).toBe(403);
    expect((await call(t.app, d.tokens.other, "POST", url, more)).statusCode).toBe(404);
    const elsewhere = `${base(d.restaurant.id, otherBranchId)}/orders/${order.id}/lines`;
    expect((await call(t.app, d.tokens.owner, "POST", elsewhere, more)).statusCode).toBe(404);
  });
});

describe("a line taken out of a pending order", () => {
  it("needs a reason, re-totals the order and keeps the reason on the audit", async () => {
    const order = await taken(
      dineIn([
        { item_id: tea.id, quantity: 2 },
        { item_id: grill.id, quantity: 1 },
      ]),
    );
    const url = `${ordersUrl()}/${order.id}/remove-line`;
    const grillLine = order.lines[1].id;
    const blank = await call(t.app, d.tokens.owner, "POST", url, { line_id: grillLine, reason: "  " });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().errors.reason).toEqual(["Say why this item is removed"]);
    expect((await call(t.app, d.tokens.owner, "POST", url, { line_id: grillLine })).statusCode).toBe(422);
    const stale = await call(t.app, d.tokens.owner, "POST", url, {
      line_id: grillLine,
      reason: "Guest changed their mind",
      updated_at: "2000-01-01T00:00:00.000000Z",
    });
    expect(stale.statusCode).toBe(409);
    const removed = await call(t.app, d.tokens.owner, "POST", url, {
      line_id: grillLine,
      reason: "Guest changed their mind",
      updated_at: order.updated_at,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    const after: Detail = removed.json().data;
    expect(after.lines.map((l) => l.item_id)).toEqual([tea.id]);
    // Tea 0.500; 5 % (0.025) off; + 0.250.
    expect(after).toMatchObject({ subtotal: 0.5, discount: 0.025, total: 0.725 });
    const audit = (await auditsOf(t.app, "order", order.id)).pop()!;
    expect(audit.action).toBe("remove_line");
    expect(JSON.parse(audit.changes)).toMatchObject({
      reason: [null, "Guest changed their mind"],
      line_removed: [null, expect.objectContaining({ item_id: grill.id, quantity: 1, round: 1 })],
    });
    // The last line is not removed: the order is rejected instead.
    const last = await call(t.app, d.tokens.owner, "POST", url, { line_id: order.lines[0].id, reason: "x" });
    expect(last.json().errors.line_id).toEqual(["This is the order's last item: reject the order instead"]);
    // Another order's line is not this order's.
    const other = await taken(dineIn([{ item_id: tea.id, quantity: 1 }]));
    const foreignLine = await call(t.app, d.tokens.owner, "POST", url, {
      line_id: other.lines[0].id,
      reason: "x",
    });
    expect(foreignLine.json().errors.line_id).toBeDefined();
  });

  it("is refused once the order is accepted, and without orders.update (403) or in another business (404)", async () => {
    const order = await taken(
      dineIn([
        { item_id: tea.id, quantity: 1 },
        { item_id: grill.id, quantity: 1 },
      ]),
    );
    const url = `${ordersUrl()}/${order.id}/remove-line`;
    const body = { line_id: order.lines[1].id, reason: "Out of stock" };
    // A member of the business with nothing in this branch.
    const waiter = await addStaff(
      t.app,
      d.tokens.owner,
      { business_id: d.restaurant.id, name: "New Waiter", phone: "55567890" },
      "waiter-pass-1234",
    );
    expect((await call(t.app, waiter.session, "POST", url, body)).statusCode).toBe(403);
    expect((await call(t.app, d.tokens.other, "POST", url, body)).statusCode).toBe(404);
    await setStatus(order, "accepted");
    const refused = await call(t.app, d.tokens.owner, "POST", url, body);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.status).toEqual(["Items can be removed only while the order is pending"]);
    const lines = await t.app.db
      .selectFrom("order_items")
      .select("id")
      .where("order_id", "=", order.id)
      .execute();
    expect(lines).toHaveLength(2);
  });
});
