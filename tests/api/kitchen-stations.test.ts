import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "./helpers";
import { call, category, demo, item, type Demo, type ItemFixture } from "./operations-fixtures";

// Kitchen stations: the owner names them and gives each its categories in the configuration; a station's screen
// holds only its lines (a subcategory's too), and only the tickets that have any; the pass holds everything.

let t: TestApp;
let d: Demo;
let branchId: number;
let grillCategory: number;
let kebab: ItemFixture;
let mixedGrill: ItemFixture;
let lemonade: ItemFixture;

const kitchen = (query = "", locale: "en" | "ar" = "en") =>
  call(
    t.app,
    d.tokens.owner,
    "GET",
    `business/${d.restaurant.id}/branches/${branchId}/kitchen${query}`,
    undefined,
    locale,
  );
const ordersUrl = () => `business/${d.restaurant.id}/branches/${branchId}/orders`;
const names = (ticket: { lines: { locales: { locale: string; name: string }[] }[] }) =>
  ticket.lines.map((line) => line.locales.find((l) => l.locale === "en")!.name);

async function accepted(lines: object[]) {
  const placed = await call(t.app, d.tokens.owner, "POST", ordersUrl(), { type: "self_pickup", lines });
  expect(placed.statusCode, placed.body).toBe(201);
  const order = placed.json().data;
  const moved = await call(t.app, d.tokens.owner, "POST", `${ordersUrl()}/${order.id}`, {
    status: "accepted",
    updated_at: order.updated_at,
  });
  expect(moved.statusCode, moved.body).toBe(200);
  return order.id as number;
}

beforeAll(async () => {
  t = await buildTestApp();
  d = await demo(t.app);
  const branch = await call(t.app, d.tokens.owner, "POST", `business/${d.restaurant.id}/branches`, {
    locales: [
      { locale: "en", name: "Stations Branch" },
      { locale: "ar", name: "فرع المحطات" },
    ],
  });
  branchId = branch.json().data.id;
  grillCategory = await category(t.app, d.restaurant.id, d.restaurant.menu, "Grill", "مشاوي");
  const platters = await category(t.app, d.restaurant.id, d.restaurant.menu, "Platters", "أطباق");
  await t.app.db
    .updateTable("categories")
    .set({ parent_id: grillCategory })
    .where("id", "=", platters)
    .execute();
  const drinks = await category(t.app, d.restaurant.id, d.restaurant.menu, "Drinks", "مشروبات");
  kebab = await item(t.app, d.restaurant.id, grillCategory, { en: "Kebab", ar: "كباب", prices: [2500] });
  mixedGrill = await item(t.app, d.restaurant.id, platters, {
    en: "Mixed grill",
    ar: "مشاوي مشكلة",
    prices: [5000],
  });
  lemonade = await item(t.app, d.restaurant.id, drinks, { en: "Lemonade", ar: "ليمونادة", prices: [800] });
  const saved = await call(t.app, d.tokens.owner, "POST", `business/${d.restaurant.id}/config`, {
    configurations: [
      {
        key: "kitchen_stations",
        value: JSON.stringify([
          { id: "grill", en: "Grill", ar: "الشواية", categories: [grillCategory] },
          { id: "drinks", en: "Drinks", ar: "المشروبات", categories: [drinks] },
        ]),
      },
    ],
  });
  expect(saved.statusCode, saved.body).toBe(200);
});
afterAll(() => t?.close());

describe("kitchen stations", () => {
  it("shows a station only its lines, hides tickets without any, and the pass everything", async () => {
    const both = await accepted([
      { item_id: kebab.id, quantity: 2 },
      { item_id: lemonade.id, quantity: 1 },
      { item_id: mixedGrill.id, quantity: 1 },
    ]);
    const drinksOnly = await accepted([{ item_id: lemonade.id, quantity: 3 }]);

    const pass = (await kitchen()).json().data;
    expect(pass.station).toBeNull();
    expect(pass.stations).toEqual([
      { id: "grill", en: "Grill", ar: "الشواية" },
      { id: "drinks", en: "Drinks", ar: "المشروبات" },
    ]);
    expect(pass.tickets.map((x: { id: number }) => x.id)).toEqual([both, drinksOnly]);
    expect(names(pass.tickets[0])).toEqual(["Kebab", "Lemonade", "Mixed grill"]);

    const grill = (await kitchen("?station=grill")).json().data;
    expect(grill.station).toBe("grill");
    expect(grill.tickets.map((x: { id: number }) => x.id)).toEqual([both]);
    // The subcategory's platter goes with its parent's station.
    expect(names(grill.tickets[0])).toEqual(["Kebab", "Mixed grill"]);

    const drinks = (await kitchen("?station=drinks")).json().data;
    expect(drinks.tickets.map((x: { id: number }) => x.id)).toEqual([both, drinksOnly]);
    expect(drinks.tickets.map(names)).toEqual([["Lemonade"], ["Lemonade"]]);
  });

  it("refuses a station the configuration does not name, in both languages", async () => {
    const en = await kitchen("?station=pastry");
    const ar = await kitchen("?station=pastry", "ar");
    expect([en.statusCode, ar.statusCode]).toEqual([422, 422]);
    expect(en.json().errors.station).toEqual(["There is no such station"]);
    expect(ar.json().errors.station).toEqual(["لا توجد محطة بهذا الاسم"]);
  });

  it("keeps the configuration's stations to their shape", async () => {
    const config = `business/${d.restaurant.id}/config`;
    for (const value of [
      "not json",
      JSON.stringify([{ id: "grill", en: "Grill", categories: [] }]),
      JSON.stringify([{ id: "Grill Station", en: "Grill", ar: "الشواية", categories: [] }]),
      JSON.stringify([
        { id: "a", en: "A", ar: "أ", categories: [] },
        { id: "a", en: "B", ar: "ب", categories: [] },
      ]),
      JSON.stringify([{ id: "a", en: "A", ar: "أ", categories: ["x"] }]),
    ]) {
      const refused = await call(t.app, d.tokens.owner, "POST", config, {
        configurations: [{ key: "kitchen_stations", value }],
      });
      expect(refused.statusCode, value).toBe(422);
      expect(Object.keys(refused.json().errors)).toEqual(["configurations.kitchen_stations"]);
    }
    expect((await kitchen()).json().data.stations).toHaveLength(2);
  });
});
