import { createContext, useContext } from "react";
import type { Locale } from "../../domain/constants";
import { ar } from "./ar";
import { en, type MessageKey } from "./en";

// The customer pages' own small dictionary (not react-admin's i18n): both languages are in the first load, a few
// KB, so switching is instant and the page is right-to-left from its first frame.

export type { MessageKey };
export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

const DICTIONARIES: Record<Locale, Record<MessageKey, string>> = { en, ar };

export function translator(locale: Locale): Translate {
  const words = DICTIONARIES[locale];
  return (key, values) =>
    words[key].replace(/\{(\w+)\}/g, (whole, name: string) =>
      values && name in values ? String(values[name]) : whole,
    );
}

/** Arabic first when the phone's languages put Arabic before English; the reader's own choice wins. */
export function preferredLocale(stored: string | null, languages: readonly string[]): Locale {
  if (stored === "ar" || stored === "en") return stored;
  for (const language of languages) {
    const base = language.toLowerCase().split("-")[0];
    if (base === "ar" || base === "en") return base;
  }
  return "en";
}

export interface LanguageContext {
  locale: Locale;
  t: Translate;
  setLocale: (locale: Locale) => void;
}

export const Language = createContext<LanguageContext>({
  locale: "en",
  t: translator("en"),
  setLocale: () => {},
});

export const useLanguage = () => useContext(Language);
