import { getQuery, type DataProvider, type SortPayload } from "react-admin";
import { DEFAULT_PER_PAGE } from "../../domain/constants";
import type { ListSort } from "../../domain/resources";
import { listSortOf } from "./listSort";

// What a list's first page is asked for with, ahead of the list (usePrefetchList, the start's prefetchListAtStart).
// Kept apart from the hooks: a start loads it before any list code.

/** What a list asks for besides its stored parameters: the props its page gives react-admin's `<List>`. */
export interface ListQuery {
  sort: SortPayload;
  /** The list's `queryOptions.meta` (e.g. the branch), part of react-admin's query key. */
  meta?: Record<string, unknown>;
}

// react-admin's empty stored parameters (useListParams' defaultParams).
export const NO_STORED_PARAMS = {};

/**
 * The first page a list will show, under the very key react-admin's `<List>` reads (resource, "getList",
 * pagination, sort, filter, meta): from the parameters the user left in the store (`<resource>.listParams`,
 * react-admin's default store key) or else the list's own sort and page size, merged by react-admin's own
 * `getQuery`, for a list opened at its bare address (no parameters in it).
 */
export function firstPageRequest(resource: string, list: ListQuery, stored: object = NO_STORED_PARAMS) {
  const query = getQuery({
    queryFromLocation: {},
    params: stored,
    filterDefaultValues: undefined,
    sort: list.sort,
    // LIST_DEFAULTS' page size (not imported: that module brings the list's components along).
    perPage: DEFAULT_PER_PAGE,
  });
  const params = {
    pagination: { page: query.page, perPage: query.perPage },
    sort: { field: query.sort, order: query.order },
    filter: query.filter ?? {},
    meta: list.meta,
  };
  return {
    queryKey: [resource, "getList", params],
    // The shape react-admin's useGetList keeps in its cache.
    queryFn: (dataProvider: DataProvider) =>
      dataProvider
        .getList(resource, params)
        .then(({ data, total, pageInfo, meta }) => ({ data, total, pageInfo, meta })),
  };
}

/** A registry entry with a list: its name and the order the list opens in. */
export interface ListedEntry {
  name: string;
  defaultSort?: ListSort;
}

/** How a branch's list (orders, reservations) asks for its records: its declared order, in the current branch. */
export const branchListQuery = (entry: ListedEntry, branchId: number | undefined): ListQuery => ({
  sort: listSortOf(entry),
  meta: { branchId },
});
