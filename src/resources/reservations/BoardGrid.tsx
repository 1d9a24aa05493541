import type { ReactNode } from "react";
import { Box, ButtonBase, Tooltip, Typography } from "@mui/material";
import EventBusyIcon from "@mui/icons-material/EventBusy";
import WarningAmberIcon from "@mui/icons-material/WarningAmber";
import { useTranslate, type RaRecord } from "react-admin";
import type { CalendarBlock } from "../../dataProvider/methods/calendars";
import { addDays, daysBetween } from "../../domain/zoned-time";
import { formatDisplayDate } from "../shared/dates";
import { BoardDrag, useDropCell } from "./BoardDrag";
import type { ReservationColors } from "./reservationColors";
import { cellId } from "./stayMove";
import { StayBar, type StayMoveHandler } from "./BoardStayBar";
import { localDay } from "./stayDates";
import { unitName, type Listing } from "./useListings";

export interface BoardGridProps {
  days: string[];
  listings: Listing[];
  reservations: RaRecord[];
  colors: ReservationColors;
  timeZone: string;
  onOpen: (reservation: RaRecord) => void;
  /** Absent when the user may not create reservations: empty cells are then plain. */
  onStart?: (listing: Listing, unit: number, day: string) => void;
  /** Nights blocked by the units' imported calendars, and nights closed in the listings' rate calendars (issue 51). */
  blocks?: CalendarBlock[];
  /**
   * A stay asked to move (dropped on another cell, or M pressed on its bar) or to change its length (an edge of its
   * bar dragged): absent when the user may not update reservations, and the bars then do not drag.
   */
  onMove?: StayMoveHandler;
}

const LABEL_COLUMN = 1;
const cellBorder = { borderInlineStart: 1, borderBottom: 1, borderColor: "divider" } as const;

/** The nights [from, to) (YYYY-MM-DD) that fall in the window, as column offsets; null when outside. */
function spanOf(from: string, to: string, days: string[]): [number, number] | null {
  const first = days[0];
  const start = Math.max(daysBetween(first, from), 0);
  const end = Math.min(daysBetween(first, to), days.length);
  return end > start ? [start, end] : null;
}

/** The nights of a stay or block (stored instants) that fall in the window, as column offsets. */
const columnsOf = (period: { from: string; to: string } | RaRecord, days: string[], timeZone: string) =>
  spanOf(localDay(period.from, timeZone), localDay(period.to, timeZone), days);

/**
 * The imported block a stay (not canceled) overlaps, if any: the stay is marked for the owner to check. Nights the
 * owner closed over a stay are the owner's own choice, and not flagged.
 */
const blockOver = (reservation: RaRecord, blocks: CalendarBlock[]) =>
  reservation.status === "canceled"
    ? undefined
    : blocks.find((b) => b.kind !== "closed" && b.from < reservation.to && b.to > reservation.from);

/** Stays of this branch that are not canceled may move; others' and canceled ones stay put. */
const movable = (reservation: RaRecord) => !reservation.otherBranch && reservation.status !== "canceled";

/** Blocked nights are hatched grey: taken like a stay, but not one of the business's stays. */
const hatched = "repeating-linear-gradient(45deg, #9e9e9e 0 6px, #bdbdbd 6px 12px)";
/** Closed nights are hatched red the other way, with a border: nobody may book them, not even the business. */
const closedHatch =
  "repeating-linear-gradient(-45deg, rgba(211,47,47,0.35) 0 4px, rgba(211,47,47,0.08) 4px 10px)";

/**
 * Rows are listings × units, columns are days; a stay is a bar over its nights in its status colour.
 * Clicking a bar opens the reservation; clicking a free day starts a reservation of that unit on that day.
 */
