import { sql, type Kysely, type Transaction } from "kysely";
import type { DB } from "../../db/schema/index";
import { parseLocales, type LocaleText } from "../../db/locales";
import { validationFailed, type FieldErrors } from "../../errors";
import { isoFromInput } from "../../shared/date-input";
import type { BusinessTime } from "../config/business-config";
import { marginMessageParams, stayConflict, type Period } from "../../../src/domain/availability";
import { FREE_PERIOD_MIN_SECONDS } from "../../../src/domain/constants";
import { stayTimeProblems } from "../../../src/domain/reservations";
import { assertTotalWithinBounds } from "../../http/money-bounds";
import { unitBlocks } from "../../calendars/blocks";
import { stayPrice, type StayPrice } from "../../../src/domain/stay-price";
import { stayRuleProblem } from "../../../src/domain/rate-rules";
import { listingPricing } from "../rate-calendar/pricing";
import { daysBetween, isDateOnly, localDateOf, zonedToUtcIso } from "../../../src/domain/zoned-time";

type Db = Kysely<DB> | Transaction<DB>;

export interface Listing {
  id: number;
  units: number;
  unitNames: string;
  locales: LocaleText[];
}

/** A chalet listing of the business (an item with chalet details), or undefined. */
export async function findListing(db: Db, businessId: number, itemId: number): Promise<Listing | undefined> {
  const row = await db
    .selectFrom("items")
    .innerJoin("chalet_details", "chalet_details.item_id", "items.id")
    .select(["items.id", "items.locales", "chalet_details.units", "chalet_details.unit_names"])
    .where("items.business_id", "=", businessId)
    .where("items.id", "=", itemId)
    .executeTakeFirst();
  return (
    row && { id: row.id, units: row.units, unitNames: row.unit_names, locales: parseLocales(row.locales) }
  );
}

/** A reservation's from/to: a date gets the business's check-in (from) or check-out (to) time, in its time zone. */
export function stayInstant(value: string, edge: "from" | "to", time: BusinessTime): string | null {
  const text = value.trim();
  if (isDateOnly(text))
    return zonedToUtcIso(text, edge === "from" ? time.checkInAt : time.checkOutAt, time.timeZone);
  return isoFromInput(text);
}

export interface Stay {
  listing: Listing;
  unit: number;
  from: string;
  to: string;
  price: StayPrice;
}

/**
 * Checks a stay (listing of the business, unit within its units, real dates, at least one night, the rate
 * calendar's rules) and prices it by the one price rule (src/domain/stay-price.ts): night overrides, holiday
 * prices, seasons, then the listing's Weekdays / Weekend / FullWeek prices.
 */
export async function resolveStay(
  db: Db,
  businessId: number,
  input: { itemId: number; unit: number; from: string; to: string },
  time: BusinessTime,
): Promise<Stay> {
  const listing = await findListing(db, businessId, input.itemId);
  if (!listing) throw validationFailed({ item_id: "reservations.listingNotFound" });
  const errors: FieldErrors = {};
  if (input.unit < 1 || input.unit > listing.units)
    errors.unit = { key: "reservations.unitOutOfRange", params: { units: listing.units } };
  const from = stayInstant(input.from, "from", time);
  const to = stayInstant(input.to, "to", time);
  if (!from) errors.from = "validation.date";
  if (!to) errors.to = "validation.date";
  if (Object.keys(errors).length) throw validationFailed(errors);
  if (to! <= from!) throw validationFailed({ to: "validation.dateRange" });
  const checkIn = localDateOf(from!, time.timeZone);
  const checkOut = localDateOf(to!, time.timeZone);
  if (daysBetween(checkIn, checkOut) < 1) throw validationFailed({ to: "reservations.minNights" });
  // Stays turn over at the business's check-in and check-out times, so every gap availability offers is whole.
  const times = stayTimeProblems({ from: from!, to: to! }, time);
  if (times.from) errors.from = { key: "reservations.checkInTime", params: { time: times.from } };
  if (times.to) errors.to = { key: "reservations.checkOutTime", params: { time: times.to } };
  if (Object.keys(errors).length) throw validationFailed(errors);

  const { prices, holidays, rules } = await listingPricing(db, businessId, listing.id, checkIn, checkOut);
  // The rate calendar's closed nights, closed arrival and departure days and minimum stays (issue 51).
  const problem = stayRuleProblem(checkIn, checkOut, rules);
  if (problem) throw validationFailed({ [problem.field]: { key: problem.key, params: problem.params } });
  const price = stayPrice(checkIn, checkOut, prices, holidays, rules);
  if (!price) throw validationFailed({ item_id: "reservations.noPrice" });
  // Many nights at a high price can pass what a total may hold: refused on the dates, the same on both databases.
  assertTotalWithinBounds(price.total, "to", "reservations.totalTooLarge");
  return { listing, unit: input.unit, from: from!, to: to!, price };
}

