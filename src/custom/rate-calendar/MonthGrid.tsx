import { useRef, useState, type KeyboardEvent, type PointerEvent } from "react";
import { Box, Typography } from "@mui/material";
import { alpha, useTheme } from "@mui/material/styles";
import { useLocale, useTranslate } from "react-admin";
import type { RateNight } from "../../dataProvider/methods/rateCalendar";
import { intlLocale } from "../../i18n/intlLocale";
import { clicked, dragged, monthCells, movedDate, type Selection } from "./monthGrid";

// One month of a listing's nights, 7 columns (Sunday first; the columns run right to left in Arabic), each night
// with its price as it will be charged and its marks. Nights are selected with a click, a shift-click or a drag
// (mouse, pen or finger along a week), and from the keyboard: arrows move, Shift+arrows extend, Space or Enter
// picks, as a grid's cells are used (one cell in the tab order, WAI-ARIA grid pattern).

export interface MonthGridProps {
  month: string;
  nights: readonly RateNight[];
  selection: Selection;
  onSelect: (selection: Selection) => void;
  /** Enter on a selected night: open the editor for the selection. */
  onOpen?: () => void;
}

const dateOfElement = (element: Element | null) =>
  (element?.closest("[data-date]") as HTMLElement | null)?.dataset.date;

