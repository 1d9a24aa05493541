import type { LazyLoaded } from "../../custom/lazyLoaded";
import {
  LazyApiKeysPage,
  LazyConfigurationsPage,
  LazyCustomersPage,
  LazyDayReportPage,
  LazyKitchenPage,
  LazyMenuEditorPage,
  LazyOverviewPage,
  LazyRateCalendarPage,
  LazySettingsPage,
  LazyWebhooksPage,
} from "../../custom/lazyPages";
import {
  apiKeys,
  configurations,
  dashboard,
  dayReport,
  kitchen,
  listing,
  rateCalendar,
  settings,
  webhooks,
} from "../../domain/resources/pages";
import { permissions } from "../../domain/resources/permissions";
import { customers } from "../../domain/resources/customers";
import { PermissionsPage } from "../../resources/operations/operationsRoutes";
import { RESOURCES } from "../../resources/screens";

type Preload = () => Promise<void>;
/** A page's lazily loaded view: fetched ahead with preload, drawn without suspending once isLoaded. */
type LazyPage = Pick<LazyLoaded<never>, "preload" | "isLoaded">;

/** The custom pages of the sidebar, by registry name; every other link opens its resource's list. */
const PAGES: Readonly<Record<string, LazyPage>> = {
  [dashboard.name]: LazyOverviewPage,
  [listing.name]: LazyMenuEditorPage,
  [settings.name]: LazySettingsPage,
  [configurations.name]: LazyConfigurationsPage,
  [kitchen.name]: LazyKitchenPage,
  [apiKeys.name]: LazyApiKeysPage,
  [webhooks.name]: LazyWebhooksPage,
  [dayReport.name]: LazyDayReportPage,
  [customers.name]: LazyCustomersPage,
  [rateCalendar.name]: LazyRateCalendarPage,
  [permissions.name]: PermissionsPage,
};

const isLazyPage = (view: unknown): view is LazyPage =>
  typeof (view as Partial<LazyPage> | undefined)?.preload === "function" &&
  typeof (view as Partial<LazyPage> | undefined)?.isLoaded === "function";

const listPage = (name: string): LazyPage | undefined => {
  const list = RESOURCES.find((resource) => resource.name === name)?.list;
  return isLazyPage(list) ? list : undefined;
};

const pageOf = (id: string): LazyPage | undefined => PAGES[id] ?? listPage(id);

/** How the page a link opens is fetched ahead of time. */
export const preloadOf = (id: string): Preload | undefined => pageOf(id)?.preload;

/** Whether the code of the page a link opens is in, so that the page draws at once on the click. */
export const isLinkPageLoaded = (id: string): boolean => pageOf(id)?.isLoaded() ?? false;

/**
 * Fetches the page a sidebar link opens as the pointer comes onto it (or a finger or the keyboard does): by the
 * click its chunk is in and the page is drawn at once, instead of a spinner held for at least 300 ms (React's
 * reveal of a suspended page). Fetched once; a failure only means the page loads on the click as before.
 */
export function preloadLink(id: string): void {
  preloadOf(id)?.().catch(() => undefined);
}
