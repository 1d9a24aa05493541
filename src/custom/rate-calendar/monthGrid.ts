import { addDays, addMonths, dayOfWeek, daysBetween } from "../../domain/zoned-time";

// The rate calendar's month grid without React: which dates it shows, and how a selection grows from clicks,
// drags and keys. Weeks start on Sunday, as the Kuwaiti working week does.

/** The first and last night of a month given as YYYY-MM. */
export function monthRange(month: string): { from: string; to: string } {
  const from = `${month}-01`;
  return { from, to: addDays(addMonths(from, 1), -1) };
}

export const shiftMonth = (month: string, by: number) => addMonths(`${month}-01`, by).slice(0, 7);

/** The grid's cells, week by week: null for the days of the neighbouring months. */
export function monthCells(month: string): (string | null)[] {
  const { from, to } = monthRange(month);
  const lead = dayOfWeek(from);
  const days = daysBetween(from, to) + 1;
  const cells: (string | null)[] = Array.from({ length: lead }, () => null);
  for (let i = 0; i < days; i++) cells.push(addDays(from, i));
  while (cells.length % 7) cells.push(null);
  return cells;
}

/** Every date from one to the other, whichever comes first. */
export function datesBetween(a: string, b: string): string[] {
  const [from, to] = a <= b ? [a, b] : [b, a];
  return Array.from({ length: daysBetween(from, to) + 1 }, (_, i) => addDays(from, i));
}

/** The date a key moves to: arrows by a day (mirrored right to left) or a week; Home and End to the week's ends. */
export function movedDate(date: string, key: string, rtl: boolean): string | undefined {
  const forward = rtl ? "ArrowLeft" : "ArrowRight";
  const back = rtl ? "ArrowRight" : "ArrowLeft";
  if (key === forward) return addDays(date, 1);
  if (key === back) return addDays(date, -1);
  if (key === "ArrowDown") return addDays(date, 7);
  if (key === "ArrowUp") return addDays(date, -7);
  if (key === "Home") return addDays(date, -dayOfWeek(date));
  if (key === "End") return addDays(date, 6 - dayOfWeek(date));
  return undefined;
}

export interface Selection {
  /** where a shift-click or a shift-arrow extends from */
  anchor?: string;
  dates: string[];
}

/** A click: alone it picks one night (or unpicks it when it was the only one); with Shift it takes the range from the anchor. */
export function clicked(selection: Selection, date: string, shift: boolean): Selection {
  if (shift && selection.anchor)
    return { anchor: selection.anchor, dates: datesBetween(selection.anchor, date) };
  if (selection.dates.length === 1 && selection.dates[0] === date) return { dates: [] };
  return { anchor: date, dates: [date] };
}

/** A drag from its first night to the one under the pointer. */
export const dragged = (start: string, date: string): Selection => ({
  anchor: start,
  dates: datesBetween(start, date),
});
