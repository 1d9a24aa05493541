import { preloadEditorMethods } from "../dataProvider/methods";
import { page, pageWithStrings } from "./pageChunks";

// The pages drawn in the layout (and the not-found page), each its own chunk fetched when its route opens; they
// suspend into the shell frame's <Suspense>. The pages outside the layout are in guestPages.tsx.

export const LazyOverviewPage = pageWithStrings("overview", () =>
  import("./dashboard/OverviewPage").then((m) => m.OverviewPage),
);
export const LazyMenuEditorPage = pageWithStrings("menuEditor", () =>
  // The editor's saves and uploads call methods fetched on demand: they come with the page.
  Promise.all([import("./menu-editor/MenuEditorPage"), preloadEditorMethods()]).then(
    ([m]) => m.MenuEditorPage,
  ),
);
export const LazySettingsPage = pageWithStrings("settings", () =>
  // The tab the address opens, beside the page itself (each tab is a chunk of its own).
  Promise.all([
    import("./settings/SettingsPage"),
    import("./settings/settingsTabs").then((m) => m.preloadAddressedTab()),
  ]).then(([m]) => m.SettingsPage),
);
export const LazyConfigurationsPage = pageWithStrings("settings", () =>
  import("./configurations/ConfigurationsPage").then((m) => m.ConfigurationsPage),
);
export const LazyKitchenPage = pageWithStrings("kitchen", () =>
  import("./kitchen/KitchenPage").then((m) => m.KitchenPage),
);
export const LazyApiKeysPage = pageWithStrings("settings", () =>
  import("./api-keys/ApiKeysPage").then((m) => m.ApiKeysPage),
);
export const LazyWebhooksPage = pageWithStrings("webhooks", () =>
  import("./webhooks/WebhooksPage").then((m) => m.WebhooksPage),
);
export const LazyDayReportPage = pageWithStrings("dayReport", () =>
  import("./day-report/DayReportPage").then((m) => m.DayReportPage),
);
export const LazyCustomersPage = pageWithStrings("customers", () =>
  import("./customers/CustomersPage").then((m) => m.CustomersPage),
);
export const LazyCustomerPage = pageWithStrings("customers", () =>
  import("./customers/CustomerPage").then((m) => m.CustomerPage),
);
export const LazyRateCalendarPage = pageWithStrings("rateCalendar", () =>
  import("./rate-calendar/RateCalendarPage").then((m) => m.RateCalendarPage),
);
export const LazyNotFoundPage = page(() => import("./not-found/NotFoundPage").then((m) => m.NotFoundPage));

/** Fetches a page's chunk ahead of time (preloadSignedIn, preloadAfterLogin); the page then draws without a wait. */
export const loadPage = {
  overview: LazyOverviewPage.preload,
  menuEditor: LazyMenuEditorPage.preload,
  settings: LazySettingsPage.preload,
  configurations: LazyConfigurationsPage.preload,
  kitchen: LazyKitchenPage.preload,
  apiKeys: LazyApiKeysPage.preload,
  webhooks: LazyWebhooksPage.preload,
  dayReport: LazyDayReportPage.preload,
  customers: LazyCustomersPage.preload,
  customer: LazyCustomerPage.preload,
  rateCalendar: LazyRateCalendarPage.preload,
  notFound: LazyNotFoundPage.preload,
};
