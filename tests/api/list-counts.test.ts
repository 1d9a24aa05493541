import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, lowerCountCap, type TestApp } from "./helpers";
import { call, demo, orderRow, type Demo } from "./operations-fixtures";

// Lists count at most a capped number of matching rows (DESIGN §9). The cap is lowered so a few rows reach it.
const CAP = 25;
const ROWS = 60;

let t: TestApp;
let d: Demo;
let restoreCap: (() => void) | undefined;

const ordersUrl = (query: string) =>
  `business/${d.restaurant.id}/branches/${d.restaurant.branches[1]}/orders?${query}`;

beforeAll(async () => {
  restoreCap = lowerCountCap(CAP);
  t = await buildTestApp();
  d = await demo(t.app);
  // The demo's second restaurant branch gets known orders: ROWS accepted ones and 3 rejected ones, a minute apart.
  const branchId = d.restaurant.branches[1];
  await t.app.db.deleteFrom("orders").where("branch_id", "=", branchId).execute();
  const start = Date.parse("2031-01-01T00:00:00.000Z");
  const rows = Array.from({ length: ROWS + 3 }, (_, i) => {
    const at = new Date(start + i * 60_000).toISOString();
    return orderRow({
      business_id: d.restaurant.id,
      branch_id: branchId,
      number: i + 1,
      status: i < ROWS ? "accepted" : "rejected",
      created_at: at,
    });
  });
  await t.app.db.insertInto("orders").values(rows).execute();
});

afterAll(async () => {
  await t?.close();
  restoreCap?.();
});

const list = async (query: string) => {
  const response = await call(t.app, d.tokens.owner, "GET", ordersUrl(query));
  expect(response.statusCode).toBe(200);
  return response.json() as {
    data: { id: number; number: number; status: string; currency: string }[];
    total: number;
    total_capped: boolean;
    current_page: number;
    per_page: number;
    last_page: number;
  };
};

describe("list totals", () => {
  it("caps the total of a large result and says so, keeping the list shape", async () => {
    const page = await list("status=accepted&per_page=10");
    expect(page).toMatchObject({
      total: CAP,
      total_capped: true,
      current_page: 1,
      per_page: 10,
      last_page: 3,
    });
    // Newest first, with the joined currency still on every row.
    expect(page.data.map((o) => o.number)).toEqual(Array.from({ length: 10 }, (_, i) => ROWS - i));
    expect(page.data.every((o) => o.currency === page.data[0].currency && o.currency.length > 0)).toBe(true);
  });

  it("serves page 2 after page 1, without overlap", async () => {
    const first = await list("status=accepted&per_page=10&page=1");
    const second = await list("status=accepted&per_page=10&page=2");
    expect(second).toMatchObject({ current_page: 2, total: CAP, total_capped: true });
    expect(second.data.map((o) => o.number)).toEqual(Array.from({ length: 10 }, (_, i) => ROWS - 10 - i));
    expect(second.data.some((o) => first.data.some((f) => f.id === o.id))).toBe(false);
  });

  it("counts past the cap for a page beyond it, so the next page stays reachable", async () => {
    const deep = await list("status=accepted&per_page=10&page=4");
    expect(deep.data).toHaveLength(10);
    expect(deep).toMatchObject({ total: 40, total_capped: true, last_page: 4 });
    const last = await list("status=accepted&per_page=10&page=6");
    expect(last.data.map((o) => o.number)).toEqual(Array.from({ length: 10 }, (_, i) => 10 - i));
    expect(last).toMatchObject({ total: ROWS, total_capped: false, last_page: 6 });
    const beyond = await list("status=accepted&per_page=10&page=9");
    expect(beyond).toMatchObject({ data: [], total: ROWS, total_capped: false, last_page: 6 });
  });

  it("keeps small totals exact, with or without a count", async () => {
    expect(await list("status=rejected")).toMatchObject({ total: 3, total_capped: false, last_page: 1 });
    // A full page exactly as large as the result: counted, and exact.
    expect(await list("status=rejected&per_page=3")).toMatchObject({
      total: 3,
      total_capped: false,
      last_page: 1,
    });
    expect(await list("status=rejected&per_page=2&page=2")).toMatchObject({
      total: 3,
      total_capped: false,
      last_page: 2,
      data: [expect.objectContaining({ number: ROWS + 1 })],
    });
    expect(await list("status=delivered")).toMatchObject({
      data: [],
      total: 0,
      total_capped: false,
      last_page: 1,
    });
  });

  it("caps the unfiltered list and the other lists the same way", async () => {
    expect(await list("per_page=5")).toMatchObject({ total: CAP, total_capped: true, last_page: 5 });
    const notifications = await call(t.app, d.tokens.owner, "GET", "users/notifications?per_page=1");
    expect(notifications.statusCode).toBe(200);
    const body = notifications.json();
    expect(typeof body.total_capped).toBe("boolean");
    expect(body.total).toBeLessThanOrEqual(CAP);
  });
});
