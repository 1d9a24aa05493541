import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "kysely";
import { FORGOTTEN_MARKER, ORDER_STATUSES, RESERVATION_STATUSES } from "../../src/domain/constants";
import { averageTicket, orderCountsAsSpent, stayOutstanding, staySpent } from "../../src/domain/customers";
import { CUSTOMERS, random } from "../../server/db/seed/demo-random";
import * as customersMigration from "../../server/db/migrations/2026_12_01_100_customers";
import { notifyBranch } from "../../server/modules/notifications/notify";
import { lowerCountCap } from "./helpers";
import { call } from "./operations-fixtures";
import { addStaff } from "./people-helpers";
import { freshPhone, order, publicFixture, type PublicFixture } from "./public-fixtures";
import { publicCall, staysFixture, stayBody, type StaysFixture } from "./public-stays-fixtures";

// The customers directory (issue 50): figures kept by the database against the orders and stays behind them (to the
// fils, over random writes of every kind), who sees which customer and which of their records, a blocked customer
// refused on the public API with an audit, and forgetting a customer keeping the money.

let f: PublicFixture;
let s: StaysFixture;
beforeAll(async () => {
  f = await publicFixture();
  s = await staysFixture(f.t.app, f.d);
});
afterAll(() => f.t.close());

const db = () => f.t.app.db;
const customersUrl = (businessId = f.d.restaurant.id) => `business/${businessId}/customers`;
const put = (token: string, url: string, payload: object) =>
  f.t.app.inject({
    method: "PUT",
    url: `/api/${url}`,
    payload,
    headers: { authorization: `Bearer ${token}`, "app-name": "dashboard", system: "web", locale: "en" },
  });

