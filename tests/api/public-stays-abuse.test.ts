import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  PUBLIC_BODY_MAX_BYTES,
  PUBLIC_STAY_REQUESTS_PER_ADDRESS,
  PUBLIC_STAY_REQUESTS_PER_PHONE,
} from "../../src/domain/constants";
import { buildTestApp, type TestApp } from "./helpers";
import { demo, type Demo } from "./operations-fixtures";
import {
  nextAddress,
  nextPhone,
  publicCall,
  staysFixture,
  stayBody,
  type StaysFixture,
} from "./public-stays-fixtures";

// Customers racing for one night, retries, floods and bad input at the public stay requests: exactly one booking
// per night, limits per address and per phone, field messages in the customer's language, nothing half-written.

let t: TestApp;
let d: Demo;
let f: StaysFixture;
beforeAll(async () => {
  t = await buildTestApp();
  d = await demo(t.app);
  f = await staysFixture(t.app, d);
});
afterAll(() => t.close());

const requests = (listing: number, slug = f.chaletSlug) =>
  `branches/${slug}/listings/${listing}/stay-requests`;
const cabinRows = (from: string) =>
  t.app.db
    .selectFrom("reservations")
    .select("id")
    .where("item_id", "=", f.cabin)
    .where("from", "like", `${from}%`)
    .execute();

/** Row counts of what a stay request writes. */
async function written() {
  const count = async (
    table: "reservations" | "public_stay_requests" | "public_stay_tokens" | "audits" | "notifications",
  ) =>
    Number(
      (
        await t.app.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as("n"))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    reservations: await count("reservations"),
    requests: await count("public_stay_requests"),
    tokens: await count("public_stay_tokens"),
    audits: await count("audits"),
    notifications: await count("notifications"),
  };
}

describe("customers racing for one night", () => {
  it("gives the night to exactly 1 of 50 simultaneous requests", async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        publicCall(t.app, "POST", requests(f.cabin), {
          payload: stayBody({
            from: "2034-02-03",
            to: "2034-02-04",
            customer: { name: `Guest ${i}`, phone: nextPhone() },
          }),
        }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 422)).toHaveLength(49);
    expect(await cabinRows("2034-02-03")).toHaveLength(1);
    expect(await t.app.db.selectFrom("public_stay_requests").select("id").execute()).toHaveLength(1);
  });

  it("answers 20 simultaneous retries of one submit with one reservation", async () => {
    const body = stayBody({ from: "2034-03-03", to: "2034-03-05" });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        publicCall(t.app, "POST", requests(f.cabin), {
          payload: body,
          headers: { "idempotency-key": "same-tap" },
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort((a, b) => a - b)).toEqual([...Array(19).fill(200), 201]);
    expect(new Set(answers.map((a) => a.json().data.number)).size).toBe(1);
    expect(await cabinRows("2034-03-03")).toHaveLength(1);
  });
});

