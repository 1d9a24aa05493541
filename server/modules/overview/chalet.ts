import { sql, type Kysely } from "kysely";
import type { DB } from "../../db/schema/index";
import { parseLocales } from "../../db/locales";
import { fromFils } from "../../../src/domain/money";
import { addDays, zonedToUtcIso } from "../../../src/domain/zoned-time";
import { datesOf, type DateSpan, type OverviewPeriod } from "./period";
import { STAY_LINE_COLUMNS, stayLineOut, staysMoving } from "./stay-lines";

// Chalet and hotel figures, from reservations (canceled stays never count). A stay books the night of local day d
// when it spans the local midnight that ends that night: check-in day 14:00 → check-out day 12:00 books exactly
// the nights in between, whatever the check-in/out times and daylight saving.

const inBranches = (branches: number[]) => (branches.length ? branches : [0]);

/** The listings of the business (chalet items) and their units: the capacity every branch books from. */
async function listings(db: Kysely<DB>, businessId: number) {
  const rows = await db
    .selectFrom("items")
    .innerJoin("chalet_details", "chalet_details.item_id", "items.id")
    .select(["items.id", "items.locales", "chalet_details.units"])
    .where("items.business_id", "=", businessId)
    .orderBy("items.id")
    .execute();
  return rows.map((r) => ({ item_id: r.id, locales: parseLocales(r.locales), units: Number(r.units) }));
}

/** The midnights ending each night of a span, tagged with the span's name. */
const midnights = (span: DateSpan, name: string, timeZone: string) =>
  datesOf(span).map((date) => sql`(${zonedToUtcIso(addDays(date, 1), "00:00", timeZone)}, ${name})`);

/**
 * Booked nights and their revenue by listing and span. A stay's revenue is spread evenly over its nights, so a
 * period gets the share of the nights it holds. Grouped in the database over a join with the period's midnights.
 */
async function bookedNights(
  db: Kysely<DB>,
  branches: number[],
  period: OverviewPeriod,
  withPrevious: boolean,
) {
  const { current, previous, timeZone } = period;
  const nights = [...midnights(current, "current", timeZone)];
  if (withPrevious) nights.push(...midnights(previous, "previous", timeZone));
  const { rows } = await sql<{ item_id: number; span: string; nights: number; revenue: number }>`
    select r.item_id as item_id, n.column2 as span, count(*) as nights,
      sum(case when r.nights > 0 then r.total * 1.0 / r.nights else 0 end) as revenue
    from reservations r
    inner join (values ${sql.join(nights)}) as n on r."from" < n.column1 and r."to" > n.column1
    where r.branch_id in (${sql.join(inBranches(branches))})
      and r.status <> 'canceled'
      and r."to" > ${withPrevious ? previous.start : current.start}
      and r."from" < ${current.end}
    group by r.item_id, n.column2`.execute(db);
  return rows.map((r) => ({
    item_id: Number(r.item_id),
    span: String(r.span),
    nights: Number(r.nights),
    revenue: Number(r.revenue),
  }));
}

const stayFigures = (booked: number, available: number, revenueFils: number) => ({
  booked_nights: booked,
  available_nights: available,
  /** percent, one decimal */
  occupancy: available ? Math.round((booked / available) * 1000) / 10 : 0,
  revenue: fromFils(Math.round(revenueFils)),
  /** average daily rate: revenue per booked night */
  adr: booked ? fromFils(Math.round(revenueFils / booked)) : 0,
  /** revenue per available unit-night */
  revpar: available ? fromFils(Math.round(revenueFils / available)) : 0,
});

/** The listings with their units and the nights booked in the branches (in the previous period too), read at once. */
const listingsAndNights = (
  db: Kysely<DB>,
  businessId: number,
  branches: number[],
  period: OverviewPeriod,
  withPrevious: boolean,
) => Promise.all([listings(db, businessId), bookedNights(db, branches, period, withPrevious)]);

