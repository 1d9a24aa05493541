import { useEffect, useMemo, useState, type ReactNode } from "react";
import type { Locale } from "../domain/constants";
import { Language, preferredLocale, translator } from "./i18n";
import { readStored, writeStored } from "./storage";

// The reader's language: their own choice, else the phone's (Arabic first when it prefers Arabic). The whole page
// turns with it: <html lang dir>, so the layout mirrors from the document down.

const isLocale = (value: unknown): value is Locale => value === "en" || value === "ar";

export const initialLocale = (): Locale =>
  preferredLocale(readStored("locale", isLocale) ?? null, navigator.languages ?? [navigator.language]);

function applyToDocument(locale: Locale) {
  document.documentElement.lang = locale;
  document.documentElement.dir = locale === "ar" ? "rtl" : "ltr";
}

export function LanguageProvider({ children }: { children: ReactNode }) {
  const [locale, setLocaleState] = useState<Locale>(() => {
    const first = initialLocale();
    applyToDocument(first);
    return first;
  });
  useEffect(() => applyToDocument(locale), [locale]);
  const value = useMemo(
    () => ({
      locale,
      t: translator(locale),
      setLocale: (next: Locale) => {
        writeStored("locale", next);
        setLocaleState(next);
      },
    }),
    [locale],
  );
  return <Language.Provider value={value}>{children}</Language.Provider>;
}
