import type { ComponentType } from "react";
import { render } from "@testing-library/react";
import polyglotI18nProvider from "ra-i18n-polyglot";
import {
  AdminContext,
  memoryStore,
  mergeTranslations,
  ResourceContextProvider,
  TestMemoryRouter,
  testDataProvider,
  type AuthProvider,
  type GetListParams,
  type RaRecord,
  type TranslationMessages,
} from "react-admin";
import type { Locale } from "../domain/constants";
import type { RegistryEntry, ResourceDeclaration } from "../domain/resources";
import { arabicCatalogue } from "../i18n/arabic";
import { englishCatalogue } from "../i18n/english";
import { setCurrentLocale } from "../i18n/locale";
import { registryMessages } from "../i18n/registryMessages";
import { resourceFromDeclaration } from "../resources/declared";
import { buildUser, signInAs } from "./users";

// Component tests of the screens generated from a declaration (src/resources/declared): any declaration, the
// registry's or one a test makes up, drawn in react-admin with records the test gives, in either language.

const CATALOGUES: Record<Locale, TranslationMessages> = { en: englishCatalogue, ar: arabicCatalogue };

/**
 * A language's catalogue with the names and labels of entries outside the registry (a resource a test declares):
 * what the catalogue would hold were they listed in it.
 */
export const catalogueWith = (
  locale: Locale,
  extra: readonly RegistryEntry<string>[],
): TranslationMessages =>
  extra.length
    ? (mergeTranslations(CATALOGUES[locale], registryMessages(extra, locale)) as TranslationMessages)
    : CATALOGUES[locale];

/** Lets the owner do anything: the screens' own access-aware buttons all show. */
const ownerAuth: AuthProvider = {
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => [],
  canAccess: async () => true,
};

export interface DeclaredScreenOptions {
  locale?: Locale;
  view: "list" | "create";
  /** The records every list answers with (also the references' records). */
  records?: RaRecord[];
  /** Entries outside the registry whose labels the screen needs (the declaration itself, when a test makes it). */
  extra?: readonly RegistryEntry<string>[];
}

/** Draws a declaration's generated list or create form; answers what its lists asked for. */
export function renderDeclaredScreen(
  declaration: ResourceDeclaration,
  { locale = "en", view, records = [], extra = [] }: DeclaredScreenOptions,
) {
  setCurrentLocale(locale);
  signInAs(buildUser());
  const asked: (GetListParams & { resource: string })[] = [];
  const dataProvider = testDataProvider({
    getList: async (resource: string, params: GetListParams) => {
      asked.push({ ...params, resource });
      return { data: records, total: records.length } as never;
    },
    getMany: async () => ({ data: records }) as never,
  });
  const i18nProvider = polyglotI18nProvider((wanted) => catalogueWith(wanted as Locale, extra), locale);
  const View = resourceFromDeclaration(declaration)[view] as ComponentType;
  const path = view === "list" ? `/${declaration.name}` : `/${declaration.name}/create`;
  render(
    <TestMemoryRouter initialEntries={[path]}>
      <AdminContext
        authProvider={ownerAuth}
        dataProvider={dataProvider}
        i18nProvider={i18nProvider}
        store={memoryStore()}
      >
        <ResourceContextProvider value={declaration.name}>
          <View />
        </ResourceContextProvider>
      </AdminContext>
    </TestMemoryRouter>,
  );
  return { asked };
}
