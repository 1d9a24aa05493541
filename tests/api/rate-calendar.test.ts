import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localesColumns } from "../../server/db/locales";
import { buildTestApp, type TestApp } from "./helpers";
import { auditsOf, call, category, configure, demo, listing, type Demo } from "./operations-fixtures";
import { publicCall, reservationTill, nextPhone } from "./public-stays-fixtures";

// A chalet listing's rate calendar (issue 51) as the owner's dashboard and a customer's app use it: the nights as
// they will be charged, overrides and seasons, the stays their rules refuse, and who may touch them. Dates are in
// 2034 (2034-07-02, 2034-09-03 and 2034-10-01 are Sundays; Thursday and Friday nights are weekend nights).

let t: TestApp;
let d: Demo;
let villa: number;
let cabin: number;
let slug: string;

beforeAll(async () => {
  t = await buildTestApp();
  d = await demo(t.app);
  const chalets = await category(t.app, d.chalet.id, d.chalet.menu, "Rate chalets", "شاليهات الأسعار");
  villa = await listing(t.app, d.chalet.id, chalets, {
    en: "Rate Villa",
    ar: "فيلا الأسعار",
    units: 1,
    weekdays: 40_000,
    weekend: 60_000,
    fullWeek: 250_000,
  });
  cabin = await listing(t.app, d.chalet.id, chalets, {
    en: "Rate Cabin",
    ar: "كوخ",
    units: 1,
    weekdays: 20_000,
  });
  await configure(t.app, d.chalet.id, {
    timezone: "Asia/Kuwait",
    check_in_at: "14:00",
    check_out_at: "12:00",
    RESERVATIONS_MARGIN: "0",
  });
  await reservationTill(t.app, d.chalet.branches[0], "2035-12-31");
  slug = (
    await t.app.db
      .selectFrom("branches")
      .select("slug")
      .where("id", "=", d.chalet.branches[0])
      .executeTakeFirstOrThrow()
  ).slug;
});
afterAll(() => t.close());

const calendar = (item: number) => `business/${d.chalet.id}/items/${item}/rate-calendar`;
const seasons = (item: number) => `business/${d.chalet.id}/items/${item}/rate-seasons`;
const owner = (method: "GET" | "POST", url: string, body?: object, locale: "en" | "ar" = "en") =>
  call(t.app, d.tokens.owner, method, url, body, locale);
