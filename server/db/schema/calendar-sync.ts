import type { Generated } from "kysely";

// Row types of calendar sync (migration 2026_12_01_200_calendar_sync, issue 51).

export interface CalendarExportsTable {
  id: Generated<number>;
  business_id: number;
  item_id: number;
  unit: number;
  /** the unit's private feed address is /api/public/calendars/{token}.ics; rotating it replaces it */
  token: string;
  created_at: string;
  updated_at: string;
}

export interface CalendarFeedsTable {
  id: Generated<number>;
  business_id: number;
  item_id: number;
  unit: number;
  name: string;
  /** CALENDAR_FEED_SOURCES */
  source: string;
  url: string;
  /** when the background job fetches it next */
  next_sync_at: string;
  /** an instance's lease on the feed while it fetches it (null or past: free) */
  locked_until: string | null;
  last_success_at: string | null;
  last_error: string | null;
  last_error_at: string | null;
  /** events of the last successful fetch */
  event_count: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface CalendarBlocksTable {
  id: Generated<number>;
  feed_id: number;
  business_id: number;
  item_id: number;
  unit: number;
  uid: string;
  /** ISO instants, half-open like a stay's */
  from: string;
  to: string;
  conflict_reservation_id: number | null;
  created_at: string;
}

export interface CalendarSyncTables {
  calendar_exports: CalendarExportsTable;
  calendar_feeds: CalendarFeedsTable;
  calendar_blocks: CalendarBlocksTable;
}
