import { describe, expect, it } from "vitest";
import { repeatedLines, type LineChoices } from "./repeatedLines";

const line = (id: number, overrides: Partial<LineChoices> = {}): LineChoices => ({
  id,
  item_id: 1,
  unit_price: 1.5,
  addons: [],
  discount: 0,
  ...overrides,
});

describe("lines of the same item", () => {
  it("say nothing of an item on one line", () => {
    expect(repeatedLines([line(1), line(2, { item_id: 2 })]).size).toBe(0);
  });

  it("number each line of the item and say which has no addons", () => {
    const found = repeatedLines([
      line(1, { addons: [{ id: 9, price: 0.25 }] }),
      line(2),
      line(3, { item_id: 2 }),
    ]);
    expect(found.get(1)).toEqual({ index: 1, count: 2, noAddons: false, sameChoices: false });
    expect(found.get(2)).toEqual({ index: 2, count: 2, noAddons: true, sameChoices: false });
    expect(found.has(3)).toBe(false);
  });

  it("tell lines with the same choices apart from lines at another price", () => {
    const found = repeatedLines([line(1), line(2), line(3, { unit_price: 2 })]);
    expect(found.get(1)?.sameChoices).toBe(true);
    expect(found.get(2)?.sameChoices).toBe(true);
    expect(found.get(3)).toEqual({ index: 3, count: 3, noAddons: false, sameChoices: false });
  });

  it("leave out lines whose item was deleted since", () => {
    expect(repeatedLines([line(1, { item_id: null }), line(2, { item_id: null })]).size).toBe(0);
  });
});
