import type { Locale } from "../domain/constants";

// The strings of the pages that have many of their own (the menu editor, settings and configurations, the
// template demo pages, the Overview, the audits, the sign-in pages) are not in a language's catalogue: each is a chunk of its own,
// fetched with its pages (loadSection), so every other page's first load does not carry them (about 6 KB gzip in
// English, 7 in Arabic). Each is merged where it was in the catalogue; a resource's name stays there for the
// sidebar.

export type SectionName =
  | "menuEditor"
  | "settings"
  | "demo"
  | "overview"
  | "audits"
  | "auth"
  | "kitchen"
  | "orderEntry"
  | "webhooks"
  | "dayReport"
  | "customers"
  | "rateCalendar";

/** A section's strings, under `app` or `resources` as the catalogue had them. */
export interface SectionMessages {
  app?: object;
  resources?: object;
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
  overview: {
    en: () => import("./overview.en").then((m) => ({ app: { overview: m.overviewEnglish } })),
    ar: () => import("./overview.ar").then((m) => ({ app: { overview: m.overviewArabic } })),
  },
  auth: {
    en: () => import("./auth.en").then((m) => ({ app: { auth: m.authEnglish } })),
    ar: () => import("./auth.ar").then((m) => ({ app: { auth: m.authArabic } })),
  },
  kitchen: {
    en: () => import("./kitchen.en").then((m) => ({ app: { kitchen: m.kitchenEnglish } })),
    ar: () => import("./kitchen.ar").then((m) => ({ app: { kitchen: m.kitchenArabic } })),
  },
  orderEntry: {
    en: () => import("./orderEntry.en").then((m) => ({ app: { orderEntry: m.orderEntryEnglish } })),
    ar: () => import("./orderEntry.ar").then((m) => ({ app: { orderEntry: m.orderEntryArabic } })),
  },
  webhooks: {
    en: () => import("./webhooks.en").then((m) => ({ app: { webhooks: m.webhooksEnglish } })),
    ar: () => import("./webhooks.ar").then((m) => ({ app: { webhooks: m.webhooksArabic } })),
  },
  dayReport: {
    en: () => import("./dayReport.en").then((m) => ({ app: { dayReport: m.dayReportEnglish } })),
    ar: () => import("./dayReport.ar").then((m) => ({ app: { dayReport: m.dayReportArabic } })),
  },
  customers: {
    en: () => import("./customers.en").then((m) => ({ app: { customers: m.customersEnglish } })),
    ar: () => import("./customers.ar").then((m) => ({ app: { customers: m.customersArabic } })),
  },
  rateCalendar: {
    en: () => import("./rateCalendar.en").then((m) => ({ app: { rateCalendar: m.rateCalendarEnglish } })),
    ar: () => import("./rateCalendar.ar").then((m) => ({ app: { rateCalendar: m.rateCalendarArabic } })),
  },
  audits: {
    en: () => import("./audits.en").then((m) => ({ resources: { audits: m.auditsEnglish } })),
    ar: () => import("./audits.ar").then((m) => ({ resources: { audits: m.auditsArabic } })),
  },
};

export const SECTION_NAMES = Object.keys(SECTION_LOADERS) as SectionName[];
