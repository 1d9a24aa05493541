import { sql, type Kysely, type SelectQueryBuilder } from "kysely";
import type { DB } from "../../db/schema/index";
import { parseLocales } from "../../db/locales";
import { fromFils } from "../../../src/domain/money";
import type { OverviewPeriod } from "./period";
import { REVENUE_ORDER_STATUSES } from "../../../src/domain/orders";
import { inBranches, revenueOrders } from "./restaurant";

// The best sellers read `item_stats` (the order lines' sums per branch, status, UTC day or hour and item, kept by
// triggers: migration 2026_11_25_100_item_stats): a period's whole UTC days from the day rows, the hours at its
// edges from the hour rows (a local midnight is a UTC hour in most zones), and, where the zone's offset is not whole
// hours (India, Iran, Nepal…), the lines of the minutes left from the orders themselves. A year of a busy branch is
// a few hundred rows per day instead of every line of every order.

export const TOP_ITEMS = 10;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

type Range = [from: string, to: string];
/** One source of lines: kept rows or the orders' own lines, summed alike. */
type Lines = SelectQueryBuilder<
  DB,
  keyof DB,
  { item_id: number | null; locales: string; quantity: number; sales: number }
>;

/** How a period [start, end) of ISO instants is read: day rows, hour rows, and spans of orders read line by line. */
export interface PeriodParts {
  /** UTC days (YYYY-MM-DD), from included, to excluded. */
  days?: Range;
  /** UTC hours (YYYY-MM-DDTHH), from included, to excluded. */
  hours: Range[];
  /** ISO instants, from included, to excluded. */
  instants: Range[];
}

const floorTo = (ms: number, unit: number) => Math.floor(ms / unit) * unit;
const ceilTo = (ms: number, unit: number) => Math.ceil(ms / unit) * unit;
const iso = (ms: number) => new Date(ms).toISOString();
const dayOf = (ms: number) => iso(ms).slice(0, 10);
const hourOf = (ms: number) => iso(ms).slice(0, 13);

/** Splits [start, end) into whole UTC days, then whole UTC hours, then what is left, each part as wide as it can be. */
export function splitPeriod(start: string, end: string): PeriodParts {
  const from = Date.parse(start);
  const to = Date.parse(end);
  const parts: PeriodParts = { hours: [], instants: [] };
  const hoursFrom = ceilTo(from, HOUR_MS);
  const hoursTo = floorTo(to, HOUR_MS);
  if (hoursFrom >= hoursTo) {
    if (from < to) parts.instants.push([start, end]);
    return parts;
  }
  if (from < hoursFrom) parts.instants.push([start, iso(hoursFrom)]);
  if (hoursTo < to) parts.instants.push([iso(hoursTo), end]);
  const daysFrom = ceilTo(hoursFrom, DAY_MS);
  const daysTo = floorTo(hoursTo, DAY_MS);
  if (daysFrom >= daysTo) {
    parts.hours.push([hourOf(hoursFrom), hourOf(hoursTo)]);
    return parts;
  }
  parts.days = [dayOf(daysFrom), dayOf(daysTo)];
  if (hoursFrom < daysFrom) parts.hours.push([hourOf(hoursFrom), hourOf(daysFrom)]);
  if (daysTo < hoursTo) parts.hours.push([hourOf(daysTo), hourOf(hoursTo)]);
  return parts;
}

/** The best-selling items of the period by quantity, with their sales (line totals after item discounts). */
export async function topItems(db: Kysely<DB>, branches: number[], period: OverviewPeriod) {
  const parts = splitPeriod(period.current.start, period.current.end);
  const kept = (grain: "day" | "hour", [from, to]: Range): Lines =>
    db
      .selectFrom("item_stats")
      .select(["item_id", "locales", "quantity", "sales"])
      .where("branch_id", "in", inBranches(branches))
      .where("grain", "=", grain)
      .where("status", "in", [...REVENUE_ORDER_STATUSES])
      .where("bucket", ">=", from)
      .where("bucket", "<", to) as Lines;
  const lines = ([from, to]: Range): Lines =>
    revenueOrders(db, branches, from, to)
      .innerJoin("order_items", "order_items.order_id", "orders.id")
      .select([
        "order_items.item_id",
        "order_items.locales",
        "order_items.quantity",
        sql<number>`order_items.line_total - order_items.discount`.as("sales"),
      ])
      .where("order_items.item_id", "is not", null) as Lines;
  const [first, ...rest] = [
    ...(parts.days ? [kept("day", parts.days)] : []),
    ...parts.hours.map((range) => kept("hour", range)),
    ...parts.instants.map(lines),
  ];
  const all = rest.reduce((union, part) => union.unionAll(part), first);
  const rows = await db
    .selectFrom(all.as("l"))
    .select([
      "l.item_id",
      // The names at ordering time; the greatest of the lines' wordings is as good as any.
      sql<string>`max(l.locales)`.as("locales"),
      sql<number>`sum(l.quantity)`.as("quantity"),
      sql<number>`sum(l.sales)`.as("sales"),
    ])
    .groupBy("l.item_id")
    .orderBy(sql`sum(l.quantity)`, "desc")
    .orderBy("l.item_id")
    .limit(TOP_ITEMS)
    .execute();
  return rows.map((r) => ({
    item_id: Number(r.item_id),
    locales: parseLocales(r.locales),
    quantity: Number(r.quantity),
    sales: fromFils(Number(r.sales)),
  }));
}
