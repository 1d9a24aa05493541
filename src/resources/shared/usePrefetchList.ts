import { useDataProvider, useStore } from "react-admin";
import { PREFETCHED_FRESH_MS } from "../../dataProvider/queryDefaults";
import { usePrefetch } from "../../dataProvider/usePrefetch";
import {
  branchListQuery,
  firstPageRequest,
  NO_STORED_PARAMS,
  type ListedEntry,
  type ListQuery,
} from "./firstPageRequest";
import { useBranchAccess } from "./useBranchAccess";
import { useCurrentScope } from "./useCurrentScope";

/**
 * Asks for the first page a list will show (firstPageRequest) before the user opens it. The list then draws its
 * rows in its first pass from the answer instead of a skeleton, a request and a second pass; it still asks again
 * in the background (its data is never taken as fresh), so nothing shown is older than a normal visit's. Nothing
 * is drawn when the answer arrives: no component reads it until the list mounts.
 */
export function usePrefetchList(resource: string, list: ListQuery, enabled = true): void {
  const dataProvider = useDataProvider();
  const [stored] = useStore(`${resource}.listParams`, NO_STORED_PARAMS);
  const request = firstPageRequest(resource, list, stored);
  usePrefetch({
    queryKey: request.queryKey,
    queryFn: () => request.queryFn(dataProvider),
    enabled,
    staleTime: PREFETCHED_FRESH_MS,
  });
}

/** The first page of a branch's list, asked for when the user may read it in the current branch. */
export function usePrefetchBranchList(entry: ListedEntry, enabled = true): void {
  const can = useBranchAccess();
  const { branchId } = useCurrentScope();
  const allowed = enabled && branchId !== undefined && can(entry.name, "read", branchId);
  usePrefetchList(entry.name, branchListQuery(entry, branchId), allowed);
}
