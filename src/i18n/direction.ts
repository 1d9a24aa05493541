import createCache, { type EmotionCache, type StylisPlugin } from "@emotion/cache";
import { prefixer } from "stylis";
import rtlPlugin from "stylis-plugin-rtl";
import { defaultLightTheme, type RaThemeOptions } from "react-admin";
import { PRIMARY_COLOR, TEXT_COLOR, type Locale } from "../domain/constants";

export type Direction = "ltr" | "rtl";

export const directionOf = (locale: Locale): Direction => (locale === "ar" ? "rtl" : "ltr");

/** Sets `<html dir lang>` so that native widgets, scrollbars and text follow the language. */
export function applyDocumentDirection(locale: Locale): void {
  document.documentElement.dir = directionOf(locale);
  document.documentElement.lang = locale;
}

// Two emotion caches: the RTL one flips every left/right style rule of MUI through stylis-plugin-rtl.
const ltrCache = createCache({ key: "mui" });
const rtlCache = createCache({
  key: "muirtl",
  stylisPlugins: [prefixer as StylisPlugin, rtlPlugin as StylisPlugin],
});

export const emotionCacheFor = (direction: Direction): EmotionCache =>
  direction === "rtl" ? rtlCache : ltrCache;

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
