import { sql, type Kysely } from "kysely";
import type { DB } from "../../db/schema/index";
import { parseLocales } from "../../db/locales";
import { validationFailed, type FieldErrors } from "../../errors";
import { businessTime } from "../config/business-config";
import { businessCurrency } from "./issue";
import { moneySummary } from "./summary";
import { fromFils } from "../../../src/domain/money";
import { addDays, daysBetween, isDateOnly, localDateOf } from "../../../src/domain/zoned-time";

/** The longest period a report covers, in days. */
export const REPORT_MAX_DAYS = 366;
/** Without dates, a report covers the last 30 days up to today. */
export const REPORT_DEFAULT_DAYS = 30;

interface Bucket {
  total: number;
  count: number;
}
const add = (bucket: Bucket, total: number, count: number) => {
  bucket.total += total;
  bucket.count += count;
};

/**
 * Totals of the invoices issued from one date to another (both included; days in the business's time zone), by
 * day (every day of the period, zero when nothing was issued), by branch and by payment state, in the business's
 * currency. Only the given branches count.
 */
export async function financialReport(
  db: Kysely<DB>,
  businessId: number,
  branches: number[],
  query: { from?: string; to?: string; branch_id?: number },
) {
  const { timeZone } = await businessTime(db, businessId);
  const today = localDateOf(new Date(), timeZone);
  const errors: FieldErrors = {};
  if (query.from && !isDateOnly(query.from)) errors.from = "validation.date";
  if (query.to && !isDateOnly(query.to)) errors.to = "validation.date";
  if (Object.keys(errors).length) throw validationFailed(errors);
  const to = query.to ?? (query.from ? addDays(query.from, REPORT_DEFAULT_DAYS - 1) : today);
  const from = query.from ?? addDays(to, -(REPORT_DEFAULT_DAYS - 1));
  const days = daysBetween(from, to) + 1;
  if (days < 1) throw validationFailed({ to: "validation.dateRange" });
  if (days > REPORT_MAX_DAYS)
    throw validationFailed({ to: { key: "invoices.rangeTooLong", params: { days: REPORT_MAX_DAYS } } });

  // The invoices' sums by day, branch, payment state and order (invoice_stats, kept by triggers).
  const rows = await db
    .selectFrom("invoice_stats")
    .select([
      "issued_on",
      "branch_id",
      "payment_state",
      sql<number>`sum(amount)`.as("total"),
      sql<number>`sum(invoices)`.as("count"),
    ])
    .where("branch_id", "in", branches.length ? branches : [0])
    .where("issued_on", ">=", from)
    .where("issued_on", "<=", to)
    .groupBy(["issued_on", "branch_id", "payment_state"])
    .execute();
  const branchRows = branches.length
    ? await db
        .selectFrom("branches")
        .select(["id", "locales"])
        .where("id", "in", branches)
        .orderBy("id")
        .execute()
    : [];

  const overall: Bucket = { total: 0, count: 0 };
  const byDay = new Map<string, Bucket>(
    Array.from({ length: days }, (_, i) => [addDays(from, i), { total: 0, count: 0 }]),
  );
  const byBranch = new Map<number, Bucket>(branchRows.map((b) => [b.id, { total: 0, count: 0 }]));
  const byState = new Map<string, Bucket>();
  for (const row of rows) {
    const total = Number(row.total ?? 0);
    const count = Number(row.count ?? 0);
    add(overall, total, count);
    add(byDay.get(row.issued_on)!, total, count);
    add(byBranch.get(row.branch_id)!, total, count);
    if (!byState.has(row.payment_state)) byState.set(row.payment_state, { total: 0, count: 0 });
    add(byState.get(row.payment_state)!, total, count);
  }
  const money = (b: Bucket) => ({ total: fromFils(b.total), count: b.count });
  return {
    currency: await businessCurrency(db, businessId),
    summary: await moneySummary(db, businessId, branches, { from, to, timeZone }),
    time_zone: timeZone,
    from,
    to,
    branch_id: query.branch_id ?? null,
    ...money(overall),
    by_day: [...byDay].map(([date, b]) => ({ date, ...money(b) })),
    by_branch: branchRows.map((b) => ({
      branch_id: b.id,
      locales: parseLocales(b.locales),
      ...money(byBranch.get(b.id)!),
    })),
    by_payment_state: [...byState]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([payment_state, b]) => ({ payment_state, ...money(b) })),
  };
}
