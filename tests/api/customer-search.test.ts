import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, lowerCountCap, type TestApp } from "./helpers";
import { call, demo, orderRow, type Demo } from "./operations-fixtures";

// The customer search of the orders and stays lists (customer-search.ts) answers from trigram indexes when few
// rows match and by the scan when many do. Whatever way it takes, a list must answer what a plain reading of the
// branch's rows says: the rows whose customer name contains the text (any case) or whose phone contains its
// digits, newest first, with the capped total. The cap is lowered so a common text takes the scan's way.

const CAP = 5;

interface Customer {
  name: string;
  phone: string;
}

// Every text the tests search for, by how many rows it matches: rare ones through the index, common ones (more than
// CAP rows) through the scan, short ones (under three characters) through the scan.
const CUSTOMERS: Customer[] = [
  ...Array.from({ length: 8 }, (_, i) => ({ name: "Fatima Al-Sabah", phone: `9655000${1000 + i}` })),
  { name: "Zainab Qabazard", phone: "96560001234" },
  { name: "فاطمة العلي", phone: "96560007777" },
  { name: "فاطمة العلي", phone: "96560007778" },
  { name: 'O\'Brien "Q" 100%_x', phone: "96561112222" },
  ...Array.from({ length: 6 }, (_, i) => ({ name: `Guest ${i}`, phone: `9656900${1000 + i}` })),
];

const QUERIES = [
  "qabazard",
  "ZAINAB",
  "fatima",
  "al-sabah",
  "العلي",
  "فاطمة",
  "6000 1234",
  "6000-7777",
  "50001003",
  '"q" 100%_',
  "100%",
  "guest",
  "nobody",
  "zz",
  "96",
  "Fa",
];

let t: TestApp;
let d: Demo;
let restoreCap: (() => void) | undefined;

interface Row {
  id: number;
  customer: Customer;
  created_at: string;
}

const matches = (customer: Customer, q: string) =>
  customer.name.toLowerCase().includes(q.toLowerCase()) || customer.phone.includes(q.replace(/[\s-]/g, ""));

/** The ids a list must show for `q`, newest first (ties by id). */
const expected = (rows: Row[], q: string) =>
  rows
    .filter((row) => matches(row.customer, q))
    .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id)
    .map((row) => row.id);

const at = (i: number) => new Date(Date.parse("2031-03-01T00:00:00.000Z") + i * 3_600_000).toISOString();

async function addOrders(
  businessId: number,
  branchId: number,
  customers: Customer[],
  from: number,
): Promise<Row[]> {
  const rows = [];
  for (const [i, customer] of customers.entries()) {
    const created = at(i);
    const { id } = await t.app.db
      .insertInto("orders")
      .values(
        orderRow({
          business_id: businessId,
          branch_id: branchId,
          number: from + i,
          status: i % 2 ? "accepted" : "pending",
          customer_name: customer.name,
          customer_phone: customer.phone,
          created_at: created,
        }),
      )
      .returning("id")
      .executeTakeFirstOrThrow();
    rows.push({ id, customer, created_at: created });
  }
  return rows;
}

