import { beforeAll, describe, expect, it } from "vitest";
import type { I18nProvider } from "react-admin";
import {
  fullArabicCatalogue as arabicCatalogue,
  fullEnglishCatalogue as englishCatalogue,
  provideAllSections,
} from "../test/sections";
import { createI18nProvider, loadCatalogue } from "./index";

// Counted messages (polyglot's "||||" plurals with smart_count) in both languages: English has its two forms,
// Arabic its six (0 | 1 | 2 | 3–10 | 11–99 | 100+), each the right one for hours, nights, items and the rest.

type Catalogue = { [key: string]: string | Catalogue };

function leaves(catalogue: Catalogue, prefix = ""): [string, string][] {
  return Object.entries(catalogue).flatMap(([key, value]) =>
    typeof value === "string" ? [[`${prefix}${key}`, value]] : leaves(value, `${prefix}${key}.`),
  );
}

// Resource names are plural too, but name things rather than count them (react-admin's titles ask for them with
// smart_count 2, so their dual slot holds the plain plural): catalogue.test.ts covers them.
const isResourceName = (key: string) => /^resources\.[^.]+\.name$/.test(key);
const countedKeys = leaves(englishCatalogue as Catalogue)
  .filter(([key, text]) => text.includes("||||") && !isResourceName(key))
  .map(([key]) => key);

/** Messages that show the count through a formatted parameter of their own (smart_count only picks the form). */
const SHOWN_COUNT: Record<string, string> = {
  "app.overview.soldFor": "quantity",
  "app.overview.nightsOf": "available",
};

const COUNTS = [0, 1, 2, 3, 11, 100] as const;

/** The message for a count; every other parameter is shown as ‹name›, so only the count varies. */
function render(provider: I18nProvider, key: string, count: number): string {
  const text = leaves(englishCatalogue as Catalogue).find(([candidate]) => candidate === key)![1];
  const options: Record<string, unknown> = { smart_count: count };
  for (const [, name] of text.matchAll(/%\{(\w+)\}/g)) {
    if (name !== "smart_count") options[name] = SHOWN_COUNT[key] === name ? String(count) : `‹${name}›`;
  }
  return provider.translate(key, options);
}

/** The Arabic a person expects for 1, 2, 3, 11 and 100 of each counted application message (‹…› are the other parameters). */
const EXPECTED_ARABIC: Record<string, [string, string, string, string, string]> = {
  "app.validation.minLength": [
    "الحد الأدنى للطول حرف واحد",
    "الحد الأدنى للطول حرفان",
    "الحد الأدنى للطول 3 أحرف",
    "الحد الأدنى للطول 11 حرفًا",
    "الحد الأدنى للطول 100 حرف",
  ],
  "app.settings.validation.passKey": [
    "يجب أن يتكون رمز المرور من رقم واحد",
    "يجب أن يتكون رمز المرور من رقمين",
    "يجب أن يتكون رمز المرور من 3 أرقام",
    "يجب أن يتكون رمز المرور من 11 رقمًا",
    "يجب أن يتكون رمز المرور من 100 رقم",
  ],
  "app.settings.sliderAds.limit": [
    "إعلان واحد كحد أقصى.",
    "إعلانان كحد أقصى.",
    "حتى 3 إعلانات.",
    "حتى 11 إعلانًا.",
    "حتى 100 إعلان.",
  ],
  "app.settings.account.validation.passwordMin": [
    "يجب أن تتكون كلمة المرور من حرف واحد على الأقل",
    "يجب أن تتكون كلمة المرور من حرفين على الأقل",
    "يجب أن تتكون كلمة المرور من 3 أحرف على الأقل",
    "يجب أن تتكون كلمة المرور من 11 حرفًا على الأقل",
    "يجب أن تتكون كلمة المرور من 100 حرف على الأقل",
  ],
  "app.configurations.hours": ["ساعة واحدة", "ساعتان", "3 ساعات", "11 ساعة", "100 ساعة"],
  "app.configurations.minutes": ["دقيقة واحدة", "دقيقتان", "3 دقائق", "11 دقيقة", "100 دقيقة"],
  "app.overview.menus": ["قائمة واحدة", "قائمتان", "3 قوائم", "11 قائمة", "100 قائمة"],
  "app.overview.soldFor": [
    "تم بيع وحدة واحدة · ‹sales›",
    "تم بيع وحدتين · ‹sales›",
    "تم بيع 3 وحدات · ‹sales›",
    "تم بيع 11 وحدة · ‹sales›",
    "تم بيع 100 وحدة · ‹sales›",
  ],
  "app.overview.nightsOf": [
    "‹booked› من أصل ليلة واحدة للوحدات",
    "‹booked› من أصل ليلتين للوحدات",
    "‹booked› من أصل 3 ليالٍ للوحدات",
    "‹booked› من أصل 11 ليلة للوحدات",
    "‹booked› من أصل 100 ليلة للوحدات",
  ],
  "app.kitchen.minutes": ["دقيقة واحدة", "دقيقتان", "3 دقائق", "11 دقيقة", "100 دقيقة"],
  "app.kitchen.count": [
    "طلب مفتوح واحد",
    "طلبان مفتوحان",
    "3 طلبات مفتوحة",
    "11 طلبًا مفتوحًا",
    "100 طلب مفتوح",
  ],
  "app.live.ringing": [
    "طلب جديد بانتظار الرد",
    "طلبان جديدان بانتظار الرد",
    "3 طلبات جديدة بانتظار الرد",
    "11 طلبًا جديدًا بانتظار الرد",
    "100 طلب جديد بانتظار الرد",
  ],
  "resources.reservations.estimate": [
    "السعر: ‹total› مقابل ليلة واحدة",
    "السعر: ‹total› مقابل ليلتين",
    "السعر: ‹total› مقابل 3 ليالٍ",
    "السعر: ‹total› مقابل 11 ليلة",
    "السعر: ‹total› مقابل 100 ليلة",
  ],
  "resources.reservations.move.price": [
    "السعر الجديد: ‹total› مقابل ليلة واحدة",
    "السعر الجديد: ‹total› مقابل ليلتين",
    "السعر الجديد: ‹total› مقابل 3 ليالٍ",
    "السعر الجديد: ‹total› مقابل 11 ليلة",
    "السعر الجديد: ‹total› مقابل 100 ليلة",
  ],
  "resources.reservations.board.partial": [
    "عرض ‹count› من أصل حجز واحد",
    "عرض ‹count› من أصل حجزين",
    "عرض ‹count› من أصل 3 حجوزات",
    "عرض ‹count› من أصل 11 حجزًا",
    "عرض ‹count› من أصل 100 حجز",
  ],
  "resources.reservations.board.closed": [
    "مغلقة في تقويم الأسعار: ليلة ‹from›",
    "مغلقة في تقويم الأسعار: ليلتان من ‹from›",
    "مغلقة في تقويم الأسعار: 3 ليالٍ من ‹from›",
    "مغلقة في تقويم الأسعار: 11 ليلة من ‹from›",
    "مغلقة في تقويم الأسعار: 100 ليلة من ‹from›",
  ],
  "resources.reservations.board.nights": ["ليلة واحدة", "ليلتان", "3 ليالٍ", "11 ليلة", "100 ليلة"],
  "resources.invoices.period": [
    "‹from› – ‹to› · فاتورة واحدة",
    "‹from› – ‹to› · فاتورتان",
    "‹from› – ‹to› · 3 فواتير",
    "‹from› – ‹to› · 11 فاتورة",
    "‹from› – ‹to› · 100 فاتورة",
  ],
  "resources.audits.fieldsChanged": ["حقل واحد", "حقلان", "3 حقول", "11 حقلًا", "100 حقل"],
  "app.menuEditor.calendarSync.synced": [
    "تمت المزامنة: حدث واحد",
    "تمت المزامنة: حدثان",
    "تمت المزامنة: 3 أحداث",
    "تمت المزامنة: 11 حدثًا",
    "تمت المزامنة: 100 حدث",
  ],
  "app.menuEditor.calendarSync.lastSuccess": [
    "آخر مزامنة ‹time› · حدث واحد",
    "آخر مزامنة ‹time› · حدثان",
    "آخر مزامنة ‹time› · 3 أحداث",
    "آخر مزامنة ‹time› · 11 حدثًا",
    "آخر مزامنة ‹time› · 100 حدث",
  ],
};

