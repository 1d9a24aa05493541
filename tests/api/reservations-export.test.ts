import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CSV_CHUNK_ROWS } from "../../server/shared/csv-stream";
import { parseCsv } from "./csv";
import { buildTestApp, type TestApp } from "./helpers";
import { call, category, configure, demo, listing, type Demo } from "./operations-fixtures";

// The reservations' Export streams from the server like the orders': every stay the list's filters select, in one
// request; headings and codes in the request's language; check-in, check-out and booking as local times.

let t: TestApp;
let d: Demo;
let branchId: number;
let villa: number;
const BULK = CSV_CHUNK_ROWS + 21;

const exportUrl = (query = "", businessId = d.chalet.id, branch = branchId) =>
  `business/${businessId}/branches/${branch}/reservations/export${query ? `?${query}` : ""}`;
const listUrl = () => `business/${d.chalet.id}/branches/${branchId}/reservations`;

beforeAll(async () => {
  t = await buildTestApp();
  d = await demo(t.app);
  await configure(t.app, d.chalet.id, {
    timezone: "Asia/Kuwait",
    check_in_at: "14:00",
    check_out_at: "12:00",
    RESERVATIONS_MARGIN: "0",
  });
  // A branch of its own, so the file holds exactly the stays written here.
  const branch = await call(t.app, d.tokens.owner, "POST", `business/${d.chalet.id}/branches`, {
    locales: [
      { locale: "en", name: "Export Coast" },
      { locale: "ar", name: "ساحل التصدير" },
    ],
  });
  expect(branch.statusCode).toBe(201);
  branchId = branch.json().data.id;
  const chalets = await category(t.app, d.chalet.id, d.chalet.menu, "Export chalets", "شاليهات التصدير");
  villa = await listing(t.app, d.chalet.id, chalets, {
    en: "Dune Villa",
    ar: "فيلا الكثبان",
    units: 2,
    weekdays: 40_000,
  });
  const book = async (from: string, to: string, name: string) => {
    const booked = await call(t.app, d.tokens.owner, "POST", listUrl(), {
      item_id: villa,
      unit: 1,
      from,
      to,
      customer: { name, phone: "99887766" },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    return booked.json().data as { id: number };
  };
  const paid = await book("2032-02-01", "2032-02-03", '=HYPERLINK("http://evil")');
  const payment = await call(t.app, d.tokens.owner, "POST", `${listUrl()}/${paid.id}/payments`, {
    amount: 30,
    method: "cash",
  });
  expect(payment.statusCode, payment.body).toBe(201);
  const canceled = await book("2032-03-01", "2032-03-02", "Canceled guest");
  expect(
    (await call(t.app, d.tokens.owner, "POST", `${listUrl()}/${canceled.id}/cancel`, {})).statusCode,
  ).toBe(200);
  // Many more on unit 2, written straight to the table from the first one: the file must cross chunks.
  const model = await t.app.db
    .selectFrom("reservations")
    .selectAll()
    .where("id", "=", paid.id)
    .executeTakeFirstOrThrow();
  const day = 86_400_000;
  const start = Date.UTC(2033, 0, 1, 11);
  const rows = Array.from({ length: BULK }, (_, i) => {
    const { id: _id, ...rest } = model;
    return {
      ...rest,
      unit: 2,
      from: new Date(start + i * day).toISOString(),
      to: new Date(start + (i + 1) * day - 2 * 3_600_000).toISOString(),
      nights: 1,
      paid: 0,
      payment_state: "not_paid",
      status: "pending",
      customer_name: `Guest ${i}`,
    };
  });
  for (let i = 0; i < rows.length; i += 200)
    await t.app.db
      .insertInto("reservations")
      .values(rows.slice(i, i + 200))
      .execute();
});
afterAll(() => t.close());

describe("reservations export", () => {
  it("streams every stay of the branch in one request, local check-in and check-out, the zone named", async () => {
    const response = await call(t.app, d.tokens.owner, "GET", exportUrl());
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/csv/);
    expect(response.headers["content-disposition"]).toMatch(/attachment; filename="reservations-\d+\.csv"/);
    expect(response.body.startsWith("\uFEFF")).toBe(true);
    const [headings, ...rows] = parseCsv(response.body.slice(1));
    expect(headings.slice(0, 5)).toEqual([
      "Reservation",
      "Listing",
      "Unit",
      "Check-in (Asia/Kuwait)",
      "Check-out (Asia/Kuwait)",
    ]);
    expect(new Set(headings).size).toBe(headings.length);
    expect(rows).toHaveLength(BULK + 2);
    expect(new Set(rows.map((row) => row[0])).size).toBe(BULK + 2);
    const first = rows.find((row) => row[7] === "Guest 0")!;
    // 11:00 UTC is 14:00 in Kuwait, the business's check-in time.
    expect(first.slice(1, 6)).toEqual(["Dune Villa", "Unit B", "2033-01-01 14:00", "2033-01-02 12:00", "1"]);
  });

  it("writes codes and money as a person reads them, what a canceled stay kept, formulas neutralised", async () => {
    const [, ...rows] = parseCsv((await call(t.app, d.tokens.owner, "GET", exportUrl())).body.slice(1));
    const paid = rows.find((row) => row[7].includes("HYPERLINK"))!;
    expect(paid[7]).toBe('\'=HYPERLINK("http://evil")');
    expect(paid[6]).toBe("Pending");
    expect(paid.slice(10, 15)).toEqual(["80.000", "30.000", "50.000", "KWD", "Partially paid"]);
    const canceled = rows.find((row) => row[7] === "Canceled guest")!;
    // A canceled stay owes nothing.
    expect([canceled[6], canceled[12]]).toEqual(["Canceled", "0.000"]);
  });

  it("applies the list's filters and writes Arabic headings and codes in Arabic", async () => {
    const response = await call(t.app, d.tokens.owner, "GET", exportUrl("status=canceled"), undefined, "ar");
    const [headings, ...rows] = parseCsv(response.body.slice(1));
    expect(headings.slice(0, 4)).toEqual(["الحجز", "العقار", "الوحدة", "تسجيل الدخول (Asia/Kuwait)"]);
    expect(rows).toHaveLength(1);
    expect(rows[0].slice(1, 2)).toEqual(["فيلا الكثبان"]);
    expect(rows[0][6]).toBe("ملغي");
    // The same filters on the list count the same stays: a period selects the stays under way in it.
    const period = "from=2033-01-10&to=2033-01-19&q=Guest";
    const list = await call(t.app, d.tokens.owner, "GET", `${listUrl()}?${period}&per_page=1`);
    const file = parseCsv((await call(t.app, d.tokens.owner, "GET", exportUrl(period))).body.slice(1));
    expect(file.length - 1).toBe(list.json().total);
    // Ten local days; the stay checking out on the first of them (9th 14:00 → 10th 12:00) is under way in it too.
    expect(file.length - 1).toBe(11);
  });

  it("refuses another business, a branch out of sight, a bad filter and staff without the area", async () => {
    expect((await call(t.app, d.tokens.other, "GET", exportUrl())).statusCode).toBe(404);
    const bad = await call(t.app, d.tokens.owner, "GET", exportUrl("payment_state=lost"));
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.payment_state).toBeDefined();
    expect((await t.app.inject({ method: "GET", url: `/api/${exportUrl()}` })).statusCode).toBe(401);
  });
});
