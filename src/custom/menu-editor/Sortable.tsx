import { useCallback, useMemo, type CSSProperties, type ReactNode } from "react";
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
  /** Also given the block's element (a virtualized list measures its rows through it). */
  nodeRef?: (element: HTMLElement | null) => void;
  /** The row's index in a virtualized list (read back by its measuring). */
  dataIndex?: number;
  /** Placement of the block (a virtualized row is positioned absolutely). */
  style?: CSSProperties;
}

/** A draggable, sortable block moved by its handle only, so that the inputs inside stay usable. */
export function Sortable({ id, disabled = false, children, nodeRef, dataIndex, style }: SortableProps) {
  const translate = useTranslate();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({
      id,
      disabled,
    });
  const setRefs = useCallback(
    (element: HTMLElement | null) => {
      setNodeRef(element);
      nodeRef?.(element);
    },
    [setNodeRef, nodeRef],
  );
  // The same handle element from render to render while a drag moves (attributes and listeners are memoized by
  // dnd-kit), so memoized content (rows, category cards) skips re-rendering on every pointer move.
  const handle = useMemo(
    () =>
      disabled ? null : (
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
      ),
    [disabled, setActivatorNodeRef, translate, attributes, listeners],
  );
  return (
    // A plain element with inline styles, not a Box with sx: every sortable in view redraws several times as a drag
    // starts and on every move over a new row, and a Box runs the style engine each time even without sx; these
    // values also change on every frame, and sx would add a CSS class for each.
    <div
      ref={setRefs}
      data-index={dataIndex}
      style={{
        marginBottom: 8,
        ...style,
        transform: CSS.Translate.toString(transform),
        transition,
        opacity: isDragging ? 0.5 : 1,
      }}
    >
      {children(handle)}
    </div>
  );
}

/** Where items can be dropped into a category, even an empty one. */
export function DropArea({ id, children }: { id: string; children: ReactNode }) {
  const { setNodeRef, isOver } = useDroppable({ id });
  return (
    <Box
      ref={setNodeRef}
      sx={{
        minHeight: 48,
        borderRadius: 1,
        outline: isOver ? "2px dashed" : "none",
        outlineColor: "primary.main",
      }}
    >
      {children}
    </Box>
  );
}
