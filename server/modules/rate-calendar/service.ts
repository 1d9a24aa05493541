import type { FastifyRequest } from "fastify";
import type { Kysely, Transaction } from "kysely";
import type { DB } from "../../db/schema/index";
import { localesColumns, parseLocales, validateLocales } from "../../db/locales";
import { notFound, validationFailed, type FieldErrors } from "../../errors";
import { recordAudit } from "../../plugins/audit";
import { nextUpdatedAt } from "../../shared/concurrency";
import { findListing } from "../reservations/stay";
import { RATE_CALENDAR_MAX_DAYS, RATE_SEASONS_MAX } from "../../../src/domain/constants";
import { fromFils, toFils } from "../../../src/domain/money";
import { calendarNights } from "../../../src/domain/stay-price";
import { addDays, daysBetween, isDateOnly } from "../../../src/domain/zoned-time";
import { listingPricing, overridesBetween } from "./pricing";
import type { OverrideClearInput, OverrideSetInput, SeasonInput } from "./schemas";

type Db = Kysely<DB> | Transaction<DB>;

// A chalet listing's rate calendar (issue 51): the nights as they will be charged, the owner's overrides of
// nights (set for a selection or a range, cleared), and its seasons. Every change is one audit row.

/** A chalet listing of the business; 404 for any other item, another business's, or none. */
async function listingOf(db: Db, businessId: number, itemId: number) {
  const listing = await findListing(db, businessId, itemId);
  if (!listing) throw notFound();
  return listing;
}

/** The nights a bulk edit names: its dates, or its range from the first to the last night; 422 otherwise. */
export function nightsOf(input: OverrideClearInput): string[] {
  const errors: FieldErrors = {};
  for (const field of ["from", "to"] as const)
    if (input[field] !== undefined && !isDateOnly(input[field])) errors[field] = "validation.date";
  input.dates?.forEach((date, i) => {
    if (!isDateOnly(date)) errors[`dates.${i}`] = "validation.date";
  });
  if (Object.keys(errors).length) throw validationFailed(errors);
  if (input.dates) return [...new Set(input.dates)].sort();
  if (!input.from || !input.to) throw validationFailed({ dates: "rates.datesRequired" });
  const count = daysBetween(input.from, input.to) + 1;
  if (count < 1) throw validationFailed({ to: "rates.seasonRange" });
  if (count > RATE_CALENDAR_MAX_DAYS)
    throw validationFailed({ to: { key: "rates.tooManyNights", params: { count: RATE_CALENDAR_MAX_DAYS } } });
  return Array.from({ length: count }, (_, i) => addDays(input.from!, i));
}

type OverrideRow = Awaited<ReturnType<typeof overridesBetween>>[number];

const overrideOut = (row: Pick<OverrideRow, keyof OverrideRow> | undefined) =>
  row
    ? {
        price: row.price === null ? null : fromFils(row.price),
        min_nights: row.min_nights,
        closed_to_arrival: !!row.closed_to_arrival,
        closed_to_departure: !!row.closed_to_departure,
        closed: !!row.closed,
      }
    : null;

export const seasonOut = (row: {
  id: number;
  item_id: number;
  locales: string;
  from: string;
  to: string;
  repeats_yearly: number;
  weekdays: number;
  weekend: number | null;
  min_nights: number | null;
  updated_at: string;
}) => ({
  id: row.id,
  item_id: row.item_id,
  locales: parseLocales(row.locales),
  from: row.from,
  to: row.to,
  repeats_yearly: !!row.repeats_yearly,
  weekdays: fromFils(row.weekdays),
  weekend: row.weekend === null ? null : fromFils(row.weekend),
  min_nights: row.min_nights,
  updated_at: row.updated_at,
});