export function BoardGrid({
  days,
  listings,
  reservations,
  colors,
  timeZone,
  onOpen,
  onStart,
  blocks = [],
  onMove,
}: BoardGridProps) {
  const translate = useTranslate();
  let row = 1;
  const header = (
    <>
      <Box sx={{ gridRow: 1, gridColumn: LABEL_COLUMN, ...cellBorder, p: 1 }} />
      {days.map((day, index) => (
        <Box key={day} sx={{ gridRow: 1, gridColumn: index + 2, ...cellBorder, p: 0.5, textAlign: "center" }}>
          <Typography variant="caption" component="div" dir="ltr">
            {formatDisplayDate(day).slice(0, 5)}
          </Typography>
        </Box>
      ))}
    </>
  );

  const body = listings.flatMap((listing) => {
    row += 1;
    const titleRow = (
      <Typography
        key={`listing-${listing.id}`}
        variant="subtitle2"
        sx={{ gridRow: row, gridColumn: "1 / -1", bgcolor: "action.hover", px: 1, py: 0.5 }}
      >
        {listing.name}
      </Typography>
    );
    // A named unit shows its name; a numbered one "Unit 2".
    const unitLabel = (unit: number) =>
      listing.unitNames[unit - 1]?.trim() || translate("resources.reservations.board.unit", { name: unit });
    const unitRows = Array.from({ length: listing.units }, (_, index) => {
      const unit = index + 1;
      row += 1;
      const unitRow = row;
      const stays = reservations
        .filter((r) => r.item_id === listing.id && r.unit === unit)
        .map((r) => ({ reservation: r, columns: columnsOf(r, days, timeZone) }))
        .filter(
          (stay): stay is { reservation: RaRecord; columns: [number, number] } => stay.columns !== null,
        );
      const unitBlocks = blocks.filter((b) => b.item_id === listing.id && b.unit === unit);
      const blocked = unitBlocks
        .map((block) => ({ block, columns: columnsOf(block, days, timeZone) }))
        .filter((b): b is { block: CalendarBlock; columns: [number, number] } => b.columns !== null);
      const taken = new Set(
        [
          ...stays.filter((stay) => stay.reservation.status !== "canceled").map((stay) => stay.columns),
          ...blocked.map((b) => b.columns),
        ].flatMap(([start, end]) => days.slice(start, end)),
      );
      return (
        <Box key={`unit-${listing.id}-${unit}`} sx={{ display: "contents" }} data-testid="board-row">
          <Typography
            variant="body2"
            sx={{ gridRow: unitRow, gridColumn: LABEL_COLUMN, ...cellBorder, p: 1 }}
          >
            {unitLabel(unit)}
          </Typography>
          {days.map((day, dayIndex) => {
            const free = !taken.has(day) && onStart;
            const place = { gridRow: unitRow, gridColumn: dayIndex + 2 };
            return (
              <DayCell key={day} id={cellId(listing.id, unit, day)} sx={place}>
                {free && (
                  <ButtonBase
                    onClick={() => onStart(listing, unit, day)}
                    aria-label={translate("resources.reservations.board.start", {
                      listing: listing.name,
                      unit: unitName(listing, unit),
                      date: formatDisplayDate(day),
                    })}
                    sx={{ width: "100%", height: "100%", "&:hover": { bgcolor: "action.hover" } }}
                  />
                )}
              </DayCell>
            );
          })}
          {blocked.map(({ block, columns: [start, end] }) => {
            const place = { gridRow: unitRow, gridColumn: `${start + 2} / ${end + 2}`, zIndex: 1, m: 0.5 };
            if (block.kind === "closed") {
              const first = localDay(block.from, timeZone);
              const closed = translate("resources.reservations.board.closed", {
                from: formatDisplayDate(first),
                smart_count: daysBetween(first, localDay(block.to, timeZone)),
              });
              return (
                <Tooltip key={`closed-${block.id}`} title={closed}>
                  <Box
                    role="img"
                    data-testid="board-closed"
                    aria-label={closed}
                    sx={{
                      ...place,
                      borderRadius: 1,
                      border: 1,
                      borderColor: "error.main",
                      background: closedHatch,
                      display: "flex",
                      alignItems: "center",
                      justifyContent: "center",
                      color: "error.main",
                    }}
                  >
                    <EventBusyIcon fontSize="small" aria-hidden />
                  </Box>
                </Tooltip>
              );
            }
            const label = translate("resources.reservations.board.blocked", { feed: block.feed ?? "" });
            return (
              <Tooltip key={`block-${block.id}`} title={label}>
                <Box
                  role="img"
                  data-testid="board-block"
                  aria-label={label}
                  sx={{ ...place, borderRadius: 1, background: hatched, opacity: 0.8 }}
                />
              </Tooltip>
            );
          })}
          {stays.map(({ reservation, columns: [start, end] }) => {
            const conflict = blockOver(reservation, unitBlocks);
            const label = translate("resources.reservations.board.open", {
              id: reservation.id,
              name: reservation.customer?.name ?? "",
              status: translate(`resources.reservations.statuses.${reservation.status}`),
            });
            const warning =
              conflict && translate("resources.reservations.board.conflict", { feed: conflict.feed });
            const place = {
              item_id: listing.id,
              unit,
              from: localDay(reservation.from, timeZone),
              to: localDay(reservation.to, timeZone),
            };
            return (
              <StayBar
                key={reservation.id}
                reservation={reservation}
                place={place}
                columns={[start, end]}
                columnsOf={(shown) => spanOf(shown.from, shown.to, days)}
                // An edge cut off by the window's ends is not the stay's: it is not offered for dragging there.
                edges={{ start: place.from >= days[0], end: place.to <= addDays(days[days.length - 1], 1) }}
                onOpen={onOpen}
                onMove={movable(reservation) ? onMove : undefined}
                conflict={!!conflict}
                title={warning || undefined}
                label={warning ? `${label} · ${warning}` : label}
                moveHint={translate("resources.reservations.board.moveHint")}
                row={unitRow}
                sx={{
                  zIndex: reservation.status === "canceled" ? 1 : 2,
                  opacity: reservation.status === "canceled" ? 0.5 : 1,
                }}
                color={colors.status(reservation.status)}
              >
                {conflict && <WarningAmberIcon fontSize="small" aria-hidden />}
                {reservation.customer?.name || `#${reservation.id}`}
              </StayBar>
            );
          })}
        </Box>
      );
    });
    return [titleRow, ...unitRows];
  });

  return (
    <BoardDrag
      onDrop={(reservation, current, proposed, change) => onMove?.(reservation, current, proposed, change)}
    >
      <Box
        role="region"
        aria-label={translate("resources.reservations.board.title")}
        sx={{
          display: "grid",
          gridTemplateColumns: `minmax(140px, 200px) repeat(${days.length}, minmax(48px, 1fr))`,
          overflowX: "auto",
          border: 1,
          borderColor: "divider",
          borderRadius: 1,
        }}
      >
        {header}
        {body}
      </Box>
    </BoardDrag>
  );
}

/** A day of a unit: a drop target for stays, holding the "new reservation" button when the day is free. */
function DayCell({ id, sx, children }: { id: string; sx: object; children?: ReactNode }) {
  const { ref, isOver } = useDropCell(id);
  return (
    <Box
      ref={ref}
      data-board-cell={id}
      sx={{
        ...sx,
        ...cellBorder,
        minHeight: 36,
        display: "flex",
        ...(isOver ? { bgcolor: "action.selected" } : {}),
      }}
    >
      {children}
    </Box>
  );
}
