import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { liveChannelName } from "../../src/domain/constants";
import { buildTestApp, type TestApp } from "./helpers";
import { auditsOf, call, captureLive, configure, demo, type Demo } from "./operations-fixtures";
import {
  publicCall,
  reservationTill,
  staysFixture,
  stayBody,
  type StaysFixture,
} from "./public-stays-fixtures";

// The chalet side of the public API as a customer's app uses it, against what the dashboard shows and computes for
// the same stays. Dates are in 2033, far from the demo's own stays.

let t: TestApp;
let d: Demo;
let f: StaysFixture;
beforeAll(async () => {
  t = await buildTestApp();
  d = await demo(t.app);
  f = await staysFixture(t.app, d);
});
afterAll(() => t.close());

/** The branch's mobile-app switch Disable Booking (SPEC: DisableOrdering), as the settings page saves it. */
const switchBooking = (data: "true" | "false") =>
  t.app.db
    .updateTable("settings")
    .set({ data })
    .where("scope", "=", "mobile")
    .where("scope_id", "=", d.chalet.branches[0])
    .where("key", "=", "DisableOrdering")
    .execute();
const listings = (slug = f.chaletSlug) => `branches/${slug}/listings`;
const dashboard = (branch = 0) =>
  `business/${d.chalet.id}/branches/${d.chalet.branches[branch]}/reservations`;

