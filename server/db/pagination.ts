import { sql, type SelectQueryBuilder } from "kysely";
import { countCap, countUpTo } from "./capped-count";
import { DEFAULT_PER_PAGE, MAX_PER_PAGE } from "../../src/domain/constants";
import { MAX_PAGE } from "../http/schemas";
import { validationFailed } from "../errors";

export interface ListResult<T> {
  data: T[];
  /** Matching rows, counted up to the cap (see capped-count.ts); exact unless `total_capped`. */
  total: number;
  /** True when more rows match than were counted: `total` is then a lower bound. */
  total_capped: boolean;
  current_page: number;
  per_page: number;
  last_page: number;
}

export interface PageParams {
  page?: number;
  per_page?: number;
  /** Only the records of these ids, those found in the list's scope (react-admin's getMany in one request). */
  ids?: readonly number[];
}

export interface PageOptions {
  /**
   * The same filters on the base table alone, for the count: joins that only add columns (a currency, a name)
   * would otherwise be paid for every counted row.
   */
  count?: SelectQueryBuilder<any, any, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  /** At least this many rows are known to match (from an index): past the cap, the count is not run at all. */
  atLeast?: number;
  /**
   * The list's id column, which `ids` filters. Every list's query schema takes `ids` (http/schemas.ts PageQuery):
   * a list that would be asked for them without naming this column fails loudly rather than answer every row.
   */
  id?: string;
}

/**
 * One page query and at most one capped count (DESIGN §4 and §9: every list is paginated, nothing counts or loads
 * a whole table). A short page needs no count at all: its total is known from the rows.
 */
export async function paginate<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  params: PageParams,
  options: PageOptions = {},
): Promise<ListResult<O>> {
  const perPage = Math.min(Math.max(params.per_page ?? DEFAULT_PER_PAGE, 1), MAX_PER_PAGE);
  const page = Math.min(Math.max(params.page ?? 1, 1), MAX_PAGE);
  const offset = (page - 1) * perPage;
  if (params.ids !== undefined) {
    if (!options.id)
      throw new Error("this list cannot be asked for ids: paginate() was not given its id column");
    if (!params.ids.length)
      return { data: [], total: 0, total_capped: false, current_page: page, per_page: perPage, last_page: 1 };
    query = onlyIds(query, options.id, params.ids);
    if (options.count) options = { ...options, count: onlyIds(options.count, options.id, params.ids) };
    options = { ...options, atLeast: undefined };
  }
  const data = await query.limit(perPage).offset(offset).execute();
  let total = offset + data.length;
  let capped = false;
  if (data.length === perPage || (!data.length && offset > 0)) {
    // Counting reaches at least past the page asked for, so a deep page still shows a next page.
    const limit = Math.max(countCap(), offset + perPage);
    const counted =
      options.atLeast !== undefined && options.atLeast > limit
        ? options.atLeast
        : await countUpTo(options.count ?? query, limit + 1);
    capped = counted > limit;
    total = Math.min(counted, limit);
  }
  return {
    data,
    total,
    total_capped: capped,
    current_page: page,
    per_page: perPage,
    last_page: Math.max(1, Math.ceil(total / perPage)),
  };
}

// Typed loosely: the id column is named at run time, as a qualified reference (`orders.id`).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnySelect = SelectQueryBuilder<any, any, any>;
const onlyIds = <Q extends AnySelect>(query: Q, column: string, ids: readonly number[]): Q =>
  query.where(sql<boolean>`${sql.ref(column)} in (${sql.join([...ids])})`) as Q;

/** Maps the rows of a page, keeping the paging fields. */
export const mapList = <T, U>(list: ListResult<T>, map: (row: T) => U): ListResult<U> => ({
  ...list,
  data: list.data.map(map),
});

/**
 * A sort field the list does not know answers 422 (react-admin's contract, issue 49): ignoring it would answer rows
 * in an order the caller did not ask for, as if it had.
 */
function unknownSort(): never {
  throw validationFailed({ sort: "validation.unknownSort" });
}

/**
 * The `sort` values a list accepts, mapped to their columns (`name` sorts by the lower-cased search text); none
 * asked, the fallback. Only the map's own keys count: `sort=__proto__` or `constructor` must not find an inherited
 * property; another value answers 422.
 */
export function listOrder(
  params: { sort?: string; order?: string },
  allowed: Record<string, string>,
  fallback: string,
): { column: string; direction: "asc" | "desc" } {
  const sort = params.sort ?? "";
  if (sort && !Object.hasOwn(allowed, sort)) unknownSort();
  const column = sort ? allowed[sort] : fallback;
  return { column, direction: params.order?.toLowerCase() === "desc" ? "desc" : "asc" };
}

/** `order=desc` (any case) or asc; no sort asked, the given default; an unknown sort column answers 422. */
export function sortOf<C extends string>(
  params: { sort?: string; order?: string },
  allowed: readonly C[],
  fallback: C,
): { column: C; direction: "asc" | "desc" } {
  if (params.sort && !(allowed as readonly string[]).includes(params.sort)) unknownSort();
  const column = params.sort ? (params.sort as C) : fallback;
  return { column, direction: params.order?.toLowerCase() === "desc" ? "desc" : "asc" };
}
