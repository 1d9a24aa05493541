import polyglotI18nProvider from "ra-i18n-polyglot";
import type { I18nProvider, TranslationMessages } from "react-admin";
import { DEFAULT_LOCALE, type Locale } from "../domain/constants";
import { setRtlCache } from "./direction";
import { getCurrentLocale, isLocale, setCurrentLocale } from "./locale";

// Each language is a chunk of its own, fetched once when it is stored or chosen: a page carries only its own.
// The server's first page names the stored one's chunk as a module preload (scripts/locale-index-plugin.ts).
const catalogues: Partial<Record<Locale, TranslationMessages>> = {};
const loaders: Record<Locale, () => Promise<TranslationMessages>> = {
  en: () => import("./english").then(({ englishCatalogue }) => englishCatalogue),
  ar: () =>
    import("./arabic").then(({ arabicCatalogue, rtlCache }) => {
      setRtlCache(rtlCache);
      return arabicCatalogue;
    }),
};

/**
 * The catalogue of a language, fetched at most once. main.tsx awaits the stored one before the first render, and
 * English if that failed.
 */
export async function loadCatalogue(locale: Locale): Promise<TranslationMessages> {
  const catalogue = catalogues[locale] ?? (await loaders[locale]());
  catalogues[locale] = catalogue;
  return catalogue;
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

/** The messages at hand, or the promise of them (polyglot's provider accepts both when the language changes). */
export const messagesFor = (locale: string): TranslationMessages | Promise<TranslationMessages> => {
  const known = isLocale(locale) ? locale : DEFAULT_LOCALE;
  return catalogues[known] ?? loadCatalogue(known);
};

/**
 * A polyglot provider that also records every language change (storage, `<html dir>`, theme direction). The
 * initial language must be loaded already (polyglot wants it synchronously); if its chunk could not be fetched,
 * the app starts in English, and with the keys themselves if even English could not be.
 */
export function createI18nProvider(wanted: Locale = getCurrentLocale()): I18nProvider {
  const initialLocale = catalogues[wanted] ? wanted : DEFAULT_LOCALE;
  if (initialLocale !== wanted) setCurrentLocale(initialLocale);
  // No catalogue at all (English could not be fetched either): polyglot shows the keys.
  const initialMessages = catalogues[initialLocale] ?? ({} as TranslationMessages);
  const polyglotProvider = polyglotI18nProvider(
    (locale) => (locale === initialLocale ? initialMessages : messagesFor(locale)),
    initialLocale,
    LOCALE_CHOICES,
  );
  return {
    ...polyglotProvider,
    changeLocale: async (locale: string) => {
      await polyglotProvider.changeLocale(locale);
      if (isLocale(locale)) setCurrentLocale(locale);
    },
  };
}
