import { memo, useEffect, useLayoutEffect, useMemo, useState, useSyncExternalStore } from "react";
import { DndContext, useDroppable, type DragEndEvent } from "@dnd-kit/core";
import { SortableContext, useSortable, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { useTranslate } from "react-admin";
import type { DragListeners, DragRegistry, DropSlot, SortableSlot } from "./dragLayer";
import { ItemDragOverlay } from "./ItemDragOverlay";
import type { EditorCategory } from "./types";
import { useDragAnnouncements } from "./useDragAnnouncements";
import { useMenuDrag } from "./useMenuDrag";

// The editor's drag and drop, fetched once the editor is idle (dragKitLoader.ts): dnd-kit's context with one
// headless binder per block and drop area the editor has registered (dragLayer.ts). A binder draws nothing: it
// hands dnd-kit the block's and the handle's elements, writes the handle's accessibility attributes and the
// block's moves on the elements, and leaves the activators in the slot for the handle's events.

export interface DragLayerProps {
  registry: DragRegistry;
  businessId: number;
  categories: EditorCategory[];
  setCategories: (next: EditorCategory[]) => void;
}

export function DragLayer({ registry, businessId, categories, setCategories }: DragLayerProps) {
  const translate = useTranslate();
  const drag = useMenuDrag(businessId, categories, setCategories);
  // Screen readers hear drags in the reader's language, with the names of what is moved.
  const accessibility = useDragAnnouncements(categories);
  // A plain state, not useSyncExternalStore, whose redraws are synchronous (see DragRegistry.changed).
  const [, setVersion] = useState(registry.getVersion);
  useEffect(() => {
    const follow = () => setVersion(registry.getVersion());
    follow();
    return registry.subscribe(follow);
  }, [registry]);
  const roleDescription = translate("app.menuEditor.dragRoleDescription");
  const onDragEnd = (event: DragEndEvent) => {
    registry.setActiveId(null);
    return drag.onDragEnd(event);
  };
  return (
    <DndContext
      sensors={drag.sensors}
      collisionDetection={drag.collisionDetection}
      onDragStart={({ active }) => registry.setActiveId(String(active.id))}
      onDragEnd={onDragEnd}
      onDragCancel={() => registry.setActiveId(null)}
      accessibility={accessibility}
    >
      {registry.listEntries().map(([list, ids]) => (
        <SortableContext key={list} id={list} items={ids as string[]} strategy={verticalListSortingStrategy}>
          {registry.sortablesIn(list).map((slot) => (
            <SortableBinder key={slot.key} slot={slot} roleDescription={roleDescription} />
          ))}
        </SortableContext>
      ))}
      {registry.dropSlots().map((slot) => (
        <DropBinder key={slot.key} slot={slot} />
      ))}
      <ItemDragOverlay categories={categories} />
    </DndContext>
  );
}

/** The handle's attributes dnd-kit asks for; the handle is already a focusable button. */
const WRITTEN_ATTRIBUTES = ["aria-roledescription", "aria-describedby", "aria-pressed", "aria-disabled"];

const SortableBinder = memo(function BindSortable({
  slot,
  roleDescription,
}: {
  slot: SortableSlot;
  roleDescription: string;
}) {
  const attributesOptions = useMemo(() => ({ roleDescription }), [roleDescription]);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: slot.id, disabled: slot.disabled, attributes: attributesOptions });
  const handle = useSyncExternalStore(slot.subscribe, slot.getHandle);

  useLayoutEffect(() => {
    setNodeRef(slot.block);
    return () => setNodeRef(null);
  }, [slot, setNodeRef]);
  useLayoutEffect(() => setActivatorNodeRef(handle), [handle, setActivatorNodeRef]);
  useLayoutEffect(() => {
    slot.listeners = listeners as DragListeners | undefined;
    return () => void (slot.listeners = undefined);
  }, [slot, listeners]);
  useLayoutEffect(() => {
    if (!handle) return;
    const values = attributes as unknown as Record<string, string | boolean | undefined>;
    for (const name of WRITTEN_ATTRIBUTES) {
      const value = values[name];
      if (value === undefined) handle.removeAttribute(name);
      else handle.setAttribute(name, String(value));
    }
    return () => WRITTEN_ATTRIBUTES.forEach((name) => handle.removeAttribute(name));
  }, [handle, attributes]);
  useLayoutEffect(() => {
    const { style } = slot.block;
    style.transform = CSS.Translate.toString(transform) ?? "";
    style.transition = transition ?? "";
    style.opacity = isDragging ? "0.5" : "";
  }, [slot, transform, transition, isDragging]);
  return null;
});

const DropBinder = memo(function BindDrop({ slot }: { slot: DropSlot }) {
  const { setNodeRef, isOver } = useDroppable({ id: slot.id });
  useLayoutEffect(() => {
    setNodeRef(slot.element);
    return () => setNodeRef(null);
  }, [slot, setNodeRef]);
  useLayoutEffect(() => {
    slot.element.style.outline = isOver ? `2px dashed ${slot.outlineColor}` : "";
  }, [slot, isOver]);
  return null;
});
