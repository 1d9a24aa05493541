import { describe, expect, it } from "vitest";
import polyglotI18nProvider from "ra-i18n-polyglot";
import { DECLARED_RESOURCES, declarationOf, REGISTRY } from "../domain/resources";
import { giftCards } from "../test/giftCards";
import { arabicCatalogue } from "./arabic";
import { englishCatalogue } from "./english";
import { registryMessages } from "./registryMessages";

// The names, titles and labels the catalogues take from the registry's declarations.

const translator = (locale: "en" | "ar") =>
  polyglotI18nProvider(() => (locale === "en" ? englishCatalogue : arabicCatalogue), locale).translate;

describe("messages from the registry", () => {
  it("name a resource in polyglot's forms: one and the plain plural, which react-admin's titles ask for with 2", () => {
    const en = translator("en");
    const ar = translator("ar");
    expect(en("resources.coupons.name", { smart_count: 1 })).toBe("Coupon");
    expect(en("resources.coupons.name", { smart_count: 2 })).toBe("Coupons");
    expect(ar("resources.coupons.name", { smart_count: 1 })).toBe("قسيمة");
    for (const count of [0, 2, 3, 11, 100])
      expect(ar("resources.coupons.name", { smart_count: count }), String(count)).toBe("القسائم");
    expect(ar("resources.orders.name", { smart_count: 2 })).toBe("الطلبات");
  });

  it("title a declared resource's pages in both languages, as react-admin reads them", () => {
    expect(registryMessages([declarationOf("coupons")!], "en").resources.coupons.page).toEqual({
      list: "Coupons",
      create: "Add Coupon",
      edit: "Edit Coupon",
      show: "Coupon",
    });
    expect(registryMessages([declarationOf("categories")!], "ar").resources.categories.page).toEqual({
      list: "التصنيفات",
      create: "إضافة تصنيف",
      edit: "تعديل التصنيف",
      show: "التصنيف",
    });
    // A name of two words says where its article goes.
    expect(registryMessages([giftCards], "ar").resources.gift_cards.page).toMatchObject({
      edit: "تعديل بطاقة الهدية",
    });
  });

  it("label every field, enum option, count and parent column of every declaration in both languages", () => {
    for (const declaration of DECLARED_RESOURCES)
      for (const locale of ["en", "ar"] as const) {
        const { fields } = registryMessages([declaration], locale).resources[declaration.name] as {
          fields: Record<string, unknown>;
        };
        for (const field of declaration.fields) expect(fields[field.name]).toBe(field.label[locale]);
        for (const count of declaration.counts ?? []) expect(fields[count.key]).toBe(count.label[locale]);
        expect(fields.id).toBe(locale === "en" ? "ID" : "المعرّف");
      }
  });

  it("name each sidebar link of a custom entry, a page by its one name", () => {
    const { links } = registryMessages(REGISTRY, "en").app.shell;
    expect(links).toMatchObject({ dashboard: "Dashboard", orders: "Orders", business: "Business" });
    expect(registryMessages(REGISTRY, "ar").app.shell.links).toMatchObject({ invoices: "التقارير المالية" });
    // The menu editor's link is named after the business type, in the shell's messages.
    expect(links.listing).toBeUndefined();
  });
});
