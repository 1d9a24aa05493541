import { Suspense, type ComponentType, type ReactNode } from "react";
import { Loading } from "react-admin";
import { preloadEditorMethods } from "../dataProvider/methods";
import { loadSection } from "../i18n";
import type { SectionName } from "../i18n/sections";
import { lazyLoaded, type LazyLoaded } from "./lazyLoaded";

// Every custom page is its own chunk, fetched when its route opens (issue "Fast at real size"): the first load
// of any route carries only the shell and that route's page. Pages inside the layout suspend into the shell
// frame's <Suspense>; pages outside it (login, register, lock) into <PageSuspense>.

const page = <T extends ComponentType>(load: () => Promise<T>): LazyLoaded<T> =>
  lazyLoaded(() => load().then((component) => ({ default: component })));

/** A page whose strings are a catalogue section: its chunk and the section are fetched side by side. */
const pageWithStrings = <T extends ComponentType>(section: SectionName, load: () => Promise<T>) =>
  page(() => Promise.all([load(), loadSection(section)]).then(([component]) => component));

export const LazyLoginPage = pageWithStrings("auth", () =>
  import("./auth/LoginPage").then((m) => m.LoginPage),
);
export const LazyRegisterPage = pageWithStrings("auth", () =>
  import("./auth/RegisterPage").then((m) => m.RegisterPage),
);
export const LazyLockPage = pageWithStrings("auth", () => import("./auth/LockPage").then((m) => m.LockPage));
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
export const LazyNotFoundPage = page(() => import("./not-found/NotFoundPage").then((m) => m.NotFoundPage));

/** Fetches a page's chunk ahead of time (preloadSignedIn, preloadAfterLogin); the page then draws without a wait. */
export const loadPage = {
  login: LazyLoginPage.preload,
  register: LazyRegisterPage.preload,
  lock: LazyLockPage.preload,
  overview: LazyOverviewPage.preload,
  menuEditor: LazyMenuEditorPage.preload,
  settings: LazySettingsPage.preload,
  configurations: LazyConfigurationsPage.preload,
  notFound: LazyNotFoundPage.preload,
};

/** The fallback of pages drawn outside the layout. */
export const PageSuspense = ({ children }: { children: ReactNode }) => (
  <Suspense fallback={<Loading />}>{children}</Suspense>
);
