import type { FastifyInstance } from "fastify";
import { localesColumns } from "../../server/db/locales";
import { DEMO, injectAs, login, userBusinesses } from "./helpers";

// Fixtures of the operations tests (floors, tables, orders, reservations, invoices): the demo ids, and catalog
// rows with known prices written straight to the database, so the tests do not depend on the catalog seed.

const names = (en: string, ar: string) =>
  localesColumns([
    { locale: "en", name: en },
    { locale: "ar", name: ar },
  ]);
const now = () => new Date().toISOString();

export interface Demo {
  tokens: { owner: string; staff: string; other: string };
  restaurant: { id: number; branches: number[]; menu: number };
  chalet: { id: number; branches: number[]; menu: number };
  other: { id: number; branches: number[]; menu: number };
}

export async function demo(app: FastifyInstance): Promise<Demo> {
  const tokens = {
    owner: await login(app, DEMO.owner),
    staff: await login(app, DEMO.staff),
    other: await login(app, DEMO.other),
  };
  const mine = await userBusinesses(app, tokens.owner);
  const theirs = await userBusinesses(app, tokens.other);
  const shape = (b: (typeof mine)[number]) => ({
    id: b.id,
    branches: b.branches.map((x) => x.id),
    menu: b.menus[0].id,
  });
  return {
    tokens,
    restaurant: shape(mine.find((b) => b.type === "restaurant")!),
    chalet: shape(mine.find((b) => b.type === "chalet")!),
    other: shape(theirs[0]),
  };
}

