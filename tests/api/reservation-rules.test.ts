import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, localDateOf } from "../../src/domain/zoned-time";
import { buildTestApp, type TestApp } from "./helpers";
import { call, category, configure, demo, listing, type Demo } from "./operations-fixtures";

// The rules availability applies hold on create and update too, for bookings made through any branch of the
// business. Dates are in 2033 (far from the demo's stays), except the ones about "now", taken from the clock.
let t: TestApp;
let d: Demo;
let villa: number;

beforeAll(async () => {
  t = await buildTestApp();
  d = await demo(t.app);
  const chalets = await category(t.app, d.chalet.id, d.chalet.menu, "Rule chalets", "شاليهات القواعد");
  villa = await listing(t.app, d.chalet.id, chalets, {
    en: "Rule Villa",
    ar: "فيلا القواعد",
    units: 1,
    weekdays: 50_000,
  });
  await configure(t.app, d.chalet.id, {
    timezone: "Asia/Kuwait",
    check_in_at: "14:00",
    check_out_at: "12:00",
    RESERVATIONS_MARGIN: "0",
  });
});
afterAll(() => t.close());

const url = (branch = 0) => `business/${d.chalet.id}/branches/${d.chalet.branches[branch]}/reservations`;
const stay = (from: string, to: string) => ({
  item_id: villa,
  unit: 1,
  from,
  to,
  customer: { name: "Noura", phone: "99887766" },
});
const post = (path: string, body: object, locale: "en" | "ar" = "en") =>
  call(t.app, d.tokens.owner, "POST", path, body, locale);
async function book(from: string, to: string, branch = 0) {
  const response = await post(url(branch), stay(from, to));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
}

describe("one listing, every branch", () => {
  it("shows a booking made through another branch as taken on this branch's availability and board", async () => {
    const other = await book("2033-01-10", "2033-01-14", 1);
    const free = (
      await call(
        t.app,
        d.tokens.owner,
        "GET",
        `${url(0)}/availability?item_id=${villa}&from=2033-01-08&to=2033-01-20`,
      )
    ).json().data.units[0].free;
    expect(free).toEqual([
      { from: "2033-01-08T11:00:00.000Z", to: "2033-01-10T11:00:00.000Z" },
      { from: "2033-01-14T09:00:00.000Z", to: "2033-01-20T09:00:00.000Z" },
    ]);
    const occupancy = await call(
      t.app,
      d.tokens.owner,
      "GET",
      `${url(0)}/occupancy?from=2033-01-01&to=2033-01-31`,
    );
    expect(occupancy.statusCode).toBe(200);
    expect(occupancy.json().data).toEqual([
      {
        id: other.id,
        branch_id: d.chalet.branches[1],
        item_id: villa,
        unit: 1,
        from: "2033-01-10T11:00:00.000Z",
        to: "2033-01-14T09:00:00.000Z",
        status: "pending",
      },
    ]);
    // The branch's own bookings are in its list, not in the occupancy of other branches.
    const own = await call(t.app, d.tokens.owner, "GET", `${url(1)}/occupancy?from=2033-01-01&to=2033-01-31`);
    expect(own.json().data.filter((r: { item_id: number }) => r.item_id === villa)).toEqual([]);
  });

  it("says the unit is already booked for the exact dates of another booking, in English and Arabic", async () => {
    const same = await post(url(0), stay("2033-01-10", "2033-01-14"));
    expect(same.statusCode).toBe(422);
    expect(same.json().errors.from).toEqual(["This unit is already booked for these dates"]);
    const ar = await post(url(0), stay("2033-01-11", "2033-01-13"), "ar");
    expect(ar.json().errors.from).toEqual(["هذه الوحدة محجوزة بالفعل في هذه التواريخ"]);
    const part = await post(url(0), stay("2033-01-12", "2033-01-16"));
    expect(part.json().errors.from).toEqual(["This unit is already reserved for part of these dates"]);
  });
});

describe("availability's rules on create and update", () => {
  it("refuses a stay inside a free period shorter than a day, which availability does not offer", async () => {
    await configure(t.app, d.chalet.id, { RESERVATIONS_MARGIN: "7200" });
    try {
      await book("2033-02-01", "2033-02-03");
      await book("2033-02-04", "2033-02-06");
      // Between 14:00 on the 3rd and 12:00 on the 4th (22 hours once the margins are kept): not offered.
      const gap = await post(url(0), stay("2033-02-03", "2033-02-04"));
      expect(gap.statusCode).toBe(422);
      expect(gap.json().errors.from).toEqual([
        "These dates fall in a free period shorter than 1 day, which is not offered for booking",
      ]);
      const gapAr = await post(url(0), stay("2033-02-03", "2033-02-04"), "ar");
      expect(gapAr.json().errors.from).toEqual([
        "تقع هذه التواريخ في فترة فارغة أقصر من يوم واحد، وهي غير متاحة للحجز",
      ]);
    } finally {
      await configure(t.app, d.chalet.id, { RESERVATIONS_MARGIN: "0" });
    }
  });

  it("refuses a stay that does not start at check-in time or end at check-out time", async () => {
    // 21.5 hours from 13:00 to 10:30 Kuwait time.
    const odd = await post(url(0), stay("2033-03-01T10:00:00Z", "2033-03-02T07:30:00Z"));
    expect(odd.statusCode).toBe(422);
    expect(odd.json().errors).toEqual({ from: ["Check-in is at 14:00"], to: ["Check-out is at 12:00"] });
    const ar = await post(url(0), stay("2033-03-01T10:00:00Z", "2033-03-02T09:00:00Z"), "ar");
    expect(ar.json().errors).toEqual({ from: ["موعد الدخول الساعة 14:00"] });
    // The same instants written in full are accepted.
    await book("2033-03-01T11:00:00Z", "2033-03-02T09:00:00Z");
  });

  it("refuses a new stay that starts before today, and moving one there", async () => {
    const today = localDateOf(new Date(), "Asia/Kuwait");
    const past = await post(url(0), stay(addDays(today, -3), addDays(today, -1)));
    expect(past.statusCode).toBe(422);
    expect(past.json().errors.from).toEqual(["A new reservation cannot start in the past"]);
    const pastAr = await post(url(0), stay(addDays(today, -3), addDays(today, -1)), "ar");
    expect(pastAr.json().errors.from).toEqual(["لا يمكن أن يبدأ حجز جديد في الماضي"]);
    const r = await book("2033-04-01", "2033-04-03");
    const moved = await post(`${url(0)}/${r.id}`, {
      updated_at: r.updated_at,
      from: addDays(today, -2),
      to: addDays(today, -1),
    });
    expect(moved.json().errors.from).toEqual(["A new reservation cannot start in the past"]);
  });

  it("completes a stay only once it has ended", async () => {
    const r = await book("2033-05-01", "2033-05-04");
    const early = await post(`${url(0)}/${r.id}`, { updated_at: r.updated_at, status: "completed" }, "ar");
    expect(early.statusCode).toBe(422);
    expect(early.json().errors.status).toEqual(["لا يمكن إكمال الحجز إلا بعد موعد خروجه في 2033-05-04"]);
    // The same stay, once its dates are behind us, can be completed.
    await t.app.db
      .updateTable("reservations")
      .set({ from: "2026-02-01T11:00:00.000Z", to: "2026-02-04T09:00:00.000Z" })
      .where("id", "=", r.id)
      .execute();
    const done = await post(`${url(0)}/${r.id}`, { updated_at: r.updated_at, status: "completed" });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data.status).toBe("completed");
  });
});
