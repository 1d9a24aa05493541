import { useLayoutEffect, useMemo } from "react";
import { CacheProvider } from "@emotion/react";
import { Admin, CustomRoutes, Resource } from "react-admin";
import { BrowserRouter, Route } from "react-router-dom";
import { authProvider } from "./authProvider";
import { GuestOnly } from "./custom/auth/GuestOnly";
import { LockPage } from "./custom/auth/LockPage";
import { LoginPage } from "./custom/auth/LoginPage";
import { RegisterPage } from "./custom/auth/RegisterPage";
import { OverviewPage } from "./custom/dashboard/OverviewPage";
import { RootRedirect } from "./custom/dashboard/RootRedirect";
import { NotFoundPage } from "./custom/not-found/NotFoundPage";
import { dataProvider } from "./dataProvider";
import { applyDocumentDirection, buildTheme, directionOf, emotionCacheFor } from "./i18n/direction";
import { createI18nProvider } from "./i18n";
import { useCurrentLocale } from "./i18n/locale";
import { Layout } from "./layout/Layout";
import { ScrollReset } from "./layout/ScrollReset";
import branches from "./resources/branches";
import business from "./resources/business";
import categories from "./resources/categories";
import events from "./resources/events";
import holidays from "./resources/holidays";
import hotels from "./resources/hotels";
import menus from "./resources/menus";
import services from "./resources/services";
import { specRoutesFor } from "./resources/specRoutes";
import audits from "./resources/audits";
import floors from "./resources/floors";
import invoices from "./resources/invoices";
import { operationsRoutes } from "./resources/operations/operationsRoutes";
import orders from "./resources/orders";
import reservations from "./resources/reservations";
import users from "./resources/users";
import { demoRoutes } from "./custom/demo/demoRoutes";
import { MenuEditorPage } from "./custom/menu-editor/MenuEditorPage";
import { ConfigurationsPage, CONFIGURATIONS_PATH } from "./custom/configurations/ConfigurationsPage";
import { SettingsPage, SETTINGS_PATH } from "./custom/settings/SettingsPage";
import { store } from "./store";

const i18nProvider = createI18nProvider();
// Catalog resources answering at SPEC §2's /x/list, /x/add and /x/edit/:id too.
const CATALOG_RESOURCES = ["hotels", "business", "menus", "holidays", "branches", "services", "categories", "events"];

export const App = () => {
  // The language decides the direction of the whole UI: <html dir lang>, theme and emotion cache follow it.
  const locale = useCurrentLocale();
  const direction = directionOf(locale);
  const theme = useMemo(() => buildTheme(direction), [direction]);
  useLayoutEffect(() => applyDocumentDirection(locale), [locale]);

  return (
    // History-mode routing (SPEC §2); react-admin would otherwise use a hash router.
    <BrowserRouter>
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
          catchAll={NotFoundPage}
        >
          <CustomRoutes noLayout>
            <Route
              path={LoginPage.path}
              element={
                <GuestOnly>
                  <LoginPage />
                </GuestOnly>
              }
            />
            <Route
              path={RegisterPage.path}
              element={
                <GuestOnly>
                  <RegisterPage />
                </GuestOnly>
              }
            />
            <Route path={LockPage.path} element={<LockPage />} />
          </CustomRoutes>
          <CustomRoutes>
            <Route path={OverviewPage.path} element={<OverviewPage />} />
            {CATALOG_RESOURCES.flatMap(specRoutesFor)}
            {operationsRoutes}
            {demoRoutes}
            <Route path={MenuEditorPage.path} element={<MenuEditorPage />} />
            <Route path={SETTINGS_PATH} element={<SettingsPage />} />
            <Route path={CONFIGURATIONS_PATH} element={<ConfigurationsPage />} />
          </CustomRoutes>
          <Resource name="hotels" {...hotels} />
          <Resource name="business" {...business} />
          <Resource name="menus" {...menus} />
          <Resource name="holidays" {...holidays} />
          <Resource name="branches" {...branches} />
          <Resource name="services" {...services} />
          <Resource name="categories" {...categories} />
          <Resource name="events" {...events} />
          <Resource name="users" {...users} />
          <Resource name="orders" {...orders} />
          <Resource name="floors" {...floors} />
          <Resource name="reservations" {...reservations} />
          <Resource name="invoices" {...invoices} />
          <Resource name="audits" {...audits} />
        </Admin>
      </CacheProvider>
    </BrowserRouter>
  );
};
