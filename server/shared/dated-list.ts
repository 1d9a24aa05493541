import { sql, type Kysely, type SelectQueryBuilder } from "kysely";
import { Type, type TProperties } from "typebox";
import type { DB } from "../db/schema/index";
import { ListQuery } from "../http/schemas";
import { listOrder, mapList, paginate, type ListResult, type PageParams } from "../db/pagination";
import { listPeriod, type Bounds } from "./period-bounds";

// What the dated lists (orders, reservations, invoices) share: the period asked, newest first unless a sort is asked,
// a page in that order, and the customer search.

/** `from`/`to`: a day (whole days in the business's time zone) or a date-time (period.ts). */
export const PeriodQuery = {
  from: Type.Optional(Type.String({ maxLength: 40 })),
  to: Type.Optional(Type.String({ maxLength: 40 })),
};

/** The query of a dated list: a page, its sort and search, the list's own filters and the period. */
export const datedListQuery = <F extends TProperties>(filters: F) =>
  Type.Object({ ...ListQuery.properties, ...filters, ...PeriodQuery });

interface DatedFilters extends PageParams {
  sort?: string;
  order?: string;
  from?: string;
  to?: string;
}

export interface DatedColumns {
  /** The `sort` values the list accepts, mapped to their columns. */
  sortable: Record<string, string>;
  /** The sort the list opens with, newest first. */
  newest: string;
  /** The id column, which orders rows of the same value the same way. */
  id: string;
  /**
   * `sort=upcoming`: what is under way or to come first, from the soonest start (today's first), then what has
   * ended, the latest first. The columns of the record's start and end (ISO text, compared with now).
   */
  upcoming?: { starts: string; ends: string };
}

/** The sort value that opens a dated list on what is under way and to come (DatedColumns.upcoming). */
export const UPCOMING_SORT = "upcoming";

/**
 * The period of a dated list and its page: newest first by `newest` unless a sort is asked (then ascending unless
 * the `order` says otherwise), ties by id in the same direction; the page is counted over `count`, the filters on the
 * base table alone, unless `atLeast` rows are known to match already (customer-search.ts).
 */
export async function datedList(
  db: Kysely<DB>,
  businessId: number,
  filters: DatedFilters,
  columns: DatedColumns,
) {
  const bounds: Bounds = await listPeriod(db, businessId, filters);
  const order = listOrder(
    {
      // "upcoming" is an order of its own (upcomingFirst below), not a column.
      sort: filters.sort && filters.sort !== UPCOMING_SORT ? filters.sort : columns.newest,
      order: filters.order ?? (filters.sort ? "asc" : "desc"),
    },
    columns.sortable,
    columns.sortable[columns.newest],
  );
  const page = async <D, T extends keyof D, O, R>(
    rows: SelectQueryBuilder<D, T, O>,
    count: SelectQueryBuilder<D, T, unknown>,
    map: (row: O) => R,
    atLeast?: number,
  ): Promise<ListResult<R>> => {
    const ordered =
      filters.sort === UPCOMING_SORT && columns.upcoming
        ? upcomingFirst(rows, columns.upcoming, columns.id)
        : rows.orderBy(sql.ref(order.column), order.direction).orderBy(sql.ref(columns.id), order.direction);
    return mapList(await paginate(ordered, filters, { count, atLeast, id: columns.id }), map);
  };
  return { bounds, page };
}

/**
 * Under way or to come (ends after now) first, by start ascending; then the ended ones, by start descending. Text
 * columns on both databases, so the expressions compare the same way on SQLite and PostgreSQL.
 */
function upcomingFirst<D, T extends keyof D, O>(
  rows: SelectQueryBuilder<D, T, O>,
  { starts, ends }: { starts: string; ends: string },
  id: string,
) {
  const now = new Date().toISOString();
  const ahead = sql`(case when ${sql.ref(ends)} > ${now} then 0 else 1 end)`;
  return rows
    .orderBy(ahead, "asc")
    .orderBy(sql`(case when ${sql.ref(ends)} > ${now} then ${sql.ref(starts)} else '' end)`, "asc")
    .orderBy(sql.ref(starts), "desc")
    .orderBy(sql.ref(id), "asc");
}
