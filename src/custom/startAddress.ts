import { getToken } from "../authProvider/session";
import { PATHS } from "./paths";

/**
 * "/" opens the Overview (RootRedirect). With a session (the reload after login, a return visit), the address is
 * rewritten before the first render instead: the redirect was a router transition run after the shell had been
 * drawn, which every answer the shell received (user settings, notifications, configuration) interrupted and
 * restarted, so the Overview asked for its figures about 250 ms later than it could. Without a session "/" is
 * left as it is (react-admin sends the visitor to the login page).
 */
export function resolveStartAddress(): string {
  const { pathname, search, hash } = window.location;
  if (pathname === PATHS.home && getToken()) {
    window.history.replaceState(window.history.state, "", `${PATHS.overview}${search}${hash}`);
    return PATHS.overview;
  }
  return pathname;
}
