import { lazy, Suspense, type ComponentType, type LazyExoticComponent, type ReactNode } from "react";
import { Loading } from "react-admin";

// Every custom page is its own chunk, fetched when its route opens (issue "Fast at real size"): the first load
// of any route carries only the shell and that route's page. Pages inside the layout suspend into react-admin's
// Layout <Suspense>; pages outside it (login, register, lock) into <PageSuspense>.

const page = <T extends ComponentType>(load: () => Promise<T>): LazyExoticComponent<T> =>
  lazy(() => load().then((component) => ({ default: component })));

/** The chunk loaders, also used to fetch a route's page ahead of time (see preloadAfterLogin). */
export const loadPage = {
  login: () => import("./auth/LoginPage").then((m) => m.LoginPage),
  register: () => import("./auth/RegisterPage").then((m) => m.RegisterPage),
  lock: () => import("./auth/LockPage").then((m) => m.LockPage),
  overview: () => import("./dashboard/OverviewPage").then((m) => m.OverviewPage),
  menuEditor: () => import("./menu-editor/MenuEditorPage").then((m) => m.MenuEditorPage),
  settings: () => import("./settings/SettingsPage").then((m) => m.SettingsPage),
  configurations: () => import("./configurations/ConfigurationsPage").then((m) => m.ConfigurationsPage),
  notFound: () => import("./not-found/NotFoundPage").then((m) => m.NotFoundPage),
};

export const LazyLoginPage = page(loadPage.login);
export const LazyRegisterPage = page(loadPage.register);
export const LazyLockPage = page(loadPage.lock);
export const LazyOverviewPage = page(loadPage.overview);
export const LazyMenuEditorPage = page(loadPage.menuEditor);
export const LazySettingsPage = page(loadPage.settings);
export const LazyConfigurationsPage = page(loadPage.configurations);
export const LazyNotFoundPage = page(loadPage.notFound);

/** The fallback of pages drawn outside the layout. */
export const PageSuspense = ({ children }: { children: ReactNode }) => (
  <Suspense fallback={<Loading />}>{children}</Suspense>
);
