/** One language version of a record's text (SPEC §3 "Localized text entry"). */
export interface LocalizedText {
  locale: string;
  name: string;
  description?: string | null;
}

/** The name in the wanted language, else the first non-empty one, else the fallback. */
export function localizedName(
  locales: readonly LocalizedText[] | undefined,
  locale: string,
  fallback = "",
): string {
  const exact = locales?.find((entry) => entry.locale === locale && entry.name)?.name;
  return exact ?? locales?.find((entry) => entry.name)?.name ?? fallback;
}
