import { authProvider } from "../authProvider";
import { getToken } from "../authProvider/session";
import { preloadShell } from "../layout/LazyLayout";
import { readCurrentMenuId } from "../resources/shared/useCurrentScope";
import { loadPage } from "./lazyPages";
import { prefetchOverviewListAtStart, preloadListAtStart } from "./prefetchListAtStart";
import { loadMenuEarly } from "./menu-editor/earlyMenu";
import { PATHS } from "./paths";

/** The custom page each address opens, fetched at start beside the shell instead of after it has been drawn. */
const PAGE_AT: Record<string, () => Promise<unknown>> = {
  [PATHS.overview]: loadPage.overview,
  [PATHS.menuEditor]: loadPage.menuEditor,
  [PATHS.settings]: loadPage.settings,
  [PATHS.configurations]: loadPage.configurations,
  [PATHS.kitchen]: loadPage.kitchen,
  [PATHS.apiKeys]: loadPage.apiKeys,
  [PATHS.webhooks]: loadPage.webhooks,
  [PATHS.customers]: loadPage.customers,
};

/**
 * A start with a session (the reload after login, a return visit) shows the shell at once. The user's refresh
 * (SPEC §4: once per page load) is sent first, before any chunk: the browser opens at most six connections to
 * the server and a request queued behind a wave of chunks waited up to 200 ms. Then the shell's chunk and the
 * page's own are fetched and run while the user loads, instead of one after the other once react-admin has
 * checked the session; the menu editor's menu is asked for at once too, and so is what a list needs at a list's
 * address (prefetchListAtStart.ts), and at the Overview's the first page of the list it leads to. The Overview
 * fetches that list's chunk itself, once drawn and idle
 * (usePreloadNextList; after a login it is in the browser cache already, see preloadAfterLogin). Nothing is fetched
 * for a visitor without a session (the login page does not need them).
 */
export function preloadSignedIn(pathname: string): void {
  if (!getToken()) return;
  const later = () => undefined;
  // The same call react-admin's session check makes: it is sent once per page load and token, so this only
  // starts it earlier.
  const userLoaded = authProvider.checkAuth({}).catch(later);
  if (pathname === PATHS.menuEditor) {
    const menuId = readCurrentMenuId();
    if (menuId !== undefined) loadMenuEarly(menuId);
  }
  const shell = preloadShell();
  shell.catch(later);
  const page = PAGE_AT[pathname]?.().catch(later);
  if (pathname === PATHS.overview) prefetchOverviewListAtStart(userLoaded);
  // A list's address: what the list needs, beside the shell.
  if (!page) preloadListAtStart(pathname, window.location.search, userLoaded, shell);
}