async function addStays(
  businessId: number,
  branchId: number,
  itemId: number,
  customers: Customer[],
): Promise<Row[]> {
  const rows = [];
  for (const [i, customer] of customers.entries()) {
    const from = at(i * 48);
    const { id } = await t.app.db
      .insertInto("reservations")
      .values({
        business_id: businessId,
        branch_id: branchId,
        item_id: itemId,
        unit: 1,
        from,
        to: at(i * 48 + 24),
        nights: 1,
        status: "confirmed",
        payment_state: "not_paid",
        total: 1000,
        paid: 0,
        customer_name: customer.name,
        customer_phone: customer.phone,
        created_at: from,
        updated_at: from,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    // Stays list newest first by their start.
    rows.push({ id, customer, created_at: from });
  }
  return rows;
}

interface Listed {
  data: { id: number }[];
  total: number;
  total_capped: boolean;
}

const get = async (path: string, token = d.tokens.owner): Promise<Listed> => {
  const response = await call(t.app, token, "GET", path);
  expect(response.statusCode, path).toBe(200);
  return response.json();
};

const lists: { name: string; path: () => string; rows: () => Row[] }[] = [];
let orderRows: Row[] = [];
let stayRows: Row[] = [];

beforeAll(async () => {
  restoreCap = lowerCountCap(CAP);
  t = await buildTestApp();
  d = await demo(t.app);
  const branch = d.restaurant.branches[1];
  await t.app.db.deleteFrom("orders").where("branch_id", "=", branch).execute();
  orderRows = await addOrders(d.restaurant.id, branch, CUSTOMERS, 1);
  // The same customers in the restaurant's other branch and in another owner's business: never in this list.
  await addOrders(d.restaurant.id, d.restaurant.branches[0], CUSTOMERS, 90_000);
  await addOrders(d.other.id, d.other.branches[0], CUSTOMERS, 90_000);

  const chaletBranch = d.chalet.branches[0];
  const item = await t.app.db
    .selectFrom("items")
    .innerJoin("categories", "categories.id", "items.category_id")
    .where("categories.menu_id", "=", d.chalet.menu)
    .select("items.id")
    .executeTakeFirstOrThrow();
  await t.app.db.deleteFrom("reservations").where("branch_id", "=", chaletBranch).execute();
  stayRows = await addStays(d.chalet.id, chaletBranch, item.id, CUSTOMERS);
  lists.push(
    {
      name: "orders",
      path: () => `business/${d.restaurant.id}/branches/${branch}/orders`,
      rows: () => orderRows,
    },
    {
      name: "stays",
      path: () => `business/${d.chalet.id}/branches/${chaletBranch}/reservations`,
      rows: () => stayRows,
    },
  );
});

afterAll(async () => {
  await t?.close();
  restoreCap?.();
});

describe("customer search", () => {
  it("finds what the branch's rows say, for rare, common, short, Arabic and special texts", async () => {
    for (const list of lists) {
      for (const q of QUERIES) {
        const want = expected(list.rows(), q);
        const all = await get(`${list.path()}?q=${encodeURIComponent(q)}&per_page=100`);
        expect(
          all.data.map((row) => row.id),
          `${list.name} q=${q}`,
        ).toEqual(want);
        expect(all.total, `${list.name} q=${q}`).toBe(want.length);
        // A short page: the total is counted or known, capped past CAP.
        const short = await get(`${list.path()}?q=${encodeURIComponent(q)}&per_page=2`);
        expect(short.data.map((row) => row.id)).toEqual(want.slice(0, 2));
        expect({ total: short.total, capped: short.total_capped }, `${list.name} q=${q}`).toEqual({
          total: Math.min(want.length, CAP),
          capped: want.length > CAP,
        });
      }
    }
    // Searches that matched in the test above on purpose: otherwise it proves little.
    expect(expected(orderRows, "fatima").length).toBeGreaterThan(CAP);
    expect(expected(orderRows, "qabazard")).toHaveLength(1);
  });

  it("keeps totals exact when another filter narrows a common text", async () => {
    const branch = d.restaurant.branches[1];
    const want = orderRows
      .filter((row, i) => matches(row.customer, "fatima") && i % 2 === 1)
      .map((row) => row.id)
      .reverse();
    expect(want.length).toBeLessThanOrEqual(CAP);
    const page = await get(
      `business/${d.restaurant.id}/branches/${branch}/orders?q=fatima&status=accepted&per_page=2`,
    );
    expect(page.data.map((row) => row.id)).toEqual(want.slice(0, 2));
    expect(page).toMatchObject({ total: want.length, total_capped: false });
  });

  it("finds an order by its number beside its customer", async () => {
    const branch = d.restaurant.branches[1];
    // Numbers run from 1 in CUSTOMERS' order; no customer's name or phone holds "#12".
    const page = await get(
      `business/${d.restaurant.id}/branches/${branch}/orders?q=${encodeURIComponent("#12")}`,
    );
    expect(page.data.map((row) => row.id)).toEqual([orderRows[11].id]);
  });

  it("follows a customer's new name and phone, and forgets deleted rows", async () => {
    const list = lists[0];
    const [renamed, removed] = [orderRows[8], orderRows[10]];
    await t.app.db
      .updateTable("orders")
      .set({ customer_name: "Noura Behbehani", customer_phone: "96599998888" })
      .where("id", "=", renamed.id)
      .execute();
    await t.app.db.deleteFrom("orders").where("id", "=", removed.id).execute();
    expect((await get(`${list.path()}?q=behbehani`)).data.map((row) => row.id)).toEqual([renamed.id]);
    expect((await get(`${list.path()}?q=9999-8888`)).data.map((row) => row.id)).toEqual([renamed.id]);
    expect((await get(`${list.path()}?q=qabazard`)).data).toEqual([]);
    const arabic = (await get(`${list.path()}?q=${encodeURIComponent("العلي")}`)).data.map((row) => row.id);
    expect(arabic).toEqual([orderRows[9].id]);
    if (t.app.dialect === "sqlite") {
      // The index holds one entry per order of the branch, no more: nothing stale after updates and deletes.
      const indexed = await sql<{ n: number }>`select count(*) as n from orders_customer_search
        where orders_customer_search match ${`scope : "<${d.restaurant.branches[1]}>"`}`.execute(t.app.db);
      const orders = await t.app.db
        .selectFrom("orders")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("branch_id", "=", d.restaurant.branches[1])
        .executeTakeFirstOrThrow();
      expect(Number(indexed.rows[0].n)).toBe(Number(orders.n));
    }
  });

  it("never shows another business's customers, even to their own search", async () => {
    const theirs = await get(
      `business/${d.other.id}/branches/${d.other.branches[0]}/orders?q=qabazard`,
      d.tokens.other,
    );
    expect(theirs.data).toHaveLength(1);
    expect(theirs.data[0].id).not.toBe(orderRows[9].id);
    const response = await call(
      t.app,
      d.tokens.other,
      "GET",
      `business/${d.restaurant.id}/branches/${d.restaurant.branches[1]}/orders?q=qabazard`,
    );
    // Not found, as any address of another business: nothing says it exists.
    expect(response.statusCode).toBe(404);
  });
});
