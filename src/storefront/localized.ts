import type { LocaleText } from "./types";

// The business's own texts (names, descriptions) in the reader's language, else in the other one: a menu written
// only in English still reads in the Arabic page, and the reverse.

export function textIn(
  locales: readonly LocaleText[] | undefined,
  locale: string,
  field: "name" | "description" = "name",
): string {
  const own = locales?.find((entry) => entry.locale === locale)?.[field]?.trim();
  if (own) return own;
  return locales?.map((entry) => entry[field]?.trim()).find(Boolean) ?? "";
}

/** The language a text was found in, for its `lang` attribute (a fallback is read in its own language). */
export function languageOf(locales: readonly LocaleText[] | undefined, locale: string): string {
  if (locales?.some((entry) => entry.locale === locale && entry.name?.trim())) return locale;
  return locales?.find((entry) => entry.name?.trim())?.locale ?? locale;
}
