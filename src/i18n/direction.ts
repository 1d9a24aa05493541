import createCache, { type EmotionCache } from "@emotion/cache";
import { arSD } from "@mui/material/locale";
import { defaultLightTheme, type RaThemeOptions } from "react-admin";
import { PRIMARY_COLOR, TEXT_COLOR, type Locale } from "../domain/constants";
import { inputDirectionStyle } from "./inputDirection";

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

/**
 * react-admin's default theme in the brand colours, laid out in the given direction. Right-to-left is Arabic, so
 * MUI's own words (Autocomplete's Clear/Open, pagination labels, Alert's Close) come from its Arabic locale then.
 * Every input keeps the direction of what it holds: e-mails, phones, links, slugs and codes left to right, free
 * text as typed (inputDirection.ts).
 */
export function buildTheme(direction: Direction): RaThemeOptions {
  const theme: RaThemeOptions = {
    ...defaultLightTheme,
    direction,
    palette: {
      ...defaultLightTheme.palette,
      primary: { main: PRIMARY_COLOR },
      text: { primary: TEXT_COLOR },
    },
    components: {
      ...defaultLightTheme.components,
      MuiInputBase: {
        ...defaultLightTheme.components?.MuiInputBase,
        styleOverrides: { input: inputDirectionStyle },
      },
    },
  };
  return direction === "rtl" ? withComponentDefaults(theme, arSD.components) : theme;
}

type Components = NonNullable<RaThemeOptions["components"]>;

/** Adds a locale's default props to the theme's components, keeping the props the theme sets already. */
function withComponentDefaults(theme: RaThemeOptions, locale: Components | undefined): RaThemeOptions {
  const components: Record<string, { defaultProps?: object }> = { ...(theme.components as object) };
  for (const [name, value] of Object.entries((locale ?? {}) as Record<string, { defaultProps?: object }>)) {
    const own = components[name] ?? {};
    components[name] = { ...own, defaultProps: { ...value.defaultProps, ...own.defaultProps } };
  }
  return { ...theme, components: components as Components };
}
