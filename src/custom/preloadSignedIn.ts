import { authProvider } from "../authProvider";
import { getToken } from "../authProvider/session";
import { loadPage } from "./lazyPages";
import { PATHS } from "./paths";

/**
 * A start with a session (the reload after login, a return visit) shows the shell at once. The user's refresh
 * (SPEC §4: once per page load) is sent first, before any chunk: the browser opens at most six connections to
 * the server and a request queued behind a wave of chunks waited up to 200 ms. Then the shell's chunk is fetched
 * and run while the user loads, instead of after react-admin has checked the session; the same for the Overview
 * when the page opens on it, and, once the user is in, for the orders list, the page opened next most often (from
 * the browser cache after a login, see preloadAfterLogin). Nothing is fetched for a visitor without a session
 * (the login page does not need them).
 */
export function preloadSignedIn(pathname: string): void {
  if (!getToken()) return;
  const later = () => undefined;
  // The same call react-admin's session check makes: it is sent once per page load and token, so this only
  // starts it earlier.
  const userLoaded = authProvider.checkAuth({}).catch(later);
  import("../layout/Layout").catch(later);
  if (pathname === PATHS.home || pathname === PATHS.overview)
    Promise.all([loadPage.overview(), userLoaded])
      .then(() => import("../resources/orders/OrderList"))
      .catch(later);
}
