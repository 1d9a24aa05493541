import type { KeyboardEvent, ReactNode } from "react";
import { Box, ButtonBase } from "@mui/material";
import { useTranslate, type RaRecord } from "react-admin";
import { daysBetween } from "../../domain/zoned-time";
import { useEdgeDrag, useResizePreview, useStayDrag, type StayChange } from "./BoardDrag";
import type { StayEdge, StayPlace } from "./stayMove";

// A stay's bar on the board and the handles on its edges (BoardGrid lays them out in the grid).

/** A stay asked to move (another cell, or M) or to change its length (an edge dragged). */
export type StayMoveHandler = (
  reservation: RaRecord,
  current: StayPlace,
  proposed: StayPlace,
  change: StayChange,
) => void;

interface StayBarProps {
  reservation: RaRecord;
  place: StayPlace;
  /** The columns the stay takes in the window, and those of other dates (while an edge is dragged). */
  columns: [number, number];
  columnsOf: (place: StayPlace) => [number, number] | null;
  /** Which of the bar's edges are the stay's own (not cut by the window's ends), and so may be dragged. */
  edges: Record<StayEdge, boolean>;
  onOpen: (reservation: RaRecord) => void;
  onMove?: StayMoveHandler;
  conflict: boolean;
  title?: string;
  label: string;
  moveHint: string;
  row: number;
  sx: object;
  color: string;
  children: ReactNode;
}

/**
 * A stay's bar: a click or Enter opens it; when it may move, it drags to another unit or days, its edges' handles
 * drag its check-in or check-out (the bar follows them night by night), and M (the key's place, so on an Arabic
 * keyboard too) opens the Move dialog: the keyboard's and the phone's way to move it or change its dates.
 */
export function StayBar({
  reservation,
  place,
  columns,
  columnsOf,
  edges,
  onOpen,
  onMove,
  conflict,
  title,
  label,
  moveHint,
  row,
  sx,
  color,
  children,
}: StayBarProps) {
  const translate = useTranslate();
  const drag = useStayDrag(`stay:${reservation.id}`, { reservation, place }, !onMove);
  const preview = useResizePreview(reservation.id);
  const [start, end] = (preview && columnsOf(preview)) || columns;
  const keyDown = (event: KeyboardEvent) => {
    if (!onMove || event.ctrlKey || event.metaKey || event.altKey) return;
    if (event.code === "KeyM" || event.key === "m" || event.key === "M") {
      event.preventDefault();
      onMove(reservation, place, place, "move");
    }
  };
  return (
    <Box
      ref={drag.ref}
      style={drag.style}
      data-resizing={preview ? "true" : undefined}
      sx={{
        gridRow: row,
        gridColumn: `${start + 2} / ${end + 2}`,
        position: "relative",
        display: "flex",
        minWidth: 0,
        // The handles show on hover or focus, always where there is no hover (touch), and while dragged.
        [`&:hover .${EDGE_CLASS}, &:focus-within .${EDGE_CLASS}, &[data-resizing] .${EDGE_CLASS}`]: {
          opacity: 1,
        },
        "@media (hover: none)": { [`& .${EDGE_CLASS}`]: { opacity: 1 } },
        ...sx,
      }}
    >
      <ButtonBase
        {...drag.listeners}
        onClick={() => !drag.justDragged() && onOpen(reservation)}
        onKeyDown={keyDown}
        data-status={reservation.status}
        data-conflict={conflict ? "true" : undefined}
        data-testid="board-stay"
        title={title ?? (onMove ? moveHint : undefined)}
        aria-label={label}
        aria-keyshortcuts={onMove ? "M" : undefined}
        sx={{
          flex: 1,
          minWidth: 0,
          m: 0.5,
          // Room for the edges' handles, so that the name is not under them on hover.
          px: onMove ? 2 : 1,
          borderRadius: 1,
          justifyContent: "flex-start",
          overflow: "hidden",
          whiteSpace: "nowrap",
          color: "#fff",
          textShadow: "0 0 2px rgba(0,0,0,0.8)",
          fontSize: "0.8rem",
          gap: 0.5,
          touchAction: onMove ? "manipulation" : undefined,
          cursor: onMove ? "grab" : undefined,
          bgcolor: color,
          ...(conflict ? { outline: 2, outlineColor: "warning.main", outlineOffset: 1 } : {}),
          ...(preview ? { outline: 2, outlineColor: "primary.main", outlineOffset: 1 } : {}),
        }}
      >
        {children}
        {preview && (
          <span data-testid="board-stay-nights">
            {" · "}
            {translate("resources.reservations.board.nights", {
              smart_count: daysBetween(preview.from, preview.to),
            })}
          </span>
        )}
      </ButtonBase>
      {onMove &&
        (["start", "end"] as const)
          .filter((edge) => edges[edge])
          .map((edge) => (
            <EdgeHandle
              key={edge}
              edge={edge}
              reservation={reservation}
              place={place}
              hint={translate(`resources.reservations.board.${edge}Hint`)}
            />
          ))}
    </Box>
  );
}

const EDGE_CLASS = "board-stay-edge";

/**
 * A handle on an edge of a stay's bar: the start's on the side the board's days begin (the right in Arabic), the
 * end's on the other. Wide enough for a finger where the pointer is coarse; the keyboard has the Move dialog's dates.
 */
function EdgeHandle({
  edge,
  reservation,
  place,
  hint,
}: {
  edge: StayEdge;
  reservation: RaRecord;
  place: StayPlace;
  hint: string;
}) {
  const drag = useEdgeDrag(`edge:${edge}:${reservation.id}`, { reservation, place, edge });
  return (
    <Box
      component="span"
      ref={drag.ref}
      {...drag.listeners}
      className={EDGE_CLASS}
      data-testid={`board-stay-${edge}`}
      title={hint}
      aria-hidden
      sx={{
        position: "absolute",
        top: 4,
        bottom: 4,
        [edge === "start" ? "insetInlineStart" : "insetInlineEnd"]: 4,
        width: 14,
        "@media (pointer: coarse)": { width: 24 },
        zIndex: 1,
        display: "flex",
        alignItems: "center",
        justifyContent: "center",
        borderRadius: 1,
        bgcolor: "rgba(0,0,0,0.3)",
        cursor: "ew-resize",
        touchAction: "none",
        opacity: drag.isDragging ? 1 : 0,
        transition: "opacity 120ms",
        "&::after": { content: '""', width: 2, height: "60%", borderRadius: 1, bgcolor: "#fff" },
      }}
    />
  );
}
