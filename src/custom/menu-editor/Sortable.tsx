import type { ReactNode } from "react";
import { Box, IconButton } from "@mui/material";
import DragIndicatorIcon from "@mui/icons-material/DragIndicator";
import { useDroppable } from "@dnd-kit/core";
import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { useTranslate } from "react-admin";

interface SortableProps {
  id: string;
  disabled?: boolean;
  /** Renders the content with its drag handle (none when dragging is not allowed). */
  children: (handle: ReactNode) => ReactNode;
}

/** A draggable, sortable block moved by its handle only, so that the inputs inside stay usable. */
export function Sortable({ id, disabled = false, children }: SortableProps) {
  const translate = useTranslate();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
    disabled,
  });
  const handle = disabled ? null : (
    <IconButton
      ref={setActivatorNodeRef}
      size="small"
      aria-label={translate("app.menuEditor.dragHandle")}
      sx={{ cursor: "grab", touchAction: "none" }}
      {...attributes}
      {...listeners}
    >
      <DragIndicatorIcon />
    </IconButton>
  );
  return (
    <Box
      ref={setNodeRef}
      sx={{ transform: CSS.Translate.toString(transform), transition, opacity: isDragging ? 0.5 : 1, mb: 1 }}
    >
      {children(handle)}
    </Box>
  );
}

/** Where items can be dropped into a category, even an empty one. */
export function DropArea({ id, children }: { id: string; children: ReactNode }) {
  const { setNodeRef, isOver } = useDroppable({ id });
  return (
    <Box ref={setNodeRef} sx={{ minHeight: 48, borderRadius: 1, outline: isOver ? "2px dashed" : "none", outlineColor: "primary.main" }}>
      {children}
    </Box>
  );
}
