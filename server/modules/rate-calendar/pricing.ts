import type { Kysely, Transaction } from "kysely";
import type { DB } from "../../db/schema/index";
import { nameIn, parseLocales } from "../../db/locales";
import type { NightOverride, RateRules, Season } from "../../../src/domain/rate-rules";
import { listingPrices, type HolidayNightPrice, type ListingPrices } from "../../../src/domain/stay-price";

type Db = Kysely<DB> | Transaction<DB>;

// Everything the one price rule (src/domain/stay-price.ts) needs for a listing's nights from `from` to `to`
// (dates, both included): its Weekdays / Weekend / FullWeek prices, its holiday prices, and its rate calendar
// (overrides of those nights and all its seasons). The dashboard's reservations, the public quote and the rate
// calendar all read it from here, so what is shown is what is charged.

export interface ListingPricing {
  prices: ListingPrices;
  holidays: HolidayNightPrice[];
  rules: RateRules;
}

export const overrideOfRow = (row: {
  date: string;
  price: number | null;
  min_nights: number | null;
  closed_to_arrival: number;
  closed_to_departure: number;
  closed: number;
}): NightOverride => ({
  date: row.date,
  price: row.price,
  minNights: row.min_nights,
  closedToArrival: !!row.closed_to_arrival,
  closedToDeparture: !!row.closed_to_departure,
  closed: !!row.closed,
});

export const seasonOfRow = (row: {
  id: number;
  from: string;
  to: string;
  repeats_yearly: number;
  weekdays: number;
  weekend: number | null;
  min_nights: number | null;
}): Season => ({
  id: row.id,
  from: row.from,
  to: row.to,
  repeatsYearly: !!row.repeats_yearly,
  weekdays: row.weekdays,
  weekend: row.weekend,
  minNights: row.min_nights,
});

/** The listing's overrides of the nights from `from` to `to`, both included, by date. */
export async function overridesBetween(db: Db, itemId: number, from: string, to: string) {
  return db
    .selectFrom("rate_overrides")
    .selectAll()
    .where("item_id", "=", itemId)
    .where("date", ">=", from)
    .where("date", "<=", to)
    .orderBy("date")
    .execute();
}

/** The listing's seasons, in the order they were made (the order that breaks ties between equal ranges). */
export async function seasonsOf(db: Db, itemId: number) {
  return db.selectFrom("rate_seasons").selectAll().where("item_id", "=", itemId).orderBy("id").execute();
}

export async function listingPricing(
  db: Db,
  businessId: number,
  itemId: number,
  from: string,
  to: string,
): Promise<ListingPricing> {
  const [priceRows, holidayRows, overrideRows, seasonRows] = await Promise.all([
    db
      .selectFrom("prices")
      .select(["locales", "amount"])
      .where("item_id", "=", itemId)
      .orderBy("sort")
      .orderBy("id")
      .execute(),
    db
      .selectFrom("holiday_item_prices")
      .innerJoin("holidays", "holidays.id", "holiday_item_prices.holiday_id")
      .select(["holidays.id", "holidays.from", "holidays.to", "holiday_item_prices.amount"])
      .where("holiday_item_prices.item_id", "=", itemId)
      .where("holidays.business_id", "=", businessId)
      .where("holidays.from", "<", `${to}T23:59:59.999Z`)
      .where("holidays.to", ">=", from)
      .orderBy("holidays.from")
      .orderBy("holidays.id")
      .execute(),
    overridesBetween(db, itemId, from, to),
    seasonsOf(db, itemId),
  ]);
  const prices = listingPrices(
    priceRows.map((p) => ({ label: nameIn(parseLocales(p.locales), "en"), amount: p.amount })),
  );
  // Holiday dates are calendar dates as entered (the first ten characters of from and to).
  const holidays = holidayRows.map((h) => ({
    from: h.from.slice(0, 10),
    to: h.to.slice(0, 10),
    amount: h.amount,
    holidayId: h.id,
  }));
  return {
    prices,
    holidays,
    rules: { overrides: overrideRows.map(overrideOfRow), seasons: seasonRows.map(seasonOfRow) },
  };
}
