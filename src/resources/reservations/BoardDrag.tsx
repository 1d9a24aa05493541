import { useEffect, useRef, type ReactNode } from "react";
import {
  DndContext,
  MouseSensor,
  pointerWithin,
  TouchSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type DragEndEvent,
  type DragStartEvent,
} from "@dnd-kit/core";
import type { RaRecord } from "react-admin";
import { cellOf, droppedPlace, type StayPlace } from "./stayMove";

// Dragging stays on the board (issue 51), with dnd-kit (loaded with the board's own lazy chunk). A mouse drags
// after a few pixels, so a click still opens the stay; a finger after a short press, so the board still scrolls.
// Cells are the drop targets: where a stay lands is read from the cell under the pointer, so a mirrored (RTL)
// board moves the way it is drawn.

/** The day of the cell under a point, where the stay was grabbed; undefined off the cells. */
function dayAt(event: Event | null): string | undefined {
  if (!event || typeof document.elementsFromPoint !== "function") return undefined;
  const point =
    "touches" in event && (event as TouchEvent).touches.length
      ? (event as TouchEvent).touches[0]
      : (event as MouseEvent);
  for (const element of document.elementsFromPoint(point.clientX, point.clientY)) {
    const id = (element as HTMLElement).dataset?.boardCell;
    const cell = id ? cellOf(id) : null;
    if (cell) return cell.day;
  }
  return undefined;
}

interface BoardDragProps {
  /** The stay dropped somewhere (or back where it was: the Move dialog then opens to pick a place). */
  onDrop: (reservation: RaRecord, current: StayPlace, proposed: StayPlace) => void;
  children: ReactNode;
}

/** The data a draggable stay carries: the reservation and where it is now. */
export interface StayDragData {
  reservation: RaRecord;
  place: StayPlace;
}

export function BoardDrag({ onDrop, children }: BoardDragProps) {
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 8 } }),
  );
  const grabbed = useRef<string | undefined>(undefined);
  const start = (event: DragStartEvent) => {
    grabbed.current = dayAt(event.activatorEvent);
  };
  const end = ({ active, over }: DragEndEvent) => {
    const data = active.data.current as StayDragData | undefined;
    const target = over ? cellOf(String(over.id)) : null;
    if (!data || !target) return;
    onDrop(
      data.reservation,
      data.place,
      droppedPlace(data.place, grabbed.current ?? data.place.from, target),
    );
  };
  return (
    <DndContext sensors={sensors} collisionDetection={pointerWithin} onDragStart={start} onDragEnd={end}>
      {children}
    </DndContext>
  );
}

/** A stay's bar made draggable: the bar's ref, its handlers and its moved position while dragged. */
export function useStayDrag(id: string, data: StayDragData, disabled: boolean) {
  const { setNodeRef, listeners, transform, isDragging } = useDraggable({ id, data, disabled });
  // The click that ends a mouse drag is not an "open": it is ignored for a moment after the drag.
  const draggedAt = useRef(0);
  useEffect(() => {
    if (isDragging) return () => void (draggedAt.current = Date.now());
  }, [isDragging]);
  return {
    justDragged: () => Date.now() - draggedAt.current < 400,
    ref: setNodeRef,
    listeners: disabled ? {} : listeners,
    style: transform
      ? { transform: `translate3d(${transform.x}px, ${transform.y}px, 0)`, zIndex: 5, opacity: 0.85 }
      : undefined,
    isDragging,
  };
}

/** A day cell as a drop target, lit while a stay is over it. */
export function useDropCell(id: string) {
  const { setNodeRef, isOver } = useDroppable({ id });
  return { ref: setNodeRef, isOver };
}
