import { useCallback, useEffect, useMemo, useRef } from "react";
import { PointerSensor, KeyboardSensor, useSensor, useSensors, type DragEndEvent } from "@dnd-kit/core";
import { useNotifyApiError } from "../../dataProvider/errorMessages";
import { useMenuEditorApi } from "./api";
import { parseDragId } from "./dragIds";
import { collisionsAmong, keyboardCoordinatesAmong } from "./dropTargets";
import { findCategory, findItem, moveCategory, moveItem } from "./tree";
import type { EditorCategory } from "./types";

/**
 * Drag and drop of the editor (SPEC §4): an item dropped in its category saves the new order, dropped in another
 * category it moves there (category_id) with the same `items/sort` call; a subcategory reorders among its siblings,
 * expanded or not (only targets of the dragged kind count: see dropTargets.ts).
 */
export function useMenuDrag(
  businessId: number,
  categories: EditorCategory[],
  setCategories: (next: EditorCategory[]) => void,
) {
  const { sortCategories, sortItems } = useMenuEditorApi();
  const notifyApiError = useNotifyApiError();
  // The tree as it is now, read by the collision detection and keyboard moves during a drag.
  const tree = useRef(categories);
  useEffect(() => {
    tree.current = categories;
  }, [categories]);
  const { collisionDetection, keyboardOptions } = useMemo(() => {
    const current = () => tree.current;
    return {
      collisionDetection: collisionsAmong(current),
      keyboardOptions: { coordinateGetter: keyboardCoordinatesAmong(current) },
    };
  }, []);
  // The sensors' options are the same object from render to render: dnd-kit builds every drag handle's listeners
  // from them, and new options (an object written inline) gave every row and card a new handle, so the page's
  // redraw after a drop redrew all of them.
  const sensors = useSensors(useSensor(PointerSensor), useSensor(KeyboardSensor, keyboardOptions));

  const onDragEnd = useCallback(
    async ({ active, over }: DragEndEvent) => {
      const dragged = parseDragId(active.id);
      const target = parseDragId(over?.id);
      if (!dragged || !target || active.id === over?.id) return;
      const before = categories;
      try {
        if (dragged.kind === "item") {
          let categoryId: number;
          let index: number;
          if (target.kind === "item") {
            const overItem = findItem(categories, target.id);
            if (!overItem) return;
            categoryId = overItem.category_id;
            index = findItemsOf(categories, categoryId).findIndex((i) => i.id === target.id);
          } else if (target.kind === "items-of") {
            categoryId = target.id;
            index = findItemsOf(categories, categoryId).length;
          } else return;
          const moved = moveItem(categories, dragged.id, categoryId, index);
          setCategories(moved.categories);
          await sortItems(businessId, categoryId, moved.sortedIds);
        } else if (dragged.kind === "category" && target.kind === "category") {
          const moved = moveCategory(categories, dragged.id, target.id);
          if (!moved) return;
          setCategories(moved.categories);
          await sortCategories(businessId, moved.parentId, moved.sortedIds);
        }
      } catch (error) {
        setCategories(before);
        notifyApiError(error);
      }
    },
    [businessId, categories, setCategories, notifyApiError, sortCategories, sortItems],
  );

  return { sensors, collisionDetection, onDragEnd };
}

const findItemsOf = (categories: readonly EditorCategory[], id: number) =>
  findCategory(categories, id)?.items ?? [];
