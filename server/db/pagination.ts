import { sql, type SelectQueryBuilder } from "kysely";
import { DEFAULT_PER_PAGE, MAX_PER_PAGE } from "../../src/domain/constants";

export interface ListResult<T> {
  data: T[];
  total: number;
  current_page: number;
  per_page: number;
  last_page: number;
}

export interface PageParams {
  page?: number;
  per_page?: number;
}

/** Runs one count and one page query (DESIGN §4: every list is paginated; nothing loads a whole table). */
export async function paginate<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  params: PageParams,
): Promise<ListResult<O>> {
  const perPage = Math.min(Math.max(params.per_page ?? DEFAULT_PER_PAGE, 1), MAX_PER_PAGE);
  const page = Math.max(params.page ?? 1, 1);
  const counted = await query
    .clearSelect()
    .clearOrderBy()
    .select(sql<number>`count(*)`.as("total"))
    .executeTakeFirst();
  const total = Number((counted as { total?: number } | undefined)?.total ?? 0);
  const data = await query.limit(perPage).offset((page - 1) * perPage).execute();
  return { data, total, current_page: page, per_page: perPage, last_page: Math.max(1, Math.ceil(total / perPage)) };
}

/** Maps the rows of a page, keeping the paging fields. */
export const mapList = <T, U>(list: ListResult<T>, map: (row: T) => U): ListResult<U> => ({ ...list, data: list.data.map(map) });

/** `order=desc` (any case) or asc; unknown sort columns fall back to the given default. */
export function sortOf<C extends string>(
  params: { sort?: string; order?: string },
  allowed: readonly C[],
  fallback: C,
): { column: C; direction: "asc" | "desc" } {
  const column = (allowed as readonly string[]).includes(params.sort ?? "") ? (params.sort as C) : fallback;
  return { column, direction: params.order?.toLowerCase() === "desc" ? "desc" : "asc" };
}
