// What other systems connect through (issues 49 and 51): webhook endpoints and chalet calendar feeds. Kept apart
// from constants.ts for size; constants.ts re-exports it, so every constant is still imported from there.

/**
 * Webhook events a business's endpoints may subscribe to (issue 49, docs/webhooks.md): what happened to which kind
 * of record. An order's and a stay's events follow the branch's live events; items and menus follow their writes.
 */
export const WEBHOOK_EVENTS = [
  "order.created",
  "order.updated",
  "stay.created",
  "stay.updated",
  "stay.canceled",
  "payment.recorded",
  "payment.refunded",
  "item.changed",
  "menu.published",
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];
/** Endpoints per business (a POS, a delivery middleware, an accounting link: a handful). */
export const WEBHOOK_ENDPOINTS_MAX = 20;
/** A webhook endpoint's address: at most this long. */
export const WEBHOOK_URL_MAX_LENGTH = 2000;

/**
 * Calendar sync of chalet units (issue 51, docs/calendar-sync.md): where an imported feed comes from. Booking.com's
 * events all read "CLOSED - Not available"; every event of every source counts as blocked nights.
 */
export const CALENDAR_FEED_SOURCES = ["airbnb", "booking", "other"] as const;
export type CalendarFeedSource = (typeof CALENDAR_FEED_SOURCES)[number];
/**
 * What a blocked stretch on the reservations board is: nights an imported feed blocks, or nights the owner closed in
 * the listing's rate calendar (those carry the source "rate_calendar" instead of a feed's).
 */
export const BOARD_BLOCK_KINDS = ["imported", "closed"] as const;
export type BoardBlockKind = (typeof BOARD_BLOCK_KINDS)[number];
export const CLOSED_NIGHTS_SOURCE = "rate_calendar";
/** How often each imported feed is fetched by the background job (besides "sync now"). */
export const CALENDAR_SYNC_INTERVAL_MS = 15 * 60_000;
/** A feed's fetch gives up after this long (connection and whole answer). */
export const CALENDAR_FETCH_TIMEOUT_MS = 10_000;
/** A feed's answer is refused past this size: a year of a unit's stays is a few kilobytes. */
export const CALENDAR_FEED_MAX_BYTES = 2 * 1024 * 1024;
/** Imported feeds per unit (one per channel the unit is listed on: a handful). */
export const CALENDAR_FEEDS_PER_UNIT_MAX = 10;
/** A feed's name (shown on the board's blocked nights) and address: at most this long. */
export const CALENDAR_FEED_NAME_MAX_LENGTH = 60;
export const CALENDAR_FEED_URL_MAX_LENGTH = 2000;
/** Random bytes of a unit's export token (its feed's private address). */
export const CALENDAR_TOKEN_BYTES = 24;
/**
 * A customer's stay request first fetches again the unit's feeds last synced longer ago than this, so that it is
 * checked against the channels' freshest bookings without fetching on every request.
 */
export const CALENDAR_REQUEST_FRESH_MS = 2 * 60_000;
