import type { FastifyInstance } from "fastify";
import { buildTestApp, userBusinesses, type TestApp } from "./helpers";
import { call, captureLive, category, demo, item, type Demo, type ItemFixture } from "./operations-fixtures";

// Fixtures of the public API tests: the demo restaurant's two branches by slug, a test category of known items
// (visible, hidden, sold out, ordering disabled, another business's), switches cleared so the branch is open, and
// the tables' QR tokens as the dashboard lists them.

export interface PublicFixture {
  t: TestApp;
  d: Demo;
  live: ReturnType<typeof captureLive>;
  slugs: string[];
  shawarma: ItemFixture;
  tea: ItemFixture;
  hidden: ItemFixture;
  soldOut: ItemFixture;
  disabled: ItemFixture;
  foreign: ItemFixture;
  /** QR tokens of a table of each branch */
  tableTokens: { table_id: number; token: string }[];
}

/** Generous limits per app: each test sets its own address and phone, and the limits' own tests lower them. */
export const TEST_LIMITS = {
  ordersPerAddress: 4,
  ordersPerPhone: 3,
  orderWindowMs: 60_000,
  waiterCallsPerTable: 1,
  waiterCallsPerAddress: 100,
  waiterCallWindowMs: 60_000,
};

export async function publicFixture(): Promise<PublicFixture> {
  const t = await buildTestApp({ config: { publicRateLimit: TEST_LIMITS } });
  const d = await demo(t.app);
  const live = captureLive(t.app);
  const mine = await userBusinesses(t.app, d.tokens.owner);
  const restaurant = mine.find((b) => b.id === d.restaurant.id)!;
  const slugs = d.restaurant.branches.map((id) => restaurant.branches.find((b) => b.id === id)!.slug);
  const dishes = await category(t.app, d.restaurant.id, d.restaurant.menu, "Front door", "الباب الأمامي");
  const shawarma = await item(t.app, d.restaurant.id, dishes, {
    en: "Front Shawarma",
    ar: "شاورما أمامية",
    prices: [
      [1500, "Regular"],
      [2000, "Large"],
    ],
    addons: [250],
  });
  const tea = await item(t.app, d.restaurant.id, dishes, { en: "Front tea", ar: "شاي أمامي", prices: [300] });
  const hidden = await item(t.app, d.restaurant.id, dishes, { en: "Secret", ar: "سري", prices: [100] });
  await t.app.db.updateTable("items").set({ hide: 1 }).where("id", "=", hidden.id).execute();
  const soldOut = await item(t.app, d.restaurant.id, dishes, { en: "Gone", ar: "نفد", prices: [100] });
  await t.app.db.updateTable("items").set({ sold_out: 1 }).where("id", "=", soldOut.id).execute();
  const disabled = await item(t.app, d.restaurant.id, dishes, {
    en: "Not today",
    ar: "ليس اليوم",
    prices: [100],
    disableOrdering: true,
  });
  const foreign = await item(t.app, d.other.id, await category(t.app, d.other.id, d.other.menu), {
    en: "Latte",
    ar: "لاتيه",
    prices: [1000],
  });
  // Totals are the items' own: no general discount or extra charge; both branches take every kind of order.
  await t.app.db
    .deleteFrom("settings")
    .where("scope", "=", "business")
    .where("scope_id", "=", d.restaurant.id)
    .where("key", "in", ["GeneralDiscount", "ExtraCharge", "DineIn", "Delivery", "CarPickup", "SelfPickUp"])
    .execute();
  await t.app.db
    .deleteFrom("settings")
    .where("scope", "in", ["branch", "mobile"])
    .where("scope_id", "in", d.restaurant.branches)
    .where("key", "in", [
      "DineIn",
      "Delivery",
      "CarPickup",
      "SelfPickUp",
      "DisableOrdering",
      "PayCash",
      "PayOnline",
    ])
    .execute();
  await t.app.db.deleteFrom("discounts").where("item_id", "in", [shawarma.id, tea.id]).execute();
  const tableTokens = [];
  for (const branchId of d.restaurant.branches) {
    const tokens = (
      await call(
        t.app,
        d.tokens.owner,
        "GET",
        `business/${d.restaurant.id}/branches/${branchId}/table-tokens`,
      )
    ).json().data;
    tableTokens.push(tokens[0]);
  }
  return { t, d, live, slugs, shawarma, tea, hidden, soldOut, disabled, foreign, tableTokens };
}

let nextAddress = 1;
let nextPhone = 1;
/** A client address and a Kuwaiti mobile number no other test used, so each test counts its own limits. */
export const freshAddress = () => `10.0.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;
export const freshPhone = () => `9${String(1_000_000 + nextPhone++).slice(-7)}`;

/** POST a public order (anonymous), from a fresh address unless one is given. */
export function order(
  app: FastifyInstance,
  slug: string,
  payload: object,
  options: { locale?: "en" | "ar"; key?: string; address?: string; acceptLanguage?: string } = {},
) {
  return app.inject({
    method: "POST",
    url: `/api/public/branches/${slug}/orders`,
    payload,
    remoteAddress: options.address ?? freshAddress(),
    headers: {
      ...(options.locale ? { locale: options.locale } : {}),
      ...(options.acceptLanguage ? { "accept-language": options.acceptLanguage } : {}),
      ...(options.key ? { "idempotency-key": options.key } : {}),
    },
  });
}
