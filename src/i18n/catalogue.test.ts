import { describe, expect, it } from "vitest";
import englishMessages from "ra-language-english";
import { mergeTranslations } from "react-admin";
import { appArabic } from "./ar";
import { authEnglish } from "./auth.en";
import { appEnglish } from "./en";
import { arabicCatalogue } from "./arabic";
import { englishCatalogue } from "./english";
import { createI18nProvider, loadCatalogue, provideSection } from "./index";
import { SECTION_LOADERS, SECTION_NAMES } from "./sections";
import { UNUSED_RA_SECTIONS } from "./unusedRaMessages";

type Catalogue = { [key: string]: string | Catalogue };

/** Every leaf of a nested catalogue as [dotted path, text]. */
function leaves(catalogue: Catalogue, prefix = ""): [string, string][] {
  return Object.entries(catalogue).flatMap(([key, value]) =>
    typeof value === "string" ? [[`${prefix}${key}`, value]] : leaves(value, `${prefix}${key}.`),
  );
}

const asMap = (catalogue: unknown) => new Map(leaves(catalogue as Catalogue));
const ARABIC_PLURAL_FORMS = 6;

/** A catalogue with every section of its language (the pages' strings, fetched with those pages). */
const withEverySection = async (catalogue: object, locale: "en" | "ar") => {
  const sections = await Promise.all(SECTION_NAMES.map((name) => SECTION_LOADERS[name][locale]()));
  return mergeTranslations(catalogue, ...sections);
};
const englishWithSections = await withEverySection(englishCatalogue, "en");
const arabicWithSections = await withEverySection(arabicCatalogue, "ar");
const appEnglishWithSections = await withEverySection(appEnglish, "en");
const appArabicWithSections = await withEverySection(appArabic, "ar");

describe("translation catalogues", () => {
  const english = asMap(englishWithSections);
  const arabic = asMap(arabicWithSections);

  it("has the same keys in English and Arabic", () => {
    const missingInArabic = [...english.keys()].filter((key) => !arabic.has(key));
    const extraInArabic = [...arabic.keys()].filter((key) => !english.has(key));
    expect(missingInArabic).toEqual([]);
    expect(extraInArabic).toEqual([]);
  });

  it("translates every react-admin key", () => {
    const reactAdminKeys = [...asMap(englishMessages).keys()].filter(
      (key) => !UNUSED_RA_SECTIONS.some((section) => key.startsWith(`ra.${section}.`)),
    );
    expect(reactAdminKeys.length).toBeGreaterThan(130);
    expect(reactAdminKeys.filter((key) => !arabic.has(key))).toEqual([]);
  });

  it("gives every Arabic plural string polyglot's six Arabic forms", () => {
    const pluralKeys = [...english.entries()].filter(([, text]) => text.includes("||||")).map(([key]) => key);
    expect(pluralKeys.length).toBeGreaterThan(0);
    const wrongForms = pluralKeys.filter(
      (key) => arabic.get(key)!.split("||||").length !== ARABIC_PLURAL_FORMS,
    );
    expect(wrongForms).toEqual([]);
  });

  it("keeps the same placeholders in both languages", () => {
    const placeholders = (text: string) => [...new Set(text.match(/%\{\w+\}/g) ?? [])].sort();
    const mismatched = [...english.entries()]
      .filter(([key, text]) => placeholders(text).join() !== placeholders(arabic.get(key) ?? "").join())
      .map(([key]) => key);
    expect(mismatched).toEqual([]);
  });
});

describe("application strings", () => {
  const english = asMap(appEnglishWithSections);
  const arabic = asMap(appArabicWithSections);

  it("are really translated into Arabic", () => {
    const untranslated = [...english.entries()]
      .filter(([key, text]) => arabic.get(key) === text || !/[\u0600-\u06FF]/.test(arabic.get(key) ?? ""))
      .map(([key]) => key);
    expect(untranslated).toEqual([]);
  });

  it("keep the messages the specification spells out", () => {
    expect(appEnglish.app.validation.required).toBe("This field is required");
    expect(appEnglish.app.validation.businessNameRequired).toBe("Business Name  is required");
    expect(authEnglish.loginError).toBe("Error login credentials");
    expect(appEnglish.app.errors.unexpected).toBe("An unexpected error occurred");
  });
});

describe("Arabic plurals", () => {
  it("pick polyglot's Arabic forms, with the plain plural for react-admin's smart_count 2", async () => {
    await loadCatalogue("ar");
    provideSection("overview", "ar", await SECTION_LOADERS.overview.ar());
    const { translate } = createI18nProvider("ar");
    expect(translate("resources.users.name", { smart_count: 1 })).toBe("مستخدم");
    expect(translate("resources.users.name", { smart_count: 2 })).toBe("المستخدمون");
    expect(translate("app.overview.menus", { smart_count: 2 })).toBe("قائمتان");
    expect(translate("app.overview.menus", { smart_count: 5 })).toBe("5 قوائم");
    expect(translate("app.overview.menus", { smart_count: 11 })).toBe("11 قائمة");
  });
});
