import { describe, expect, it } from "vitest";
import { normalizeForSearch, searchIndex, searchMenu } from "./search";
import type { MenuCategory, MenuItem } from "./types";

const item = (id: number, ar: string, en = ""): MenuItem => ({
  id,
  category_id: 1,
  locales: [
    { locale: "ar", name: ar },
    { locale: "en", name: en },
  ],
  disable_ordering: false,
  sold_out: false,
  pictures: [],
  prices: [],
  addons: [],
  discount: null,
  holiday_price: null,
});

const category = (items: MenuItem[], children: MenuCategory[] = []): MenuCategory => ({
  id: 1,
  parent_id: null,
  locales: [],
  picture: null,
  items,
  children,
});

describe("menu search", () => {
  it("folds alef forms, taa marbuta, alef maqsura, hamza seats, diacritics and tatweel", () => {
    expect(normalizeForSearch("أَرُزّ")).toBe("ارز");
    expect(normalizeForSearch("إدام آيس")).toBe("ادام ايس");
    expect(normalizeForSearch("سلطة")).toBe(normalizeForSearch("سلطه"));
    expect(normalizeForSearch("حلوى")).toBe(normalizeForSearch("حلوي"));
    expect(normalizeForSearch("شـــاورما")).toBe("شاورما");
    expect(normalizeForSearch("مؤكولات شاطئ")).toBe("موكولات شاطي");
    expect(normalizeForSearch("Crème  BRÛLÉE ٣")).toBe("creme brulee 3");
  });

  it("finds items whatever the spelling, in both languages and in subcategories", () => {
    const index = searchIndex([
      category(
        [item(1, "سَلَطَة فَتُّوش", "Fattoush salad"), item(2, "أرز بخاري", "Bukhari rice")],
        [category([item(3, "حلوى الأرز", "Rice pudding")])],
      ),
    ]);
    expect(searchMenu(index, "سلطه").map((i) => i.id)).toEqual([1]);
    expect(searchMenu(index, "ارز").map((i) => i.id)).toEqual([2, 3]);
    expect(searchMenu(index, "حلوي ارز").map((i) => i.id)).toEqual([3]);
    expect(searchMenu(index, "RICE").map((i) => i.id)).toEqual([2, 3]);
    expect(searchMenu(index, "  ")).toEqual([]);
    expect(searchMenu(index, "pizza")).toEqual([]);
  });
});