/** The nights from `from` to `to` (both included) as they will be charged, with the rules and seasons. */
export async function readCalendar(db: Db, businessId: number, itemId: number, from: string, to: string) {
  await listingOf(db, businessId, itemId);
  const errors: FieldErrors = {};
  if (!isDateOnly(from)) errors.from = "validation.date";
  if (!isDateOnly(to)) errors.to = "validation.date";
  if (Object.keys(errors).length) throw validationFailed(errors);
  const count = daysBetween(from, to) + 1;
  if (count < 1) throw validationFailed({ to: "validation.dateRange" });
  if (count > RATE_CALENDAR_MAX_DAYS)
    throw validationFailed({ to: { key: "rates.tooManyNights", params: { count: RATE_CALENDAR_MAX_DAYS } } });
  const { prices, holidays, rules } = await listingPricing(db, businessId, itemId, from, to);
  const [overrides, seasons] = await Promise.all([
    overridesBetween(db, itemId, from, to),
    db.selectFrom("rate_seasons").selectAll().where("item_id", "=", itemId).orderBy("id").execute(),
  ]);
  const byDate = new Map(overrides.map((row) => [row.date, row]));
  return {
    item_id: itemId,
    from,
    to,
    full_week: prices.fullWeek == null ? null : fromFils(prices.fullWeek),
    nights: calendarNights(from, to, prices, holidays, rules).map((night) => ({
      date: night.date,
      price: night.amount === null ? null : fromFils(night.amount),
      kind: night.kind,
      ...(night.holidayId ? { holiday_id: night.holidayId } : {}),
      ...(night.seasonId ? { season_id: night.seasonId } : {}),
      closed: night.closed,
      closed_to_arrival: night.closedToArrival,
      closed_to_departure: night.closedToDeparture,
      min_nights: night.minNights,
      override: overrideOut(byDate.get(night.date)),
    })),
    seasons: seasons.map(seasonOut),
  };
}

/** What each named night had set, by date, for the audit row. */
async function overridesByDate(db: Db, itemId: number, nights: readonly string[]) {
  const rows = await overridesBetween(db, itemId, nights[0], nights[nights.length - 1]);
  const wanted = new Set(nights);
  return Object.fromEntries(rows.filter((r) => wanted.has(r.date)).map((r) => [r.date, overrideOut(r)]));
}

/**
 * Sets what the body names on each night, keeping what it leaves out; a night left with nothing set loses its
 * override. One audit row for the whole selection: each night's before and after.
 */
export async function setOverrides(
  trx: Transaction<DB>,
  request: FastifyRequest,
  businessId: number,
  itemId: number,
  input: OverrideSetInput,
) {
  await listingOf(trx, businessId, itemId);
  const nights = nightsOf(input);
  const patch = {
    ...(input.price !== undefined ? { price: input.price === null ? null : toFils(input.price) } : {}),
    ...(input.min_nights !== undefined ? { min_nights: input.min_nights } : {}),
    ...(input.closed_to_arrival !== undefined ? { closed_to_arrival: input.closed_to_arrival ? 1 : 0 } : {}),
    ...(input.closed_to_departure !== undefined
      ? { closed_to_departure: input.closed_to_departure ? 1 : 0 }
      : {}),
    ...(input.closed !== undefined ? { closed: input.closed ? 1 : 0 } : {}),
  };
  if (!Object.keys(patch).length) throw validationFailed({ price: "rates.nothingToSet" });
  const before = await overridesByDate(trx, itemId, nights);
  const now = nextUpdatedAt();
  const existing = new Map(
    (await overridesBetween(trx, itemId, nights[0], nights[nights.length - 1])).map((r) => [r.date, r]),
  );
  for (const date of nights) {
    const row = existing.get(date);
    const next = {
      price: row?.price ?? null,
      min_nights: row?.min_nights ?? null,
      closed_to_arrival: row?.closed_to_arrival ?? 0,
      closed_to_departure: row?.closed_to_departure ?? 0,
      closed: row?.closed ?? 0,
      ...patch,
    };
    const empty =
      next.price === null &&
      next.min_nights === null &&
      !next.closed_to_arrival &&
      !next.closed_to_departure &&
      !next.closed;
    if (row && empty) await trx.deleteFrom("rate_overrides").where("id", "=", row.id).execute();
    else if (row)
      await trx
        .updateTable("rate_overrides")
        .set({ ...next, updated_at: now })
        .where("id", "=", row.id)
        .execute();
    else if (!empty)
      await trx
        .insertInto("rate_overrides")
        .values({ business_id: businessId, item_id: itemId, date, ...next, updated_at: now })
        .execute();
  }
  const after = await overridesByDate(trx, itemId, nights);
  await recordAudit(trx, request, {
    action: "update",
    entity: "rate_calendar",
    entityId: itemId,
    businessId,
    before,
    after,
  });
  return { item_id: itemId, nights: nights.length };
}

