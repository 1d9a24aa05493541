import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CODE_MAX_ATTEMPTS } from "../../src/domain/constants";
import { buildTestApp, type TestApp } from "./helpers";
import { call, category, configure, demo, item, listing, type Demo } from "./operations-fixtures";

// Simultaneous requests through app.inject (Promise.all): the limits must hold on SQLite and on PostgreSQL,
// where the requests really run side by side on several pool connections.

let t: TestApp;
let d: Demo;
beforeAll(async () => {
  // Rate limits out of the way: this file checks the database-level guarantees behind them.
  t = await buildTestApp({ config: { authRateLimit: { max: 10_000, windowMs: 60_000 } } });
  d = await demo(t.app);
});
afterAll(() => t.close());

const latestCode = async (email: string) =>
  (await t.app.inject({ method: "GET", url: `/api/dev/outbox?email=${email}` })).json().data[0]
    .code as string;

describe("registration code tries", () => {
  it("checks at most 5 of 60 simultaneous guesses and refuses the right code fired after 59 wrong ones", async () => {
    const email = "race@example.com";
    expect(
      (await t.app.inject({ method: "POST", url: "/api/auth/send-code", payload: { email } })).statusCode,
    ).toBe(200);
    const code = await latestCode(email);
    const wrongCodes = Array.from({ length: 59 }, (_, i) =>
      String((Number(code) + 1 + i) % 1_000_000).padStart(6, "0"),
    );
    const answers = await Promise.all(
      [...wrongCodes, code].map((guess) =>
        t.app.inject({ method: "POST", url: "/api/auth/validate-code", payload: { email, code: guess } }),
      ),
    );
    const messages = answers.map((a) => (a.statusCode === 200 ? "ok" : a.json().errors.code[0]));
    // "The code is not correct." is only answered after the hash was compared: those are the checked guesses.
    const checkedWrong = messages.filter((m) => m === "The code is not correct.").length;
    const refused = messages.filter((m) => m === "Too many wrong tries. Please ask for a new code.").length;
    expect(checkedWrong).toBe(CODE_MAX_ATTEMPTS - 1);
    expect(refused).toBe(60 - (CODE_MAX_ATTEMPTS - 1));
    expect(answers.at(-1)!.statusCode).toBe(422);
    expect(messages).not.toContain("ok");
    const row = await t.app.db
      .selectFrom("email_codes")
      .select(["attempts", "verified_at"])
      .where("email", "=", email)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ attempts: CODE_MAX_ATTEMPTS, verified_at: null });
    // Still refused afterwards, one at a time.
    expect(
      (await t.app.inject({ method: "POST", url: "/api/auth/validate-code", payload: { email, code } }))
        .statusCode,
    ).toBe(422);
  });

  it("gives a correct code's try back, so validating then registering never uses up the tries", async () => {
    const email = "fine@example.com";
    await t.app.inject({ method: "POST", url: "/api/auth/send-code", payload: { email } });
    const code = await latestCode(email);
    const wrong = code === "000000" ? "111111" : "000000";
    for (let i = 0; i < CODE_MAX_ATTEMPTS - 1; i++) {
      await t.app.inject({ method: "POST", url: "/api/auth/validate-code", payload: { email, code: wrong } });
    }
    for (let i = 0; i < 3; i++) {
      expect(
        (await t.app.inject({ method: "POST", url: "/api/auth/validate-code", payload: { email, code } }))
          .statusCode,
      ).toBe(200);
    }
    const registered = await t.app.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: {
        name: "Fine",
        businessType: "salon",
        businessName: "Fine Salon",
        email,
        password: "secret123",
        password_confirmation: "secret123",
        acceptTerms: true,
        code,
      },
    });
    expect(registered.statusCode).toBe(201);
  });
});

describe("chalet bookings", () => {
  it("lets exactly 1 of 50 simultaneous bookings of one unit for the same night succeed", async () => {
    const chalets = await category(t.app, d.chalet.id, d.chalet.menu, "Race chalets", "شاليهات السباق");
    const villa = await listing(t.app, d.chalet.id, chalets, {
      en: "Race Villa",
      ar: "فيلا السباق",
      units: 1,
      weekdays: 40_000,
    });
    await configure(t.app, d.chalet.id, { RESERVATIONS_MARGIN: "0" });
    const url = `business/${d.chalet.id}/branches/${d.chalet.branches[0]}/reservations`;
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        call(t.app, d.tokens.owner, "POST", url, {
          item_id: villa,
          unit: 1,
          from: "2032-02-03",
          to: "2032-02-04",
          customer: { name: `Guest ${i}`, phone: "99887766" },
        }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 422)).toHaveLength(49);
    const rows = await t.app.db
      .selectFrom("reservations")
      .select("id")
      .where("item_id", "=", villa)
      .execute();
    expect(rows).toHaveLength(1);
  });
});

