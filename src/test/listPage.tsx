import type { ReactElement } from "react";
import { render } from "@testing-library/react";
import {
  AdminContext,
  memoryStore,
  TestMemoryRouter,
  testDataProvider,
  useListContext,
  type GetListParams,
  type GetListResult,
} from "react-admin";
import type { Locale } from "../domain/constants";
import { createI18nProvider, provideCatalogue } from "../i18n";
import { arabicCatalogue } from "../i18n/arabic";
import { englishCatalogue } from "../i18n/english";
import { setCurrentLocale } from "../i18n/locale";

// Component tests of the list page's parts (filters, pagination): a list drawn in react-admin with a getList the
// test writes, in either language, recording what the list asked for.

provideCatalogue("en", englishCatalogue);
provideCatalogue("ar", arabicCatalogue);

/** The rows as the list holds them: what the tests read instead of a table. */
export const Rows = () => {
  const { data } = useListContext();
  return (
    <ul aria-label="rows">
      {data?.map((row) => (
        <li key={row.id}>{`order ${row.id}`}</li>
      ))}
    </ul>
  );
};

interface ListOptions {
  locale: Locale;
  /** Answers each page the list asks for. */
  answer: (params: GetListParams) => GetListResult;
  initialPath?: string;
  /** The list page to draw (a `<ListPage resource="orders">` with `<Rows />`). */
  list: ReactElement;
}

/** Draws `list` at `initialPath`; answers what it asked for and the addresses it went through. */
export function renderListPage({ locale, answer, initialPath = "/orders", list }: ListOptions) {
  setCurrentLocale(locale);
  const asked: GetListParams[] = [];
  const locations: string[] = [];
  const getList = async (_resource: string, params: GetListParams) => {
    asked.push(params);
    return answer(params);
  };
  render(
    <TestMemoryRouter
      initialEntries={[initialPath]}
      locationCallback={(location) => locations.push(decodeURIComponent(location.search))}
    >
      <AdminContext
        dataProvider={testDataProvider({ getList } as never)}
        i18nProvider={createI18nProvider(locale)}
        store={memoryStore()}
      >
        {list}
      </AdminContext>
    </TestMemoryRouter>,
  );
  return { asked, locations };
}
