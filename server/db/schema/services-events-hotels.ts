import type { Generated } from "kysely";

// Row types of catalog part B (migration 2026_11_02_200_services_events_hotels). Times are ISO text.

export interface HotelsTable {
  id: Generated<number>;
  business_id: number;
  name: string;
  media_id: number | null;
  created_at: string;
  updated_at: string;
}

export interface ServicesTable {
  id: Generated<number>;
  business_id: number;
  locales: string;
  search: Generated<string>;
  /** Hotel | Business | Branch (SERVICEABLE_TYPES), a record of the same business. */
  serviceable_type: string;
  serviceable_id: number;
  media_id: number | null;
  created_at: string;
  updated_at: string;
}

export interface EventsTable {
  id: Generated<number>;
  business_id: number;
  /** name and description: the event's "about" text per locale. */
  locales: string;
  search: Generated<string>;
  eventable_type: Generated<string>;
  eventable_id: Generated<number>;
  start: string;
  end: string;
  created_at: string;
  updated_at: string;
}

export interface ServicesEventsHotelsTables {
  hotels: HotelsTable;
  services: ServicesTable;
  events: EventsTable;
}