/**
 * Bookings of a unit that count for availability near a period, widened by the margin: its stays (not canceled) and
 * the nights its imported calendars block (issue 51), which take the unit exactly as a stay does.
 */
export async function unitBookings(
  db: Db,
  itemId: number,
  unit: number,
  near: Period,
  marginSeconds: number,
  exceptId?: number,
) {
  const widen = (iso: string, seconds: number) => new Date(Date.parse(iso) + seconds * 1000).toISOString();
  let query = db
    .selectFrom("reservations")
    .select(["id", "from", "to"])
    .where("item_id", "=", itemId)
    .where("unit", "=", unit)
    .where("status", "!=", "canceled")
    .where("from", "<", widen(near.to, marginSeconds))
    .where("to", ">", widen(near.from, -marginSeconds))
    .orderBy("from");
  if (exceptId) query = query.where("id", "!=", exceptId);
  const stays: Period[] = await query.execute();
  const wide = { from: widen(near.from, -marginSeconds), to: widen(near.to, marginSeconds) };
  const blocks = await unitBlocks(db, itemId, unit, wide);
  return [...stays, ...blocks].sort((a, b) => a.from.localeCompare(b.from));
}

/**
 * Refuses a stay that breaks a rule of availability (422 on `from` or `to`, src/domain/availability.ts
 * stayConflict): another booking on the same dates ("already booked") or on part of them, less than the margin
 * from another booking (SPEC §5's "There must be at least N free hours/minutes before/after the reservation"),
 * or inside a gap shorter than FREE_PERIOD_MIN_SECONDS that availability does not offer. Bookings of the unit
 * through every branch count: the listing belongs to the business.
 */
export async function assertUnitFree(
  db: Db,
  stay: { itemId: number; unit: number; from: string; to: string },
  marginSeconds: number,
  exceptId?: number,
  who: "staff" | "customer" = "staff",
) {
  // Nights an imported calendar blocks are refused with its name, so that staff know where to look; a customer is
  // told only that the unit is taken (which channels the unit is listed on is the owner's business).
  const blocked = (await unitBlocks(db, stay.itemId, stay.unit, stay))[0];
  if (blocked) {
    const field = blocked.from <= stay.from ? "from" : "to";
    const covered = blocked.from <= stay.from && blocked.to >= stay.to;
    throw validationFailed({
      [field]:
        who === "staff"
          ? { key: "calendars.blocked", params: { calendar: blocked.feed } }
          : covered
            ? "reservations.alreadyBooked"
            : "reservations.overlap",
    });
  }
  const reach = marginSeconds + FREE_PERIOD_MIN_SECONDS + 86_400;
  const bookings = await unitBookings(db, stay.itemId, stay.unit, stay, reach, exceptId);
  const conflict = stayConflict(stay, bookings, marginSeconds, FREE_PERIOD_MIN_SECONDS);
  if (!conflict) return;
  if (conflict.kind === "gap") {
    const days = Math.ceil(FREE_PERIOD_MIN_SECONDS / 86_400);
    throw validationFailed({ from: { key: "reservations.gapTooShort", params: { count: days } } });
  }
  const field = conflict.side === "before" ? "from" : "to";
  if (conflict.kind === "booked") throw validationFailed({ [field]: "reservations.alreadyBooked" });
  if (conflict.kind === "overlap" || marginSeconds <= 0)
    throw validationFailed({ [field]: "reservations.overlap" });
  const { count, unit, side } = marginMessageParams(marginSeconds, conflict.side);
  throw validationFailed({ [field]: { key: `reservations.margin.${unit}.${side}`, params: { count } } });
}

/** Total of the payments of a reservation, fils. */
export async function paidTotal(db: Db, reservationId: number): Promise<number> {
  const row = await db
    .selectFrom("reservation_payments")
    .select(sql<number>`coalesce(sum(amount), 0)`.as("paid"))
    .where("reservation_id", "=", reservationId)
    .executeTakeFirst();
  return Number(row?.paid ?? 0);
}