export async function category(
  app: FastifyInstance,
  businessId: number,
  menuId: number,
  en = "Test dishes",
  ar = "أطباق تجريبية",
) {
  const { id } = await app.db
    .insertInto("categories")
    .values({
      business_id: businessId,
      menu_id: menuId,
      parent_id: null,
      media_id: null,
      ...names(en, ar),
      created_at: now(),
      updated_at: now(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}

export interface ItemFixture {
  id: number;
  priceIds: number[];
  addonIds: number[];
}

/** An item with prices (fils, optionally named) and addons (fils). */
export async function item(
  app: FastifyInstance,
  businessId: number,
  categoryId: number,
  options: {
    en: string;
    ar: string;
    prices: (number | [number, string])[];
    addons?: number[];
    disableOrdering?: boolean;
  },
): Promise<ItemFixture> {
  const { id } = await app.db
    .insertInto("items")
    .values({
      business_id: businessId,
      category_id: categoryId,
      ...names(options.en, options.ar),
      disable_ordering: options.disableOrdering ? 1 : 0,
      created_at: now(),
      updated_at: now(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const priceIds: number[] = [];
  for (const [sort, price] of options.prices.entries()) {
    const [amount, label] = Array.isArray(price) ? price : [price, ""];
    const row = await app.db
      .insertInto("prices")
      .values({
        item_id: id,
        amount,
        sort,
        locales: label
          ? JSON.stringify([
              { locale: "en", name: label },
              { locale: "ar", name: label },
            ])
          : "[]",
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    priceIds.push(row.id);
  }
  const addonIds: number[] = [];
  for (const [sort, amount] of (options.addons ?? []).entries()) {
    const row = await app.db
      .insertInto("addons")
      .values({
        item_id: id,
        amount,
        sort,
        locales: JSON.stringify([
          { locale: "en", name: `Extra ${sort + 1}` },
          { locale: "ar", name: `إضافة ${sort + 1}` },
        ]),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    addonIds.push(row.id);
  }
  return { id, priceIds, addonIds };
}

/** A chalet listing with units and Weekdays / Weekend / FullWeek prices in fils. */
export async function listing(
  app: FastifyInstance,
  businessId: number,
  categoryId: number,
  options: { en: string; ar: string; units: number; weekdays: number; weekend?: number; fullWeek?: number },
): Promise<number> {
  const prices: [number, string][] = [[options.weekdays, "Weekdays"]];
  if (options.weekend) prices.push([options.weekend, "Weekend"]);
  if (options.fullWeek) prices.push([options.fullWeek, "FullWeek"]);
  const { id } = await item(app, businessId, categoryId, { en: options.en, ar: options.ar, prices });
  await app.db
    .insertInto("chalet_details")
    .values({
      item_id: id,
      units: options.units,
      unit_names: JSON.stringify(
        Array.from({ length: options.units }, (_, i) => `Unit ${String.fromCharCode(65 + i)}`),
      ),
    })
    .execute();
  return id;
}

/** Sets business configuration values (timezone, RESERVATIONS_MARGIN, check_in_at, check_out_at). */
export async function configure(app: FastifyInstance, businessId: number, values: Record<string, string>) {
  for (const [key, value] of Object.entries(values)) {
    await app.db
      .insertInto("business_config")
      .values({ business_id: businessId, key, value, updated_at: now() })
      .onConflict((oc) => oc.columns(["business_id", "key"]).doUpdateSet({ value, updated_at: now() }))
      .execute();
  }
}

/** The audit rows of a record, newest last. */
export const auditsOf = (app: FastifyInstance, entity: string, entityId: number) =>
  app.db
    .selectFrom("audits")
    .selectAll()
    .where("entity", "=", entity)
    .where("entity_id", "=", entityId)
    .orderBy("id")
    .execute();

/** Captures live events instead of sending them. */
export function captureLive(app: FastifyInstance) {
  const events: { channel: string; event: string; data: unknown }[] = [];
  app.live.publish = async (channel, event, data) => void events.push({ channel, event, data });
  return events;
}

export const call = (
  app: FastifyInstance,
  token: string,
  method: "GET" | "POST",
  url: string,
  payload?: object,
  locale: "en" | "ar" = "en",
) => injectAs(app, token, { method, url: `/api/${url}`, ...(payload ? { payload } : {}), locale });

/** Who should be told about a branch's orders or reservations: the owner and staff holding the area's read, minus opt-outs. */
export async function readersOf(
  app: FastifyInstance,
  businessId: number,
  branchId: number,
  area: "orders" | "reservations",
) {
  const owners = await app.db
    .selectFrom("business_users")
    .select("user_id")
    .where("business_id", "=", businessId)
    .where("role", "=", "owner")
    .execute();
  const staff = await app.db
    .selectFrom("permissions")
    .select("user_id")
    .where("permission", "=", `branch.${branchId}.${area}.read`)
    .execute();
  const optedOut = await app.db
    .selectFrom("settings")
    .select("scope_id")
    .where("scope", "=", "user")
    .where("key", "=", "ReceiveOrderNotifications")
    .where("data", "=", "false")
    .execute();
  const out = new Set(optedOut.map((o) => o.scope_id));
  return [...new Set([...owners, ...staff].map((r) => r.user_id))]
    .filter((id) => !out.has(id))
    .sort((a, b) => a - b);
}

/** An order's row to write straight to the database (no lines, no invoice): cash, not paid, 1.000 unless given. */
export function orderRow(row: {
  business_id: number;
  branch_id: number;
  number: number;
  status: string;
  created_at: string;
  type?: string;
  total?: number;
  customer_name?: string;
  customer_phone?: string;
}) {
  const total = row.total ?? 1000;
  return {
    type: "dine_in",
    discount: 0,
    extra_charge: 0,
    payment_method: "cash",
    payment_state: "not_paid",
    updated_at: row.created_at,
    ...row,
    subtotal: total,
    total,
  };
}

/** A branch's names, which lead every notification of that branch ("Khiran · New reservation #7"). */
export async function branchNames(
  app: FastifyInstance,
  branchId: number,
): Promise<{ en: string; ar: string }> {
  const row = await app.db
    .selectFrom("branches")
    .select("locales")
    .where("id", "=", branchId)
    .executeTakeFirstOrThrow();
  const locales = JSON.parse(row.locales) as { locale: string; name: string }[];
  const name = (locale: string) =>
    locales.find((l) => l.locale === locale && l.name)?.name ?? locales[0]?.name ?? "";
  return { en: name("en"), ar: name("ar") };
}
