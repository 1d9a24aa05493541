import {
  closestCenter,
  type CollisionDetection,
  type DroppableContainer,
  type KeyboardCoordinateGetter,
  type UniqueIdentifier,
} from "@dnd-kit/core";
import { sortableKeyboardCoordinates } from "@dnd-kit/sortable";
import { parseDragId } from "./dragIds";
import { parentOf } from "./tree";
import type { EditorCategory } from "./types";

// Items and categories share one DndContext, and an expanded category holds its items and subcategories. Left to
// itself, the closest drop target of a dragged (expanded) subcategory is one of its own items, so the drop did
// nothing. A drag only ever considers targets of its own kind: a subcategory its siblings (same parent), an item
// the items and item lists.

/** Whether `overId` is a place where `activeId` can land. */
export function acceptsDrop(
  categories: readonly EditorCategory[],
  activeId: UniqueIdentifier,
  overId: UniqueIdentifier,
): boolean {
  const active = parseDragId(activeId);
  const over = parseDragId(overId);
  if (!active || !over) return false;
  if (active.kind === "category") {
    return over.kind === "category" && parentOf(categories, over.id) === parentOf(categories, active.id);
  }
  return over.kind === "item" || over.kind === "items-of";
}

/** Closest centre among the targets the dragged block accepts. */
export const collisionsAmong =
  (getCategories: () => readonly EditorCategory[]): CollisionDetection =>
  (args) =>
    closestCenter({
      ...args,
      droppableContainers: args.droppableContainers.filter((c) =>
        acceptsDrop(getCategories(), args.active.id, c.id),
      ),
    });

/** dnd-kit's sortable keyboard moves, stepping over the targets the dragged block does not accept. */
export const keyboardCoordinatesAmong =
  (getCategories: () => readonly EditorCategory[]): KeyboardCoordinateGetter =>
  (event, args) => {
    const { active, droppableContainers } = args.context;
    if (!active) return sortableKeyboardCoordinates(event, args);
    const accepted = (c: DroppableContainer | undefined) =>
      !!c && acceptsDrop(getCategories(), active.id, c.id);
    // sortableKeyboardCoordinates reads only getEnabled() and get() of the map.
    const filtered = {
      getEnabled: () => droppableContainers.getEnabled().filter(accepted),
      get: (id: UniqueIdentifier | null | undefined) => droppableContainers.get(id),
    } as unknown as typeof droppableContainers;
    return sortableKeyboardCoordinates(event, {
      ...args,
      context: { ...args.context, droppableContainers: filtered },
    });
  };
