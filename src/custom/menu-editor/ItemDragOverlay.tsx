import { useState } from "react";
import { Box } from "@mui/material";
import DragIndicatorIcon from "@mui/icons-material/DragIndicator";
import { DragOverlay, useDndMonitor } from "@dnd-kit/core";
import { parseDragId } from "./dragIds";
import { ItemRow } from "./ItemRow";
import { findItem } from "./tree";
import type { EditorCategory } from "./types";

/**
 * The copy of an item's row that follows the pointer (or the keyboard) while it is dragged. The row itself may
 * leave the virtualized list's window as the page scrolls; the overlay does not depend on it staying mounted.
 */
export function ItemDragOverlay({ categories }: { categories: readonly EditorCategory[] }) {
  const [draggedId, setDraggedId] = useState<number | null>(null);
  useDndMonitor({
    onDragStart: ({ active }) => {
      const dragged = parseDragId(active.id);
      setDraggedId(dragged?.kind === "item" ? dragged.id : null);
    },
    onDragEnd: () => setDraggedId(null),
    onDragCancel: () => setDraggedId(null),
  });
  const item = draggedId === null ? undefined : findItem(categories, draggedId);
  // The same handle's place as on the row, so the copy lines up with the row it lifts.
  const handle = <Box component={DragIndicatorIcon} sx={{ m: "5px", cursor: "grabbing" }} />;
  return <DragOverlay>{item ? <ItemRow item={item} dragHandle={handle} /> : null}</DragOverlay>;
}
