import { describe, expect, it } from "vitest";
import {
  canAddDiscount,
  canSaveItem,
  categoryDraftOf,
  isCategoryDirty,
  isItemDirty,
  isMapsLinkValid,
  itemDraftOf,
  newDiscount,
  withMapsLink,
} from "./rules";
import type { EditorItem } from "./types";

const chaletItem: EditorItem = {
  id: 7,
  business_id: 2,
  category_id: 3,
  locales: [
    { locale: "en", name: "Sea Chalet", description: "By the sea" },
    { locale: "ar", name: "شاليه البحر", description: null },
  ],
  sort: 0,
  hide: false,
  disable_ordering: false,
  prices: [{ id: 1, locales: [{ locale: "en", name: "Weekdays" }], price: 40 }],
  addons: [],
  discounts: [],
  media: [],
  holidays: [],
  itemable: {
    units: 2,
    unit_names: ["A", "B"],
    bedrooms: 3,
    frontage: "sea_view",
    address: { en: "Khiran", ar: "الخيران" },
    insurance: 50,
    latitude: 28.64,
    longitude: 48.37,
    owner_id: null,
    maps_link: "https://www.google.com/maps/@28.64,48.37,15z",
  },
  updated_at: "2026-01-01T00:00:00.000Z",
};

describe("category Save rule", () => {
  const saved = categoryDraftOf({ locales: [{ locale: "en", name: "Drinks" }], media_id: null });

  it("is not dirty when nothing changed, even with missing locales filled in", () => {
    expect(
      isCategoryDirty(
        saved,
        categoryDraftOf({ locales: [{ locale: "en", name: "Drinks", description: null }], media_id: null }),
      ),
    ).toBe(false);
  });

  it("is dirty when a name, description or picture changes, and clean again when changed back", () => {
    const renamed = {
      ...saved,
      locales: saved.locales.map((l) => (l.locale === "ar" ? { ...l, name: "مشروبات" } : l)),
    };
    expect(isCategoryDirty(saved, renamed)).toBe(true);
    expect(isCategoryDirty(saved, { ...saved, media_id: 5 })).toBe(true);
    expect(isCategoryDirty(saved, { ...saved, locales: saved.locales.map((l) => ({ ...l })) })).toBe(false);
  });

  it("takes the saved copy as the new baseline after a save", () => {
    const renamed = {
      ...saved,
      locales: saved.locales.map((l) => (l.locale === "en" ? { ...l, name: "Juices" } : l)),
    };
    expect(isCategoryDirty(renamed, renamed)).toBe(false);
  });
});

describe("item Save rule", () => {
  const saved = itemDraftOf(chaletItem);

  it("is disabled without changes", () => {
    expect(isItemDirty(saved, itemDraftOf(chaletItem))).toBe(false);
    expect(canSaveItem(saved, itemDraftOf(chaletItem))).toBe(false);
  });

  it("ignores the address, updated_at and the business id", () => {
    const draft = itemDraftOf(chaletItem);
    draft.itemable!.address = { en: "Elsewhere", ar: "مكان آخر" };
    draft.updated_at = "2030-01-01T00:00:00.000Z";
    draft.business_id = 99;
    expect(isItemDirty(saved, draft)).toBe(false);
  });

  it("is enabled when a name or a price changes (a number typed as text counts as the same number)", () => {
    const renamed = itemDraftOf(chaletItem);
    renamed.locales[0]!.name = "Sunset Chalet";
    expect(canSaveItem(saved, renamed)).toBe(true);
    const repriced = itemDraftOf(chaletItem);
    repriced.prices[0]!.price = 45;
    expect(canSaveItem(saved, repriced)).toBe(true);
    const sameNumber = itemDraftOf(chaletItem);
    sameNumber.prices[0]!.price = "40" as unknown as number;
    expect(isItemDirty(saved, sameNumber)).toBe(false);
  });

  it("needs a valid or empty maps link", () => {
    const invalid = itemDraftOf(chaletItem);
    invalid.itemable = withMapsLink(invalid.itemable!, "https://maps.example.com/no-coordinates");
    expect(isItemDirty(saved, invalid)).toBe(true);
    expect(canSaveItem(saved, invalid)).toBe(false);
    const cleared = itemDraftOf(chaletItem);
    cleared.itemable = withMapsLink(cleared.itemable!, "");
    expect(cleared.itemable.latitude).toBeNull();
    expect(cleared.itemable.longitude).toBeNull();
    expect(canSaveItem(saved, cleared)).toBe(true);
  });

  it("reads coordinates from a maps link", () => {
    expect(isMapsLinkValid("")).toBe(true);
    expect(isMapsLinkValid("https://www.google.com/maps/place/Khiran/@28.6406,48.3717,14z")).toBe(true);
    expect(isMapsLinkValid("khiran")).toBe(false);
    const moved = withMapsLink(chaletItem.itemable!, "https://www.google.com/maps/@29.1,48.1,15z");
    expect([moved.latitude, moved.longitude]).toEqual([29.1, 48.1]);
  });
});

describe("discount button rule", () => {
  it("allows Add Discount only when the item has no discount", () => {
    expect(canAddDiscount([])).toBe(true);
    expect(canAddDiscount([newDiscount()])).toBe(false);
  });

  it("starts a new discount today and ends it 30 days later", () => {
    const discount = newDiscount(new Date(Date.UTC(2026, 0, 10)));
    expect(discount).toEqual({ amount: 0, type: "value", from: "2026-01-10", to: "2026-02-09" });
  });
});
