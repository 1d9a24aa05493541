import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from "react";
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
  type DragMoveEvent,
  type DragStartEvent,
} from "@dnd-kit/core";
import type { RaRecord } from "react-admin";
import {
  cellOf,
  droppedPlace,
  edgeNight,
  resizedPlace,
  samePlace,
  type StayEdge,
  type StayPlace,
} from "./stayMove";

// Dragging stays on the board (issue 51), with dnd-kit (loaded with the board's own lazy chunk). A mouse drags
// after a few pixels, so a click still opens the stay; a finger after a short press, so the board still scrolls.
// Cells are the drop targets: where a stay lands is read from the cell under the pointer, so a mirrored (RTL)
// board moves the way it is drawn. Dragging a bar moves the stay; its edges' handles change its check-in or check-out.

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

/** What a drop asks: to move the stay (another unit or days), or to change its length by one of its edges. */
export type StayChange = "move" | "resize";

interface BoardDragProps {
  /**
   * A stay dropped somewhere (or back where it was: the Move dialog then opens to pick a place), or one of its
   * edges dragged to other days (only when its dates changed).
   */
  onDrop: (reservation: RaRecord, current: StayPlace, proposed: StayPlace, change: StayChange) => void;
  children: ReactNode;
}

/** The data a draggable stay or edge carries: the reservation, where it is now, and the edge when it is one. */
export interface StayDragData {
  reservation: RaRecord;
  place: StayPlace;
  edge?: StayEdge;
}

/** A stay whose edge is being dragged, with the dates it would take if dropped now: its bar is drawn so. */
interface ResizePreview {
  id: RaRecord["id"];
  place: StayPlace;
}
const ResizePreviewContext = createContext<ResizePreview | undefined>(undefined);
/** The dates a stay's bar shows while one of its edges is dragged; undefined for every other bar. */
export const useResizePreview = (id: RaRecord["id"]) => {
  const preview = useContext(ResizePreviewContext);
  return preview?.id === id ? preview.place : undefined;
};

export function BoardDrag({ onDrop, children }: BoardDragProps) {
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 8 } }),
  );
  const grabbed = useRef<string | undefined>(undefined);
  const [preview, setPreview] = useState<ResizePreview>();
  /** Where the drag puts the stay with the pointer over `over` (a cell), or null off the cells. */
  const proposal = ({ active, over }: DragMoveEvent | DragEndEvent) => {
    const data = active.data.current as StayDragData | undefined;
    const target = over ? cellOf(String(over.id)) : null;
    if (!data || !target) return null;
    if (data.edge) {
      const from = grabbed.current ?? edgeNight(data.place, data.edge);
      return { data, place: resizedPlace(data.place, data.edge, from, target.day) };
    }
    return { data, place: droppedPlace(data.place, grabbed.current ?? data.place.from, target) };
  };
  const start = (event: DragStartEvent) => {
    grabbed.current = dayAt(event.activatorEvent);
  };
  const move = (event: DragMoveEvent) => {
    const next = proposal(event);
    if (!next?.data.edge) return;
    // Set only when the dates change: a drag moves many times per night.
    setPreview((shown) =>
      shown?.id === next.data.reservation.id && samePlace(shown.place, next.place)
        ? shown
        : { id: next.data.reservation.id, place: next.place },
    );
  };
  const end = (event: DragEndEvent) => {
    setPreview(undefined);
    const next = proposal(event);
    if (!next) return;
    if (!next.data.edge) return onDrop(next.data.reservation, next.data.place, next.place, "move");
    // An edge let go where it was changes nothing: no dialog.
    if (!samePlace(next.place, next.data.place))
      onDrop(next.data.reservation, next.data.place, next.place, "resize");
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={pointerWithin}
      onDragStart={start}
      onDragMove={move}
      onDragEnd={end}
      onDragCancel={() => setPreview(undefined)}
    >
      <ResizePreviewContext.Provider value={preview}>{children}</ResizePreviewContext.Provider>
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

/**
 * One edge of a stay's bar made draggable: it does not follow the pointer, the bar is redrawn over the dates it
 * would take instead (useResizePreview), snapping to whole nights.
 */
export function useEdgeDrag(id: string, data: StayDragData) {
  const { setNodeRef, listeners, isDragging } = useDraggable({ id, data });
  return { ref: setNodeRef, listeners, isDragging };
}

/** A day cell as a drop target, lit while a stay is over it. */
export function useDropCell(id: string) {
  const { setNodeRef, isOver } = useDroppable({ id });
  return { ref: setNodeRef, isOver };
}