async function customerOf(phone: string, businessId = f.d.restaurant.id, token = f.d.tokens.owner) {
  const response = await call(
    f.t.app,
    token,
    "GET",
    `${customersUrl(businessId)}?phone=${encodeURIComponent(phone)}`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data[0] as (Record<string, unknown> & { id: number }) | undefined;
}

/** The figures a customer should have, computed from their rows with the shared rules, in fils. */
async function expectedOf(businessId: number, phone: string) {
  const orders = await db()
    .selectFrom("orders")
    .select(["status", "payment_state", "total", "created_at", "customer_name"])
    .where("business_id", "=", businessId)
    .where("customer_phone", "=", phone)
    .execute();
  const stays = await db()
    .selectFrom("reservations")
    .select(["status", "total", "paid", "created_at", "customer_name"])
    .where("business_id", "=", businessId)
    .where("customer_phone", "=", phone)
    .execute();
  const counted = orders.filter((o) => orderCountsAsSpent(o.status, o.payment_state));
  const spent =
    counted.reduce((sum, o) => sum + o.total, 0) + stays.reduce((sum, r) => sum + staySpent(r.paid), 0);
  const tickets = counted.length + stays.filter((r) => r.paid > 0).length;
  const times = [...orders, ...stays].map((r) => r.created_at).sort();
  return {
    orders_count: orders.length,
    stays_count: stays.length,
    spent,
    average_ticket: averageTicket(spent, tickets),
    outstanding: stays.reduce((sum, r) => sum + stayOutstanding(r.status, r.total, r.paid), 0),
    first_visit_at: times[0] ?? null,
    last_visit_at: times.at(-1) ?? null,
    names: [...new Set([...orders, ...stays].map((r) => r.customer_name).filter(Boolean))].sort(),
  };
}

const fils = (amount: unknown) => Math.round(Number(amount) * 1000);

async function expectFigures(businessId: number, phone: string) {
  const expected = await expectedOf(businessId, phone);
  const listed = await customerOf(phone, businessId);
  if (!expected.orders_count && !expected.stays_count && !listed) return;
  expect(listed, phone).toBeDefined();
  const detail = (
    await call(f.t.app, f.d.tokens.owner, "GET", `${customersUrl(businessId)}/${listed!.id}`)
  ).json().data;
  expect(
    {
      orders_count: detail.orders_count,
      stays_count: detail.stays_count,
      spent: fils(detail.spent),
      average_ticket: fils(detail.average_ticket),
      outstanding: fils(detail.outstanding),
      first_visit_at: detail.first_visit_at,
      last_visit_at: detail.last_visit_at,
    },
    phone,
  ).toEqual({
    orders_count: expected.orders_count,
    stays_count: expected.stays_count,
    spent: expected.spent,
    average_ticket: expected.average_ticket,
    outstanding: expected.outstanding,
    first_visit_at: expected.first_visit_at,
    last_visit_at: expected.last_visit_at,
  });
  // Every name seen is kept, even of a record since moved to another phone.
  expect(detail.names).toEqual(expect.arrayContaining(expected.names));
}

const at = (i: number) => new Date(Date.parse("2031-05-01T00:00:00.000Z") + i * 3_600_000).toISOString();

describe("figures", () => {
  it("of the demo's customers follow the orders and stays the seed wrote", async () => {
    const [, phone] = CUSTOMERS[0];
    expect(Number((await customerOf(phone))!.orders_count)).toBeGreaterThan(0);
    for (const [, seeded] of CUSTOMERS.slice(0, 4)) {
      await expectFigures(f.d.restaurant.id, seeded);
      await expectFigures(f.d.chalet.id, seeded);
    }
  });

  it("add up to the customer's orders and stays, to the fils, over random writes of every kind", async () => {
    const { next: rng, pick } = random(50);
    const phones = ["+96551110001", "+96551110002", "+96551110003", "+971501234567"];
    const names = ["Hessa", "حصة", "Fahad", "فهد", ""];
    const restaurant = f.d.restaurant;
    const chalet = f.d.chalet;
    const orderIds: number[] = [];
    const stayIds: number[] = [];
    let number = 50_000;
    for (let step = 0; step < 120; step++) {
      const op = rng();
      if (op < 0.35 || !orderIds.length) {
        const { id } = await db()
          .insertInto("orders")
          .values({
            business_id: restaurant.id,
            branch_id: pick(restaurant.branches),
            number: number++,
            status: pick(ORDER_STATUSES),
            type: "self_pickup",
            customer_name: pick(names),
            customer_phone: pick([...phones, ""]),
            subtotal: 0,
            discount: 0,
            extra_charge: 0,
            total: Math.floor(rng() * 50_000) + 1,
            payment_method: "cash",
            payment_state: pick(["not_paid", "paid", "partially_paid"]),
            created_at: at(step),
            updated_at: at(step),
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        orderIds.push(id);
      } else if (op < 0.6) {
        const change = pick([
          { status: pick(ORDER_STATUSES) },
          { payment_state: pick(["not_paid", "paid"]) },
          { total: Math.floor(rng() * 90_000) + 1 },
          { customer_phone: pick(phones) },
          { customer_name: pick(names), status: "delivered" },
        ]);
        await db().updateTable("orders").set(change).where("id", "=", pick(orderIds)).execute();
      } else if (op < 0.65) {
        const id = orderIds.splice(Math.floor(rng() * orderIds.length), 1)[0];
        await db().deleteFrom("orders").where("id", "=", id).execute();
      } else if (op < 0.85 || !stayIds.length) {
        const total = Math.floor(rng() * 200_000) + 1000;
        const { id } = await db()
          .insertInto("reservations")
          .values({
            business_id: chalet.id,
            branch_id: pick(chalet.branches),
            item_id: s.villa,
            unit: 1,
            from: at(step),
            to: at(step + 24),
            nights: 1,
            status: pick(RESERVATION_STATUSES),
            payment_state: "not_paid",
            total,
            paid: pick([0, Math.floor(total / 2), total]),
            customer_name: pick(names),
            customer_phone: pick(phones),
            created_at: at(step),
            updated_at: at(step),
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        stayIds.push(id);
      } else {
        const change = pick([
          { status: pick(RESERVATION_STATUSES) },
          { paid: Math.floor(rng() * 100_000) },
          { total: Math.floor(rng() * 300_000) + 1 },
          { customer_phone: pick(phones) },
        ]);
        await db().updateTable("reservations").set(change).where("id", "=", pick(stayIds)).execute();
      }
    }
    for (const phone of phones) {
      await expectFigures(restaurant.id, phone);
      await expectFigures(chalet.id, phone);
    }
  });

  it("follow orders placed on the public API, with the customer's favourite items", async () => {
    const phone = freshPhone();
    const lines = [
      { item_id: f.shawarma.id, quantity: 2, price_id: f.shawarma.priceIds[0] },
      { item_id: f.tea.id, quantity: 1 },
    ];
    for (const name of ["Mariam", "مريم"]) {
      const placed = await order(f.t.app, f.slugs[0], {
        type: "self_pickup",
        customer: { name, phone },
        lines,
      });
      expect(placed.statusCode, placed.body).toBe(201);
    }
    const listed = (await customerOf(phone))!;
    // The phone is stored as the public API normalised it: a Kuwaiti number without its country code.
    expect(listed).toMatchObject({ phone: `+965${phone}`, orders_count: 2, spent: 0, name: "مريم" });
    const detail = (await call(f.t.app, f.d.tokens.owner, "GET", `${customersUrl()}/${listed.id}`)).json()
      .data;
    expect(detail.names).toEqual(expect.arrayContaining(["Mariam", "مريم"]));
    expect(
      detail.favourites.map((x: { item_id: number; quantity: number }) => [x.item_id, x.quantity]),
    ).toEqual([
      [f.shawarma.id, 4],
      [f.tea.id, 2],
    ]);
    await expectFigures(f.d.restaurant.id, `+965${phone}`);
    // Found by any of their names, in any spelling, and by their phone's digits.
    for (const q of ["mariam", "مريم", phone.slice(2), `+965 ${phone}`]) {
      const found = (
        await call(f.t.app, f.d.tokens.owner, "GET", `${customersUrl()}?q=${encodeURIComponent(q)}`)
      )
        .json()
        .data.map((c: { id: number }) => c.id);
      expect(found, q).toContain(listed.id);
    }
    // The global search (Ctrl-K) finds them too, by a name or the phone in Arabic-Indic digits.
    const arabicDigits = phone.replace(/\d/g, (digit) => String.fromCharCode(0x0660 + Number(digit)));
    for (const q of ["مريم", arabicDigits]) {
      const hits = (
        await call(
          f.t.app,
          f.d.tokens.owner,
          "GET",
          `business/${f.d.restaurant.id}/search?q=${encodeURIComponent(q)}`,
        )
      )
        .json()
        .data.map((h: { kind: string; id: number }) => `${h.kind}:${h.id}`);
      expect(hits, q).toContain(`customer:${listed.id}`);
    }
  });

  it("lists sorted by spending, filtered by tag, with a capped count", async () => {
    const restore = lowerCountCap(2);
    try {
      const page = (
        await call(f.t.app, f.d.tokens.owner, "GET", `${customersUrl()}?sort=spent&order=desc&per_page=1`)
      ).json();
      expect(page.total_capped).toBe(true);
      // A text most customers contain (the country code) is searched by the list's own scan, still capped.
      const common = (
        await call(f.t.app, f.d.tokens.owner, "GET", `${customersUrl()}?q=965&per_page=1`)
      ).json();
      expect(common.data).toHaveLength(1);
      expect(common.total_capped).toBe(true);
      const all = (
        await call(f.t.app, f.d.tokens.owner, "GET", `${customersUrl()}?sort=spent&order=desc&per_page=100`)
      )
        .json()
        .data.map((c: { spent: number }) => c.spent);
      expect(all).toEqual([...all].sort((a, b) => b - a));
    } finally {
      restore();
    }
    const vip = (await customerOf("+96551110001"))!;
    expect(
      (
        await put(f.d.tokens.owner, `${customersUrl()}/${vip.id}`, {
          tags: ["vip"],
          note: "Likes the corner",
        })
      ).statusCode,
    ).toBe(200);
    const tagged = (await call(f.t.app, f.d.tokens.owner, "GET", `${customersUrl()}?tag=vip`)).json().data;
    expect(tagged.map((c: { id: number }) => c.id)).toEqual([vip.id]);
    expect(tagged[0]).toMatchObject({ tags: ["vip"], note: "Likes the corner" });
    const csv = await call(f.t.app, f.d.tokens.owner, "GET", `${customersUrl()}/export?tag=vip`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers["content-type"]).toContain("text/csv");
    const rows = csv.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(rows).toHaveLength(2);
    expect(rows[0]).toContain("Average ticket");
    expect(rows[1]).toContain("+96551110001");
    expect(rows[1]).toContain("VIP");
  });
});

describe("who sees which customer", () => {
  let staff: { session: string; id: number };
  const both = "+96552220001";
  const secondOnly = "+96552220002";

  beforeAll(async () => {
    const [b1, b2] = f.d.restaurant.branches;
    let n = 60_000;
    const add = (branch: number, phone: string, total: number) =>
      db()
        .insertInto("orders")
        .values({
          business_id: f.d.restaurant.id,
          branch_id: branch,
          number: n++,
          status: "delivered",
          type: "self_pickup",
          customer_name: "Visitor",
          customer_phone: phone,
          subtotal: total,
          discount: 0,
          extra_charge: 0,
          total,
          payment_method: "cash",
          payment_state: "paid",
          created_at: at(n),
          updated_at: at(n),
        })
        .execute();
    await add(b1, both, 1000);
    await add(b2, both, 2000);
    await add(b2, secondOnly, 3000);
    staff = await addStaff(
      f.t.app,
      f.d.tokens.owner,
      { business_id: f.d.restaurant.id, name: "Desk", phone: "+96599880011", email: "desk@example.com" },
      "desk12345",
    );
    await db().deleteFrom("permissions").where("user_id", "=", staff.id).execute();
    await db()
      .insertInto("permissions")
      .values(
        [`branch.${b1}.orders.read`, `branch.${b1}.customers.read`].map((permission) => ({
          user_id: staff.id,
          business_id: f.d.restaurant.id,
          branch_id: b1,
          permission,
        })),
      )
      .execute();
  });

  it("a staff member sees customers of the branches they read, and only those branches' orders", async () => {
    const mine = (await customerOf(both, f.d.restaurant.id, staff.session))!;
    expect(mine).toBeDefined();
    expect(await customerOf(secondOnly, f.d.restaurant.id, staff.session)).toBeUndefined();
    const hidden = (await customerOf(secondOnly))!;
    const searched = await call(
      f.t.app,
      staff.session,
      "GET",
      `business/${f.d.restaurant.id}/search?q=52220002`,
    );
    expect(JSON.stringify(searched.json().data)).not.toContain(`"id":${hidden.id},`);
    expect((await call(f.t.app, staff.session, "GET", `${customersUrl()}/${hidden.id}`)).statusCode).toBe(
      404,
    );
    const orders = (await call(f.t.app, staff.session, "GET", `${customersUrl()}/${mine.id}/orders`)).json();
    expect(orders.data.map((o: { branch_id: number; total: number }) => [o.branch_id, o.total])).toEqual([
      [f.d.restaurant.branches[0], 1],
    ]);
    const owners = (
      await call(f.t.app, f.d.tokens.owner, "GET", `${customersUrl()}/${mine.id}/orders`)
    ).json();
    expect(owners.total).toBe(2);
    // Reading customers does not make them editable; `users` does.
    expect((await put(staff.session, `${customersUrl()}/${mine.id}`, { note: "x" })).statusCode).toBe(403);
    await db()
      .insertInto("permissions")
      .values({
        user_id: staff.id,
        business_id: f.d.restaurant.id,
        branch_id: f.d.restaurant.branches[0],
        permission: `branch.${f.d.restaurant.branches[0]}.users.update`,
      })
      .execute();
    expect((await put(staff.session, `${customersUrl()}/${mine.id}`, { note: "Regular" })).statusCode).toBe(
      200,
    );
    // Forgetting is the owner's.
    expect(
      (await call(f.t.app, staff.session, "POST", `${customersUrl()}/${mine.id}/forget`)).statusCode,
    ).toBe(403);
  });

  it("needs customers.read, and another business never sees them", async () => {
    await db()
      .deleteFrom("permissions")
      .where("user_id", "=", staff.id)
      .where("permission", "like", "%customers.read")
      .execute();
    expect((await call(f.t.app, staff.session, "GET", customersUrl())).statusCode).toBe(403);
    const mine = (await customerOf(both))!;
    expect((await call(f.t.app, f.d.tokens.other, "GET", customersUrl())).statusCode).toBe(404);
    expect((await call(f.t.app, f.d.tokens.other, "GET", `${customersUrl()}/${mine.id}`)).statusCode).toBe(
      404,
    );
    const theirs = (await call(f.t.app, f.d.tokens.other, "GET", customersUrl(f.d.other.id))).json().data;
    expect(theirs.map((c: { phone: string }) => c.phone)).not.toContain(both);
  });
});

describe("a blocked customer", () => {
  const refusedIn = {
    en: "We could not take this request online. Please contact the business directly.",
    ar: "تعذّر علينا استلام هذا الطلب عبر الإنترنت. يرجى التواصل مع النشاط التجاري مباشرةً.",
  };

  async function block(businessId: number, phone: string) {
    const customer = (await customerOf(phone, businessId))!;
    const response = await put(f.d.tokens.owner, `${customersUrl(businessId)}/${customer.id}`, {
      tags: ["blocked"],
    });
    expect(response.statusCode, response.body).toBe(200);
    return customer.id;
  }

  const refusals = (customerId: number) =>
    db()
      .selectFrom("audits")
      .select(["action", "changes", "branch_id"])
      .where("entity", "=", "customer")
      .where("entity_id", "=", customerId)
      .where("action", "=", "refused")
      .execute();

  it("is refused a public order with a neutral message in the request's language, and the owner sees it", async () => {
    const phone = freshPhone();
    const body = {
      type: "self_pickup",
      customer: { name: "Rude", phone },
      lines: [{ item_id: f.tea.id, quantity: 1 }],
    };
    expect((await order(f.t.app, f.slugs[0], body)).statusCode).toBe(201);
    const id = await block(f.d.restaurant.id, `+965${phone}`);
    const before = await db()
      .selectFrom("orders")
      .select(sql<number>`count(*)`.as("n"))
      .executeTakeFirstOrThrow();
    for (const locale of ["en", "ar"] as const) {
      // The same number written another way is the same customer.
      const refused = await order(
        f.t.app,
        f.slugs[1],
        { ...body, customer: { name: "Other", phone: `+965 ${phone}` } },
        { locale },
      );
      expect(refused.statusCode).toBe(422);
      expect(refused.json().message).toBe(refusedIn[locale]);
      expect(refused.body.toLowerCase()).not.toMatch(/block|حظر|محظور/);
    }
    const after = await db()
      .selectFrom("orders")
      .select(sql<number>`count(*)`.as("n"))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    const audits = await refusals(id);
    expect(audits).toHaveLength(2);
    expect(audits[0].branch_id).toBe(f.d.restaurant.branches[1]);
    expect(JSON.parse(audits[0].changes)).toEqual({ after: { attempt: "order" } });
    const listed = (
      await call(f.t.app, f.d.tokens.owner, "GET", `business/${f.d.restaurant.id}/audits?per_page=100`)
    ).json();
    expect(JSON.stringify(listed.data)).toContain("refused");
  });

  it("is refused a public stay request the same way", async () => {
    const listings = `branches/${s.chaletSlug}/listings/${s.villa}/stay-requests`;
    const first = stayBody({ from: "2034-02-01", to: "2034-02-03" });
    const made = await publicCall(f.t.app, "POST", listings, { payload: first });
    expect(made.statusCode, made.body).toBe(201);
    const phone = `+965${(first.customer as { phone: string }).phone}`;
    const id = await block(f.d.chalet.id, phone);
    const refused = await publicCall(f.t.app, "POST", listings, {
      payload: stayBody({ from: "2034-03-01", to: "2034-03-03", customer: { name: "Again", phone } }),
      locale: "ar",
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(refusedIn.ar);
    expect(await refusals(id)).toEqual([expect.objectContaining({ branch_id: f.d.chalet.branches[0] })]);
  });
});

describe("forgetting a customer", () => {
  it("removes their personal data from their orders and stays and keeps every amount", async () => {
    const phone = "+96553330001";
    const placed = await order(f.t.app, f.slugs[0], {
      type: "delivery",
      customer: { name: "Forget Me", phone, address: "Block 4, Street 12" },
      notes: "Ring twice",
      lines: [{ item_id: f.tea.id, quantity: 3, note: "extra hot" }],
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const stay = await publicCall(
      f.t.app,
      "POST",
      `branches/${s.chaletSlug}/listings/${s.villa}/stay-requests`,
      {
        payload: stayBody({ from: "2034-05-01", to: "2034-05-03", customer: { name: "Forget Me", phone } }),
      },
    );
    expect(stay.statusCode, stay.body).toBe(201);
    const money = async () =>
      (
        await sql<{ total: number }>`select
          (select coalesce(sum(total), 0) from orders) + (select coalesce(sum(total), 0) from reservations)
          + (select coalesce(sum(amount), 0) from invoices) as total`.execute(db())
      ).rows[0].total;
    const before = Number(await money());
    const customer = (await customerOf(phone))!;
    const forgot = await call(f.t.app, f.d.tokens.owner, "POST", `${customersUrl()}/${customer.id}/forget`);
    expect(forgot.statusCode, forgot.body).toBe(200);
    // The same person is a customer of the chalet business too, forgotten there on their request as well.
    const guest = (await customerOf(phone, f.d.chalet.id))!;
    const url = `${customersUrl(f.d.chalet.id)}/${guest.id}/forget`;
    expect((await call(f.t.app, f.d.tokens.owner, "POST", url)).statusCode).toBe(200);
    expect(Number(await money())).toBe(before);
    const stayRow = await db()
      .selectFrom("reservations")
      .selectAll()
      .where("id", "=", stay.json().data.number)
      .executeTakeFirstOrThrow();
    expect(stayRow).toMatchObject({
      customer_name: FORGOTTEN_MARKER,
      customer_phone: "",
      notes: FORGOTTEN_MARKER,
    });
    expect(
      (await call(f.t.app, f.d.tokens.owner, "GET", `${customersUrl()}/${customer.id}`)).statusCode,
    ).toBe(404);
    expect(await customerOf(phone)).toBeUndefined();
    const row = await db()
      .selectFrom("orders")
      .selectAll()
      .where("number", "=", placed.json().data.number)
      .where("branch_id", "=", f.d.restaurant.branches[0])
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      customer_name: FORGOTTEN_MARKER,
      customer_phone: "",
      customer_address: FORGOTTEN_MARKER,
      notes: FORGOTTEN_MARKER,
      total: 900,
    });
    const audits = await db()
      .selectFrom("audits")
      .select("changes")
      .where("entity", "in", ["order", "reservation"])
      .execute();
    const text = audits.map((a) => a.changes).join("\n");
    expect(text).not.toContain("Forget Me");
    expect(text).not.toContain("53330001");
    expect(text).not.toContain("Block 4");
    const forgetAudit = await db()
      .selectFrom("audits")
      .select(["action", "changes"])
      .where("entity", "=", "customer")
      .where("entity_id", "=", customer.id)
      .where("action", "=", "forget")
      .executeTakeFirstOrThrow();
    expect(JSON.parse(forgetAudit.changes)).toEqual({ after: { orders_count: 1, stays_count: 0 } });
  });
});

describe("forgetting a customer, the copies of their records", () => {
  /** Every notification the owner's list shows for the restaurant, all pages. */
  async function ownerNotifications() {
    const shown: unknown[] = [];
    for (let page = 1; ; page++) {
      const url = `users/notifications?business_id=${f.d.restaurant.id}&per_page=100&page=${page}`;
      const response = await call(f.t.app, f.d.tokens.owner, "GET", url);
      expect(response.statusCode, response.body).toBe(200);
      const data = response.json().data as unknown[];
      shown.push(...data);
      if (data.length < 100) return JSON.stringify(shown);
    }
  }

  it("no longer name them or their phone anywhere in the list, a namesake's kept", async () => {
    const phone = "+96553330077";
    const name = "Notified Nadia";
    const placed = await order(f.t.app, f.slugs[0], {
      type: "self_pickup",
      customer: { name, phone },
      lines: [{ item_id: f.tea.id, quantity: 1 }],
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const orderRow = await db()
      .selectFrom("orders")
      .select(["id", "number", "branch_id"])
      .where("customer_phone", "=", phone)
      .executeTakeFirstOrThrow();
    // The order's own notification names it by number; one worded with the customer's name and phone (as an
    // older or a business's own wording could be) is about the same order; a namesake's is about another order.
    const other = await db()
      .selectFrom("orders")
      .select("id")
      .where("business_id", "=", f.d.restaurant.id)
      .where("id", "<>", orderRow.id)
      .executeTakeFirstOrThrow();
    const named = (orderId: number, en: string, customer: object) =>
      db()
        .transaction()
        .execute((trx) =>
          notifyBranch(trx, {
            businessId: f.d.restaurant.id,
            branchId: orderRow.branch_id,
            area: "orders",
            type: "update-order",
            text: { en, ar: en },
            data: { order_id: orderId, customer },
          }),
        );
    await named(orderRow.id, `${name} (${phone}) asked about order #${orderRow.number}`, { name, phone });
    await named(other.id, `${name} of another order`, { name, phone: "+96553330078" });
    const before = await ownerNotifications();
    expect(before).toContain(`"order_id":${orderRow.id}`);
    expect(before).toContain(phone);

    const customer = (await customerOf(phone))!;
    const forgot = await call(f.t.app, f.d.tokens.owner, "POST", `${customersUrl()}/${customer.id}/forget`);
    expect(forgot.statusCode, forgot.body).toBe(200);

    const after = await ownerNotifications();
    expect(after).not.toContain(phone);
    expect(after).not.toContain(phone.slice(1));
    expect(after).toContain(
      `${FORGOTTEN_MARKER} (${FORGOTTEN_MARKER}) asked about order #${orderRow.number}`,
    );
    // The order's notification still says which order and what it came to.
    expect(after).toContain(`"order_id":${orderRow.id},"number":${orderRow.number},"total":0.3`);
    // Another order's notification is not the forgotten customer's to take away.
    expect(after).toContain(`${name} of another order`);
    const ofTheirOrder = (await db().selectFrom("notifications").select("data").execute())
      .map((row) => row.data)
      .filter((data) => (JSON.parse(data) as { order_id?: number }).order_id === orderRow.id);
    expect(ofTheirOrder.length).toBeGreaterThan(1);
    for (const data of ofTheirOrder) expect(data).not.toContain(name);
  });

  it("leave no copy of them in the webhook deliveries nor in a reply kept for an API client's retry", async () => {
    const hook = await call(f.t.app, f.d.tokens.owner, "POST", `business/${f.d.restaurant.id}/webhooks`, {
      url: "https://93.184.215.14/hooks",
      events: ["order.created", "order.updated"],
    });
    expect(hook.statusCode, hook.body).toBe(201);
    const phone = "+96553330088";
    const name = "Hooked Huda";
    const url = `/api/${customersUrl().replace("customers", `branches/${f.d.restaurant.branches[0]}/orders`)}`;
    const place = () =>
      f.t.app.inject({
        method: "POST",
        url,
        payload: {
          type: "delivery",
          customer: { name, phone: phone.slice(4), address: "Block 9, Street 3" },
          notes: "Leave at the door",
          lines: [{ item_id: f.tea.id, quantity: 2 }],
        },
        headers: {
          authorization: `Bearer ${f.d.tokens.owner}`,
          "app-name": "dashboard",
          system: "web",
          locale: "en",
          "idempotency-key": `forget-${phone}`,
        },
      });
    const placed = await place();
    expect(placed.statusCode, placed.body).toBe(201);
    const orderId = placed.json().data.id as number;
    const copies = async () => {
      const deliveries = await db()
        .selectFrom("webhook_deliveries")
        .select("body")
        .where("record_key", "=", `order:${orderId}`)
        .execute();
      const replies = await db()
        .selectFrom("idempotent_requests")
        .select("response")
        .where("key", "=", `forget-${phone}`)
        .execute();
      expect(deliveries.length).toBeGreaterThan(0);
      expect(replies.length).toBe(1);
      return [...deliveries.map((d) => d.body), ...replies.map((r) => r.response ?? "")].join("\n");
    };
    expect(await copies()).toContain(phone);

    const customer = (await customerOf(phone))!;
    const forgot = await call(f.t.app, f.d.tokens.owner, "POST", `${customersUrl()}/${customer.id}/forget`);
    expect(forgot.statusCode, forgot.body).toBe(200);

    const text = await copies();
    for (const gone of [phone, phone.slice(4), name, "Block 9", "Leave at the door"])
      expect(text).not.toContain(gone);
    // The copies still say which order and what it came to.
    expect(text).toContain(`"id":${orderId}`);
    expect(text).toContain(`"total":0.6`);
    // A retry of the same request replays the order as it now is.
    const replayed = await place();
    expect(replayed.json().data).toMatchObject({
      id: orderId,
      customer: { name: FORGOTTEN_MARKER, phone: FORGOTTEN_MARKER, address: FORGOTTEN_MARKER },
      notes: FORGOTTEN_MARKER,
      total: 0.6,
    });
    await db().deleteFrom("webhook_endpoints").where("id", "=", hook.json().data.id).execute();
  });
});

describe("the migration", () => {
  it("builds the same directory from the rows already there", async () => {
    const phones = [
      "+96551110001",
      "+96551110002",
      "+971501234567",
      ...CUSTOMERS.slice(0, 4).map(([, p]) => p),
    ];
    await customersMigration.down(db());
    await customersMigration.up(db());
    for (const phone of phones) {
      await expectFigures(f.d.restaurant.id, phone);
      await expectFigures(f.d.chalet.id, phone);
    }
    // And keeps it current from then on.
    const placed = await order(f.t.app, f.slugs[0], {
      type: "self_pickup",
      customer: { name: "After", phone: "51110001" },
      lines: [{ item_id: f.tea.id, quantity: 1 }],
    });
    expect(placed.statusCode, placed.body).toBe(201);
    await expectFigures(f.d.restaurant.id, "+96551110001");
  });
});
