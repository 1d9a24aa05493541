import type { Locale } from "../domain/constants";

// The strings of the few pages that have many of their own (the menu editor, settings and configurations, the
// template demo pages) are not in a language's catalogue: each is a chunk of its own, fetched with its pages
// (loadSection), so every other page's first load does not carry them (about 4.5 KB gzip). Each is merged under
// `app` as it was in the catalogue.

export type SectionName = "menuEditor" | "settings" | "demo";

/** A section's strings, under `app` as the catalogue had them. */
export interface SectionMessages {
  app: object;
}

export const SECTION_LOADERS: Record<SectionName, Record<Locale, () => Promise<SectionMessages>>> = {
  menuEditor: {
    en: () => import("./menuEditor.en").then((m) => ({ app: { menuEditor: m.menuEditorEnglish } })),
    ar: () => import("./menuEditor.ar").then((m) => ({ app: { menuEditor: m.menuEditorArabic } })),
  },
  settings: {
    en: () => import("./settings.en").then((m) => ({ app: m.settingsEnglish })),
    ar: () => import("./settings.ar").then((m) => ({ app: m.settingsArabic })),
  },
  demo: {
    en: () => import("./demo.en").then((m) => ({ app: { demo: m.demoEnglish } })),
    ar: () => import("./demo.ar").then((m) => ({ app: { demo: m.demoArabic } })),
  },
};

export const SECTION_NAMES = Object.keys(SECTION_LOADERS) as SectionName[];
