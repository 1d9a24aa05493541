import polyglotI18nProvider from "ra-i18n-polyglot";
import { describe, expect, it } from "vitest";
// The audits page has the settings page's strings (its loader fetches that section): the whole catalogues.
import {
  fullArabicCatalogue as arabicCatalogue,
  fullEnglishCatalogue as englishCatalogue,
} from "../../test/sections";
import { fieldLabel, readableValue, type AuditReading } from "./auditValues";

const readingIn = (locale: "en" | "ar"): AuditReading => {
  const provider = polyglotI18nProvider(() => (locale === "ar" ? arabicCatalogue : englishCatalogue), locale);
  return { translate: provider.translate, locale, timeZone: "Asia/Kuwait", currency: "KWD" };
};
const en = readingIn("en");
const ar = readingIn("ar");
// Unicode isolates and marks around figures and phone numbers, and no-break spaces, compared without them.
const plain = (text: string) => text.replace(/[\u2066-\u2069\u200e\u200f]/g, "").replace(/\s/g, " ");

describe("audit before/after values", () => {
  it("shows an order status translated, never its stored key", () => {
    expect(readableValue("status", "accepted", "order", en)).toBe("Accepted");
    expect(readableValue("status", "ready", "order", ar)).toBe("جاهز");
    expect(readableValue("status", "completed", "reservation", en)).toBe("Completed");
  });

  it("shows money in the reader's format and currency", () => {
    expect(plain(readableValue("total", 1250.5, "invoice", en))).toBe("KWD 1,250.500");
    expect(plain(readableValue("amount", 5, "discount", ar))).toContain("5.000 د.ك");
  });

  it("shows a stored time in the business's time zone and a day as DD-MM-YYYY", () => {
    // 21:30 UTC is 00:30 the next day in Kuwait (UTC+3).
    expect(
      plain(readableValue("EnableReservationTill", "2026-03-01T21:30:00.000Z", "mobile_settings", en)),
    ).toBe("02-03-2026 00:30");
    expect(plain(readableValue("to", "2026-02-27", "reservation", ar))).toBe("27-02-2026");
  });

  it("reads yes/no, localized names, lists and objects instead of JSON", () => {
    expect(readableValue("Delivery", true, "branch_settings", ar)).toBe("نعم");
    const locales = [
      { locale: "en", name: "Main Menu" },
      { locale: "ar", name: "القائمة الرئيسية" },
    ];
    expect(readableValue("locales", locales, "menu", ar)).toBe("القائمة الرئيسية");
    expect(readableValue("PaymentStatusColors", { Paid: "#2E7D32" }, "business_settings", en)).toBe(
      "Paid: #2E7D32",
    );
    expect(readableValue("after", { total: 120 }, "invoice", en)).not.toContain("{");
    expect(plain(readableValue("phone", "+96550000002", "user", ar))).toBe("+96550000002");
    expect(readableValue("phone", "+96550000002", "user", ar)).toMatch(/^\u2068.*\u2069$/);
  });

  it("reads names kept as JSON text by older entries of branches, menus and categories like a list of names", () => {
    const stored = JSON.stringify([
      { locale: "en", name: "Main" },
      { locale: "ar", name: "الرئيسية", description: "القائمة" },
    ]);
    expect(readableValue("locales", stored, "menu", en)).toBe("Main");
    expect(readableValue("locales", stored, "branch", ar)).toBe("الرئيسية");
    expect(readableValue("locales", stored, "category", ar)).toBe(
      readableValue("locales", JSON.parse(stored), "category", ar),
    );
    // Other text that only starts like JSON stays as it is.
    expect(readableValue("note", "[{not json", "order", en)).toBe("[{not json");
  });

  it("names a changed field as its screen does", () => {
    expect(fieldLabel("PassKey", "tablet_settings", en)).toBe("Pass key");
    expect(fieldLabel("status", "order", ar)).toBe("الحالة");
    expect(fieldLabel("timezone", "business_config", en)).toBe("Time zone");
    expect(fieldLabel("PaymentStatusColors", "business_settings", en)).toBe("Payment status colours");
    expect(readableValue("PaymentStatusColors", { NotPaid: "#C62828" }, "business_settings", en)).toBe(
      "Not paid: #C62828",
    );
  });
});

describe("a permissions entry", () => {
  const names = new Map([
    ["orders", "الطلبات"],
    ["read", "قراءة"],
    ["update", "تعديل"],
  ]);
  it("names each permission by its area and action in the reader's language", () => {
    const reading = { ...readingIn("ar"), permissionNames: names };
    expect(readableValue("permissions", ["orders.read", "orders.update"], "permissions", reading)).toBe(
      "الطلبات: قراءة، الطلبات: تعديل",
    );
  });
  it("keeps other entities' dotted text as it is", () => {
    const reading = { ...readingIn("ar"), permissionNames: names };
    expect(readableValue("note", "orders.read", "order", reading)).toBe("orders.read");
  });
});