async function nights(item: number, from: string, to: string) {
  const response = await owner("GET", `${calendar(item)}?from=${from}&to=${to}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as {
    full_week: number | null;
    nights: { date: string; price: number; kind: string; closed: boolean; min_nights: number }[];
    seasons: { id: number }[];
  };
}
const book = (item: number, from: string, to: string, locale: "en" | "ar" = "en") =>
  owner(
    "POST",
    `business/${d.chalet.id}/branches/${d.chalet.branches[0]}/reservations`,
    { item_id: item, unit: 1, from, to, customer: { name: "Noura", phone: "99887766" } },
    locale,
  );
const sum = (values: number[]) => Math.round(values.reduce((a, b) => a + b, 0) * 1000) / 1000;

describe("night overrides", () => {
  it("sets a price on a range and on a selection, keeps what a later edit leaves out, and clears", async () => {
    const range = await owner("POST", calendar(villa), { from: "2034-03-05", to: "2034-03-07", price: 33.5 });
    expect(range.statusCode, range.body).toBe(200);
    expect(range.json().data).toEqual({ item_id: villa, nights: 3 });
    const pick = await owner("POST", calendar(villa), { dates: ["2034-03-07", "2034-03-09"], min_nights: 2 });
    expect(pick.statusCode, pick.body).toBe(200);
    const shown = (await nights(villa, "2034-03-04", "2034-03-10")).nights;
    expect(shown.map((n) => [n.date, n.kind, n.price, n.min_nights])).toEqual([
      ["2034-03-04", "weekday", 40, 1],
      ["2034-03-05", "override", 33.5, 1],
      ["2034-03-06", "override", 33.5, 1],
      ["2034-03-07", "override", 33.5, 2],
      ["2034-03-08", "weekday", 40, 1],
      ["2034-03-09", "weekend", 60, 2],
      ["2034-03-10", "weekend", 60, 1],
    ]);
    const cleared = await owner("POST", `${calendar(villa)}/clear`, { from: "2034-03-05", to: "2034-03-09" });
    expect(cleared.statusCode, cleared.body).toBe(200);
    const after = (await nights(villa, "2034-03-05", "2034-03-09")).nights;
    expect(after.map((n) => n.kind)).toEqual(["weekday", "weekday", "weekday", "weekday", "weekend"]);
    const audits = await auditsOf(t.app, "rate_calendar", villa);
    expect(audits.map((a) => a.action)).toEqual(["update", "update", "delete"]);
    expect(JSON.parse(audits[0].changes)["2034-03-05"]).toEqual([
      null,
      { price: 33.5, min_nights: null, closed_to_arrival: false, closed_to_departure: false, closed: false },
    ]);
    expect(audits.every((a) => a.business_id === d.chalet.id)).toBe(true);
  });

  it("refuses a bulk edit without nights, with nothing to set, or of more than a year of nights", async () => {
    const none = await owner("POST", calendar(villa), { price: 10 });
    expect(none.statusCode).toBe(422);
    expect(none.json().errors.dates).toBeTruthy();
    const nothing = await owner("POST", calendar(villa), { dates: ["2034-03-05"] });
    expect(nothing.statusCode).toBe(422);
    const long = await owner("POST", calendar(villa), { from: "2034-01-01", to: "2035-06-01", closed: true });
    expect(long.statusCode).toBe(422);
    const bad = await owner("POST", calendar(villa), { dates: ["2034-02-30"], closed: true }, "ar");
    expect(bad.statusCode).toBe(422);
  });
});

describe("seasons and precedence", () => {
  it("repeats a yearly season, gives an inner one-off season its nights, and puts holidays and overrides first", async () => {
    const summerBody = {
      locales: [
        { locale: "en", name: "Summer" },
        { locale: "ar", name: "الصيف" },
      ],
      from: "2030-06-01",
      to: "2030-08-31",
      repeats_yearly: true,
      weekdays: 70,
      weekend: 90,
      min_nights: 2,
    };
    const summer = await owner("POST", seasons(villa), summerBody);
    expect(summer.statusCode, summer.body).toBe(201);
    const eid = await owner("POST", seasons(villa), {
      locales: [
        { locale: "en", name: "Eid al-Adha" },
        { locale: "ar", name: "عيد الأضحى" },
      ],
      from: "2034-07-10",
      to: "2034-07-12",
      weekdays: 120,
    });
    expect(eid.statusCode, eid.body).toBe(201);
    const now = new Date().toISOString();
    const { id: holiday } = await t.app.db
      .insertInto("holidays")
      .values({
        business_id: d.chalet.id,
        ...localesColumns([{ locale: "en", name: "National day" }]),
        from: "2034-07-20T00:00:00.000Z",
        to: "2034-07-22T00:00:00.000Z",
        created_at: now,
        updated_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await t.app.db
      .insertInto("holiday_item_prices")
      .values({ holiday_id: holiday, item_id: villa, amount: 150_000 })
      .execute();
    await owner("POST", calendar(villa), { dates: ["2034-07-11", "2034-07-20"], price: 30 });

    const shown = (await nights(villa, "2034-07-05", "2034-07-21")).nights;
    const at = (date: string) => shown.find((n) => n.date === date)!;
    expect(at("2034-07-05")).toMatchObject({ kind: "season", price: 70, min_nights: 2 });
    expect(at("2034-07-06")).toMatchObject({ kind: "season", price: 90 });
    expect(at("2034-07-10")).toMatchObject({ kind: "season", price: 120, season_id: eid.json().data.id });
    expect(at("2034-07-11")).toMatchObject({ kind: "override", price: 30 });
    expect(at("2034-07-20")).toMatchObject({ kind: "override", price: 30 });
    expect(at("2034-07-21")).toMatchObject({ kind: "holiday", price: 150, holiday_id: holiday });
    // Outside the summer: the listing's own prices.
    expect((await nights(villa, "2034-09-04", "2034-09-04")).nights[0]).toMatchObject({
      kind: "weekday",
      price: 40,
    });

    // A stay is charged the nights the calendar shows, and its lines name them.
    const stay = await book(villa, "2034-07-09", "2034-07-13");
    expect(stay.statusCode, stay.body).toBe(201);
    const reservation = stay.json().data;
    const expected = shown.filter((n) => n.date >= "2034-07-09" && n.date < "2034-07-13");
    expect(reservation.total).toBe(sum(expected.map((n) => n.price)));
    expect(reservation.price_details.map((l: { kind: string }) => l.kind)).toEqual([
      "season",
      "season",
      "override",
      "season",
    ]);

    // Editing and removing a season, audited.
    const id = summer.json().data.id;
    const edited = await owner("POST", `${seasons(villa)}/${id}`, {
      ...summerBody,
      weekdays: 75,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await nights(villa, "2035-07-04", "2035-07-04")).nights[0]).toMatchObject({
      kind: "season",
      price: 75,
    });
    expect((await owner("POST", `${seasons(villa)}/${id}/delete`)).statusCode).toBe(200);
    expect((await nights(villa, "2035-07-04", "2035-07-04")).nights[0].kind).toBe("weekday");
    const audits = await auditsOf(t.app, "rate_season", id);
    expect(audits.map((a) => a.action)).toEqual(["create", "update", "delete"]);
    expect(JSON.parse(audits[1].changes).weekdays).toEqual([70, 75]);
    expect((await owner("GET", seasons(villa))).json().data.map((s: { id: number }) => s.id)).toEqual([
      eid.json().data.id,
    ]);
  });

  it("refuses a season that runs backwards, a yearly one of a year, and one without a name", async () => {
    const base = { locales: [{ locale: "en", name: "Bad" }], weekdays: 10 };
    const backwards = await owner(
      "POST",
      seasons(villa),
      { ...base, from: "2034-05-10", to: "2034-05-01" },
      "ar",
    );
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json().errors.to[0]).toContain("آخر ليلة");
    const year = await owner("POST", seasons(villa), {
      ...base,
      from: "2034-01-01",
      to: "2034-12-31",
      repeats_yearly: true,
    });
    expect(year.statusCode).toBe(422);
    const nameless = await owner("POST", seasons(villa), {
      ...base,
      locales: [{ locale: "en", name: " " }],
      from: "2034-05-01",
      to: "2034-05-02",
    });
    expect(nameless.statusCode).toBe(422);
  });
});

describe("stay rules", () => {
  it("refuses closed nights, closed arrival and departure days and short stays in the dashboard, in its language", async () => {
    await owner("POST", calendar(cabin), { dates: ["2034-10-03"], closed: true });
    await owner("POST", calendar(cabin), { dates: ["2034-10-08"], closed_to_arrival: true });
    await owner("POST", calendar(cabin), { dates: ["2034-10-11"], closed_to_departure: true });
    await owner("POST", calendar(cabin), { dates: ["2034-10-14"], min_nights: 3 });

    const closed = await book(cabin, "2034-10-02", "2034-10-04");
    expect(closed.statusCode).toBe(422);
    expect(closed.json().errors.from[0]).toContain("2034-10-03");
    const closedAr = await book(cabin, "2034-10-02", "2034-10-05", "ar");
    expect(closedAr.json().errors.from[0]).toBe("ليلة 2034-10-03 مغلقة أمام الحجز");
    const arrival = await book(cabin, "2034-10-08", "2034-10-09");
    expect(arrival.json().errors.from[0]).toBe(
      "Arrivals are closed on 2034-10-08: choose another check-in date",
    );
    const departure = await book(cabin, "2034-10-09", "2034-10-11");
    expect(departure.json().errors.to[0]).toBe(
      "Departures are closed on 2034-10-11: choose another check-out date",
    );
    const short = await book(cabin, "2034-10-14", "2034-10-16", "ar");
    expect(short.statusCode).toBe(422);
    expect(short.json().errors.to[0]).toContain("3");
    // The night before a closed night can be booked (it ends on the closed day's morning); so can a long enough stay.
    expect((await book(cabin, "2034-10-02", "2034-10-03")).statusCode).toBe(201);
    expect((await book(cabin, "2034-10-14", "2034-10-17")).statusCode).toBe(201);
  });

  it("refuses the same in the public quote and stay request, and leaves closed nights out of free nights", async () => {
    const listingUrl = `branches/${slug}/listings/${cabin}`;
    const quote = await publicCall(t.app, "POST", `${listingUrl}/quote`, {
      payload: { from: "2034-10-08", to: "2034-10-10", guests: 2 },
      locale: "ar",
    });
    expect(quote.statusCode).toBe(422);
    expect(quote.json().errors.from[0]).toBe("الوصول مغلق في 2034-10-08: اختر تاريخ دخول آخر");
    const request = await publicCall(t.app, "POST", `${listingUrl}/stay-requests`, {
      payload: {
        from: "2034-10-14",
        to: "2034-10-15",
        unit: 1,
        guests: 2,
        customer: { name: "Hessa", phone: nextPhone() },
      },
    });
    expect(request.statusCode).toBe(422);
    expect(request.json().errors.to[0]).toBe("A stay arriving on 2034-10-14 lasts at least 3 nights");
    const free = await publicCall(t.app, "GET", `${listingUrl}/availability?from=2034-10-01&to=2034-10-06`);
    expect(free.statusCode, free.body).toBe(200);
    const freeNights: string[] = free.json().data.units[0].free_nights;
    expect(freeNights).not.toContain("2034-10-03");
    expect(freeNights).toContain("2034-10-04");
    // A quote of allowed nights is priced as the calendar shows them.
    await owner("POST", calendar(cabin), { dates: ["2034-10-21"], price: 25.25 });
    const priced = await publicCall(t.app, "POST", `${listingUrl}/quote`, {
      payload: { from: "2034-10-20", to: "2034-10-23", guests: 2 },
    });
    expect(priced.statusCode, priced.body).toBe(200);
    const shown = (await nights(cabin, "2034-10-20", "2034-10-22")).nights;
    expect(priced.json().data.total).toBe(sum(shown.map((n) => n.price)));
    // 20 October is a Friday: a weekend night, at the cabin's only (weekdays) price.
    expect(priced.json().data.price_details.map((l: { kind: string }) => l.kind)).toEqual([
      "weekend",
      "override",
      "weekday",
    ]);
  });
});

describe("the reservations board", () => {
  it("draws nights closed in the rate calendar on every unit of the listing, apart from imported blocks", async () => {
    const chalets = await category(t.app, d.chalet.id, d.chalet.menu, "Board chalets", "شاليهات اللوحة");
    const lodge = await listing(t.app, d.chalet.id, chalets, {
      en: "Closed Lodge",
      ar: "نزل مغلق",
      units: 2,
      weekdays: 30_000,
    });
    await owner("POST", calendar(lodge), { from: "2034-11-05", to: "2034-11-06", closed: true });
    await owner("POST", calendar(lodge), { dates: ["2034-11-09"], closed: true });
    // Closed to arrival only, or a price: the night can still be slept, so the board leaves it free.
    await owner("POST", calendar(lodge), { dates: ["2034-11-12"], closed_to_arrival: true, price: 35 });
    const board = (from: string, to: string) =>
      owner(
        "GET",
        `business/${d.chalet.id}/branches/${d.chalet.branches[0]}/reservations/blocks?from=${from}&to=${to}`,
      );

    const november = await board("2034-11-01", "2034-12-01");
    expect(november.statusCode, november.body).toBe(200);
    const closed = (november.json().data as { item_id: number }[]).filter((block) => block.item_id === lodge);
    // Asia/Kuwait, check-in 14:00 and check-out 12:00: the nights of the 5th and 6th, then the 9th, on both units.
    const common = {
      kind: "closed",
      source: "rate_calendar",
      feed: null,
      feed_id: null,
      conflict_reservation_id: null,
    };
    expect(closed).toEqual([
      {
        ...common,
        id: expect.any(Number),
        item_id: lodge,
        unit: 1,
        from: "2034-11-05T11:00:00.000Z",
        to: "2034-11-07T09:00:00.000Z",
      },
      {
        ...common,
        id: expect.any(Number),
        item_id: lodge,
        unit: 2,
        from: "2034-11-05T11:00:00.000Z",
        to: "2034-11-07T09:00:00.000Z",
      },
      {
        ...common,
        id: expect.any(Number),
        item_id: lodge,
        unit: 1,
        from: "2034-11-09T11:00:00.000Z",
        to: "2034-11-10T09:00:00.000Z",
      },
      {
        ...common,
        id: expect.any(Number),
        item_id: lodge,
        unit: 2,
        from: "2034-11-09T11:00:00.000Z",
        to: "2034-11-10T09:00:00.000Z",
      },
    ]);
    // Only what the window overlaps: a window from the 7th sees the 9th alone.
    const later = await board("2034-11-07", "2034-11-21");
    expect(
      (later.json().data as { item_id: number; from: string }[])
        .filter((block) => block.item_id === lodge)
        .map((block) => block.from),
    ).toEqual(["2034-11-09T11:00:00.000Z", "2034-11-09T11:00:00.000Z"]);
    // A stay over a closed night the board shows is refused, as the board says.
    const refused = await book(lodge, "2034-11-08", "2034-11-10");
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.from[0]).toContain("2034-11-09");
  });
});

describe("who may", () => {
  it("answers another business's owner 404, and 404 for an item that is no listing of the business, writing nothing", async () => {
    const before = await t.app.db.selectFrom("rate_overrides").select("id").execute();
    const urls: ["GET" | "POST", string, object?][] = [
      ["GET", `${calendar(villa)}?from=2034-01-01&to=2034-01-31`],
      ["POST", calendar(villa), { dates: ["2034-01-05"], closed: true }],
      ["POST", `${calendar(villa)}/clear`, { dates: ["2034-01-05"] }],
      ["GET", seasons(villa)],
      [
        "POST",
        seasons(villa),
        { locales: [{ locale: "en", name: "X" }], from: "2034-01-01", to: "2034-01-02", weekdays: 1 },
      ],
    ];
    for (const [method, url, body] of urls) {
      const response = await call(t.app, d.tokens.other, method, url, body);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    // A restaurant item is no listing: 404 even to its owner.
    const dish = await t.app.db
      .selectFrom("items")
      .select("id")
      .where("business_id", "=", d.restaurant.id)
      .executeTakeFirstOrThrow();
    expect(
      (
        await owner(
          "GET",
          `business/${d.restaurant.id}/items/${dish.id}/rate-calendar?from=2034-01-01&to=2034-01-02`,
        )
      ).statusCode,
    ).toBe(404);
    // The listing addressed through another business of the same owner: 404.
    expect(
      (
        await owner(
          "GET",
          `business/${d.restaurant.id}/items/${villa}/rate-calendar?from=2034-01-01&to=2034-01-02`,
        )
      ).statusCode,
    ).toBe(404);
    expect(await t.app.db.selectFrom("rate_overrides").select("id").execute()).toEqual(before);
  });
});
