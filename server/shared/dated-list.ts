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
}

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
    { sort: filters.sort ?? columns.newest, order: filters.order ?? (filters.sort ? "asc" : "desc") },
    columns.sortable,
    columns.sortable[columns.newest],
  );
  const page = async <D, T extends keyof D, O, R>(
    rows: SelectQueryBuilder<D, T, O>,
    count: SelectQueryBuilder<D, T, unknown>,
    map: (row: O) => R,
    atLeast?: number,
  ): Promise<ListResult<R>> => {
    const ordered = rows
      .orderBy(sql.ref(order.column), order.direction)
      .orderBy(sql.ref(columns.id), order.direction);
    return mapList(await paginate(ordered, filters, { count, atLeast }), map);
  };
  return { bounds, page };
}
