import polyglotI18nProvider from "ra-i18n-polyglot";
import { mergeTranslations, type I18nProvider, type TranslationMessages } from "react-admin";
import { DEFAULT_LOCALE, type Locale } from "../domain/constants";
import { setRtlCache } from "./direction";
import { getCurrentLocale, isLocale, setCurrentLocale } from "./locale";
import { SECTION_LOADERS, type SectionMessages, type SectionName } from "./sections";

// Each language is a chunk of its own, fetched once when it is stored or chosen: a page carries only its own.
// The server's first page names the stored one's chunk as a module preload (scripts/locale-index-plugin.ts).
// The strings of the menu editor, settings and demo pages are sections fetched with those pages (sections.ts).
const catalogues: Partial<Record<Locale, TranslationMessages>> = {};
const loaders: Record<Locale, () => Promise<TranslationMessages>> = {
  en: () => import("./english").then(({ englishCatalogue }) => englishCatalogue),
  ar: () =>
    import("./arabic").then(({ arabicCatalogue, rtlCache }) => {
      setRtlCache(rtlCache);
      return arabicCatalogue;
    }),
};

/** The sections the pages drawn so far asked for, and those fetched, per language. */
const wantedSections = new Set<SectionName>();
const sections: Record<Locale, Partial<Record<SectionName, SectionMessages>>> = { en: {}, ar: {} };

/**
 * The catalogue of a language, fetched at most once. main.tsx awaits the stored one before the first render, and
 * English if that failed.
 */
export async function loadCatalogue(locale: Locale): Promise<TranslationMessages> {
  const catalogue = catalogues[locale] ?? (await loaders[locale]());
  catalogues[locale] = catalogue;
  return catalogue;
}

async function loadSectionIn(section: SectionName, locale: Locale): Promise<void> {
  sections[locale][section] ??= await SECTION_LOADERS[section][locale]();
}

/** Language names are shown in their own language, whatever the current one. */
export const LOCALE_CHOICES = [
  { locale: "en", name: "English" },
  { locale: "ar", name: "العربية" },
];

/** Hands over a catalogue imported directly (component tests, which render synchronously in any language). */
export function provideCatalogue(locale: Locale, catalogue: TranslationMessages): void {
  catalogues[locale] = catalogue;
}

/** Hands over a section imported directly (component tests of the pages that use one). */
export function provideSection(section: SectionName, locale: Locale, messages: SectionMessages): void {
  wantedSections.add(section);
  sections[locale][section] = messages;
}

/** A language's catalogue with the sections fetched in it. */
const withSections = (locale: Locale, catalogue: TranslationMessages): TranslationMessages =>
  Object.values(sections[locale]).reduce<TranslationMessages>(
    (merged, section) => mergeTranslations(merged, section) as TranslationMessages,
    catalogue,
  );

/** The messages at hand, or the promise of them (polyglot's provider accepts both when the language changes). */
export const messagesFor = (locale: string): TranslationMessages | Promise<TranslationMessages> => {
  const known = isLocale(locale) ? locale : DEFAULT_LOCALE;
  const missing = [...wantedSections].filter((section) => !sections[known][section]);
  const catalogue = catalogues[known];
  if (catalogue && !missing.length) return withSections(known, catalogue);
  // A language chosen on a page with a section: its catalogue and that section in the new language, together.
  return Promise.all([loadCatalogue(known), ...missing.map((section) => loadSectionIn(section, known))]).then(
    ([loaded]) => withSections(known, loaded),
  );
};

/** The providers made (the app makes one), told when a section of their language arrives. */
const providers = new Set<{ locale: () => string; reload: () => Promise<void> }>();

/**
 * Fetches a section in the current language and adds it to the providers' messages; a page that needs one awaits
 * this with its own chunk (custom/lazyPages.tsx), so it is drawn with its strings. Later languages fetch it too.
 */
export async function loadSection(section: SectionName): Promise<void> {
  wantedSections.add(section);
  const locale = getCurrentLocale();
  if (sections[locale][section]) return;
  await loadSectionIn(section, locale);
  await Promise.all(
    [...providers].filter((provider) => provider.locale() === locale).map((provider) => provider.reload()),
  );
}

/**
 * A polyglot provider that also records every language change (storage, `<html dir>`, theme direction). The
 * initial language must be loaded already (polyglot wants it synchronously); if its chunk could not be fetched,
 * the app starts in English, and with the keys themselves if even English could not be.
 */
export function createI18nProvider(wanted: Locale = getCurrentLocale()): I18nProvider {
  const initialLocale = catalogues[wanted] ? wanted : DEFAULT_LOCALE;
  if (initialLocale !== wanted) setCurrentLocale(initialLocale);
  // No catalogue at all (English could not be fetched either): polyglot shows the keys.
  const initialCatalogue = catalogues[initialLocale];
  const initialMessages = initialCatalogue
    ? withSections(initialLocale, initialCatalogue)
    : ({} as TranslationMessages);
  // The first call (polyglot's own, when it is made) takes the catalogue at hand; later ones, on a change of language
  // or a section's arrival, the catalogue with its sections.
  let made = false;
  const polyglotProvider = polyglotI18nProvider(
    (locale) => (made ? messagesFor(locale) : ((made = true), initialMessages)),
    initialLocale,
    LOCALE_CHOICES,
  );
  // A section arriving in the current language: polyglot is made again from the catalogue with it.
  providers.add({
    locale: polyglotProvider.getLocale,
    reload: () => polyglotProvider.changeLocale(polyglotProvider.getLocale()),
  });
  return {
    ...polyglotProvider,
    changeLocale: async (locale: string) => {
      await polyglotProvider.changeLocale(locale);
      if (isLocale(locale)) setCurrentLocale(locale);
    },
  };
}
