import { describe, expect, it } from "vitest";
import { cardFieldOf, itemDraftErrors } from "./itemErrors";
import type { ItemDraft } from "./rules";

const draft: ItemDraft = {
  locales: [
    { locale: "en", name: "Hummus", description: "" },
    { locale: "ar", name: "", description: "" },
  ],
  hide: false,
  disable_ordering: false,
  prices: [{ locales: [], price: 1 }],
  addons: [{ locales: [], price: 0 }],
  discounts: [{ amount: 10, type: "percentage", from: "2026-01-01", to: "2026-01-31" }],
  itemable: null,
};

describe("item card rules", () => {
  it("accepts a named item with prices of 0 or more and a discount in range", () => {
    expect(itemDraftErrors(draft)).toEqual({});
  });
  it("names the fields that break a rule", () => {
    expect(
      itemDraftErrors({
        ...draft,
        locales: [
          { locale: "en", name: " " },
          { locale: "ar", name: "حمص" },
        ],
        prices: [{ locales: [], price: -1 }],
        addons: [{ locales: [], price: "" as unknown as number }],
        discounts: [{ amount: 120, type: "percentage", from: "2026-01-01", to: "2026-01-31" }],
      }),
    ).toEqual({
      "locales.0.name": "app.menuEditor.item.errors.nameRequired",
      "prices.0.price": "app.menuEditor.item.errors.price",
      "addons.0.price": "app.menuEditor.item.errors.price",
      "discounts.0.amount": "app.menuEditor.item.discountRange",
    });
  });
  it("places server errors on the card's fields, a chalet label on its select, others nowhere", () => {
    expect(cardFieldOf("locales.0.name")).toBe("locales.0.name");
    expect(cardFieldOf("prices.2.price")).toBe("prices.2.price");
    expect(cardFieldOf("discounts.0.amount")).toBe("discounts.0.amount");
    expect(cardFieldOf("prices.1.locales")).toBe("prices.1.locales.0.name");
    expect(cardFieldOf("itemable.units")).toBe("itemable.units");
    expect(cardFieldOf("category_id")).toBeUndefined();
    expect(cardFieldOf("prices.0.id")).toBeUndefined();
    expect(cardFieldOf("updated_at")).toBeUndefined();
  });
});