describe("a rush at the counter", () => {
  it("places, accepts, readies, pays and deletes orders side by side without a failure, the kept sums in step", async () => {
    // Every order sells the same three dishes in a different order, in the same hour: the figures kept beside the
    // orders (order_stats, item_stats, invoice_stats) are the same few rows for all of them.
    const dishes = await category(t.app, d.restaurant.id, d.restaurant.menu, "Rush dishes", "أطباق الزحمة");
    const menu: number[] = [];
    for (const n of [1, 2, 3])
      menu.push(
        (await item(t.app, d.restaurant.id, dishes, { en: `Rush ${n}`, ar: `زحمة ${n}`, prices: [750 * n] }))
          .id,
      );
    const orders = `business/${d.restaurant.id}/branches/${d.restaurant.branches[0]}/orders`;
    const place = (i: number) =>
      call(t.app, d.tokens.owner, "POST", orders, {
        type: "self_pickup",
        lines: [0, 1, 2].map((k) => ({ item_id: menu[(i + k) % 3], quantity: 1 + ((i + k) % 2) })),
      });
    const placed = await Promise.all(Array.from({ length: 30 }, (_, i) => place(i)));
    expect(placed.map((a) => a.statusCode)).toEqual(Array(30).fill(201));
    const ids = placed.map((a) => a.json().data.id as number);
    const accepted = await Promise.all(
      ids
        .slice(0, 20)
        .map((id) => call(t.app, d.tokens.owner, "POST", `${orders}/${id}`, { status: "accepted" })),
    );
    expect(accepted.map((a) => a.statusCode)).toEqual(Array(20).fill(200));

    const update = (id: number, body: object) => call(t.app, d.tokens.owner, "POST", `${orders}/${id}`, body);
    const rush = await Promise.all([
      ...ids.slice(0, 8).map((id) => update(id, { status: "ready" })),
      ...ids.slice(8, 14).map((id) => update(id, { payment_state: "paid" })),
      ...ids.slice(20, 28).map((id) => update(id, { status: "accepted" })),
      ...ids.slice(14, 18).map((id) => call(t.app, d.tokens.owner, "POST", `${orders}/${id}/delete`)),
      ...Array.from({ length: 8 }, (_, i) => place(100 + i)),
    ]);
    expect(rush.map((a) => a.statusCode).filter((code) => code >= 300)).toEqual([]);

    // The kept sums still equal what the orders, their lines and their invoices say.
    const one = <T>(rows: T[]) => rows[0];
    const lines = one(
      await t.app.db
        .selectFrom("order_items")
        .select((eb) => eb.fn.sum<number>("quantity").as("quantity"))
        .where("item_id", "in", menu)
        .execute(),
    );
    const keptLines = one(
      await t.app.db
        .selectFrom("item_stats")
        .select((eb) => eb.fn.sum<number>("quantity").as("quantity"))
        .where("item_id", "in", menu)
        .where("grain", "=", "hour")
        .execute(),
    );
    expect(Number(keptLines.quantity)).toBe(Number(lines.quantity));
    const invoices = await t.app.db.selectFrom("invoices").select("amount").execute();
    const keptInvoices = one(
      await t.app.db
        .selectFrom("invoice_stats")
        .select((eb) => [eb.fn.sum<number>("invoices").as("count"), eb.fn.sum<number>("amount").as("amount")])
        .execute(),
    );
    expect([Number(keptInvoices.count), Number(keptInvoices.amount)]).toEqual([
      invoices.length,
      invoices.reduce((sum, row) => sum + Number(row.amount), 0),
    ]);
    const orderCount = await t.app.db.selectFrom("orders").select("id").execute();
    const keptOrders = one(
      await t.app.db
        .selectFrom("order_stats")
        .select((eb) => eb.fn.sum<number>("orders").as("orders"))
        .execute(),
    );
    expect(Number(keptOrders.orders)).toBe(orderCount.length);
  });
});
