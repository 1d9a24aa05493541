import { describe, expect, it } from "vitest";
import { acceptsDrop } from "./dropTargets";
import { testCategory } from "./treeFixtures";
import type { EditorCategory } from "./types";

const category = (id: number, children: EditorCategory[] = []) => testCategory(id, children);

// 1 holds subcategories 2 and 3; 3 holds 4. 5 is another top-level category.
const tree = [category(1, [category(2), category(3, [category(4)])]), category(5)];

describe("drop targets by kind", () => {
  it("lets a subcategory land on its siblings (and its own place) only, never on its items or nested ones", () => {
    expect(acceptsDrop(tree, "category-2", "category-3")).toBe(true);
    expect(acceptsDrop(tree, "category-2", "category-2")).toBe(true);
    expect(acceptsDrop(tree, "category-3", "category-4")).toBe(false);
    expect(acceptsDrop(tree, "category-2", "category-5")).toBe(false);
    expect(acceptsDrop(tree, "category-2", "item-9")).toBe(false);
    expect(acceptsDrop(tree, "category-2", "items-of-2")).toBe(false);
    expect(acceptsDrop(tree, "category-1", "category-5")).toBe(true);
  });
  it("lets an item land on items and item lists, never on a category card", () => {
    expect(acceptsDrop(tree, "item-9", "item-10")).toBe(true);
    expect(acceptsDrop(tree, "item-9", "items-of-4")).toBe(true);
    expect(acceptsDrop(tree, "item-9", "category-2")).toBe(false);
    expect(acceptsDrop(tree, "item-9", "gallery-1")).toBe(false);
  });
});
