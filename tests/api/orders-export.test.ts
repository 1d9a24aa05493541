import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CSV_CHUNK_ROWS } from "../../server/shared/csv-stream";
import { localDateTimeText } from "../../src/domain/csv";
import { wallClock } from "../../src/domain/zoned-time";
import { parseCsv as parse } from "./csv";
import { buildTestApp, type TestApp } from "./helpers";
import { call, category, configure, demo, item, orderRow, type Demo } from "./operations-fixtures";

// The orders' Export streams from the server: every order the list's filters select, in one request, read a chunk
// at a time; headings and codes in the request's language, local times in the business's zone.

let t: TestApp;
let d: Demo;
let branchId: number;
const BULK = CSV_CHUNK_ROWS * 2 + 37;

const exportUrl = (query = "", businessId = d.restaurant.id, branch = branchId) =>
  `business/${businessId}/branches/${branch}/orders/export${query ? `?${query}` : ""}`;

beforeAll(async () => {
  t = await buildTestApp();
  d = await demo(t.app);
  await configure(t.app, d.restaurant.id, { timezone: "Asia/Kuwait" });
  // A branch of its own, so the file holds exactly the orders written here.
  const branch = await call(t.app, d.tokens.owner, "POST", `business/${d.restaurant.id}/branches`, {
    locales: [
      { locale: "en", name: "Export Branch" },
      { locale: "ar", name: "فرع التصدير" },
    ],
  });
  expect(branch.statusCode).toBe(201);
  branchId = branch.json().data.id;
  const soups = await category(t.app, d.restaurant.id, d.restaurant.menu);
  const soup = await item(t.app, d.restaurant.id, soups, {
    en: "Lentil soup",
    ar: "شوربة عدس",
    prices: [1250],
  });
  const placed = await call(
    t.app,
    d.tokens.owner,
    "POST",
    `business/${d.restaurant.id}/branches/${branchId}/orders`,
    {
      type: "delivery",
      customer: { name: '=HYPERLINK("http://evil")', phone: "51234567", address: "Block 4, Street 2" },
      lines: [{ item_id: soup.id, quantity: 2 }],
    },
  );
  expect(placed.statusCode).toBe(201);
  // Many more, written straight to the table: the file must cross several chunks.
  const rows = Array.from({ length: BULK }, (_, i) =>
    orderRow({
      business_id: d.restaurant.id,
      branch_id: branchId,
      number: 1000 + i,
      status: i % 3 === 0 ? "delivered" : "pending",
      created_at: new Date(Date.UTC(2026, 10, 1, 20, 30) + i * 60_000).toISOString(),
      customer_name: `Guest ${i}`,
    }),
  );
  for (let i = 0; i < rows.length; i += 500)
    await t.app.db
      .insertInto("orders")
      .values(rows.slice(i, i + 500))
      .execute();
});
afterAll(() => t.close());

describe("orders export", () => {
  it("streams every order of the branch in one request, with headings in English and the zone named", async () => {
    const response = await call(t.app, d.tokens.owner, "GET", exportUrl());
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/csv/);
    expect(response.headers["content-disposition"]).toMatch(/attachment; filename="orders-\d+\.csv"/);
    expect(response.body.startsWith("\uFEFF")).toBe(true);
    const [headings, ...rows] = parse(response.body.slice(1));
    expect(headings.slice(0, 5)).toEqual([
      "Order",
      "Placed (Asia/Kuwait)",
      "Status",
      "Type",
      "Customer · Name",
    ]);
    expect(new Set(headings).size).toBe(headings.length);
    expect(rows).toHaveLength(BULK + 1);
    // Oldest first, each order once.
    expect(new Set(rows.map((row) => row[0])).size).toBe(BULK + 1);
    const bulk = rows.filter((row) => row[4].startsWith("Guest "));
    expect(bulk[0][1]).toBe("2026-11-01 23:30");
    expect(bulk[1][1]).toBe(localDateTimeText(wallClock(Date.UTC(2026, 10, 1, 20, 31), "Asia/Kuwait")));
  });

  it("writes codes, lines and money as a person reads them, formulas neutralised", async () => {
    const [, ...rows] = parse((await call(t.app, d.tokens.owner, "GET", exportUrl())).body.slice(1));
    const placed = rows.find((row) => row[4].includes("HYPERLINK"))!;
    expect(placed[4]).toBe('\'=HYPERLINK("http://evil")');
    expect(placed.slice(2, 4)).toEqual(["Pending", "Delivery"]);
    expect(placed[6]).toBe("Block 4, Street 2");
    expect(placed[8]).toBe("2 × Lentil soup");
    expect(placed[13]).toMatch(/^\d+\.\d{3}$/);
    expect(placed.slice(14)).toEqual(["KWD", "Cash", "Not paid"]);
  });

  it("applies the list's filters and writes Arabic headings and codes in Arabic", async () => {
    const response = await call(
      t.app,
      d.tokens.owner,
      "GET",
      exportUrl("status=delivered&q=Guest"),
      undefined,
      "ar",
    );
    const [headings, ...rows] = parse(response.body.slice(1));
    expect(headings.slice(0, 3)).toEqual(["الطلب", "وقت الطلب (Asia/Kuwait)", "الحالة"]);
    const delivered = Math.ceil(BULK / 3);
    expect(rows).toHaveLength(delivered);
    expect(new Set(rows.map((row) => row[2]))).toEqual(new Set(["تم التسليم"]));
    // The same filters on the list count the same orders.
    const list = await call(
      t.app,
      d.tokens.owner,
      "GET",
      `business/${d.restaurant.id}/branches/${branchId}/orders?status=delivered&q=Guest&per_page=1`,
    );
    expect(list.json().total).toBe(delivered);
    const day = await call(t.app, d.tokens.owner, "GET", exportUrl("from=2026-11-01&to=2026-11-01"));
    // 20:30 UTC on 1 November is 23:30 in Kuwait: only the first 30 minutes' orders fall on that local day.
    expect(parse(day.body.slice(1))).toHaveLength(1 + 30);
  });

  it("refuses another business, a branch out of sight and a bad filter, and needs a session", async () => {
    expect((await call(t.app, d.tokens.other, "GET", exportUrl())).statusCode).toBe(404);
    const bad = await call(t.app, d.tokens.owner, "GET", exportUrl("status=lost"));
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.status).toBeDefined();
    expect((await t.app.inject({ method: "GET", url: `/api/${exportUrl()}` })).statusCode).toBe(401);
  });
});
