import type { EditorCategory, EditorItem } from "./types";

// Menu trees for the editor's unit tests: only the fields the tree code reads are real.

export const testItem = (id: number, categoryId: number) => ({ id, category_id: categoryId }) as EditorItem;

/** A category holding `children` and items with these ids. */
export const testCategory = (
  id: number,
  children: EditorCategory[] = [],
  itemIds: number[] = [],
): EditorCategory => ({
  id,
  business_id: 1,
  menu_id: 1,
  parent_id: null,
  locales: [],
  media_id: null,
  media: null,
  sort: 0,
  items: itemIds.map((itemId) => testItem(itemId, id)),
  children_nested: children,
  updated_at: "2026-01-01T00:00:00Z",
});
