import type { FastifyInstance, InjectOptions } from "fastify";
import { localesColumns } from "../../server/db/locales";
import { category, configure, listing, type Demo } from "./operations-fixtures";

// Fixtures of the public stays tests: a chalet listing with known prices, a holiday price and a picture, the
// branches' slugs, and calls made the way a customer's app makes them (no token, its own address).

export interface StaysFixture {
  chaletSlug: string;
  otherChaletSlug: string;
  restaurantSlug: string;
  villa: number;
  /** one unit, for races */
  cabin: number;
  hidden: number;
}

const slugOf = async (app: FastifyInstance, branchId: number) =>
  (await app.db.selectFrom("branches").select("slug").where("id", "=", branchId).executeTakeFirstOrThrow())
    .slug;

export async function staysFixture(app: FastifyInstance, d: Demo): Promise<StaysFixture> {
  const chalets = await category(app, d.chalet.id, d.chalet.menu, "Public chalets", "شاليهات عامة");
  const villa = await listing(app, d.chalet.id, chalets, {
    en: "Sea Villa",
    ar: "فيلا البحر",
    units: 2,
    weekdays: 40_000,
    weekend: 55_000,
    fullWeek: 250_000,
  });
  const cabin = await listing(app, d.chalet.id, chalets, {
    en: "Cabin",
    ar: "كوخ",
    units: 1,
    weekdays: 30_000,
  });
  const hidden = await listing(app, d.chalet.id, chalets, {
    en: "Secret",
    ar: "سري",
    units: 1,
    weekdays: 1_000,
  });
  await app.db.updateTable("items").set({ hide: 1 }).where("id", "=", hidden).execute();
  const owner = await app.db
    .selectFrom("users")
    .select("id")
    .where("email", "=", "owner@example.com")
    .executeTakeFirstOrThrow();
  await app.db
    .updateTable("chalet_details")
    .set({ insurance: 100_000, owner_id: owner.id, bedrooms: 3, latitude: 29.1, longitude: 48.1 })
    .where("item_id", "=", villa)
    .execute();
  const now = new Date().toISOString();
  await app.db
    .insertInto("media")
    .values({
      business_id: d.chalet.id,
      uploaded_by: owner.id,
      mediable_type: "Item",
      mediable_id: villa,
      type: "image",
      src: "/media/villa.jpg",
      thumb_src: "/media/villa-thumb.jpg",
      slug: null,
      width: 800,
      height: 600,
      created_at: now,
      updated_at: now,
    })
    .execute();
  const { id: holiday } = await app.db
    .insertInto("holidays")
    .values({
      business_id: d.chalet.id,
      ...localesColumns([
        { locale: "en", name: "National day" },
        { locale: "ar", name: "العيد الوطني" },
      ]),
      from: "2033-04-07T00:00:00.000Z",
      to: "2033-04-09T00:00:00.000Z",
      created_at: now,
      updated_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await app.db
    .insertInto("holiday_item_prices")
    .values({ holiday_id: holiday, item_id: villa, amount: 70_000 })
    .execute();
  await configure(app, d.chalet.id, {
    timezone: "Asia/Kuwait",
    check_in_at: "14:00",
    check_out_at: "12:00",
    RESERVATIONS_MARGIN: "0",
  });
  for (const branchId of d.chalet.branches) await reservationTill(app, branchId, "2035-12-31");
  return {
    chaletSlug: await slugOf(app, d.chalet.branches[0]),
    otherChaletSlug: await slugOf(app, d.chalet.branches[1]),
    restaurantSlug: await slugOf(app, d.restaurant.branches[0]),
    villa,
    cabin,
    hidden,
  };
}

/** The mobile app's EnableReservationTill of a branch, as the settings page saves it (a JSON date). */
export async function reservationTill(app: FastifyInstance, branchId: number, date: string) {
  const data = JSON.stringify(date);
  const updatedAt = new Date().toISOString();
  await app.db
    .insertInto("settings")
    .values({
      scope: "mobile",
      scope_id: branchId,
      key: "EnableReservationTill",
      data,
      updated_at: updatedAt,
    })
    .onConflict((oc) => oc.columns(["scope", "scope_id", "key"]).doUpdateSet({ data, updated_at: updatedAt }))
    .execute();
}

let address = 0;
/** A fresh client address, so per-address limits do not mix the tests' customers. */
export const nextAddress = () => `10.0.${Math.floor(++address / 250)}.${(address % 250) + 1}`;

/** A customer's call: no token, a language, and an address of its own unless given. */
export function publicCall(
  app: FastifyInstance,
  method: "GET" | "POST",
  url: string,
  options: {
    payload?: object | string;
    locale?: string;
    headers?: Record<string, string>;
    address?: string;
  } = {},
) {
  const { payload, locale = "en", headers = {}, address: from = nextAddress() } = options;
  const request: InjectOptions = {
    method,
    url: `/api/public/${url}`,
    remoteAddress: from,
    headers: { locale, ...headers },
    ...(payload !== undefined ? { payload } : {}),
  };
  return app.inject(request);
}

let phoneNumber = 0;
/** A valid Kuwaiti mobile number, new on each call (per-phone limits). */
export const nextPhone = () => `99${String(100_000 + ++phoneNumber)}`;

export const stayBody = (overrides: Record<string, unknown> = {}) => ({
  from: "2033-05-01",
  to: "2033-05-03",
  unit: 1,
  guests: 4,
  customer: { name: "Noura", phone: nextPhone() },
  ...overrides,
});
