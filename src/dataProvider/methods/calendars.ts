import type { BoardBlockKind, CalendarFeedSource } from "../../domain/constants";
import { apiJson, apiPost } from "../httpClient";
import { businessPath, scopedPath, withQuery } from "../apiPaths";

// Calendar sync of chalet units (issue 51, docs/calendar-sync.md): a unit's private export address, its imported
// feeds with their sync status, and the nights they block on the board.

/** An imported feed as the API answers it (server/modules/calendars/schemas.ts). */
export interface CalendarFeed {
  id: number;
  item_id: number;
  unit: number;
  name: string;
  source: CalendarFeedSource;
  url: string;
  last_success_at: string | null;
  last_error: string | null;
  last_error_at: string | null;
  event_count: number;
  next_sync_at: string;
}

export interface CalendarSync {
  item_id: number;
  unit: number;
  /** under the API's origin: /api/public/calendars/{token}.ics */
  export_path: string;
  feeds: CalendarFeed[];
}

/**
 * Nights a unit cannot be booked, for the board: blocked by an imported feed ("imported", with the feed), or closed
 * in the listing's rate calendar ("closed", on each unit, without a feed; source "rate_calendar").
 */
export interface CalendarBlock {
  id: number;
  kind: BoardBlockKind;
  item_id: number;
  unit: number;
  from: string;
  to: string;
  feed_id: number | null;
  feed: string | null;
  source: string;
  conflict_reservation_id: number | null;
}

export interface CalendarFeedInput {
  name?: string;
  source?: CalendarFeedSource;
  url?: string;
}

interface OfUnit {
  businessId: number;
  itemId: number;
  unit: number;
}

const unitPath = ({ businessId, itemId, unit }: OfUnit) =>
  `${businessPath(businessId)}/items/${itemId}/units/${unit}/calendar`;

export const calendarMethods = {
  getCalendarSync: (unit: OfUnit & { signal?: AbortSignal }) =>
    apiJson<{ data: CalendarSync }>(unitPath(unit), { signal: unit.signal }).then((a) => a.data),

  rotateCalendarExport: (unit: OfUnit) =>
    apiPost<{ data: CalendarSync }>(`${unitPath(unit)}/rotate`).then((a) => a.data),

  createCalendarFeed: ({ input, ...unit }: OfUnit & { input: CalendarFeedInput }) =>
    apiPost<{ data: CalendarFeed }>(`${unitPath(unit)}/feeds`, input).then((a) => a.data),

  deleteCalendarFeed: ({ id, ...unit }: OfUnit & { id: number }) =>
    apiPost<unknown>(`${unitPath(unit)}/feeds/${id}/delete`),

  syncCalendarFeed: ({ id, ...unit }: OfUnit & { id: number }) =>
    apiPost<{ data: CalendarFeed }>(`${unitPath(unit)}/feeds/${id}/sync`).then((a) => a.data),

  /** Blocked nights of every unit of the business's listings in [from, to) (dates or instants). */
  getCalendarBlocks: ({
    businessId,
    branchId,
    from,
    to,
    signal,
  }: {
    businessId: number;
    branchId: number;
    from: string;
    to: string;
    signal?: AbortSignal;
  }) =>
    apiJson<{ data: CalendarBlock[] }>(
      withQuery(`${scopedPath("reservations", businessId, branchId)}/blocks`, { from, to }),
      { signal },
    ).then((a) => a.data),
};
