import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "./helpers";
import { call, category, demo, item, type Demo } from "./operations-fixtures";
import { addStaff } from "./people-helpers";

// The kitchen screen's read: the branch's accepted orders, oldest first, with their lines and addons; bumped
// through the orders' own status change; the business's age thresholds from its configuration.

let t: TestApp;
let d: Demo;
let branchId: number;
let soup: { id: number; addonIds: number[] };

const kitchen = (token = d.tokens.owner, business = d.restaurant.id, branch = branchId) =>
  call(t.app, token, "GET", `business/${business}/branches/${branch}/kitchen`);
const ordersUrl = () => `business/${d.restaurant.id}/branches/${branchId}/orders`;

async function place(name: string) {
  const placed = await call(t.app, d.tokens.owner, "POST", ordersUrl(), {
    type: "self_pickup",
    customer: { name },
    notes: `${name}: no onions`,
    lines: [{ item_id: soup.id, quantity: 2, addon_ids: [soup.addonIds[0]] }],
  });
  expect(placed.statusCode, placed.body).toBe(201);
  return placed.json().data as { id: number; number: number; updated_at: string };
}

async function move(order: { id: number; updated_at: string }, status: string) {
  const moved = await call(t.app, d.tokens.owner, "POST", `${ordersUrl()}/${order.id}`, {
    status,
    updated_at: order.updated_at,
  });
  expect(moved.statusCode, moved.body).toBe(200);
  return moved.json().data as { id: number; number: number; updated_at: string };
}

beforeAll(async () => {
  t = await buildTestApp();
  d = await demo(t.app);
  // A branch of its own: the screen holds exactly the orders written here.
  const branch = await call(t.app, d.tokens.owner, "POST", `business/${d.restaurant.id}/branches`, {
    locales: [
      { locale: "en", name: "Kitchen Branch" },
      { locale: "ar", name: "فرع المطبخ" },
    ],
  });
  branchId = branch.json().data.id;
  const soups = await category(t.app, d.restaurant.id, d.restaurant.menu);
  soup = await item(t.app, d.restaurant.id, soups, {
    en: "Kitchen soup",
    ar: "شوربة المطبخ",
    prices: [1500],
    addons: [250],
  });
});
afterAll(() => t.close());

describe("the kitchen screen", () => {
  it("lists accepted orders oldest first with their lines and addons, and drops a bumped one to its recall", async () => {
    const first = await move(await place("Ahmad"), "accepted");
    const pending = await place("Badr");
    const second = await move(await place("Dana"), "accepted");

    const before = (await kitchen()).json().data;
    expect(before.tickets.map((ticket: { id: number }) => ticket.id)).toEqual([first.id, second.id]);
    expect(before.tickets[0]).toMatchObject({
      number: first.number,
      status: "accepted",
      customer_name: "Ahmad",
      notes: "Ahmad: no onions",
      table: null,
      lines: [
        {
          quantity: 2,
          locales: expect.arrayContaining([{ locale: "ar", name: "شوربة المطبخ" }]),
          addons: [expect.arrayContaining([expect.objectContaining({ locale: "en" })])],
        },
      ],
    });
    expect(Date.parse(before.tickets[0].accepted_at)).toBeGreaterThanOrEqual(
      Date.parse(before.tickets[0].created_at),
    );
    expect(before.tickets.some((ticket: { id: number }) => ticket.id === pending.id)).toBe(false);
    expect(before.last_ready).toBeNull();

    await move(first, "ready");
    const after = (await kitchen()).json().data;
    expect(after.tickets.map((ticket: { id: number }) => ticket.id)).toEqual([second.id]);
    expect(after.last_ready).toMatchObject({ id: first.id, status: "ready" });
  });

  it("reads its age thresholds from the business configuration, refusing minutes out of range", async () => {
    expect((await kitchen()).json().data).toMatchObject({ amber_minutes: 10, red_minutes: 20 });
    const config = `business/${d.restaurant.id}/config`;
    const saved = await call(t.app, d.tokens.owner, "POST", config, {
      configurations: [
        { key: "kitchen_amber_minutes", value: "5" },
        { key: "kitchen_red_minutes", value: 12 },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await kitchen()).json().data).toMatchObject({ amber_minutes: 5, red_minutes: 12 });
    for (const value of ["0", "241", "soon"]) {
      const refused = await call(t.app, d.tokens.owner, "POST", config, {
        configurations: [{ key: "kitchen_amber_minutes", value }],
      });
      expect(refused.statusCode).toBe(422);
    }
    expect((await kitchen()).json().data.amber_minutes).toBe(5);
  });

  it("is the branch's: another business, staff without the orders of the branch and no session are refused", async () => {
    expect((await kitchen(d.tokens.other)).statusCode).toBe(404);
    // A new member of the business with no permission in this branch.
    const staff = await addStaff(
      t.app,
      d.tokens.owner,
      { business_id: d.restaurant.id, name: "New Cook", phone: "55512345" },
      "cook-pass-1234",
    );
    expect([403, 404]).toContain((await kitchen(staff.session)).statusCode);
    expect(
      (
        await t.app.inject({
          method: "GET",
          url: `/api/business/${d.restaurant.id}/branches/${branchId}/kitchen`,
        })
      ).statusCode,
    ).toBe(401);
  });
});
