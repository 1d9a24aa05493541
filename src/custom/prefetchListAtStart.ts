import { getStoredUser } from "../authProvider/session";
import { dataProvider } from "../dataProvider";
import { PREFETCHED_FRESH_MS } from "../dataProvider/queryDefaults";
import { queryClient } from "../dataProvider/queryClient";
import { readCurrentScope } from "../dataProvider/routes";
import { BRANCH_LISTS, type BranchList } from "../resources/branchLists";
import { listNameAt } from "../resources/listAddress";
import { branchListQuery, firstPageRequest } from "../resources/shared/firstPageRequest";
import { mayInBranch } from "../resources/shared/useBranchAccess";
import { store } from "../store";
import { listLedTo } from "./dashboard/overviewList";

/**
 * A signed-in start at a list's address ("/orders", SPEC's "/orders/list": a reload of the orders kept open at the
 * counter) fetches what the list needs beside the shell, instead of once the shell has checked the session and
 * drawn the route. A branch list (orders, stays): its chunk at once and its first page once the user is loaded
 * (`userLoaded`), as the Overview does for the list it leads to (usePrefetchBranchList), under the key the list
 * reads, so that it draws its rows in its first pass; not when the address carries the list's parameters (the
 * list reads those, not the stored ones), nor where the user may not read the list. Any other resource's list:
 * its chunk once the shell's (`shell`, which knows every resource's views) is in.
 */
export function preloadListAtStart(
  pathname: string,
  search: string,
  userLoaded: Promise<unknown>,
  shell: Promise<unknown>,
): void {
  const name = listNameAt(pathname);
  if (name === undefined) return;
  const list = BRANCH_LISTS.find((candidate) => candidate.entry.name === name);
  if (!list) {
    // The sidebar's own preload of the page a link opens (in the shell's chunk, which is in by then).
    shell
      .then(() => import("../layout/sidebar/preloadLink"))
      .then(({ preloadLink }) => preloadLink(name))
      .catch(() => undefined);
    return;
  }
  list.screens.list.preload().catch(() => undefined);
  if (search === "") void userLoaded.then(() => prefetchFirstPage(list.entry));
}

/**
 * A signed-in start at the Overview (the reload after a login): the first page of the list the Overview leads to
 * (orders, or stays), asked for once the user is loaded, before the Overview's own figures. The Overview asks for
 * it too (usePrefetchBranchList) and finds it there; sent after its figures, it waited behind them on the server
 * (about 150 ms on a busy two-core machine) when the user went straight on to the orders.
 */
export function prefetchOverviewListAtStart(userLoaded: Promise<unknown>): void {
  void userLoaded.then(() => {
    const { businessId } = readCurrentScope();
    const business = getStoredUser()?.business.find((candidate) => candidate.id === businessId);
    if (business) prefetchFirstPage(listLedTo(business.type));
  });
}

/** The list's first page into react-admin's cache, where the user may read the list in the current branch. */
function prefetchFirstPage(entry: BranchList["entry"]): void {
  const user = getStoredUser();
  const { businessId, branchId } = readCurrentScope();
  const business = user?.business.find((candidate) => candidate.id === businessId);
  const mayRead = mayInBranch(user, business, { resource: entry.name, action: "read", branchId });
  if (branchId === undefined || !mayRead) return;
  const stored = store.getItem<object>(`${entry.name}.listParams`);
  const request = firstPageRequest(entry.name, branchListQuery(entry, branchId), stored);
  void queryClient.prefetchQuery({
    queryKey: request.queryKey,
    queryFn: () => request.queryFn(dataProvider),
    staleTime: PREFETCHED_FRESH_MS,
  });
}
