import { useSyncExternalStore } from "react";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "../domain/constants";
import { LOCALE_COOKIE, localeOfCookies } from "../domain/localeCookie";

// The chosen language survives reloads under its own key, outside react-admin's store, so that it is known
// before React starts (first render direction, `locale` header of the very first request).
const LOCALE_STORAGE_KEY = "locale";

export const isLocale = (value: unknown): value is Locale => LOCALES.includes(value as Locale);

const readStoredLocale = (): Locale => {
  try {
    const stored = window.localStorage.getItem(LOCALE_STORAGE_KEY);
    return isLocale(stored) ? stored : DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
};

/** A year: the choice is kept as long as the browser keeps the dashboard's storage. */
const COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** Tells the server the language too (its first page comes in it, see domain/localeCookie), when it does not know. */
function rememberForServer(locale: Locale): void {
  try {
    if (localeOfCookies(document.cookie) === locale) return;
    document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${COOKIE_MAX_AGE_S}; SameSite=Lax`;
  } catch {
    // Cookies refused: the first page comes in English and the app turns to the stored language, as before.
  }
}

let currentLocale: Locale = readStoredLocale();
// A language chosen before the cookie existed reaches the server from the next load on.
rememberForServer(currentLocale);
const listeners = new Set<() => void>();

export const getCurrentLocale = (): Locale => currentLocale;

export function setCurrentLocale(locale: Locale): void {
  currentLocale = locale;
  try {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Private mode without storage: the choice lasts for this page only.
  }
  rememberForServer(locale);
  listeners.forEach((listener) => listener());
}

export function subscribeToLocale(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current locale, re-rendering the caller when it changes (used above react-admin, e.g. for the theme). */
export const useCurrentLocale = (): Locale => useSyncExternalStore(subscribeToLocale, getCurrentLocale);
