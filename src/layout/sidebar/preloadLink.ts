import { loadPage } from "../../custom/lazyPages";
import { configurations, dashboard, listing, settings } from "../../domain/resources/pages";
import { permissions } from "../../domain/resources/permissions";
import { preloadPermissionsPage } from "../../resources/operations/operationsRoutes";
import { RESOURCES } from "../../resources/screens";

type Preload = () => Promise<void>;

/** The custom pages of the sidebar, by registry name; every other link opens its resource's list. */
const PAGES: Readonly<Record<string, Preload>> = {
  [dashboard.name]: loadPage.overview,
  [listing.name]: loadPage.menuEditor,
  [settings.name]: loadPage.settings,
  [configurations.name]: loadPage.configurations,
  [permissions.name]: preloadPermissionsPage,
};

const listPreload = (name: string): Preload | undefined =>
  (RESOURCES.find((resource) => resource.name === name)?.list as { preload?: Preload } | undefined)?.preload;

/** How the page a link opens is fetched ahead of time. */
export const preloadOf = (id: string): Preload | undefined => PAGES[id] ?? listPreload(id);

/**
 * Fetches the page a sidebar link opens as the pointer comes onto it (or a finger or the keyboard does): by the
 * click its chunk is in and the page is drawn at once, instead of a spinner held for at least 300 ms (React's
 * reveal of a suspended page). Fetched once; a failure only means the page loads on the click as before.
 */
export function preloadLink(id: string): void {
  preloadOf(id)?.().catch(() => undefined);
}
