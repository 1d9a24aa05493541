import { useEffect } from "react";
import { useQueryClient, type QueryFunction, type QueryKey } from "@tanstack/react-query";

interface PrefetchedQuery {
  queryKey: QueryKey;
  queryFn: QueryFunction;
  enabled?: boolean;
  staleTime?: number;
}

/**
 * Starts a query that this component does not read: a page asks for what its rows will need beside its own
 * page of data, and only the parts that read the answer are redrawn when it arrives. Once per mount and key;
 * the query's `staleTime` (PREFETCHED_FRESH_MS) keeps the readers that mount just after from asking again.
 */
export function usePrefetch(query: PrefetchedQuery): void {
  const client = useQueryClient();
  const key = JSON.stringify(query.queryKey);
  useEffect(() => {
    if (query.enabled !== false) void client.prefetchQuery(query);
    // The key stands for the query: a new function object on each render is the same query.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [client, key, query.enabled]);
}
