import { LOCALES, type Locale } from "./constants";

/**
 * The reader's language, kept by the dashboard in a cookie beside its own storage so that the server can answer the
 * very first page in it (index.ar.html: right-to-left at once, the Arabic catalogue fetched beside the app's code).
 */
export const LOCALE_COOKIE = "locale";

/** The language a Cookie header names, if it names one the dashboard has. */
export function localeOfCookies(header: string | undefined): Locale | undefined {
  for (const part of (header ?? "").split(";")) {
    const [name, value] = part.trim().split("=");
    if (name === LOCALE_COOKIE && LOCALES.includes(value as Locale)) return value as Locale;
  }
  return undefined;
}
