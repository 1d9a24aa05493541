import { Type, type Static } from "typebox";
import {
  BOARD_BLOCK_KINDS,
  CALENDAR_FEED_NAME_MAX_LENGTH,
  CALENDAR_FEED_SOURCES,
  CALENDAR_FEED_URL_MAX_LENGTH,
} from "../../../src/domain/constants";
import { Id, NullableInteger, NullableString } from "../../http/schemas";

/** A unit of the listing, by its number (checked against the listing's units). */
const Unit = Id;
export const UnitParams = Type.Object({ businessId: Id, itemId: Id, unit: Unit });
export const FeedParams = Type.Object({ businessId: Id, itemId: Id, unit: Unit, id: Id });

const Name = Type.String({ minLength: 1, maxLength: CALENDAR_FEED_NAME_MAX_LENGTH });
const Url = Type.String({ minLength: 1, maxLength: CALENDAR_FEED_URL_MAX_LENGTH });
const Source = Type.Enum([...CALENDAR_FEED_SOURCES]);

export const FeedCreateBody = Type.Object({ name: Name, source: Source, url: Url });
export type FeedCreateInput = Static<typeof FeedCreateBody>;
export const FeedUpdateBody = Type.Object({
  name: Type.Optional(Name),
  source: Type.Optional(Source),
  url: Type.Optional(Url),
});
export type FeedUpdateInput = Static<typeof FeedUpdateBody>;

export const FeedOut = Type.Object({
  id: Type.Integer(),
  item_id: Type.Integer(),
  unit: Type.Integer(),
  name: Type.String(),
  source: Type.String(),
  url: Type.String(),
  /** the last fetch that replaced the feed's blocked nights */
  last_success_at: NullableString,
  /** the last failed fetch and why (the blocks of the last success are kept) */
  last_error: NullableString,
  last_error_at: NullableString,
  /** events in the last successful fetch */
  event_count: Type.Integer(),
  next_sync_at: Type.String(),
  created_at: Type.String(),
  updated_at: Type.String(),
});

export const CalendarSyncOut = Type.Object({
  item_id: Type.Integer(),
  unit: Type.Integer(),
  /** the unit's private feed address, under the API's origin: /api/public/calendars/{token}.ics */
  export_path: Type.String(),
  feeds: Type.Array(FeedOut),
});

export const BlocksQuery = Type.Object({
  from: Type.String({ minLength: 1, maxLength: 40 }),
  to: Type.String({ minLength: 1, maxLength: 40 }),
});

/**
 * A blocked stretch of a unit on the board: nights an imported calendar blocks ("imported", with its feed), or
 * nights the owner closed in the listing's rate calendar ("closed", on every unit, no feed; source "rate_calendar").
 */
export const BlockOut = Type.Object({
  id: Type.Integer(),
  kind: Type.Enum([...BOARD_BLOCK_KINDS]),
  item_id: Type.Integer(),
  unit: Type.Integer(),
  from: Type.String(),
  to: Type.String(),
  feed_id: NullableInteger,
  /** the imported calendar's name; null for closed nights */
  feed: NullableString,
  source: Type.String(),
  /** the stay here this block overlapped when it was imported (the owner was told), or null */
  conflict_reservation_id: NullableInteger,
});

export const FeedFileParams = Type.Object({
  file: Type.String({ pattern: "^[A-Za-z0-9_-]{16,64}\\.ics$", maxLength: 70 }),
});