describe("rate limits", () => {
  it(`refuses a phone's request past ${PUBLIC_STAY_REQUESTS_PER_PHONE} in the window, from any address`, async () => {
    const phone = nextPhone();
    const statuses: number[] = [];
    for (let i = 0; i <= PUBLIC_STAY_REQUESTS_PER_PHONE; i++) {
      const night = `2034-04-${String(10 + 2 * i).padStart(2, "0")}`;
      const to = `2034-04-${String(11 + 2 * i).padStart(2, "0")}`;
      const response = await publicCall(t.app, "POST", requests(f.cabin), {
        // The same number written another way is the same customer.
        payload: stayBody({
          from: night,
          to,
          customer: { name: "Sara", phone: i % 2 ? `+965 ${phone}` : phone },
        }),
        locale: "ar",
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) {
        expect(response.json().message).toMatch(/^طلبات حجز كثيرة جدًا/);
        expect(Number(response.headers["retry-after"])).toBeGreaterThan(0);
      }
    }
    expect(statuses).toEqual([...Array(PUBLIC_STAY_REQUESTS_PER_PHONE).fill(201), 429]);
  });

  it(`refuses an address's request past ${PUBLIC_STAY_REQUESTS_PER_ADDRESS} in the window, whatever the phone`, async () => {
    const address = nextAddress();
    const statuses: number[] = [];
    for (let i = 0; i <= PUBLIC_STAY_REQUESTS_PER_ADDRESS; i++) {
      // Refused requests count too (a night in the past here): a flood of bad requests is still a flood.
      const response = await publicCall(t.app, "POST", requests(f.cabin), {
        payload: stayBody({ from: "2020-01-01", to: "2020-01-02" }),
        address,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([...Array(PUBLIC_STAY_REQUESTS_PER_ADDRESS).fill(422), 429]);
    const other = await publicCall(t.app, "POST", requests(f.cabin), {
      payload: stayBody({ from: "2020-01-01", to: "2020-01-02" }),
    });
    expect(other.statusCode).toBe(422);
  });
});

describe("bad input", () => {
  const refusal = async (payload: object | string, locale: string, headers: Record<string, string> = {}) => {
    const before = await written();
    const response = await publicCall(t.app, "POST", requests(f.cabin), { payload, locale, headers });
    expect(await written()).toEqual(before);
    return response;
  };

  it("answers field messages in English and Arabic, and writes nothing", async () => {
    const cases: [object, string, string, string][] = [
      [{ from: "2034-02-30" }, "from", "Please enter a valid date", "يرجى إدخال تاريخ صالح"],
      [{ from: "03/05/2034" }, "from", "Enter a date as YYYY-MM-DD", "أدخل التاريخ بالصيغة YYYY-MM-DD"],
      [
        { from: "2034-05-05", to: "2034-05-05" },
        "to",
        "The end date must be after the start date",
        "يجب أن يكون تاريخ النهاية بعد تاريخ البداية",
      ],
      [{ from: "2020-05-05", to: "2020-05-06" }, "from", "A new reservation cannot start in the past", ""],
      [
        { customer: { name: "Ali", phone: "12345" } },
        "customer.phone",
        "must be a valid phone number",
        "يجب أن يكون رقم هاتف صالحًا",
      ],
      [{ customer: { name: "  ", phone: "99887766" } }, "customer.name", "Name is required", "الاسم مطلوب"],
      [{ guests: 0 }, "guests", "Enter the number of guests: at least 1", "أدخل عدد الضيوف: 1 على الأقل"],
      [{ guests: 51 }, "guests", "At most 50 guests", "50 ضيفًا على الأكثر"],
      [{ unit: 2 }, "unit", "Choose a unit from 1 to 1", "اختر وحدة من 1 إلى 1"],
    ];
    for (const [change, field, en, ar] of cases) {
      const body = stayBody({ from: "2034-06-01", to: "2034-06-02", ...change });
      const english = await refusal(body, "en");
      expect(english.statusCode, JSON.stringify(change)).toBe(422);
      expect(english.json().errors[field], JSON.stringify(change)).toEqual([en]);
      const arabic = await refusal(body, "ar");
      expect(arabic.statusCode).toBe(422);
      if (ar) expect(arabic.json().errors[field], JSON.stringify(change)).toEqual([ar]);
      expect(arabic.json().message).toMatch(/[\u0600-\u06FF]/);
    }
  });

  it("accepts Kuwaiti and international phones, stored in one form", async () => {
    const phones = [
      ["99776655", "+96599776655"],
      ["+965 9977 6656", "+96599776656"],
      ["+1 415 555 2671", "+14155552671"],
    ];
    for (const [i, [phone, stored]] of phones.entries()) {
      const from = `2034-07-${String(1 + 3 * i).padStart(2, "0")}`;
      const to = `2034-07-${String(2 + 3 * i).padStart(2, "0")}`;
      const response = await publicCall(t.app, "POST", requests(f.cabin), {
        payload: stayBody({ from, to, customer: { name: "Reem", phone } }),
      });
      expect(response.statusCode, response.body).toBe(201);
      const row = await t.app.db
        .selectFrom("reservations")
        .select("customer_phone")
        .where("id", "=", response.json().data.number)
        .executeTakeFirstOrThrow();
      expect(row.customer_phone).toBe(stored);
    }
  });

  it("refuses a body past the bound (413), a bad Idempotency-Key and broken JSON", async () => {
    const huge = await refusal(JSON.stringify(stayBody({ notes: "x".repeat(PUBLIC_BODY_MAX_BYTES) })), "ar", {
      "content-type": "application/json",
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toMatch(/[\u0600-\u06FF]/);
    const key = await refusal(stayBody({ from: "2034-08-01", to: "2034-08-02" }), "en", {
      "idempotency-key": "x".repeat(200),
    });
    expect(key.statusCode).toBe(422);
    expect(key.json().errors).toEqual({
      "idempotency-key": ["The Idempotency-Key header must be a short code of visible characters"],
    });
    const broken = await refusal('{"from":', "en", { "content-type": "application/json" });
    expect(broken.statusCode).toBe(400);
  });

  it("refuses a restaurant's slug and another business's listing with 404 on every route", async () => {
    const otherChalet = await t.app.db
      .selectFrom("items")
      .select("id")
      .where("business_id", "=", d.restaurant.id)
      .executeTakeFirstOrThrow();
    const body = stayBody({ from: "2034-09-01", to: "2034-09-02" });
    const quote = { from: "2034-09-01", to: "2034-09-02", guests: 2 };
    const calls: [string, object | undefined, string][] = [
      [
        `branches/${f.restaurantSlug}/listings/${f.cabin}/stay-requests`,
        body,
        "No chalet business is found at this address",
      ],
      [
        `branches/${f.restaurantSlug}/listings/${f.cabin}/quote`,
        quote,
        "No chalet business is found at this address",
      ],
      [
        `branches/${f.restaurantSlug}/listings/${f.cabin}/availability`,
        undefined,
        "No chalet business is found at this address",
      ],
      [requests(otherChalet.id), body, "This chalet is not found"],
      [`branches/${f.chaletSlug}/listings/${otherChalet.id}/quote`, quote, "This chalet is not found"],
      [`branches/${f.chaletSlug}/listings/${f.hidden}/quote`, quote, "This chalet is not found"],
      [
        `branches/${f.chaletSlug}/listings/${otherChalet.id}/availability`,
        undefined,
        "This chalet is not found",
      ],
    ];
    const before = await written();
    for (const [url, payload, message] of calls) {
      const response = await publicCall(t.app, payload ? "POST" : "GET", url, payload ? { payload } : {});
      expect(response.statusCode, url).toBe(404);
      expect(response.json().message, url).toBe(message);
    }
    expect(await written()).toEqual(before);
  });
});
