import { useSyncExternalStore } from "react";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "../domain/constants";

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

let currentLocale: Locale = readStoredLocale();
const listeners = new Set<() => void>();

export const getCurrentLocale = (): Locale => currentLocale;

export function setCurrentLocale(locale: Locale): void {
  currentLocale = locale;
  try {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Private mode without storage: the choice lasts for this page only.
  }
  listeners.forEach((listener) => listener());
}

export function subscribeToLocale(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current locale, re-rendering the caller when it changes (used above react-admin, e.g. for the theme). */
export const useCurrentLocale = (): Locale => useSyncExternalStore(subscribeToLocale, getCurrentLocale);
