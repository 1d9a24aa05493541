import { addDays, daysBetween } from "../../domain/zoned-time";

// Moving a stay on the board (issue 51): where it was, where it is dropped, and the update the API takes.

/** A stay's place on the board: a listing's unit and its nights [from, to) as YYYY-MM-DD. */
export interface StayPlace {
  item_id: number;
  unit: number;
  from: string;
  to: string;
}

/** Where a drop puts a stay: the same length of stay, shifted by the days between the grabbed and dropped day. */
export function droppedPlace(
  place: StayPlace,
  grabbedDay: string,
  target: { item_id: number; unit: number; day: string },
): StayPlace {
  const shift = daysBetween(grabbedDay, target.day);
  return {
    item_id: target.item_id,
    unit: target.unit,
    from: addDays(place.from, shift),
    to: addDays(place.to, shift),
  };
}

/** Which edge of a stay's bar is dragged: its check-in ("start") or its check-out ("end"). */
export type StayEdge = "start" | "end";

/**
 * Where dragging an edge puts a stay: that edge moved by the days between the grabbed and the pointed day, the other
 * edge kept, and never less than one night. Days are read from the cells, so a mirrored (RTL) board works the same.
 */
export function resizedPlace(place: StayPlace, edge: StayEdge, grabbedDay: string, day: string): StayPlace {
  const shift = daysBetween(grabbedDay, day);
  if (edge === "end") {
    const to = addDays(place.to, shift);
    return { ...place, to: to > place.from ? to : addDays(place.from, 1) };
  }
  const from = addDays(place.from, shift);
  return { ...place, from: from < place.to ? from : addDays(place.to, -1) };
}

/** The night under an edge when it is grabbed: the first night for the start, the last for the end. */
export const edgeNight = (place: StayPlace, edge: StayEdge) =>
  edge === "start" ? place.from : addDays(place.to, -1);

export const samePlace = (a: StayPlace, b: StayPlace) =>
  a.item_id === b.item_id && a.unit === b.unit && a.from === b.from && a.to === b.to;

/**
 * The update of a moved stay: only its listing, unit and days (the server gives them the business's check-in and
 * check-out times, checks the same rules as the form, reprices it, audits it and tells the dashboards), with the
 * updated_at it was read at (409 when someone changed it since).
 */
export const moveUpdate = (place: StayPlace, updatedAt: string) => ({
  updated_at: updatedAt,
  item_id: place.item_id,
  unit: place.unit,
  from: place.from,
  to: place.to,
});

/** A board cell's droppable id and back: `cell:<item>:<unit>:<day>`. */
export const cellId = (itemId: number, unit: number, day: string) => `cell:${itemId}:${unit}:${day}`;
export function cellOf(id: string): { item_id: number; unit: number; day: string } | null {
  const match = /^cell:(\d+):(\d+):(\d{4}-\d{2}-\d{2})$/.exec(id);
  return match ? { item_id: Number(match[1]), unit: Number(match[2]), day: match[3] } : null;
}
