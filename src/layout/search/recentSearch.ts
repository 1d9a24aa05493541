import { SEARCH_RECENT_MAX } from "../../domain/constants";
import type { SearchHit } from "../../dataProvider/methods/search";

// What the global search shows before anything is typed: the records last opened and the texts last searched,
// newest first, kept per business in the browser (react-admin's store, i.e. local storage).

export interface RecentSearch {
  records: SearchHit[];
  queries: string[];
}

export const EMPTY_RECENT: RecentSearch = { records: [], queries: [] };

export const recentStoreKey = (businessId: number | undefined) => `globalSearch.recent.${businessId ?? 0}`;

const same = (a: SearchHit, b: SearchHit) => a.kind === b.kind && a.id === b.id;

/** The list with a record just opened first (once), the oldest dropped beyond the limit. */
export const withRecord = (recent: RecentSearch, hit: SearchHit): RecentSearch => ({
  ...recent,
  records: [hit, ...recent.records.filter((r) => !same(r, hit))].slice(0, SEARCH_RECENT_MAX),
});

/** The list with a text just searched first (once). */
export const withQuery = (recent: RecentSearch, query: string): RecentSearch => {
  const q = query.trim();
  if (!q) return recent;
  return { ...recent, queries: [q, ...recent.queries.filter((r) => r !== q)].slice(0, SEARCH_RECENT_MAX) };
};