/** Occupancy, average daily rate and revenue per available unit-night, for the period and the previous one. */
export async function occupancy(
  db: Kysely<DB>,
  businessId: number,
  branches: number[],
  period: OverviewPeriod,
) {
  const [units, rows] = await listingsAndNights(db, businessId, branches, period, true);
  const capacity = units.reduce((sum, l) => sum + l.units, 0) * period.days;
  const of = (span: string) => {
    const mine = rows.filter((r) => r.span === span);
    return stayFigures(
      mine.reduce((s, r) => s + r.nights, 0),
      capacity,
      mine.reduce((s, r) => s + r.revenue, 0),
    );
  };
  return { current: of("current"), previous: of("previous") };
}

/** Every listing's nights, occupancy and revenue in the period, best revenue first. */
export async function listingRevenue(
  db: Kysely<DB>,
  businessId: number,
  branches: number[],
  period: OverviewPeriod,
) {
  const [units, rows] = await listingsAndNights(db, businessId, branches, period, false);
  return units
    .map((listing) => {
      const row = rows.find((r) => r.item_id === listing.item_id);
      return {
        item_id: listing.item_id,
        locales: listing.locales,
        units: listing.units,
        ...stayFigures(row?.nights ?? 0, listing.units * period.days, row?.revenue ?? 0),
      };
    })
    .sort((a, b) => b.revenue - a.revenue || a.item_id - b.item_id);
}

/** The most arrivals or departures listed per day; the counts are always complete. */
export const MOVEMENTS_LISTED = 50;

/** Check-ins and check-outs of today and tomorrow (local days), each with what the reservation still owes. */
export async function movements(db: Kysely<DB>, branches: number[], period: OverviewPeriod) {
  const { today, timeZone } = period;
  const tomorrow = addDays(today, 1);
  const [start, middle, end] = [today, tomorrow, addDays(today, 2)].map((d) =>
    zonedToUtcIso(d, "00:00", timeZone),
  );
  const list = async (edge: "from" | "to") => {
    const rows = await staysMoving(db, branches, edge, start, end)
      .innerJoin("items", "items.id", "reservations.item_id")
      .select([
        ...STAY_LINE_COLUMNS,
        "reservations.item_id",
        "reservations.status",
        "reservations.total",
        "reservations.paid",
      ])
      .orderBy(`reservations.${edge}`)
      .orderBy("reservations.id")
      .execute();
    const rowOut = (r: (typeof rows)[number]) => ({
      ...stayLineOut(r),
      item_id: r.item_id,
      status: r.status,
      balance: fromFils(Math.max(Number(r.total) - Number(r.paid), 0)),
    });
    const day = (rowsOfDay: typeof rows) => ({
      count: rowsOfDay.length,
      rows: rowsOfDay.slice(0, MOVEMENTS_LISTED).map(rowOut),
    });
    return {
      today: day(rows.filter((r) => r[edge] < middle)),
      tomorrow: day(rows.filter((r) => r[edge] >= middle)),
    };
  };
  const [arrivals, departures] = await Promise.all([list("from"), list("to")]);
  return { today, tomorrow, arrivals, departures };
}

export const BALANCES_LISTED = 5;

/** What stays (not canceled) still owe: the total, how many, and the largest few. */
export async function balances(db: Kysely<DB>, branches: number[]) {
  const owing = db
    .selectFrom("reservations")
    .where("reservations.branch_id", "in", inBranches(branches))
    .where("reservations.status", "<>", "canceled")
    .whereRef("reservations.paid", "<", "reservations.total");
  const [totals, largest] = await Promise.all([
    owing
      .select([sql<number>`count(*)`.as("count"), sql<number>`coalesce(sum(total - paid), 0)`.as("amount")])
      .executeTakeFirst(),
    owing
      .innerJoin("items", "items.id", "reservations.item_id")
      .select([...STAY_LINE_COLUMNS, sql<number>`reservations.total - reservations.paid`.as("balance")])
      .orderBy(sql`reservations.total - reservations.paid`, "desc")
      .orderBy("reservations.id")
      .limit(BALANCES_LISTED)
      .execute(),
  ]);
  return {
    count: Number(totals?.count ?? 0),
    amount: fromFils(Number(totals?.amount ?? 0)),
    largest: largest.map((r) => ({
      ...stayLineOut(r),
      balance: fromFils(Number(r.balance)),
    })),
  };
}