describe("a chalet business's listings", () => {
  it("lists the visible listings with units, pictures, insurance, prices and holiday prices, without a token", async () => {
    const response = await publicCall(t.app, "GET", `${listings()}?per_page=100`);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    const ids = body.data.map((l: { id: number }) => l.id);
    expect(ids).toContain(f.villa);
    expect(ids).toContain(f.cabin);
    expect(ids).not.toContain(f.hidden);
    const villa = body.data.find((l: { id: number }) => l.id === f.villa);
    expect(villa).toMatchObject({
      locales: [
        { locale: "en", name: "Sea Villa" },
        { locale: "ar", name: "فيلا البحر" },
      ],
      units: 2,
      unit_names: ["Unit A", "Unit B"],
      bedrooms: 3,
      insurance: 100,
      currency: "KWD",
      prices: { weekdays: 40, weekend: 55, full_week: 250 },
      location: { latitude: 29.1, longitude: 48.1 },
      pictures: [{ src: "/media/villa.jpg", thumb_src: "/media/villa-thumb.jpg", type: "image" }],
      booking_enabled: true,
    });
    expect(villa.holiday_prices).toEqual([
      expect.objectContaining({ from: "2033-04-07", to: "2033-04-09", price: 70 }),
    ]);
    expect(body).toMatchObject({ current_page: 1, per_page: 100 });
  });

  it("reveals nothing private: no owner, staff, guests or bookings", async () => {
    await call(t.app, d.tokens.owner, "POST", dashboard(), {
      item_id: f.villa,
      unit: 2,
      from: "2033-01-05",
      to: "2033-01-06",
      customer: { name: "Private Guest", phone: "99112233" },
    });
    const text = [
      (await publicCall(t.app, "GET", `${listings()}?per_page=100`)).body,
      (await publicCall(t.app, "GET", `${listings()}/${f.villa}`)).body,
      (await publicCall(t.app, "GET", `${listings()}/${f.villa}/availability?from=2033-01-01&to=2033-01-10`))
        .body,
    ].join("\n");
    for (const secret of ["owner_id", "owner@example.com", "staff@example.com", "Private Guest", "99112233"])
      expect(text).not.toContain(secret);
    expect(text).not.toMatch(/"(customer|email|phone|created_by|permissions)"/);
  });

  it("answers one listing, and 404 for a hidden one, another business's, or a restaurant's slug", async () => {
    expect((await publicCall(t.app, "GET", `${listings()}/${f.villa}`)).json().data.id).toBe(f.villa);
    const otherItem = await t.app.db
      .selectFrom("items")
      .select("id")
      .where("business_id", "=", d.other.id)
      .executeTakeFirstOrThrow();
    for (const id of [f.hidden, otherItem.id]) {
      const response = await publicCall(t.app, "GET", `${listings()}/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe("This chalet is not found");
    }
    const restaurant = await publicCall(t.app, "GET", listings(f.restaurantSlug), { locale: "ar" });
    expect(restaurant.statusCode).toBe(404);
    expect(restaurant.json().message).toBe("لا يوجد نشاط شاليهات على هذا العنوان");
    const unknown = await publicCall(t.app, "GET", listings("no-such-branch"));
    expect(unknown.json().message).toBe("No chalet business is found at this address");
  });

  it("serves the same listings through every branch of the business", async () => {
    const response = await publicCall(t.app, "GET", `${listings(f.otherChaletSlug)}/${f.villa}`);
    expect(response.statusCode).toBe(200);
  });
});

describe("availability", () => {
  it("shows free nights by the dashboard's rules (the margin around a booking included)", async () => {
    await configure(t.app, d.chalet.id, { RESERVATIONS_MARGIN: String(4 * 3600) });
    const booked = await call(t.app, d.tokens.owner, "POST", dashboard(1), {
      item_id: f.villa,
      unit: 1,
      from: "2033-03-10",
      to: "2033-03-12",
      customer: { name: "Hessa", phone: "99887766" },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const window = "from=2033-03-01&to=2033-03-31";
    const response = await publicCall(t.app, "GET", `${listings()}/${f.villa}/availability?${window}`);
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({ from: "2033-03-01", to: "2033-03-31", time_zone: "Asia/Kuwait" });
    const [unitA, unitB] = data.units;
    // The booking holds 10 and 11 March; four hours of margin take the night before (checked out at 12:00)
    // and the night after (checked in at 14:00).
    for (const night of ["2033-03-09", "2033-03-10", "2033-03-11", "2033-03-12"])
      expect(unitA.free_nights).not.toContain(night);
    for (const night of ["2033-03-08", "2033-03-13"]) expect(unitA.free_nights).toContain(night);
    expect(unitA.free_nights).toHaveLength(30 - 4);
    expect(unitB.free_nights).toHaveLength(30);
    // The free periods are the dashboard's.
    const board = await call(
      t.app,
      d.tokens.owner,
      "GET",
      `${dashboard()}/availability?item_id=${f.villa}&${window}`,
    );
    expect(unitA.free).toEqual(board.json().data.units[0].free);

    // What is shown free is what a quote (the booking rules) accepts, night by night.
    for (const night of ["2033-03-08", "2033-03-09", "2033-03-12", "2033-03-13"]) {
      const next = `2033-03-${String(Number(night.slice(8)) + 1).padStart(2, "0")}`;
      const quote = await publicCall(t.app, "POST", `${listings()}/${f.villa}/quote`, {
        payload: { from: night, to: next, unit: 1, guests: 2 },
      });
      expect(quote.json().data.available, night).toBe(unitA.free_nights.includes(night));
    }
    const refused = await publicCall(t.app, "POST", `${listings()}/${f.villa}/stay-requests`, {
      payload: stayBody({ from: "2033-03-12", to: "2033-03-13" }),
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.from).toEqual([
      "There must be at least 4 free hours before the reservation",
    ]);
    await configure(t.app, d.chalet.id, { RESERVATIONS_MARGIN: "0" });
  });

  it("leaves out nights before today and bounds the window", async () => {
    const today = await publicCall(t.app, "GET", `${listings()}/${f.cabin}/availability`);
    expect(today.statusCode).toBe(200);
    expect(today.json().data.units[0].free_nights[0]).toBe(today.json().data.from);
    const past = await publicCall(
      t.app,
      "GET",
      `${listings()}/${f.cabin}/availability?from=2020-01-01&to=2020-01-10`,
    );
    expect(past.json().data.units[0].free_nights).toEqual([]);
    const long = await publicCall(
      t.app,
      "GET",
      `${listings()}/${f.cabin}/availability?from=2033-01-01&to=2034-01-03`,
    );
    expect(long.statusCode).toBe(422);
    expect(long.json().errors.to).toEqual(["Choose a period of at most 366 days"]);
    const arabic = await publicCall(
      t.app,
      "GET",
      `${listings()}/${f.cabin}/availability?from=2033-01-01&to=2034-01-03`,
      {
        locale: "",
        headers: { "accept-language": "ar-KW,ar;q=0.9" },
      },
    );
    expect(arabic.json().errors.to).toEqual(["اختر فترة لا تزيد على 366 يومًا"]);
    const unit = await publicCall(t.app, "GET", `${listings()}/${f.cabin}/availability?unit=2`);
    expect(unit.json().errors.unit).toEqual(["Choose a unit from 1 to 1"]);
  });
});

describe("the mobile app's reservation-till date", () => {
  it("offers and takes nights up to it, and refuses later ones with the date", async () => {
    await reservationTill(t.app, d.chalet.branches[0], "2033-09-10");
    const availability = (
      await publicCall(t.app, "GET", `${listings()}/${f.cabin}/availability?from=2033-09-08`)
    ).json().data;
    expect(availability).toMatchObject({ to: "2033-09-11", reservation_till: "2033-09-10" });
    expect(availability.units[0].free_nights).toEqual(["2033-09-08", "2033-09-09", "2033-09-10"]);
    const wide = (
      await publicCall(t.app, "GET", `${listings()}/${f.cabin}/availability?from=2033-09-08&to=2033-09-20`)
    ).json().data;
    expect(wide.units[0].free_nights).toEqual(["2033-09-08", "2033-09-09", "2033-09-10"]);
    const late = await publicCall(t.app, "POST", `${listings()}/${f.cabin}/stay-requests`, {
      payload: stayBody({ from: "2033-09-10", to: "2033-09-12" }),
    });
    expect(late.statusCode).toBe(422);
    expect(late.json().errors.to).toEqual(["Stays can be requested for nights up to 2033-09-10"]);
    const quote = await publicCall(t.app, "POST", `${listings()}/${f.cabin}/quote`, {
      payload: { from: "2033-09-10", to: "2033-09-12", guests: 2 },
      locale: "ar",
    });
    expect(quote.json().data).toMatchObject({
      available: false,
      unavailable_reason: "يمكن طلب الإقامة لليالٍ حتى 2033-09-10",
    });
    const inTime = await publicCall(t.app, "POST", `${listings()}/${f.cabin}/stay-requests`, {
      payload: stayBody({ from: "2033-09-10", to: "2033-09-11" }),
    });
    expect(inTime.statusCode, inTime.body).toBe(201);
    await reservationTill(t.app, d.chalet.branches[0], "2035-12-31");
  });
});

describe("a price quote", () => {
  it("equals what the dashboard charges for the same stay, night by night, to the fils", async () => {
    const stay = { from: "2033-04-05", to: "2033-04-14" };
    const quote = await publicCall(t.app, "POST", `${listings()}/${f.villa}/quote`, {
      payload: { ...stay, guests: 5 },
    });
    expect(quote.statusCode, quote.body).toBe(200);
    const q = quote.json().data;
    expect(q).toMatchObject({
      check_in: "2033-04-05",
      check_out: "2033-04-14",
      nights: 9,
      guests: 5,
      currency: "KWD",
      insurance: 100,
      available: true,
      free_units: [1, 2],
      unit: null,
    });
    expect(q.price_details.some((l: { kind: string }) => l.kind === "holiday")).toBe(true);
    const booked = await call(t.app, d.tokens.owner, "POST", dashboard(), {
      item_id: f.villa,
      unit: 2,
      ...stay,
      customer: { name: "Fahad", phone: "99001122" },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const reservation = booked.json().data;
    expect(q.total).toBe(reservation.total);
    expect(q.price_details).toEqual(reservation.price_details);
    expect([q.from, q.to]).toEqual([reservation.from, reservation.to]);
    // Unit 2 is now taken: a quote says which unit is still free, and why one is not.
    const again = (
      await publicCall(t.app, "POST", `${listings()}/${f.villa}/quote`, {
        payload: { ...stay, guests: 5 },
        locale: "ar",
      })
    ).json().data;
    expect(again.free_units).toEqual([1]);
    const unit2 = (
      await publicCall(t.app, "POST", `${listings()}/${f.villa}/quote`, {
        payload: { ...stay, unit: 2, guests: 5 },
        locale: "ar",
      })
    ).json().data;
    expect(unit2).toMatchObject({
      available: false,
      unavailable_reason: "هذه الوحدة محجوزة بالفعل في هذه التواريخ",
    });
  });
});

describe("a stay request", () => {
  it("makes a pending reservation that the dashboard lists, audits, notifies and rings live", async () => {
    const events = captureLive(t.app);
    const response = await publicCall(t.app, "POST", `${listings()}/${f.villa}/stay-requests`, {
      payload: stayBody({
        from: "2033-06-01",
        to: "2033-06-04",
        unit: 2,
        guests: 6,
        customer: { name: " Mariam ", phone: "+44 7911 123456" },
        notes: "Late arrival",
      }),
    });
    expect(response.statusCode, response.body).toBe(201);
    const request = response.json().data;
    expect(request).toMatchObject({
      status: "pending",
      item_id: f.villa,
      unit: 2,
      unit_name: "Unit B",
      check_in: "2033-06-01",
      check_out: "2033-06-04",
      nights: 3,
      guests: 6,
      currency: "KWD",
      branch: { slug: f.chaletSlug },
    });
    expect(request.tracking_token).toMatch(/^[\w-]{32,}$/);
    expect(JSON.stringify(request)).not.toContain("7911");

    const list = await call(t.app, d.tokens.owner, "GET", `${dashboard()}?per_page=100&status=pending`);
    const row = list.json().data.find((r: { id: number }) => r.id === request.number);
    expect(row).toMatchObject({
      status: "pending",
      customer: { name: "Mariam", phone: "+447911123456" },
      total: request.total,
      created_by: null,
    });
    expect(row.notes).toContain("6 guests");
    expect(row.notes).toContain("Late arrival");
    const [audit] = await auditsOf(t.app, "reservation", request.number);
    expect(audit).toMatchObject({ action: "create", user_id: null, business_id: d.chalet.id });
    expect(JSON.parse(audit.changes).after).toMatchObject({ source: "public", guests: 6 });
    const notified = await t.app.db
      .selectFrom("notifications")
      .select("type")
      .where("type", "=", "new-reservation")
      .where("data", "like", `%"reservation_id":${request.number},%`)
      .execute();
    expect(notified.length).toBeGreaterThan(0);
    expect(events).toContainEqual(
      expect.objectContaining({
        channel: liveChannelName(d.chalet.id, d.chalet.branches[0]),
        event: "new-reservation",
        data: expect.objectContaining({ id: request.number, status: "pending" }),
      }),
    );

    // The customer follows it by the token; the owner's decision shows there.
    const tracked = await publicCall(t.app, "GET", `stay-requests/${request.tracking_token}`);
    expect(tracked.statusCode).toBe(200);
    expect(tracked.json().data).toMatchObject({ number: request.number, status: "pending", guests: 6 });
    expect(tracked.body).not.toContain("Mariam");
    const canceled = await call(t.app, d.tokens.owner, "POST", `${dashboard()}/${request.number}/cancel`, {});
    expect(canceled.statusCode, canceled.body).toBe(200);
    expect(
      (await publicCall(t.app, "GET", `stay-requests/${request.tracking_token}`)).json().data.status,
    ).toBe("canceled");
    const wrong = await publicCall(t.app, "GET", `stay-requests/${request.tracking_token.slice(1)}x`, {
      locale: "ar",
    });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().message).toBe("لا يوجد طلب حجز بهذا الرمز");
  });

  it("returns the first reservation for a retried submit with the same Idempotency-Key", async () => {
    const body = stayBody({ from: "2033-07-01", to: "2033-07-03" });
    const headers = { "idempotency-key": "retry-7f3a" };
    const url = `${listings()}/${f.cabin}/stay-requests`;
    const first = await publicCall(t.app, "POST", url, { payload: body, headers });
    expect(first.statusCode, first.body).toBe(201);
    const retry = await publicCall(t.app, "POST", url, { payload: body, headers });
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json().data.number).toBe(first.json().data.number);
    for (const token of [first.json().data.tracking_token, retry.json().data.tracking_token])
      expect((await publicCall(t.app, "GET", `stay-requests/${token}`)).json().data.number).toBe(
        first.json().data.number,
      );
    const other = await publicCall(t.app, "POST", url, {
      payload: { ...body, guests: 2 },
      headers,
      locale: "ar",
    });
    expect(other.statusCode).toBe(422);
    expect(other.json().errors["idempotency-key"]).toEqual([
      "رأس Idempotency-Key هذا استُخدم من قبل لطلب آخر",
    ]);
    const rows = await t.app.db
      .selectFrom("reservations")
      .select("id")
      .where("item_id", "=", f.cabin)
      .where("from", "like", "2033-07-01%")
      .execute();
    expect(rows).toHaveLength(1);
    // The request holds its nights for everyone else at once, pending as it is.
    const nights = (
      await publicCall(t.app, "GET", `${listings()}/${f.cabin}/availability?from=2033-06-29&to=2033-07-05`)
    ).json().data.units[0].free_nights;
    expect(nights).toEqual(["2033-06-29", "2033-06-30", "2033-07-03", "2033-07-04"]);
  });

  it("asks for a unit when the listing has several, and refuses while the owner has switched booking off", async () => {
    const noUnit = await publicCall(t.app, "POST", `${listings()}/${f.villa}/stay-requests`, {
      payload: stayBody({ unit: undefined, from: "2033-08-01", to: "2033-08-02" }),
    });
    expect(noUnit.statusCode).toBe(422);
    expect(noUnit.json().errors.unit).toEqual(["Choose a unit from 1 to 2"]);
    await switchBooking("true");
    const closed = await publicCall(t.app, "POST", `${listings()}/${f.cabin}/stay-requests`, {
      payload: stayBody({ from: "2033-08-01", to: "2033-08-02" }),
    });
    expect(closed.statusCode).toBe(422);
    expect(closed.json().message).toBe("This chalet is not taking booking requests right now");
    const shown = await publicCall(t.app, "GET", `${listings()}/${f.cabin}`);
    expect(shown.json().data.booking_enabled).toBe(false);
    await switchBooking("false");
    // The listing's own Disable Ordering switch closes that listing alone.
    await t.app.db.updateTable("items").set({ disable_ordering: 1 }).where("id", "=", f.cabin).execute();
    const listingClosed = await publicCall(t.app, "POST", `${listings()}/${f.cabin}/stay-requests`, {
      payload: stayBody({ from: "2033-08-01", to: "2033-08-02" }),
      locale: "ar",
    });
    expect(listingClosed.statusCode).toBe(422);
    expect(listingClosed.json().message).toBe("هذا الشاليه لا يستقبل طلبات الحجز حاليًا");
    expect((await publicCall(t.app, "GET", `${listings()}/${f.villa}`)).json().data.booking_enabled).toBe(
      true,
    );
    await t.app.db.updateTable("items").set({ disable_ordering: 0 }).where("id", "=", f.cabin).execute();
    const open = await publicCall(t.app, "POST", `${listings()}/${f.cabin}/stay-requests`, {
      payload: stayBody({ from: "2033-08-01", to: "2033-08-02" }),
    });
    expect(open.statusCode, open.body).toBe(201);
  });
});
