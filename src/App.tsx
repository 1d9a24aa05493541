import { useLayoutEffect, useMemo, useState, type ComponentType } from "react";
import { CacheProvider } from "@emotion/react";
import { AdminContext, CustomRoutes, Resource } from "react-admin";
import { createBrowserRouter, Route, RouterProvider } from "react-router-dom";
import { authProvider } from "./authProvider";
import { GuestOnly } from "./custom/auth/GuestOnly";
import { RootRedirect } from "./custom/dashboard/RootRedirect";
import { LazyLockPage, LazyLoginPage, LazyRegisterPage, PageSuspense } from "./custom/guestPages";
import {
  LazyApiKeysPage,
  LazyConfigurationsPage,
  LazyCustomerPage,
  LazyCustomersPage,
  LazyDayReportPage,
  LazyRateCalendarPage,
  LazyKitchenPage,
  LazyWebhooksPage,
  LazyMenuEditorPage,
  LazyNotFoundPage,
  LazyOverviewPage,
  LazySettingsPage,
} from "./custom/lazyPages";
import { PATHS } from "./custom/paths";
import { dataProvider } from "./dataProvider";
import { queryClient } from "./dataProvider/queryClient";
import { applyDocumentDirection, buildTheme, directionOf, emotionCacheFor } from "./i18n/direction";
import { createI18nProvider } from "./i18n";
import { useCurrentLocale } from "./i18n/locale";
import { AdminUI } from "./layout/AdminUI";
import { LazyLayout } from "./layout/LazyLayout";
import { ScrollReset } from "./layout/ScrollReset";
import { RESOURCES } from "./resources/screens";
import { specRoutesFor } from "./resources/specRoutes";
import { operationsRoutes } from "./resources/operations/operationsRoutes";
import { setPasswordRoute } from "./resources/users/setPasswordRoute";
import { demoRoutes } from "./custom/demo/demoRoutes";
import { store } from "./store";

/** A page outside the layout for visitors only (a signed-in visitor goes to the Overview), fetched on demand. */
const guestRoute = (path: string, Page: ComponentType) => (
  <Route
    path={path}
    element={
      <GuestOnly>
        <PageSuspense>
          <Page />
        </PageSuspense>
      </GuestOnly>
    }
  />
);

/**
 * History-mode routing (SPEC §2) by react-router's data router, react-admin's supported setup: react-admin runs
 * inside it (else it makes a hash router of its own), and its blocker (useBlocker) holds links, navigate() and the
 * browser's Back and Forward while a page asks before leaving (the menu editor's unsaved changes). Made once per
 * mount: it reads the address it starts at.
 */
export const App = () => {
  const [router] = useState(() => createBrowserRouter([{ path: "*", element: <AdminApp /> }]));
  return <RouterProvider router={router} />;
};

const AdminApp = () => {
  // Made at the first render, once main.tsx has loaded the stored language's catalogue.
  const [i18nProvider] = useState(() => createI18nProvider());
  // The language decides the direction of the whole UI: <html dir lang>, theme and emotion cache follow it.
  const locale = useCurrentLocale();
  const direction = directionOf(locale);
  const theme = useMemo(() => buildTheme(direction), [direction]);
  useLayoutEffect(() => applyDocumentDirection(locale), [locale]);

  return (
    <>
      <ScrollReset />
      <CacheProvider value={emotionCacheFor(direction)}>
        <AdminContext
          authProvider={authProvider}
          dataProvider={dataProvider}
          queryClient={queryClient}
          i18nProvider={i18nProvider}
          store={store}
          theme={theme}
        >
          <AdminUI
            disableTelemetry
            requireAuth
            layout={LazyLayout}
            loginPage={false}
            dashboard={RootRedirect}
            catchAll={LazyNotFoundPage}
          >
            <CustomRoutes noLayout>
              {setPasswordRoute}
              {guestRoute(PATHS.login, LazyLoginPage)}
              {guestRoute(PATHS.register, LazyRegisterPage)}
              <Route
                path={PATHS.lock}
                element={
                  <PageSuspense>
                    <LazyLockPage />
                  </PageSuspense>
                }
              />
            </CustomRoutes>
            <CustomRoutes>
              <Route path={PATHS.overview} element={<LazyOverviewPage />} />
              {/* Every resource also answers at SPEC §2's /x/list, /x/add and /x/edit/:id. */}
              {RESOURCES.flatMap(({ name }) => specRoutesFor(name))}
              {operationsRoutes}
              {demoRoutes}
              <Route path={PATHS.menuEditor} element={<LazyMenuEditorPage />} />
              <Route path={PATHS.settings} element={<LazySettingsPage />} />
              <Route path={PATHS.configurations} element={<LazyConfigurationsPage />} />
              <Route path={PATHS.kitchen} element={<LazyKitchenPage />} />
              <Route path={PATHS.apiKeys} element={<LazyApiKeysPage />} />
              <Route path={PATHS.webhooks} element={<LazyWebhooksPage />} />
              <Route path={PATHS.dayReport} element={<LazyDayReportPage />} />
              <Route path={PATHS.customers} element={<LazyCustomersPage />} />
              <Route path={`${PATHS.customers}/:id`} element={<LazyCustomerPage />} />
              <Route path={PATHS.rateCalendar} element={<LazyRateCalendarPage />} />
            </CustomRoutes>
            {RESOURCES.map(({ name, ...views }) => (
              <Resource key={name} name={name} {...views} />
            ))}
          </AdminUI>
        </AdminContext>
      </CacheProvider>
    </>
  );
};
