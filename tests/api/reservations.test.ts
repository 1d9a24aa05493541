import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localesColumns } from "../../server/db/locales";
import { formatAmount } from "../../src/domain/money";
import { buildTestApp, type TestApp } from "./helpers";
import {
  auditsOf,
  call,
  captureLive,
  category,
  configure,
  demo,
  item,
  listing,
  readersOf,
  branchNames,
  type Demo,
} from "./operations-fixtures";

// Dates are in 2031, far from the demo's reservations (two months around today). The chalet business runs on
// Kuwait time (UTC+3) with check-in at 14:00 and check-out at 12:00: 2031-01-05 → 2031-01-05T11:00Z.
let t: TestApp;
let d: Demo;
let live: ReturnType<typeof captureLive>;
let villa: number;
let cabin: number;
let dish: number;
let ownerId: number;

beforeAll(async () => {
  t = await buildTestApp();
  d = await demo(t.app);
  live = captureLive(t.app);
  const chalets = await category(t.app, d.chalet.id, d.chalet.menu, "Test chalets", "شاليهات تجريبية");
  villa = await listing(t.app, d.chalet.id, chalets, {
    en: "Sea Villa",
    ar: "فيلا البحر",
    units: 2,
    weekdays: 40_000,
    weekend: 60_000,
    fullWeek: 250_000,
  });
  cabin = await listing(t.app, d.chalet.id, chalets, { en: "Cabin", ar: "كوخ", units: 1, weekdays: 20_000 });
  dish = (
    await item(t.app, d.restaurant.id, await category(t.app, d.restaurant.id, d.restaurant.menu), {
      en: "Soup",
      ar: "شوربة",
      prices: [1000],
    })
  ).id;
  await configure(t.app, d.chalet.id, {
    timezone: "Asia/Kuwait",
    check_in_at: "14:00",
    check_out_at: "12:00",
    RESERVATIONS_MARGIN: "0",
  });
  const now = new Date().toISOString();
  const { id: holiday } = await t.app.db
    .insertInto("holidays")
    .values({
      business_id: d.chalet.id,
      ...localesColumns([
        { locale: "en", name: "Spring break" },
        { locale: "ar", name: "عطلة الربيع" },
      ]),
      from: "2031-03-10T14:00:00.000Z",
      to: "2031-03-12T14:00:00.000Z",
      created_at: now,
      updated_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await t.app.db
    .insertInto("holiday_item_prices")
    .values({ holiday_id: holiday, item_id: villa, amount: 90_000 })
    .execute();
  ownerId = (
    await t.app.db
      .selectFrom("users")
      .select("id")
      .where("email", "=", "owner@example.com")
      .executeTakeFirstOrThrow()
  ).id;
});
afterAll(() => t.close());

const url = (branch = 0, businessId = d.chalet.id, branchId = d.chalet.branches[branch]) =>
  `business/${businessId}/branches/${branchId}/reservations`;
const stay = (from: string, to: string, extra: object = {}) => ({
  item_id: villa,
  unit: 1,
  from,
  to,
  customer: { name: "Fatma Al-Sayegh", phone: "99887766" },
  ...extra,
});

async function book(from: string, to: string, extra: object = {}, branch = 0) {
  const response = await call(t.app, d.tokens.owner, "POST", url(branch), stay(from, to, extra));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
}

describe("creating reservations", () => {
  it("books a unit with check-in/check-out times, prices the stay and starts not paid and pending", async () => {
    live.length = 0;
    const r = await book("2031-01-05", "2031-01-09", { notes: "Anniversary" });
    expect(r).toMatchObject({
      item_id: villa,
      listing: {
        id: villa,
        locales: [
          { locale: "en", name: "Sea Villa" },
          { locale: "ar", name: "فيلا البحر" },
        ],
      },
      unit: 1,
      unit_name: "Unit A",
      from: "2031-01-05T11:00:00.000Z",
      to: "2031-01-09T09:00:00.000Z",
      nights: 4,
      status: "pending",
      payment_state: "not_paid",
      total: 160,
      paid: 0,
      balance: 160,
      currency: "KWD",
      customer: { name: "Fatma Al-Sayegh", phone: "+96599887766" },
      notes: "Anniversary",
      payments: [],
      created_by: ownerId,
    });
    expect(r.price_details.map((l: { kind: string }) => l.kind)).toEqual([
      "weekday",
      "weekday",
      "weekday",
      "weekday",
    ]);
    expect((await auditsOf(t.app, "reservation", r.id)).map((a) => a.action)).toEqual(["create"]);
    const told = await t.app.db
      .selectFrom("notifications")
      .select(["user_id", "data", "type"])
      .where("type", "=", "new-reservation")
      .execute();
    const mine = told.filter((n) => JSON.parse(n.data).reservation_id === r.id);
    expect(mine.map((n) => n.user_id).sort((a, b) => a - b)).toEqual(
      await readersOf(t.app, d.chalet.id, d.chalet.branches[0], "reservations"),
    );
    expect(mine.map((n) => n.user_id)).toContain(ownerId);
    expect(JSON.parse(mine[0].data)).toMatchObject({
      en: `${(await branchNames(t.app, d.chalet.branches[0])).en} · New reservation #${r.id}: Sea Villa, 2031-01-05 to 2031-01-09`,
      ar: `${(await branchNames(t.app, d.chalet.branches[0])).ar} · حجز جديد رقم ${r.id}: فيلا البحر، من 2031-01-05 إلى 2031-01-09`,
    });
    expect(live).toEqual([
      {
        channel: `private-business.${d.chalet.id}.branch.${d.chalet.branches[0]}`,
        event: "new-reservation",
        data: expect.objectContaining({ id: r.id }),
      },
    ]);
  });

  it("prices Thursday and Friday nights as weekend, holiday nights at the holiday price and 7 nights as a full week", async () => {
    const weekend = await book("2031-01-22", "2031-01-25", { unit: 2 });
    // Wed weekday, Thu and Fri weekend.
    expect(weekend).toMatchObject({ nights: 3, total: 160 });
    const holiday = await book("2031-03-09", "2031-03-13");
    expect(holiday.price_details.map((l: { kind: string; amount: number }) => [l.kind, l.amount])).toEqual([
      ["weekday", 40],
      ["holiday", 90],
      ["holiday", 90],
      ["weekday", 40],
    ]);
    expect(holiday.total).toBe(260);
    const week = await book("2031-04-06", "2031-04-13");
    expect(week).toMatchObject({
      nights: 7,
      total: 250,
      price_details: [{ date: "2031-04-06", nights: 7, kind: "full_week", amount: 250 }],
    });
  });

  it("checks the listing, unit, dates and customer, in English and Arabic", async () => {
    const notListing = await call(
      t.app,
      d.tokens.owner,
      "POST",
      url(),
      stay("2031-05-01", "2031-05-03", { item_id: dish }),
    );
    expect(notListing.statusCode).toBe(422);
    expect(notListing.json().errors.item_id).toEqual(["Choose a chalet listing of this business"]);
    expect(
      (
        await call(
          t.app,
          d.tokens.owner,
          "POST",
          url(),
          stay("2031-05-01", "2031-05-03", { item_id: dish }),
          "ar",
        )
      ).json().errors.item_id,
    ).toEqual(["اختر شاليهًا من شاليهات هذا النشاط"]);
    const unit = await call(
      t.app,
      d.tokens.owner,
      "POST",
      url(),
      stay("2031-05-01", "2031-05-03", { unit: 3 }),
    );
    expect(unit.json().errors.unit).toEqual(["Choose a unit from 1 to 2"]);
    expect(
      (
        await call(t.app, d.tokens.owner, "POST", url(), stay("2031-05-01", "2031-05-03", { unit: 3 }), "ar")
      ).json().errors.unit,
    ).toEqual(["اختر وحدة من 1 إلى 2"]);
    const inverted = await call(t.app, d.tokens.owner, "POST", url(), stay("2031-05-03", "2031-05-01"));
    expect(inverted.json().errors.to).toEqual(["The end date must be after the start date"]);
    const sameDay = await call(
      t.app,
      d.tokens.owner,
      "POST",
      url(),
      stay("2031-05-01T10:00", "2031-05-01T18:00"),
    );
    expect(sameDay.json().errors.to).toEqual(["A reservation lasts at least one night"]);
    expect(
      (
        await call(t.app, d.tokens.owner, "POST", url(), stay("2031-05-01T10:00", "2031-05-01T18:00"), "ar")
      ).json().errors.to,
    ).toEqual(["مدة الحجز ليلة واحدة على الأقل"]);
    const badDate = await call(t.app, d.tokens.owner, "POST", url(), stay("someday", "2031-02-30"));
    expect(badDate.json().errors).toMatchObject({
      from: ["Please enter a valid date"],
      to: ["Please enter a valid date"],
    });
    const customer = await call(
      t.app,
      d.tokens.owner,
      "POST",
      url(),
      stay("2031-05-01", "2031-05-03", { customer: { name: "", phone: "12" } }),
    );
    expect(customer.json().errors).toEqual({
      "customer.name": ["Name is required"],
      "customer.phone": ["must be a valid phone number"],
    });
    const customerAr = await call(
      t.app,
      d.tokens.owner,
      "POST",
      url(),
      stay("2031-05-01", "2031-05-03", { customer: { name: "سالم", phone: "12" } }),
      "ar",
    );
    expect(customerAr.json().errors).toEqual({ "customer.phone": ["يجب أن يكون رقم هاتف صالحًا"] });
    const missing = await call(t.app, d.tokens.owner, "POST", url(), {});
    expect(missing.json().errors).toMatchObject({
      item_id: ["This field is required"],
      from: ["This field is required"],
      customer: ["This field is required"],
    });
    const noPrice = await t.app.db
      .insertInto("items")
      .values({
        business_id: d.chalet.id,
        category_id: (
          await t.app.db
            .selectFrom("items")
            .select("category_id")
            .where("id", "=", villa)
            .executeTakeFirstOrThrow()
        ).category_id,
        locales: "[]",
        created_at: "2031-01-01",
        updated_at: "2031-01-01",
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await t.app.db.insertInto("chalet_details").values({ item_id: noPrice.id }).execute();
    const unpriced = await call(
      t.app,
      d.tokens.owner,
      "POST",
      url(),
      stay("2031-05-01", "2031-05-03", { item_id: noPrice.id }),
      "ar",
    );
    expect(unpriced.json().errors.item_id).toEqual([
      "لا يوجد سعر أيام الأسبوع أو نهاية الأسبوع لهذا الشاليه",
    ]);
    const listed = (
      await call(t.app, d.tokens.owner, "GET", `${url()}?from=2031-05-01&to=2031-05-03`)
    ).json();
    expect(listed.total).toBe(0);
  });
});

describe("overlaps and the margin", () => {
  it("refuses an overlapping stay on the same unit, accepts it on another unit and back to back", async () => {
    await book("2031-06-01", "2031-06-05");
    const overlap = await call(t.app, d.tokens.owner, "POST", url(), stay("2031-06-03", "2031-06-07"));
    expect(overlap.statusCode).toBe(422);
    expect(overlap.json().errors.from).toEqual(["This unit is already reserved for part of these dates"]);
    const ar = await call(t.app, d.tokens.owner, "POST", url(), stay("2031-05-30", "2031-06-02"), "ar");
    expect(ar.json().errors.to).toEqual(["هذه الوحدة محجوزة في جزء من هذه الفترة"]);
    await book("2031-06-03", "2031-06-07", { unit: 2 });
    // Checking out at 12:00 and in at 14:00 on the same day is fine without a margin.
    await book("2031-06-05", "2031-06-08");
    await book("2031-05-28", "2031-06-01");
  });

  it("keeps the business's margin free around bookings, with the margin message in hours or minutes", async () => {
    await book("2031-07-01", "2031-07-04", { item_id: cabin });
    await configure(t.app, d.chalet.id, { RESERVATIONS_MARGIN: "7200" });
    try {
      // Check-out 12:00, check-in 14:00: exactly two free hours between the stays.
      await book("2031-07-04", "2031-07-06", { item_id: cabin });
      // Three hours of margin: the two hours between check-out (12:00) and check-in (14:00) are too few.
      await configure(t.app, d.chalet.id, { RESERVATIONS_MARGIN: "10800" });
      const cabinStay = (from: string, to: string) => stay(from, to, { item_id: cabin });
      const before = await call(t.app, d.tokens.owner, "POST", url(), cabinStay("2031-07-06", "2031-07-08"));
      expect(before.statusCode).toBe(422);
      expect(before.json().errors.from).toEqual([
        "There must be at least 3 free hours before the reservation",
      ]);
      const beforeAr = await call(
        t.app,
        d.tokens.owner,
        "POST",
        url(),
        cabinStay("2031-07-06", "2031-07-08"),
        "ar",
      );
      expect(beforeAr.json().message).toBe("يجب أن تكون هناك 3 ساعات فارغة على الأقل قبل الحجز");
      const after = await call(t.app, d.tokens.owner, "POST", url(), cabinStay("2031-06-28", "2031-07-01"));
      expect(after.json().errors.to).toEqual(["There must be at least 3 free hours after the reservation"]);
      await configure(t.app, d.chalet.id, { RESERVATIONS_MARGIN: "9000" });
      const minutes = await call(t.app, d.tokens.owner, "POST", url(), cabinStay("2031-06-28", "2031-07-01"));
      expect(minutes.json().errors.to).toEqual([
        "There must be at least 150 free minutes after the reservation",
      ]);
      const minutesAr = await call(
        t.app,
        d.tokens.owner,
        "POST",
        url(),
        cabinStay("2031-07-06", "2031-07-08"),
        "ar",
      );
      expect(minutesAr.json().errors.from).toEqual(["يجب أن تكون هناك 150 دقيقة فارغة على الأقل قبل الحجز"]);
    } finally {
      await configure(t.app, d.chalet.id, { RESERVATIONS_MARGIN: "0" });
    }
  });

  it("lets exactly one of several simultaneous overlapping bookings succeed", async () => {
    const attempts = await Promise.all(
      [0, 1, 2, 3, 4].map((i) =>
        call(
          t.app,
          d.tokens.owner,
          "POST",
          url(),
          stay(`2031-08-0${1 + (i % 3)}`, `2031-08-0${5 + (i % 2)}`, {
            customer: { name: `Guest ${i}`, phone: "99887766" },
          }),
        ),
      ),
    );
    expect(attempts.map((a) => a.statusCode).sort()).toEqual([201, 422, 422, 422, 422]);
    const rows = await t.app.db
      .selectFrom("reservations")
      .select("id")
      .where("item_id", "=", villa)
      .where("unit", "=", 1)
      .where("from", ">=", "2031-08-01")
      .where("from", "<", "2031-09-01")
      .execute();
    expect(rows).toHaveLength(1);
  });

  it("offers the free periods of each unit, leaving out gaps shorter than a day after the margin", async () => {
    await book("2031-02-03", "2031-02-05", { unit: 2 });
    await book("2031-02-05", "2031-02-08", { unit: 2 });
    await book("2031-02-09", "2031-02-12", { unit: 2 });
    const free = await call(
      t.app,
      d.tokens.owner,
      "GET",
      `${url()}/availability?item_id=${villa}&unit=2&from=2031-02-01&to=2031-02-28`,
    );
    expect(free.statusCode).toBe(200);
    expect(free.json().data).toMatchObject({
      item_id: villa,
      margin_seconds: 0,
      min_free_seconds: 86400,
      from: "2031-02-01T11:00:00.000Z",
      to: "2031-02-28T09:00:00.000Z",
    });
    expect(free.json().data.units).toEqual([
      {
        unit: 2,
        name: "Unit B",
        free: [
          { from: "2031-02-01T11:00:00.000Z", to: "2031-02-03T11:00:00.000Z" },
          { from: "2031-02-08T09:00:00.000Z", to: "2031-02-09T11:00:00.000Z" },
          { from: "2031-02-12T09:00:00.000Z", to: "2031-02-28T09:00:00.000Z" },
        ],
      },
    ]);
    await configure(t.app, d.chalet.id, { RESERVATIONS_MARGIN: "7200" });
    const withMargin = await call(
      t.app,
      d.tokens.owner,
      "GET",
      `${url()}/availability?item_id=${villa}&unit=2&from=2031-02-01&to=2031-02-28`,
    );
    await configure(t.app, d.chalet.id, { RESERVATIONS_MARGIN: "0" });
    expect(withMargin.json().data.units[0].free).toEqual([
      { from: "2031-02-01T11:00:00.000Z", to: "2031-02-03T09:00:00.000Z" },
      { from: "2031-02-12T11:00:00.000Z", to: "2031-02-28T09:00:00.000Z" },
    ]);
    const both = await call(
      t.app,
      d.tokens.owner,
      "GET",
      `${url()}/availability?item_id=${villa}&from=2031-02-01&to=2031-02-10`,
    );
    expect(both.json().data.units.map((u: { unit: number }) => u.unit)).toEqual([1, 2]);
    expect(both.json().data.units[0].free).toEqual([
      { from: "2031-02-01T11:00:00.000Z", to: "2031-02-10T09:00:00.000Z" },
    ]);
    const bad = await call(
      t.app,
      d.tokens.owner,
      "GET",
      `${url()}/availability?item_id=${dish}`,
      undefined,
      "ar",
    );
    expect(bad.json().errors.item_id).toEqual(["اختر شاليهًا من شاليهات هذا النشاط"]);
    const tooLong = await call(
      t.app,
      d.tokens.owner,
      "GET",
      `${url()}/availability?item_id=${villa}&from=2031-01-01&to=2033-01-01`,
    );
    expect(tooLong.json().errors.to).toEqual(["Choose a period of at most 366 days"]);
    expect(
      (await call(t.app, d.tokens.owner, "GET", `${url()}/availability?item_id=${villa}&unit=5`)).json()
        .errors.unit,
    ).toEqual(["Choose a unit from 1 to 2"]);
  });
});

describe("totals past what money may hold", () => {
  // 30 nights at 1,000,000 KWD: every night is a valid price, the sum is not. PostgreSQL's integer column
  // answered 500 where SQLite stored it; both now refuse it on the dates, in the request's language.
  it("refuses a stay whose total passes MONEY_MAX, on create and on a move, and writes nothing", async () => {
    const chalets = await category(t.app, d.chalet.id, d.chalet.menu, "Palaces", "قصور");
    const palace = await listing(t.app, d.chalet.id, chalets, {
      en: "Palace",
      ar: "قصر",
      units: 1,
      weekdays: 1_000_000_000,
      weekend: 1_000_000_000,
    });
    const count = async () =>
      (await t.app.db.selectFrom("reservations").select("id").where("item_id", "=", palace).execute()).length;
    for (const locale of ["en", "ar"] as const) {
      const refused = await call(
        t.app,
        d.tokens.owner,
        "POST",
        url(),
        stay("2032-01-01", "2032-01-31", { item_id: palace }),
        locale,
      );
      expect(refused.statusCode, refused.body).toBe(422);
      const [message] = refused.json().errors.to;
      expect(message).toMatch(locale === "ar" ? /احجز ليالي أقل/ : /book fewer nights/);
      expect(message).toContain("1,000,000.000");
    }
    expect(await count()).toBe(0);
    // One night is fine; stretching it to 30 is refused and leaves the stay as it was.
    const one = await call(
      t.app,
      d.tokens.owner,
      "POST",
      url(),
      stay("2032-01-01", "2032-01-02", { item_id: palace }),
    );
    expect(one.statusCode, one.body).toBe(201);
    const booked = one.json().data;
    const moved = await call(t.app, d.tokens.owner, "POST", `${url()}/${booked.id}`, {
      updated_at: booked.updated_at,
      to: "2032-01-31",
    });
    expect(moved.statusCode, moved.body).toBe(422);
    expect(Object.keys(moved.json().errors)).toEqual(["to"]);
    const after = await t.app.db
      .selectFrom("reservations")
      .select(["to", "total"])
      .where("id", "=", booked.id)
      .executeTakeFirstOrThrow();
    expect(after.total).toBe(booked.total * 1000);
  });
});

describe("changing reservations", () => {
  it("updates dates, unit, customer and status, re-prices the stay and answers 409 when stale", async () => {
    const r = await book("2031-09-07", "2031-09-09");
    const target = `${url()}/${r.id}`;
    live.length = 0;
    const moved = await call(t.app, d.tokens.owner, "POST", target, {
      updated_at: r.updated_at,
      from: "2031-09-10",
      to: "2031-09-13",
      unit: 2,
      customer: { name: "Fatma S." },
    });
    expect(moved.statusCode).toBe(200);
    // Wed weekday, Thu and Fri weekend.
    expect(moved.json().data).toMatchObject({
      unit: 2,
      nights: 3,
      total: 160,
      from: "2031-09-10T11:00:00.000Z",
      customer: { name: "Fatma S.", phone: "+96599887766" },
    });
    expect(live.map((e) => e.event)).toEqual(["update-reservation"]);
    const stale = await call(t.app, d.tokens.owner, "POST", target, {
      updated_at: r.updated_at,
      notes: "late",
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe("This record was changed by someone else. Reload it and try again.");
    const missing = await call(t.app, d.tokens.owner, "POST", target, { notes: "late" });
    expect(missing.json().errors.updated_at).toEqual(["This field is required"]);
    const early = await call(t.app, d.tokens.owner, "POST", target, {
      updated_at: moved.json().data.updated_at,
      status: "completed",
    });
    expect(early.statusCode).toBe(422);
    expect(early.json().errors.status).toEqual([
      "A reservation can be completed only after its check-out on 2031-09-13",
    ]);
    const audits = await auditsOf(t.app, "reservation", r.id);
    expect(audits.map((a) => a.action)).toEqual(["create", "update"]);
    expect(JSON.parse(audits[1].changes)).toMatchObject({ unit: [1, 2] });
  });

  it("refuses moving onto another booking and changing a canceled reservation", async () => {
    await book("2031-10-01", "2031-10-04");
    const r = await book("2031-10-05", "2031-10-07");
    const clash = await call(t.app, d.tokens.owner, "POST", `${url()}/${r.id}`, {
      updated_at: r.updated_at,
      from: "2031-10-03",
    });
    expect(clash.statusCode).toBe(422);
    expect(clash.json().errors.from).toEqual(["This unit is already reserved for part of these dates"]);
    const canceled = (await call(t.app, d.tokens.owner, "POST", `${url()}/${r.id}/cancel`, {})).json().data;
    expect(canceled.status).toBe("canceled");
    const again = await call(
      t.app,
      d.tokens.owner,
      "POST",
      `${url()}/${r.id}`,
      { updated_at: canceled.updated_at, status: "pending" },
      "ar",
    );
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.status).toEqual(["هذا الحجز ملغي ولا يمكن تعديله"]);
    const cancelTwice = await call(t.app, d.tokens.owner, "POST", `${url()}/${r.id}/cancel`, {});
    expect(cancelTwice.json().errors.status).toEqual([
      "This reservation is canceled and can no longer be changed",
    ]);
  });

  it("frees the dates of a canceled reservation, notifies and records it", async () => {
    const r = await book("2031-11-02", "2031-11-05");
    live.length = 0;
    const stale = await call(t.app, d.tokens.owner, "POST", `${url()}/${r.id}/cancel`, {
      updated_at: "2020-01-01T00:00:00.000Z",
    });
    expect(stale.statusCode).toBe(409);
    expect(
      (await call(t.app, d.tokens.owner, "POST", `${url()}/${r.id}/cancel`, { updated_at: r.updated_at }))
        .statusCode,
    ).toBe(200);
    expect(live.map((e) => e.event)).toEqual(["update-reservation"]);
    await book("2031-11-03", "2031-11-06");
    const told = await t.app.db
      .selectFrom("notifications")
      .select("data")
      .where("type", "=", "update-reservation")
      // In the order they were written (PostgreSQL returns rows in no set order otherwise).
      .orderBy("id")
      .execute();
    expect(told.map((n) => JSON.parse(n.data)).filter((n) => n.reservation_id === r.id)[0]).toMatchObject({
      en: `${(await branchNames(t.app, d.chalet.branches[0])).en} · Reservation #${r.id} was canceled`,
      ar: `${(await branchNames(t.app, d.chalet.branches[0])).ar} · تم إلغاء الحجز رقم ${r.id}`,
    });
    expect((await auditsOf(t.app, "reservation", r.id)).map((a) => a.action)).toEqual(["create", "cancel"]);
  });

  it("refuses a status change outside the flow", async () => {
    const r = await book("2031-12-07", "2031-12-09");
    const bad = await call(t.app, d.tokens.owner, "POST", `${url()}/${r.id}`, {
      updated_at: r.updated_at,
      status: "finished",
    });
    expect(bad.json().errors.status).toEqual(["Choose one of the allowed values"]);
  });
});

describe("payments", () => {
  it("records payments with invoices and derives paid, partially paid and not paid", async () => {
    const r = await book("2032-01-04", "2032-01-06"); // Sun, Mon: 80
    const payments = `${url()}/${r.id}/payments`;
    const zero = await call(t.app, d.tokens.owner, "POST", payments, { amount: 0, method: "cash" });
    expect(zero.json().errors.amount).toEqual(["greater than zero"]);
    // A negative amount is refused by the schema (its wording belongs to the shared Money schema).
    expect(
      (await call(t.app, d.tokens.owner, "POST", payments, { amount: -5, method: "cash" }, "ar")).statusCode,
    ).toBe(422);
    expect(
      (await call(t.app, d.tokens.owner, "POST", payments, { amount: 5, method: "cheque" })).json().errors
        .method,
    ).toEqual(["Choose one of the allowed values"]);
    expect(
      (
        await call(t.app, d.tokens.owner, "POST", payments, { amount: 5, method: "cash", paid_at: "soon" })
      ).json().errors.paid_at,
    ).toEqual(["Please enter a valid date"]);
    const first = await call(t.app, d.tokens.owner, "POST", payments, {
      amount: 30.5,
      method: "knet",
      paid_at: "2031-12-20T08:00:00Z",
      notes: "Deposit",
    });
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toMatchObject({
      payment_state: "partially_paid",
      total: 80,
      paid: 30.5,
      balance: 49.5,
    });
    expect(first.json().data.payments).toEqual([
      {
        id: expect.any(Number),
        kind: "payment",
        amount: 30.5,
        method: "knet",
        paid_at: "2031-12-20T08:00:00.000Z",
        notes: "Deposit",
        created_by: ownerId,
        created_at: expect.any(String),
        invoice: { id: expect.any(Number), number: expect.any(Number) },
      },
    ]);
    const second = (
      await call(t.app, d.tokens.owner, "POST", payments, { amount: 49.5, method: "cash" })
    ).json().data;
    expect(second).toMatchObject({ payment_state: "paid", paid: 80, balance: 0 });
    const invoices = await t.app.db
      .selectFrom("invoices")
      .selectAll()
      .where("reservation_id", "=", r.id)
      .orderBy("id")
      .execute();
    expect(invoices.map((i) => [i.amount, i.payment_state, i.branch_id])).toEqual([
      [30_500, "paid", d.chalet.branches[0]],
      [49_500, "paid", d.chalet.branches[0]],
    ]);
    expect(invoices[0]).toMatchObject({
      reservation_payment_id: first.json().data.payments[0].id,
      issued_at: "2031-12-20T08:00:00.000Z",
      issued_on: "2031-12-20",
    });
    expect(invoices[1].number).toBe(invoices[0].number + 1);
    const told = await t.app.db
      .selectFrom("notifications")
      .select("data")
      .where("type", "=", "update-reservation")
      // In the order they were written (PostgreSQL returns rows in no set order otherwise).
      .orderBy("id")
      .execute();
    expect(told.map((n) => JSON.parse(n.data)).filter((n) => n.reservation_id === r.id)[0]).toMatchObject({
      en: `${(await branchNames(t.app, d.chalet.branches[0])).en} · Payment of ${formatAmount(30.5, "KWD", "en")} recorded for reservation #${r.id}`,
      ar: `${(await branchNames(t.app, d.chalet.branches[0])).ar} · تم تسجيل دفعة بقيمة ${formatAmount(30.5, "KWD", "ar")} للحجز رقم ${r.id}`,
    });
    expect((await auditsOf(t.app, "reservation", r.id)).map((a) => a.action)).toEqual([
      "create",
      "payment",
      "payment",
    ]);
    // A longer stay leaves a balance: the state follows the payments again.
    const longer = (
      await call(t.app, d.tokens.owner, "POST", `${url()}/${r.id}`, {
        updated_at: second.updated_at,
        to: "2032-01-08",
      })
    ).json().data;
    expect(longer).toMatchObject({ total: 160, paid: 80, balance: 80, payment_state: "partially_paid" });
  });

  it("sets no_data and reservable by hand and refuses a derived state that does not match the payments", async () => {
    const r = await book("2032-02-01", "2032-02-03", { payment_state: "reservable" });
    expect(r.payment_state).toBe("reservable");
    const mismatch = await call(t.app, d.tokens.owner, "POST", `${url()}/${r.id}`, {
      updated_at: r.updated_at,
      payment_state: "paid",
    });
    expect(mismatch.json().errors.payment_state).toEqual([
      "Paid, partially paid and not paid follow the recorded payments",
    ]);
    const noData = (
      await call(t.app, d.tokens.owner, "POST", `${url()}/${r.id}`, {
        updated_at: r.updated_at,
        payment_state: "no_data",
      })
    ).json().data;
    expect(noData.payment_state).toBe("no_data");
    const back = (
      await call(t.app, d.tokens.owner, "POST", `${url()}/${r.id}`, {
        updated_at: noData.updated_at,
        payment_state: "not_paid",
      })
    ).json().data;
    expect(back.payment_state).toBe("not_paid");
    const paid = (
      await call(t.app, d.tokens.owner, "POST", `${url()}/${r.id}/payments`, { amount: 80, method: "online" })
    ).json().data;
    expect(paid.payment_state).toBe("paid");
  });

  it("refuses a payment on a canceled reservation", async () => {
    const r = await book("2032-03-07", "2032-03-09");
    await call(t.app, d.tokens.owner, "POST", `${url()}/${r.id}/cancel`, {});
    const response = await call(t.app, d.tokens.owner, "POST", `${url()}/${r.id}/payments`, {
      amount: 10,
      method: "cash",
    });
    expect(response.statusCode).toBe(422);
  });
});

describe("listing reservations", () => {
  it("filters by status, payment state, listing, period and customer, sorts and pages", async () => {
    const a = await book("2033-01-02", "2033-01-04", {
      customer: { name: "Noor Behbehani", phone: "65554444" },
    });
    const b = await book("2033-01-10", "2033-01-12", { item_id: cabin });
    await call(t.app, d.tokens.owner, "POST", `${url()}/${b.id}/cancel`, {});
    const base = url();
    const period = (await call(t.app, d.tokens.owner, "GET", `${base}?from=2033-01-01&to=2033-01-31`)).json();
    expect(period.data.map((r: { id: number }) => r.id)).toEqual([b.id, a.id]);
    // Overlap: a stay under way on the 3rd counts.
    expect(
      (await call(t.app, d.tokens.owner, "GET", `${base}?from=2033-01-03&to=2033-01-03`))
        .json()
        .data.map((r: { id: number }) => r.id),
    ).toEqual([a.id]);
    expect(
      (await call(t.app, d.tokens.owner, "GET", `${base}?from=2033-01-01&to=2033-01-31&status=canceled`))
        .json()
        .data.map((r: { id: number }) => r.id),
    ).toEqual([b.id]);
    expect(
      (await call(t.app, d.tokens.owner, "GET", `${base}?from=2033-01-01&to=2033-01-31&item_id=${villa}`))
        .json()
        .data.map((r: { id: number }) => r.id),
    ).toEqual([a.id]);
    expect(
      (
        await call(t.app, d.tokens.owner, "GET", `${base}?from=2033-01-01&to=2033-01-31&payment_state=paid`)
      ).json().total,
    ).toBe(0);
    expect(
      (await call(t.app, d.tokens.owner, "GET", `${base}?q=behbehani`))
        .json()
        .data.map((r: { id: number }) => r.id),
    ).toEqual([a.id]);
    expect(
      (await call(t.app, d.tokens.owner, "GET", `${base}?q=6555`))
        .json()
        .data.map((r: { id: number }) => r.id),
    ).toEqual([a.id]);
    const ascending = (
      await call(t.app, d.tokens.owner, "GET", `${base}?from=2033-01-01&to=2033-01-31&sort=from&order=asc`)
    ).json();
    expect(ascending.data.map((r: { id: number }) => r.id)).toEqual([a.id, b.id]);
    const all = (await call(t.app, d.tokens.owner, "GET", `${base}?per_page=5&page=2`)).json();
    expect(all).toMatchObject({ current_page: 2, per_page: 5 });
    expect(all.total).toBeGreaterThan(10);
    const bad = await call(t.app, d.tokens.owner, "GET", `${base}?payment_state=free`);
    expect(bad.json().errors.payment_state).toEqual(["Choose one of the allowed values"]);
  });

  it("opens on what is under way and to come, today's first, then what has ended, the latest first", async () => {
    // The demo's stays lie two months around today: a month of them, on one page.
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const period = `from=${day(-15)}&to=${day(15)}`;
    const rows: { id: number; from: string; to: string }[] = (
      await call(t.app, d.tokens.owner, "GET", `${url()}?${period}&sort=upcoming&order=asc&per_page=100`)
    ).json().data;
    const now = new Date().toISOString();
    const ahead = rows.filter((r) => r.to > now);
    const ended = rows.filter((r) => r.to <= now);
    expect(ahead.length).toBeGreaterThan(0);
    expect(ended.length).toBeGreaterThan(0);
    expect(rows).toEqual([...ahead, ...ended]);
    const starts = (list: typeof rows) => list.map((r) => r.from);
    expect(starts(ahead)).toEqual([...starts(ahead)].sort());
    expect(starts(ended)).toEqual([...starts(ended)].sort().reverse());
  });

  it("reads one reservation with its payments", async () => {
    const r = await book("2033-02-06", "2033-02-08");
    await call(t.app, d.tokens.owner, "POST", `${url()}/${r.id}/payments`, { amount: 20, method: "cash" });
    const read = (await call(t.app, d.tokens.owner, "GET", `${url()}/${r.id}`)).json().data;
    expect(read).toMatchObject({ id: r.id, paid: 20, balance: 60, payment_state: "partially_paid" });
    expect(read.payments).toHaveLength(1);
  });

  it("has demo reservations in every status and payment state", async () => {
    const rows = await t.app.db
      .selectFrom("reservations")
      .select(["status", "payment_state", "item_id", "unit", "from", "to"])
      .where("business_id", "=", d.chalet.id)
      .where("from", "<", "2031-01-01")
      .execute();
    if (!rows.length) return; // no catalog seed in this tree
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(["pending", "completed", "canceled"]));
    expect(new Set(rows.map((r) => r.payment_state))).toEqual(
      new Set(["partially_paid", "paid", "not_paid", "no_data", "reservable"]),
    );
    const sorted = [...rows].sort((a, b) =>
      `${a.item_id}|${a.unit}|${a.from}`.localeCompare(`${b.item_id}|${b.unit}|${b.from}`),
    );
    for (let i = 1; i < sorted.length; i++) {
      if (sorted[i].item_id === sorted[i - 1].item_id && sorted[i].unit === sorted[i - 1].unit)
        expect(sorted[i].from >= sorted[i - 1].to).toBe(true);
    }
  });
});

describe("who may do what", () => {
  it("lets staff read reservations of their branch only and never write them (403)", async () => {
    const restaurant = url(0, d.restaurant.id, d.restaurant.branches[0]);
    expect((await call(t.app, d.tokens.staff, "GET", restaurant)).statusCode).toBe(200);
    expect(
      (await call(t.app, d.tokens.staff, "GET", url(0, d.restaurant.id, d.restaurant.branches[1])))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await call(
          t.app,
          d.tokens.staff,
          "GET",
          `${url(0, d.restaurant.id, d.restaurant.branches[1])}/availability?item_id=${villa}`,
        )
      ).statusCode,
    ).toBe(403);
    expect(
      (await call(t.app, d.tokens.staff, "POST", restaurant, stay("2034-01-01", "2034-01-03"))).statusCode,
    ).toBe(403);
    expect(
      (await call(t.app, d.tokens.staff, "POST", `${restaurant}/1`, { updated_at: "x" })).statusCode,
    ).toBe(403);
    expect((await call(t.app, d.tokens.staff, "POST", `${restaurant}/1/cancel`, {})).statusCode).toBe(403);
    expect(
      (await call(t.app, d.tokens.staff, "POST", `${restaurant}/1/payments`, { amount: 1, method: "cash" }))
        .statusCode,
    ).toBe(403);
    expect((await call(t.app, d.tokens.staff, "GET", url())).statusCode).toBe(404);
  });

  it("hides reservations from other businesses (404) both ways and through another branch", async () => {
    const r = await book("2034-02-05", "2034-02-07");
    const mine = `${url()}/${r.id}`;
    for (const [method, path, body] of [
      ["GET", url(), undefined],
      ["GET", mine, undefined],
      ["GET", `${url()}/availability?item_id=${villa}`, undefined],
      ["POST", url(), stay("2034-03-01", "2034-03-03")],
      ["POST", mine, { updated_at: r.updated_at, notes: "x" }],
      ["POST", `${mine}/cancel`, {}],
      ["POST", `${mine}/payments`, { amount: 1, method: "cash" }],
    ] as const) {
      expect((await call(t.app, d.tokens.other, method, path, body)).statusCode, `${method} ${path}`).toBe(
        404,
      );
    }
    expect((await call(t.app, d.tokens.owner, "GET", `${url(1)}/${r.id}`)).statusCode).toBe(404);
    expect((await call(t.app, d.tokens.owner, "POST", `${url(1)}/${r.id}/cancel`, {})).statusCode).toBe(404);
    expect(
      (await call(t.app, d.tokens.owner, "GET", url(0, d.chalet.id, d.other.branches[0]))).statusCode,
    ).toBe(404);
    expect(
      (await call(t.app, d.tokens.owner, "GET", url(0, d.other.id, d.other.branches[0]))).statusCode,
    ).toBe(404);
    // A listing of another business cannot be booked here.
    const theirs = await listing(t.app, d.other.id, await category(t.app, d.other.id, d.other.menu), {
      en: "Their chalet",
      ar: "شاليههم",
      units: 1,
      weekdays: 1000,
    });
    const foreign = await call(
      t.app,
      d.tokens.owner,
      "POST",
      url(),
      stay("2034-03-01", "2034-03-03", { item_id: theirs }),
    );
    expect(foreign.json().errors.item_id).toEqual(["Choose a chalet listing of this business"]);
    expect(
      (
        await call(
          t.app,
          d.tokens.other,
          "POST",
          url(0, d.other.id, d.other.branches[0]),
          stay("2034-03-01", "2034-03-03", { item_id: villa }),
        )
      ).statusCode,
    ).toBe(422);
  });
});

describe("a reservation's confirmation", () => {
  it("carries the business's terms in both languages, empty where unset", async () => {
    const r = await book("2033-09-01", "2033-09-03");
    const detail = async () => (await call(t.app, d.tokens.owner, "GET", `${url()}/${r.id}`)).json().data;
    await t.app.db
      .deleteFrom("settings")
      .where("scope", "=", "business")
      .where("scope_id", "=", d.chalet.id)
      .where("key", "=", "TermsConditions")
      .execute();
    expect((await detail()).terms).toEqual({ en: "", ar: "" });
    await t.app.db
      .insertInto("settings")
      .values({
        scope: "business",
        scope_id: d.chalet.id,
        key: "TermsConditions",
        data: JSON.stringify({ en: "Quiet after 23:00", ar: "الهدوء بعد 23:00" }),
        updated_at: new Date().toISOString(),
      })
      .execute();
    expect((await detail()).terms).toEqual({ en: "Quiet after 23:00", ar: "الهدوء بعد 23:00" });
  });
});
