import { createTheme } from "@mui/material/styles";
import { describe, expect, it } from "vitest";
import { buildTheme } from "../i18n/direction";
import createThemeWithVars, { useColorScheme } from "./noCssVarsTheme";

// The build replaces MUI's CSS-variables theme and provider (scripts/stand-ins-plugin.ts). MUI reaches them only for
// a theme with `cssVariables` or `colorSchemes`: the dashboard's themes must never become one.

describe("themes without CSS variables", () => {
  it.each(["ltr", "rtl"] as const)("the %s theme takes MUI's plain theme and provider", (direction) => {
    const options = buildTheme(direction);
    expect(options).not.toHaveProperty("cssVariables");
    expect(options).not.toHaveProperty("colorSchemes");
    const theme = createTheme(options);
    expect("colorSchemes" in theme).toBe(false);
    expect("vars" in theme && theme.vars).toBeFalsy();
  });

  it("fails loudly if a theme ever asks for CSS variables", () => {
    expect(() => createThemeWithVars()).toThrow(/cssVariables/);
  });

  it("answers colour-scheme questions as MUI does outside its provider", () => {
    expect(useColorScheme()).toMatchObject({ mode: undefined, allColorSchemes: [] });
  });
});
