import { getStoredUser } from "../authProvider/session";
import { dataProvider } from "../dataProvider";
import { PREFETCHED_FRESH_MS } from "../dataProvider/queryDefaults";
import { queryClient } from "../dataProvider/queryClient";
import { readCurrentScope } from "../dataProvider/routes";
import { canAccessResource } from "../domain/access";
import { orders } from "../domain/resources/orders";
import { reservations } from "../domain/resources/reservations";
import { listNameAt } from "../resources/listAddress";
import orderScreens from "../resources/orders";
import reservationScreens from "../resources/reservations";
import { branchListQuery, firstPageRequest } from "../resources/shared/usePrefetchList";
import { store } from "../store";

/** The branch lists a start may open at (the front of house's pages), with their screens. */
const BRANCH_LISTS = [
  { entry: orders, screens: orderScreens },
  { entry: reservations, screens: reservationScreens },
];

/**
 * A signed-in start at a branch list's own address ("/orders", SPEC's "/orders/list": a reload of the orders kept
 * open at the counter) fetches the list's chunk at once, beside the shell's, and asks for its first page once the
 * user is loaded (`userLoaded`), as the Overview does for the list it leads to (usePrefetchBranchList), under the
 * key the list reads: the list draws its rows in its first pass instead of asking once the shell and the list have
 * been drawn. Answers whether the address was such a list. The page is not asked for when the address carries the
 * list's parameters (the list reads those, not the stored ones), nor where the user may not read the list.
 */
export function prefetchBranchListAt(
  pathname: string,
  search: string,
  userLoaded: Promise<unknown>,
): boolean {
  const name = listNameAt(pathname);
  const list = BRANCH_LISTS.find((candidate) => name !== undefined && candidate.entry.name === name);
  if (!list) return false;
  list.screens.list.preload().catch(() => undefined);
  if (search === "") void userLoaded.then(() => prefetchFirstPage(list.entry));
  return true;
}

/** The list's first page into react-admin's cache, where the user may read the list in the current branch. */
function prefetchFirstPage(entry: (typeof BRANCH_LISTS)[number]["entry"]): void {
  const user = getStoredUser();
  const { businessId, branchId } = readCurrentScope();
  const business = user?.business.find((candidate) => candidate.id === businessId);
  if (!business || branchId === undefined) return;
  const access = { id: business.id, type: business.type };
  if (!canAccessResource(user, { resource: entry.name, action: "read", branchId, business: access })) return;
  const stored = store.getItem<object>(`${entry.name}.listParams`);
  const request = firstPageRequest(entry.name, branchListQuery(entry, branchId), stored);
  void queryClient.prefetchQuery({
    queryKey: request.queryKey,
    queryFn: () => request.queryFn(dataProvider),
    staleTime: PREFETCHED_FRESH_MS,
  });
}
