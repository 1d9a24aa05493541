import { getToken } from "../authProvider/session";
import { loadPage } from "./lazyPages";
import { PATHS } from "./paths";

/**
 * A start with a session (the reload after login, a return visit) shows the shell at once: its chunk is fetched
 * and run while the session is read, instead of after react-admin has checked it; the same for the Overview when
 * the page opens on it, and then for the orders list, the page opened next most often (from the browser cache
 * after a login, see preloadAfterLogin). Nothing is fetched for a visitor without a session (the login page does
 * not need them).
 */
export function preloadSignedIn(pathname: string): void {
  if (!getToken()) return;
  const later = () => undefined;
  import("../layout/Layout").catch(later);
  if (pathname === PATHS.home || pathname === PATHS.overview)
    loadPage
      .overview()
      .then(() => import("../resources/orders/OrderList"))
      .catch(later);
}