/** Removes the overrides of the named nights (they go back to their holiday, season or listing price). */
export async function clearOverrides(
  trx: Transaction<DB>,
  request: FastifyRequest,
  businessId: number,
  itemId: number,
  input: OverrideClearInput,
) {
  await listingOf(trx, businessId, itemId);
  const nights = nightsOf(input);
  const before = await overridesByDate(trx, itemId, nights);
  await trx.deleteFrom("rate_overrides").where("item_id", "=", itemId).where("date", "in", nights).execute();
  if (Object.keys(before).length)
    await recordAudit(trx, request, {
      action: "delete",
      entity: "rate_calendar",
      entityId: itemId,
      businessId,
      before,
      after: {},
    });
  return { item_id: itemId, nights: nights.length };
}

export async function listSeasons(db: Db, businessId: number, itemId: number) {
  await listingOf(db, businessId, itemId);
  const rows = await db
    .selectFrom("rate_seasons")
    .selectAll()
    .where("item_id", "=", itemId)
    .orderBy("id")
    .execute();
  return rows.map(seasonOut);
}

/** A season's columns from its input; 422 for a name missing, dates that do not exist or run backwards. */
function seasonColumns(input: SeasonInput) {
  const errors: FieldErrors = validateLocales(input.locales);
  if (!isDateOnly(input.from)) errors.from = "validation.date";
  if (!isDateOnly(input.to)) errors.to = "validation.date";
  if (Object.keys(errors).length) throw validationFailed(errors);
  const nights = daysBetween(input.from, input.to) + 1;
  if (nights < 1) throw validationFailed({ to: "rates.seasonRange" });
  if (input.repeats_yearly && nights >= 365) throw validationFailed({ to: "rates.yearlyTooLong" });
  if (nights > RATE_CALENDAR_MAX_DAYS * 3)
    throw validationFailed({
      to: { key: "rates.seasonTooLong", params: { count: RATE_CALENDAR_MAX_DAYS * 3 } },
    });
  return {
    locales: localesColumns(input.locales).locales,
    from: input.from,
    to: input.to,
    repeats_yearly: input.repeats_yearly ? 1 : 0,
    weekdays: toFils(input.weekdays),
    weekend: input.weekend == null ? null : toFils(input.weekend),
    min_nights: input.min_nights ?? null,
  };
}

export async function createSeason(
  trx: Transaction<DB>,
  request: FastifyRequest,
  businessId: number,
  itemId: number,
  input: SeasonInput,
) {
  await listingOf(trx, businessId, itemId);
  const columns = seasonColumns(input);
  const { count } = await trx
    .selectFrom("rate_seasons")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("item_id", "=", itemId)
    .executeTakeFirstOrThrow();
  if (Number(count) >= RATE_SEASONS_MAX)
    throw validationFailed({ from: { key: "rates.tooManySeasons", params: { count: RATE_SEASONS_MAX } } });
  const now = nextUpdatedAt();
  const row = await trx
    .insertInto("rate_seasons")
    .values({ business_id: businessId, item_id: itemId, ...columns, created_at: now, updated_at: now })
    .returningAll()
    .executeTakeFirstOrThrow();
  await recordAudit(trx, request, {
    action: "create",
    entity: "rate_season",
    entityId: row.id,
    businessId,
    after: seasonOut(row),
  });
  return seasonOut(row);
}

async function seasonRow(db: Db, itemId: number, id: number) {
  const row = await db
    .selectFrom("rate_seasons")
    .selectAll()
    .where("id", "=", id)
    .where("item_id", "=", itemId)
    .executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

export async function updateSeason(
  trx: Transaction<DB>,
  request: FastifyRequest,
  businessId: number,
  itemId: number,
  id: number,
  input: SeasonInput,
) {
  await listingOf(trx, businessId, itemId);
  const before = await seasonRow(trx, itemId, id);
  const row = await trx
    .updateTable("rate_seasons")
    .set({ ...seasonColumns(input), updated_at: nextUpdatedAt(before.updated_at) })
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirstOrThrow();
  await recordAudit(trx, request, {
    action: "update",
    entity: "rate_season",
    entityId: id,
    businessId,
    before: seasonOut(before),
    after: seasonOut(row),
  });
  return seasonOut(row);
}

export async function deleteSeason(
  trx: Transaction<DB>,
  request: FastifyRequest,
  businessId: number,
  itemId: number,
  id: number,
) {
  await listingOf(trx, businessId, itemId);
  const before = await seasonRow(trx, itemId, id);
  await trx.deleteFrom("rate_seasons").where("id", "=", id).execute();
  await recordAudit(trx, request, {
    action: "delete",
    entity: "rate_season",
    entityId: id,
    businessId,
    before: seasonOut(before),
  });
  return { id };
}
