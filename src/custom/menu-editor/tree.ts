import type { EditorCategory, EditorItem } from "./types";

// Pure updates of the loaded menu tree, for drag and drop and local edits.

export function findCategory(categories: readonly EditorCategory[], id: number): EditorCategory | undefined {
  for (const category of categories) {
    if (category.id === id) return category;
    const found = findCategory(category.children_nested, id);
    if (found) return found;
  }
  return undefined;
}

export function findItem(categories: readonly EditorCategory[], itemId: number): EditorItem | undefined {
  for (const category of categories) {
    const item = category.items.find((i) => i.id === itemId) ?? findItem(category.children_nested, itemId);
    if (item) return item;
  }
  return undefined;
}

/** The parent id of a category (null at the top level), or undefined when it is not in the tree. */
export function parentOf(
  categories: readonly EditorCategory[],
  id: number,
  parent: number | null = null,
): number | null | undefined {
  for (const category of categories) {
    if (category.id === id) return parent;
    const found = parentOf(category.children_nested, id, category.id);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * The tree with category `id` changed. Every other category stays the same object (a new copy is made only on the
 * path down to the changed one): the editor's cards are memoized on their category, and a copy of every category
 * redrew every card, with its fields and rows, after each drop or save.
 */
export function updateCategory(
  categories: readonly EditorCategory[],
  id: number,
  change: (category: EditorCategory) => EditorCategory,
): EditorCategory[] {
  let changed = false;
  const next = categories.map((category) => {
    if (category.id === id) {
      changed = true;
      return change(category);
    }
    const children = updateCategory(category.children_nested, id, change);
    if (children === category.children_nested) return category;
    changed = true;
    return { ...category, children_nested: children };
  });
  // The same array when the category is not in this branch, so its parent is kept as it is too.
  return changed ? next : (categories as EditorCategory[]);
}

/**
 * Moves an item to `index` in category `targetId` (same or another category) and gives the new order of the
 * target's items, which is what `items/sort` saves.
 */
export function moveItem(
  categories: readonly EditorCategory[],
  itemId: number,
  targetId: number,
  index: number,
) {
  const item = findItem(categories, itemId);
  if (!item) return { categories: [...categories], sortedIds: [] as number[] };
  const without = updateCategory(categories, item.category_id, (c) => ({
    ...c,
    items: c.items.filter((i) => i.id !== itemId),
  }));
  let sortedIds: number[] = [];
  const next = updateCategory(without, targetId, (c) => {
    const items = [...c.items];
    items.splice(Math.max(0, Math.min(index, items.length)), 0, { ...item, category_id: targetId });
    sortedIds = items.map((i) => i.id);
    return { ...c, items };
  });
  return { categories: next, sortedIds };
}

/** Moves a subcategory among its siblings and gives their new order. */
export function moveCategory(categories: readonly EditorCategory[], id: number, overId: number) {
  const parentId = parentOf(categories, id);
  if (parentId === undefined || parentOf(categories, overId) !== parentId) return null;
  const reorder = (siblings: readonly EditorCategory[]) => {
    const from = siblings.findIndex((c) => c.id === id);
    const to = siblings.findIndex((c) => c.id === overId);
    const next = [...siblings];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved!);
    return next;
  };
  if (parentId === null) {
    const next = reorder(categories);
    return { categories: next, parentId, sortedIds: next.map((c) => c.id) };
  }
  let sortedIds: number[] = [];
  const next = updateCategory(categories, parentId, (parent) => {
    const children = reorder(parent.children_nested);
    sortedIds = children.map((c) => c.id);
    return { ...parent, children_nested: children };
  });
  return { categories: next, parentId, sortedIds };
}

export const removeItem = (categories: readonly EditorCategory[], itemId: number) => {
  const item = findItem(categories, itemId);
  return item
    ? updateCategory(categories, item.category_id, (c) => ({
        ...c,
        items: c.items.filter((i) => i.id !== itemId),
      }))
    : [...categories];
};

/** The item's media as the server now holds them (gallery changes do not move the item's updated_at). */
export function withItemMedia(
  categories: readonly EditorCategory[],
  itemId: number,
  media: EditorItem["media"],
) {
  const item = findItem(categories, itemId);
  return item
    ? updateCategory(categories, item.category_id, (c) => ({
        ...c,
        items: c.items.map((i) => (i.id === itemId ? { ...i, media } : i)),
      }))
    : [...categories];
}

/** Puts the server's copy of an item (after a save or an upload) in place of the loaded one. */
export const replaceItem = (categories: readonly EditorCategory[], saved: EditorItem) =>
  updateCategory(categories, saved.category_id, (c) => ({
    ...c,
    items: c.items.map((i) => (i.id === saved.id ? { ...saved, category_id: c.id } : i)),
  }));
