// Stands in for MUI's CSS-variables theme and provider (createThemeWithVars.js and ThemeProviderWithVars.js, see
// scripts/stand-ins-plugin.ts). createTheme and ThemeProvider reach them only for a theme created with
// `cssVariables` or `colorSchemes`, which neither react-admin's themes nor the dashboard's (i18n/direction.ts) use.
// A theme that ever asks for them fails loudly here instead of silently losing its variables.

const UNSUPPORTED =
  "This build has no CSS-variables theme: create the theme without `cssVariables` or `colorSchemes` " +
  "(scripts/stand-ins-plugin.ts)";

export default function createThemeWithVars(): never {
  throw new Error(UNSUPPORTED);
}

export function CssVarsProvider(): never {
  throw new Error(UNSUPPORTED);
}

export const Experimental_CssVarsProvider = CssVarsProvider;

export function getInitColorSchemeScript(): never {
  throw new Error(UNSUPPORTED);
}

/** What MUI's own hook answers outside a CSS-variables provider: no colour schemes, setters that do nothing. */
const NO_COLOR_SCHEME = Object.freeze({
  allColorSchemes: [],
  colorScheme: undefined,
  darkColorScheme: undefined,
  lightColorScheme: undefined,
  mode: undefined,
  setColorScheme: () => {},
  setMode: () => {},
  systemMode: undefined,
});

export const useColorScheme = () => NO_COLOR_SCHEME;
