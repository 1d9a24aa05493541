import type { ReactElement } from "react";
import { render } from "@testing-library/react";
import { AdminContext, memoryStore, Notification, TestMemoryRouter, type Store } from "react-admin";
import { authProvider } from "../authProvider";
import { dataProvider } from "../dataProvider";
import { createI18nProvider, provideCatalogue } from "../i18n";
import { arabicCatalogue } from "../i18n/arabic";
import { englishCatalogue } from "../i18n/english";
import { setCurrentLocale } from "../i18n/locale";
import type { Locale } from "../domain/constants";
import { provideAllSections } from "./sections";

interface RenderOptions {
  locale?: Locale;
  initialPath?: string;
  /** react-admin's store, e.g. with a list's parameters as the user left them; empty by default. */
  store?: Store;
  /** Told every address the router goes to (the first included). */
  onLocation?: (location: { pathname: string; search: string }) => void;
  /** Draw react-admin's snackbar beside the page (default); false when the page under test brings its own. */
  toasts?: boolean;
}

// The app fetches each language on demand; tests render either at once.
provideCatalogue("en", englishCatalogue);
provideCatalogue("ar", arabicCatalogue);
provideAllSections();

/** Renders a page inside react-admin with the real providers (fetch is mocked by the test) and toasts. */
export function renderWithAdmin(
  ui: ReactElement,
  { locale = "en", initialPath = "/", store = memoryStore(), onLocation, toasts = true }: RenderOptions = {},
) {
  setCurrentLocale(locale);
  return render(
    <TestMemoryRouter initialEntries={[initialPath]} locationCallback={onLocation}>
      <AdminContext
        authProvider={authProvider}
        dataProvider={dataProvider}
        i18nProvider={createI18nProvider(locale)}
        store={store}
      >
        {ui}
        {toasts && <Notification />}
      </AdminContext>
    </TestMemoryRouter>,
  );
}
