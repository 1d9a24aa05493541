import polyglotI18nProvider from "ra-i18n-polyglot";
import englishMessages from "ra-language-english";
import { mergeTranslations, type I18nProvider, type TranslationMessages } from "react-admin";
import { DEFAULT_LOCALE, type Locale } from "../domain/constants";
import { appArabic } from "./ar";
import { appEnglish } from "./en";
import { raArabic } from "./raArabic";
import { getCurrentLocale, isLocale, setCurrentLocale } from "./locale";

export const englishCatalogue: TranslationMessages = mergeTranslations(englishMessages, appEnglish);
export const arabicCatalogue: TranslationMessages = mergeTranslations(raArabic, appArabic);

const catalogues: Record<Locale, TranslationMessages> = { en: englishCatalogue, ar: arabicCatalogue };

/** Language names are shown in their own language, whatever the current one. */
export const LOCALE_CHOICES = [
  { locale: "en", name: "English" },
  { locale: "ar", name: "العربية" },
];

export const messagesFor = (locale: string): TranslationMessages =>
  catalogues[isLocale(locale) ? locale : DEFAULT_LOCALE];

/** A polyglot provider that also records every language change (storage, `<html dir>`, theme direction). */
export function createI18nProvider(initialLocale: Locale = getCurrentLocale()): I18nProvider {
  const polyglotProvider = polyglotI18nProvider(messagesFor, initialLocale, LOCALE_CHOICES);
  return {
    ...polyglotProvider,
    changeLocale: async (locale: string) => {
      await polyglotProvider.changeLocale(locale);
      if (isLocale(locale)) setCurrentLocale(locale);
    },
  };
}
