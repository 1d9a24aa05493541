import { useLayoutEffect, useMemo, useState } from "react";
import { CacheProvider } from "@emotion/react";
import { Admin, CustomRoutes, Resource } from "react-admin";
import { createBrowserRouter, Route, RouterProvider } from "react-router-dom";
import { authProvider } from "./authProvider";
import { GuestOnly } from "./custom/auth/GuestOnly";
import { RootRedirect } from "./custom/dashboard/RootRedirect";
import {
  LazyConfigurationsPage,
  LazyLockPage,
  LazyLoginPage,
  LazyMenuEditorPage,
  LazyNotFoundPage,
  LazyOverviewPage,
  LazyRegisterPage,
  LazySettingsPage,
  PageSuspense,
} from "./custom/lazyPages";
import { PATHS } from "./custom/paths";
import { dataProvider } from "./dataProvider";
import { applyDocumentDirection, buildTheme, directionOf, emotionCacheFor } from "./i18n/direction";
import { createI18nProvider } from "./i18n";
import { useCurrentLocale } from "./i18n/locale";
import { Layout } from "./layout/Layout";
import { ScrollReset } from "./layout/ScrollReset";
import branches from "./resources/branches";
import business from "./resources/business";
import categories from "./resources/categories";
import menus from "./resources/menus";
import { specRoutesFor } from "./resources/specRoutes";
import audits from "./resources/audits";
import invoices from "./resources/invoices";
import { operationsRoutes } from "./resources/operations/operationsRoutes";
import orders from "./resources/orders";
import reservations from "./resources/reservations";
import users from "./resources/users";
import { setPasswordRoute } from "./resources/users/setPasswordRoute";
import { declaredResources } from "./resources/declared";
import { demoRoutes } from "./custom/demo/demoRoutes";
import { store } from "./store";

// Catalog resources answering at SPEC §2's /x/list, /x/add and /x/edit/:id too; declared ones as well.
const CATALOG_RESOURCES = [
  "business",
  "menus",
  "branches",
  "categories",
  ...declaredResources.map((resource) => resource.name),
];

/**
 * History-mode routing (SPEC §2) in a data router: react-admin runs inside it (else it makes a hash router of
 * its own), and react-router's useBlocker works there, so a page can hold the Back button and in-app links
 * (the menu editor's unsaved-changes guard). Made at the first render, from the address the page opened at.
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
        <Admin
          disableTelemetry
          requireAuth
          authProvider={authProvider}
          dataProvider={dataProvider}
          i18nProvider={i18nProvider}
          store={store}
          theme={theme}
          layout={Layout}
          loginPage={false}
          dashboard={RootRedirect}
          catchAll={LazyNotFoundPage}
        >
          <CustomRoutes noLayout>
            {setPasswordRoute}
            <Route
              path={PATHS.login}
              element={
                <GuestOnly>
                  <PageSuspense>
                    <LazyLoginPage />
                  </PageSuspense>
                </GuestOnly>
              }
            />
            <Route
              path={PATHS.register}
              element={
                <GuestOnly>
                  <PageSuspense>
                    <LazyRegisterPage />
                  </PageSuspense>
                </GuestOnly>
              }
            />
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
            {CATALOG_RESOURCES.flatMap(specRoutesFor)}
            {operationsRoutes}
            {demoRoutes}
            <Route path={PATHS.menuEditor} element={<LazyMenuEditorPage />} />
            <Route path={PATHS.settings} element={<LazySettingsPage />} />
            <Route path={PATHS.configurations} element={<LazyConfigurationsPage />} />
          </CustomRoutes>
          <Resource name="business" {...business} />
          <Resource name="menus" {...menus} />
          <Resource name="branches" {...branches} />
          <Resource name="categories" {...categories} />
          <Resource name="users" {...users} />
          <Resource name="orders" {...orders} />
          <Resource name="reservations" {...reservations} />
          <Resource name="invoices" {...invoices} />
          <Resource name="audits" {...audits} />
          {declaredResources.map(({ name, ...views }) => (
            <Resource key={name} name={name} {...views} />
          ))}
        </Admin>
      </CacheProvider>
    </>
  );
};