describe("counted messages", () => {
  let english: I18nProvider;
  let arabic: I18nProvider;
  beforeAll(async () => {
    await Promise.all([loadCatalogue("en"), loadCatalogue("ar")]);
    provideAllSections();
    english = createI18nProvider("en");
    arabic = createI18nProvider("ar");
  });

  it("are found in the catalogues (hours, nights, items, fields, orders…)", () => {
    expect(countedKeys).toEqual(expect.arrayContaining(Object.keys(EXPECTED_ARABIC)));
    expect(countedKeys).toEqual(
      expect.arrayContaining(["ra.action.bulk_actions", "ra.notification.deleted"]),
    );
  });

  it("have English's two forms, the plural one showing the count", () => {
    const englishTexts = new Map(leaves(englishCatalogue as Catalogue));
    for (const key of countedKeys) {
      expect(englishTexts.get(key)!.split("||||"), key).toHaveLength(2);
      expect(render(english, key, 11), key).toMatch(/\b11\b/);
    }
    expect(render(english, "app.configurations.hours", 1)).toBe("1 hour");
    expect(render(english, "app.configurations.hours", 2)).toBe("2 hours");
    expect(render(english, "resources.reservations.estimate", 1)).toBe("Price: ‹total› for 1 night");
    expect(render(english, "resources.invoices.period", 3)).toBe("‹from› – ‹to› · 3 invoices");
  });

  it("have Arabic's six forms, and 1, 2, 3–10 and 11–99 each read differently", () => {
    const arabicTexts = new Map(leaves(arabicCatalogue as Catalogue));
    for (const key of countedKeys) {
      expect(arabicTexts.get(key)!.split("||||"), key).toHaveLength(6);
      const shown = COUNTS.map((count) => render(arabic, key, count));
      // Read without the number, the one, dual, few and many forms are four different texts.
      const forms = shown.slice(1, 5).map((text, index) => text.replace(String(COUNTS[index + 1]), "#"));
      expect(new Set(forms).size, `${key}: ${forms.join(" | ")}`).toBe(4);
      // The dual and the singular say their number in words; 3, 11 and 100 are written in figures.
      expect(shown[1], key).not.toMatch(/(^|\D)1(\D|$)/);
      expect(shown[2], key).not.toMatch(/(^|\D)2(\D|$)/);
      for (const index of [3, 4, 5]) expect(shown[index], key).toContain(String(COUNTS[index]));
    }
  });

  it("pick the Arabic form a person expects for 1, 2, 3, 11 and 100", () => {
    for (const [key, expected] of Object.entries(EXPECTED_ARABIC)) {
      expect(
        [1, 2, 3, 11, 100].map((count) => render(arabic, key, count)),
        key,
      ).toEqual(expected);
    }
  });

  it("count every counted application message in the table above", () => {
    const application = countedKeys.filter((key) => !key.startsWith("ra."));
    expect(application.filter((key) => !(key in EXPECTED_ARABIC))).toEqual([]);
  });
});
