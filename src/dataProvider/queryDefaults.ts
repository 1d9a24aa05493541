/**
 * How the dashboard's own queries behave, as its calls did before they were queries: asked once per key and
 * again whenever react-admin refreshes, not retried (a failure shows at once, SPEC §8) and not refetched on window
 * focus (a form being filled in keeps its values).
 */
export const QUERY_DEFAULTS = { retry: false, refetchOnWindowFocus: false } as const;

/**
 * How long a prefetched answer counts as fresh (usePrefetch): long enough that the cells mounting after the page
 * read it instead of asking again, short enough that the next visit to the page asks anew.
 */
export const PREFETCHED_FRESH_MS = 5_000;
