import { preloadShell } from "../layout/LazyLayout";
import orders from "../resources/orders";
import { loadPage } from "./lazyPages";
import { SIGNED_IN_PREFETCH_MARK } from "./prefetchMark";

/**
 * Fetches, while the login is checked and during the short wait before SPEC §4's reload, the chunks the next load
 * needs at once: the signed-in shell, the Overview that "/" opens and the orders list staff open next. Assets are
 * cached immutably, so after the reload they come from the browser cache without a request. A failure (or a wrong
 * password) only means they load later, on demand.
 */
export function preloadAfterLogin(): void {
  const later = () => undefined;
  preloadShell().catch(later);
  loadPage.overview().catch(later);
  orders.list.preload().catch(later);
}

/** The same, started by the login page once it is drawn and idle, marked in the page's timeline. */
export function prefetchSignedInStart(): void {
  performance.mark(SIGNED_IN_PREFETCH_MARK);
  preloadAfterLogin();
}
