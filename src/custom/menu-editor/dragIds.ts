// Drag and drop ids: items and categories share one DndContext, so their ids carry their kind.
export const itemDragId = (id: number) => `item-${id}`;
export const categoryDragId = (id: number) => `category-${id}`;
/** The drop area of a category's item list (dropping onto an empty category). */
export const itemsDropId = (categoryId: number) => `items-of-${categoryId}`;

/** The drag layer's lists (dragLayer.ts): a category's items, and its subcategories. */
export const itemsListId = (categoryId: number) => `items-list-${categoryId}`;
export const subcategoriesListId = (categoryId: number) => `subcategories-list-${categoryId}`;

export type DragTarget = { kind: "item" | "category" | "items-of"; id: number } | null;

export function parseDragId(id: string | number | undefined | null): DragTarget {
  const match = /^(item|category|items-of)-(\d+)$/.exec(String(id ?? ""));
  return match ? { kind: match[1] as "item" | "category" | "items-of", id: Number(match[2]) } : null;
}
