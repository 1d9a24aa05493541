import type { Kysely, Transaction } from "kysely";
import type { DB } from "../../db/schema/index";
import { parseLocales } from "../../db/locales";
import { businessTime } from "../config/business-config";
import { unitName } from "../reservations/repository";
import { fromFils } from "../../../src/domain/money";
import type { StayLine } from "../../../src/domain/stay-price";
import { localDateOf } from "../../../src/domain/zoned-time";

type Db = Kysely<DB> | Transaction<DB>;

/** The money lines of a stay price as the API gives them (KWD with 3 decimals, as the dashboard's reservation). */
export const priceLines = (lines: readonly StayLine[]) =>
  lines.map((line) => ({
    date: line.date,
    nights: line.nights,
    kind: line.kind,
    amount: fromFils(line.amount),
    ...(line.holidayId ? { holiday_id: line.holidayId } : {}),
  }));

/**
 * A reservation requested through the public API as its customer sees it: where, when, for how much, and its
 * status; nothing of the business's other data, and not even the customer's own name and phone (a tracking link
 * may be passed on).
 */
export async function stayView(db: Db, reservationId: number) {
  const row = await db
    .selectFrom("reservations")
    .innerJoin("public_stay_requests", "public_stay_requests.reservation_id", "reservations.id")
    .innerJoin("items", "items.id", "reservations.item_id")
    .innerJoin("businesses", "businesses.id", "reservations.business_id")
    .innerJoin("branches", "branches.id", "reservations.branch_id")
    .leftJoin("chalet_details", "chalet_details.item_id", "reservations.item_id")
    .select([
      "reservations.id",
      "reservations.business_id",
      "reservations.item_id",
      "reservations.unit",
      "reservations.from",
      "reservations.to",
      "reservations.nights",
      "reservations.status",
      "reservations.payment_state",
      "reservations.total",
      "reservations.price_details",
      "reservations.created_at",
      "reservations.updated_at",
      "public_stay_requests.guests",
      "items.locales as listing_locales",
      "chalet_details.unit_names",
      "businesses.currency",
      "branches.slug",
      "branches.locales as branch_locales",
    ])
    .where("reservations.id", "=", reservationId)
    .executeTakeFirst();
  if (!row) return undefined;
  const { timeZone } = await businessTime(db, row.business_id);
  return {
    number: row.id,
    status: row.status,
    payment_state: row.payment_state,
    item_id: row.item_id,
    listing: { id: row.item_id, locales: parseLocales(row.listing_locales) },
    unit: row.unit,
    unit_name: unitName(row.unit_names, row.unit),
    check_in: localDateOf(row.from, timeZone),
    check_out: localDateOf(row.to, timeZone),
    from: row.from,
    to: row.to,
    nights: row.nights,
    guests: row.guests,
    currency: row.currency,
    total: fromFils(row.total),
    price_details: priceLines(JSON.parse(row.price_details) as StayLine[]),
    branch: { slug: row.slug, locales: parseLocales(row.branch_locales) },
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}