export function MonthGrid({ month, nights, selection, onSelect, onOpen }: MonthGridProps) {
  const translate = useTranslate();
  const locale = useLocale();
  const theme = useTheme();
  const rtl = theme.direction === "rtl";
  const cells = monthCells(month);
  const byDate = new Map(nights.map((night) => [night.date, night]));
  const selected = new Set(selection.dates);
  const firstDay = cells.find((cell): cell is string => !!cell)!;
  const [focused, setFocused] = useState<string>();
  const focus = focused && cells.includes(focused) ? focused : (selection.anchor ?? firstDay);
  const grid = useRef<HTMLDivElement>(null);
  const dragStart = useRef<string | undefined>(undefined);
  const number = new Intl.NumberFormat(intlLocale(locale), { maximumFractionDigits: 3 });

  const focusDate = (date: string) => {
    setFocused(date);
    grid.current?.querySelector<HTMLElement>(`[data-date="${date}"]`)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent, date: string) => {
    if (event.key === " " || event.key === "Enter") {
      event.preventDefault();
      if (event.key === "Enter" && selected.has(date) && onOpen) return onOpen();
      onSelect(clicked(selection, date, event.shiftKey));
      return;
    }
    const next = movedDate(date, event.key, rtl);
    if (!next || !cells.includes(next)) return;
    event.preventDefault();
    if (event.shiftKey) onSelect(dragged(selection.anchor ?? date, next));
    focusDate(next);
  };

  const onPointerDown = (event: PointerEvent, date: string) => {
    if (event.button !== 0) return;
    if (event.shiftKey) return onSelect(clicked(selection, date, true));
    dragStart.current = date;
    onSelect(clicked(selection, date, false));
  };
  const onPointerMove = (event: PointerEvent) => {
    if (!dragStart.current) return;
    const date = dateOfElement(document.elementFromPoint(event.clientX, event.clientY));
    if (date && date !== selection.dates[selection.dates.length - 1])
      onSelect(dragged(dragStart.current, date));
  };
  const endDrag = () => {
    dragStart.current = undefined;
  };

  const labelOf = (night: RateNight | undefined, date: string) => {
    const price =
      night?.price == null ? translate("app.rateCalendar.marks.noPrice") : number.format(night.price);
    const marks = night
      ? [
          translate(`app.rateCalendar.kinds.${night.kind}`),
          night.closed && translate("app.rateCalendar.marks.closed"),
          night.closed_to_arrival && translate("app.rateCalendar.marks.closedToArrival"),
          night.closed_to_departure && translate("app.rateCalendar.marks.closedToDeparture"),
          night.min_nights > 1 && translate("app.rateCalendar.marks.minNights", { count: night.min_nights }),
        ].filter(Boolean)
      : [];
    return [translate("app.rateCalendar.night", { date, price }), ...marks].join(" · ");
  };

  const tint = (night: RateNight | undefined) => {
    if (!night) return undefined;
    if (night.closed) return alpha(theme.palette.text.disabled, 0.18);
    if (night.kind === "override") return alpha(theme.palette.primary.main, 0.14);
    if (night.kind === "holiday") return alpha(theme.palette.secondary.main, 0.14);
    if (night.kind === "season") return alpha(theme.palette.warning.main, 0.16);
    return undefined;
  };

  const rows = Array.from({ length: cells.length / 7 }, (_, i) => cells.slice(i * 7, i * 7 + 7));
  return (
    <Box
      ref={grid}
      role="grid"
      aria-multiselectable
      aria-label={translate("app.rateCalendar.title")}
      data-testid="rate-calendar-grid"
      onPointerMove={onPointerMove}
      onPointerUp={endDrag}
      onPointerLeave={endDrag}
      onPointerCancel={endDrag}
      // Horizontal drags select (a week); vertical swipes still scroll the page on a phone.
      sx={{ touchAction: "pan-y", userSelect: "none" }}
    >
      <Box role="row" sx={{ display: "grid", gridTemplateColumns: "repeat(7, minmax(0, 1fr))", gap: 0.5 }}>
        {[0, 1, 2, 3, 4, 5, 6].map((day) => (
          <Typography
            key={day}
            role="columnheader"
            variant="caption"
            align="center"
            color="text.secondary"
            sx={{ fontWeight: day === 4 || day === 5 ? "bold" : undefined }}
          >
            {translate(`app.rateCalendar.weekdays.${day}`)}
          </Typography>
        ))}
      </Box>
      {rows.map((row, i) => (
        <Box
          key={i}
          role="row"
          sx={{ display: "grid", gridTemplateColumns: "repeat(7, minmax(0, 1fr))", gap: 0.5, mt: 0.5 }}
        >
          {row.map((date, j) => {
            if (!date) return <Box key={`blank-${j}`} role="gridcell" aria-hidden />;
            const night = byDate.get(date);
            const isSelected = selected.has(date);
            return (
              <Box
                key={date}
                role="gridcell"
                data-date={date}
                data-kind={night?.kind}
                tabIndex={date === focus ? 0 : -1}
                aria-selected={isSelected}
                aria-label={labelOf(night, date)}
                onPointerDown={(event) => onPointerDown(event, date)}
                onKeyDown={(event) => onKeyDown(event, date)}
                onFocus={() => setFocused(date)}
                sx={{
                  minHeight: 56,
                  p: 0.5,
                  borderRadius: 1,
                  border: 1,
                  borderColor: isSelected ? "primary.main" : "divider",
                  outline: isSelected ? `2px solid ${theme.palette.primary.main}` : undefined,
                  outlineOffset: -2,
                  bgcolor: tint(night),
                  cursor: "pointer",
                  overflow: "hidden",
                  position: "relative",
                  textDecoration: night?.closed ? "line-through" : undefined,
                  "&:focus-visible": { outline: `3px solid ${theme.palette.secondary.main}` },
                }}
              >
                <Typography variant="caption" component="div" color="text.secondary" sx={{ lineHeight: 1.2 }}>
                  {Number(date.slice(8))}
                </Typography>
                <Typography
                  variant="body2"
                  component="div"
                  sx={{
                    fontWeight: night?.kind === "override" ? "bold" : undefined,
                    fontSize: { xs: "0.72rem", sm: "0.875rem" },
                    lineHeight: 1.3,
                    overflowWrap: "anywhere",
                  }}
                >
                  {night?.price == null ? "—" : number.format(night.price)}
                </Typography>
                <Box
                  aria-hidden
                  sx={{ display: "flex", flexWrap: "wrap", gap: 0.25, fontSize: "0.62rem", lineHeight: 1.2 }}
                >
                  {night?.closed ? <span>{translate("app.rateCalendar.marks.closed")}</span> : null}
                  {night?.closed_to_arrival ? (
                    <span title={translate("app.rateCalendar.marks.closedToArrival")}>⇤✕</span>
                  ) : null}
                  {night?.closed_to_departure ? (
                    <span title={translate("app.rateCalendar.marks.closedToDeparture")}>✕⇥</span>
                  ) : null}
                  {night && night.min_nights > 1 ? <span>≥{night.min_nights}</span> : null}
                </Box>
              </Box>
            );
          })}
        </Box>
      ))}
    </Box>
  );
}
