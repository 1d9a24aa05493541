import { mergeTranslations, type TranslationMessages } from "react-admin";
import { provideSection } from "../i18n";
import { arabicCatalogue } from "../i18n/arabic";
import { auditsArabic } from "../i18n/audits.ar";
import { auditsEnglish } from "../i18n/audits.en";
import { authArabic } from "../i18n/auth.ar";
import { authEnglish } from "../i18n/auth.en";
import { customersArabic } from "../i18n/customers.ar";
import { customersEnglish } from "../i18n/customers.en";
import { dayReportArabic } from "../i18n/dayReport.ar";
import { dayReportEnglish } from "../i18n/dayReport.en";
import { demoArabic } from "../i18n/demo.ar";
import { demoEnglish } from "../i18n/demo.en";
import { englishCatalogue } from "../i18n/english";
import { kitchenArabic } from "../i18n/kitchen.ar";
import { kitchenEnglish } from "../i18n/kitchen.en";
import { menuEditorArabic } from "../i18n/menuEditor.ar";
import { menuEditorEnglish } from "../i18n/menuEditor.en";
import { orderEntryArabic } from "../i18n/orderEntry.ar";
import { orderEntryEnglish } from "../i18n/orderEntry.en";
import { overviewArabic } from "../i18n/overview.ar";
import { overviewEnglish } from "../i18n/overview.en";
import { rateCalendarArabic } from "../i18n/rateCalendar.ar";
import { rateCalendarEnglish } from "../i18n/rateCalendar.en";
import type { SectionMessages, SectionName } from "../i18n/sections";
import { settingsArabic } from "../i18n/settings.ar";
import { settingsEnglish } from "../i18n/settings.en";
import { webhooksArabic } from "../i18n/webhooks.ar";
import { webhooksEnglish } from "../i18n/webhooks.en";

// Tests render at once, in either language: they have every catalogue section at hand, as the pages that use one
// have it once drawn (the app fetches each with its pages: i18n/sections.ts).

const SECTIONS: Record<SectionName, { en: SectionMessages; ar: SectionMessages }> = {
  menuEditor: {
    en: { app: { menuEditor: menuEditorEnglish } },
    ar: { app: { menuEditor: menuEditorArabic } },
  },
  settings: { en: { app: settingsEnglish }, ar: { app: settingsArabic } },
  demo: { en: { app: { demo: demoEnglish } }, ar: { app: { demo: demoArabic } } },
  overview: { en: { app: { overview: overviewEnglish } }, ar: { app: { overview: overviewArabic } } },
  auth: { en: { app: { auth: authEnglish } }, ar: { app: { auth: authArabic } } },
  kitchen: { en: { app: { kitchen: kitchenEnglish } }, ar: { app: { kitchen: kitchenArabic } } },
  orderEntry: {
    en: { app: { orderEntry: orderEntryEnglish } },
    ar: { app: { orderEntry: orderEntryArabic } },
  },
  webhooks: { en: { app: { webhooks: webhooksEnglish } }, ar: { app: { webhooks: webhooksArabic } } },
  dayReport: {
    en: { app: { dayReport: dayReportEnglish } },
    ar: { app: { dayReport: dayReportArabic } },
  },
  customers: {
    en: { app: { customers: customersEnglish } },
    ar: { app: { customers: customersArabic } },
  },
  rateCalendar: {
    en: { app: { rateCalendar: rateCalendarEnglish } },
    ar: { app: { rateCalendar: rateCalendarArabic } },
  },
  audits: {
    en: { resources: { audits: auditsEnglish } },
    ar: { resources: { audits: auditsArabic } },
  },
};

export function provideAllSections(): void {
  for (const [name, byLocale] of Object.entries(SECTIONS) as [
    SectionName,
    { en: SectionMessages; ar: SectionMessages },
  ][]) {
    provideSection(name, "en", byLocale.en);
    provideSection(name, "ar", byLocale.ar);
  }
}

const withSections = (catalogue: TranslationMessages, locale: "en" | "ar") =>
  mergeTranslations(
    catalogue,
    ...Object.values(SECTIONS).map((section) => section[locale]),
  ) as TranslationMessages;

/** Each language's whole catalogue: what every page loads, and every section. */
export const fullEnglishCatalogue = withSections(englishCatalogue, "en");
export const fullArabicCatalogue = withSections(arabicCatalogue, "ar");
