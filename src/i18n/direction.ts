import createCache, { type EmotionCache } from "@emotion/cache";
import { defaultLightTheme, type RaThemeOptions } from "react-admin";
import { PRIMARY_COLOR, TEXT_COLOR, type Locale } from "../domain/constants";

export type Direction = "ltr" | "rtl";

export const directionOf = (locale: Locale): Direction => (locale === "ar" ? "rtl" : "ltr");

/** Sets `<html dir lang>` so that native widgets, scrollbars and text follow the language. */
export function applyDocumentDirection(locale: Locale): void {
  document.documentElement.dir = directionOf(locale);
  document.documentElement.lang = locale;
}

// Two emotion caches: the RTL one (stylis-plugin-rtl) comes with the Arabic chunk and is handed over by
// loadCatalogue before Arabic is ever drawn, so English pages never carry it.
const ltrCache = createCache({ key: "mui" });
let rtlCache: EmotionCache | undefined;

export const setRtlCache = (cache: EmotionCache): void => {
  rtlCache = cache;
};

export const emotionCacheFor = (direction: Direction): EmotionCache =>
  direction === "rtl" ? (rtlCache ?? ltrCache) : ltrCache;

/** react-admin's default theme in the brand colours, laid out in the given direction. */
export function buildTheme(direction: Direction): RaThemeOptions {
  return {
    ...defaultLightTheme,
    direction,
    palette: {
      ...defaultLightTheme.palette,
      primary: { main: PRIMARY_COLOR },
      text: { primary: TEXT_COLOR },
    },
  };
}
