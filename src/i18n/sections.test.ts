// @vitest-isolate: it follows the sections the i18n module has loaded, from a fresh module.
import { describe, expect, it } from "vitest";
import { createI18nProvider, loadCatalogue, loadSection } from "./index";
import { setCurrentLocale } from "./locale";
import { SECTION_NAMES } from "./sections";

// The menu editor's, settings' and demo pages' strings are fetched with those pages, not with every page.

type Catalogue = { [key: string]: string | Catalogue };
const keysOf = (catalogue: Catalogue, prefix = ""): string[] =>
  Object.entries(catalogue).flatMap(([key, value]) =>
    typeof value === "string" ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );

describe("catalogue sections", () => {
  it.each(["en", "ar"] as const)("are not in the %s catalogue every page loads", async (locale) => {
    const keys = keysOf((await loadCatalogue(locale)) as unknown as Catalogue);
    expect(keys.length).toBeGreaterThan(500);
    for (const section of [...SECTION_NAMES, "configurations"])
      expect(keys.filter((key) => key.startsWith(`app.${section}.`))).toEqual([]);
  });

  it("are translated once a page has fetched its section, and follow a change of language", async () => {
    await loadCatalogue("en");
    setCurrentLocale("en");
    const provider = createI18nProvider("en");
    expect(provider.translate("app.menuEditor.title", { _: "not yet" })).toBe("not yet");

    await loadSection("menuEditor");
    expect(provider.translate("app.menuEditor.title")).toBe("Menu editor");

    await provider.changeLocale("ar");
    expect(provider.translate("app.menuEditor.title")).toBe("محرر القائمة");
    // The catalogue itself came along.
    expect(provider.translate("app.catalog.list.all")).toBe("الكل");

    setCurrentLocale("ar");
    await loadSection("settings");
    expect(provider.translate("app.settings.title")).toBe("الإعدادات");
    await provider.changeLocale("en");
    expect(provider.translate("app.settings.title")).toBe("Settings");
  });
});
