import { describe, expect, it } from "vitest";
import { moveItem, removeItem, replaceItem, updateCategory } from "./tree";
import { testCategory, testItem } from "./treeFixtures";
import type { EditorCategory, EditorItem } from "./types";

const item = testItem;
const category = (id: number, items: number[], children: EditorCategory[] = []) =>
  testCategory(id, children, items);

// 1 holds subcategories 2 and 3; 3 holds 4. 5 is another top-level category.
const menu = () => [
  category(1, [10, 11], [category(2, [20, 21, 22]), category(3, [30], [category(4, [40])])]),
  category(5, [50]),
];
const ids = (c: EditorCategory) => c.items.map((i) => i.id);

describe("menu tree updates", () => {
  it("copies only the path down to the changed category and keeps every other category and item as it was", () => {
    const tree = menu();
    const moved = moveItem(tree, 20, 2, 2);
    expect(moved.sortedIds).toEqual([21, 22, 20]);
    const [one, five] = moved.categories;
    expect(one).not.toBe(tree[0]);
    expect(ids(one!.children_nested[0]!)).toEqual([21, 22, 20]);
    // The cards of these categories are memoized on them: the same objects are not redrawn.
    expect(five).toBe(tree[1]);
    expect(one!.children_nested[1]).toBe(tree[0]!.children_nested[1]);
    expect(one!.items).toBe(tree[0]!.items);
    expect(one!.children_nested[0]!.items[0]).toBe(tree[0]!.children_nested[0]!.items[1]);
  });

  it("moves an item into another category with its new category id", () => {
    const tree = menu();
    const moved = moveItem(tree, 50, 4, 0);
    expect(moved.sortedIds).toEqual([50, 40]);
    expect(moved.categories[1]!.items).toEqual([]);
    expect(moved.categories[0]!.children_nested[1]!.children_nested[0]!.items[0]).toMatchObject({
      id: 50,
      category_id: 4,
    });
    expect(moved.categories[0]!.children_nested[0]).toBe(tree[0]!.children_nested[0]);
  });

  it("leaves the tree as it is for a category that is not in it", () => {
    const tree = menu();
    expect(updateCategory(tree, 99, (c) => ({ ...c, sort: 1 }))).toBe(tree);
  });

  it("removes and replaces items in place", () => {
    const tree = menu();
    expect(ids(removeItem(tree, 11)[0]!)).toEqual([10]);
    const saved = { ...item(30, 3), price: 2 } as EditorItem;
    const replaced = replaceItem(tree, saved);
    expect(replaced[0]!.children_nested[1]!.items[0]).toEqual(saved);
    expect(replaced[1]).toBe(tree[1]);
  });
});
