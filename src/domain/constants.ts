// Business constants, limits and timings of the specification (SPEC §9), shared by the dashboard and the server.
// Every other file takes its numbers from here, under the names SPEC gives them.

import type { RegistryArea } from "./resources";

export const LOCALES = ["en", "ar"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

export const BUSINESS_TYPES = ["restaurant", "salon", "hotel", "chalet"] as const;
export type BusinessType = (typeof BUSINESS_TYPES)[number];
/** Hotel is listed with businesses but not offered in every selector (registration, for one). */
export const SELECTABLE_BUSINESS_TYPES: readonly BusinessType[] = ["restaurant", "salon", "chalet"];

export const MENU_TYPES = ["subscription", "normal"] as const;
export type MenuType = (typeof MENU_TYPES)[number];

export const CURRENCIES = ["KWD", "USD"] as const;
export type Currency = (typeof CURRENCIES)[number];
export const DEFAULT_CURRENCY: Currency = "KWD";
/** KWD has 3 decimals: money is stored as integer fils (1 KWD = 1000 fils). */
export const MONEY_DECIMALS = 3;

export const ORDER_STATUSES = ["pending", "accepted", "rejected", "ready", "delivered"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const ORDER_TYPES = ["dine_in", "delivery", "car_pickup", "self_pickup"] as const;
export type OrderType = (typeof ORDER_TYPES)[number];
/** The longest reason a status change (a rejection) may give. */
export const ORDER_STATUS_REASON_MAX_LENGTH = 500;
/** The business types whose customers book (rather than order) through the mobile app: "Disable Booking" (SPEC §3). */
export const BOOKING_BUSINESS_TYPES: readonly BusinessType[] = ["salon", "chalet"];

export const RESERVATION_STATUSES = ["pending", "completed", "canceled"] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];
export const PAYMENT_STATES = ["partially_paid", "paid", "not_paid", "no_data", "reservable"] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

/** An entry of a business's users list: a member, or someone invited who has not accepted yet. */
export const USER_STATUSES = ["active", "invited"] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/**
 * The permission areas SPEC §6 lists, in its order. The permissions editor offers these and every area an entry
 * of the resource registry names (PERMISSION_AREAS in src/domain/resources), so a declared resource brings its own.
 */
export const SPEC_PERMISSION_AREAS = [
  "invoices",
  "users",
  "business",
  "menu",
  "menus",
  "branches",
  "roles",
  "holidays",
  "categories",
  "items",
  "reservations",
  "services",
  "orders",
  "floors",
  "tables",
  "settings",
  // Issue 50: the customers directory (read it; edit a customer's note and tags, as `users` may too).
  "customers",
] as const;
/** SPEC §6's areas and those the registry's entries name (e.g. `coupons`). */
export type PermissionArea = (typeof SPEC_PERMISSION_AREAS)[number] | RegistryArea;
export const PERMISSION_ACTIONS = ["read", "create", "update", "delete"] as const;
export type PermissionAction = (typeof PERMISSION_ACTIONS)[number];

export const CHALET_PRICE_LABELS = ["Weekdays", "Weekend", "FullWeek"] as const;
export type ChaletPriceLabel = (typeof CHALET_PRICE_LABELS)[number];
export const DEFAULT_CHALET_PRICE_LABEL: ChaletPriceLabel = "Weekdays";
export const CHALET_FRONTAGES = ["sea_view", "second_row", ""] as const;
export const DISCOUNT_TYPES = ["value", "percentage"] as const;

export const CATEGORY_IMAGE_DIMENSIONS = ["Squared", "Landscape", "Portrait"] as const;
export const DEFAULT_CATEGORY_IMAGE_DIMENSIONS = "Squared";
export const CATEGORY_IMAGE_FITTINGS = ["Cropped", "Filled"] as const;
export const DEFAULT_CATEGORY_IMAGE_FITTING = "Cropped";
export const ITEMS_VIEWS = ["list-view", "horizontal-slide", "grid-sm", "grid-lg"] as const;
export const MENU_LAYOUTS = ["full-menu", "categorized-menu"] as const;
export const LIST_GRID_VIEWS = ["list-view", "grid-view"] as const;

// Map and phone defaults.
export const DEFAULT_MAP_CENTER = { latitude: 29.2051, longitude: 47.9747 } as const;
export const DEFAULT_MAP_ZOOM = 11;
export const DEFAULT_PHONE_COUNTRY = "KW";
export const DEFAULT_PHONE_EXT = "965";
/** Digits of a phone number of the default country without its code (Kuwait: 8). */
export const DEFAULT_PHONE_LOCAL_DIGITS = 8;

// Times.
export const DEFAULT_TIMEZONE = "UTC";
export const DEFAULT_CHECK_TIME_FORMS = "00:00";
export const DEFAULT_CHECK_TIME_CONFIGURATION = "14:00";
export const HOLIDAY_SUBMIT_TIME = "14:00:00";
export const NOTIFICATION_TIME_FORMAT = "YYYY-MM-DD hh:mm A";
/** A notification younger than this reads as a relative time ("5 minutes ago"); older ones as NOTIFICATION_TIME_FORMAT. */
export const NOTIFICATION_RELATIVE_HOURS = 24;
export const DISPLAY_DATE_FORMAT = "DD-MM-YYYY";
export const STORED_DATE_TIME_FORMAT = "YYYY-MM-DDTHH:mm";
export const HOLIDAY_DATE_FORMAT = "YYYY-MM-DD";

// Lists.
export const NOTIFICATIONS_PER_PAGE = 10;
export const DEFAULT_PER_PAGE = 10;
export const MAX_PER_PAGE = 100;
export const PAGINATION_PAGES_SHOWN = 5;
export const SLIDER_ADS_LIMIT = 5;

// Periods.
export const RESERVATION_TILL_DEFAULT_MONTHS = 3;
export const DISCOUNT_DEFAULT_DAYS = 30;
export const FREE_PERIOD_MIN_SECONDS = 86400;

// Lengths and ranges.
export const PASSWORD_MIN_LENGTH = 8;
export const CODE_LENGTH = 6;
export const CODE_MIN_LENGTH = 6;
export const BUSINESS_NAME_MIN_LENGTH = 5;
export const PASS_KEY_LENGTH = 4;
export const GENERATED_PASSWORD_LENGTH = 12;
export const DISCOUNT_PERCENT_MIN = 0;
export const DISCOUNT_PERCENT_MAX = 100;
export const GENERAL_DISCOUNT_MIN = 0;
export const GENERAL_DISCOUNT_MAX = 100;
export const EXTRA_CHARGE_MIN = 0;
export const RESERVATIONS_MARGIN_MIN = 0;
/** A year in seconds: a wider margin means no two stays could ever fit, and larger values overflow date arithmetic. */
export const RESERVATIONS_MARGIN_MAX = 365 * 86400;
export const UNITS_MIN = 1;
export const BEDROOMS_MIN = 1;
export const PROGRESS_MIN = 0;
export const PROGRESS_MAX = 100;

// Registration codes (server rules of the foundation issue).
export const CODE_TTL_SECONDS = 10 * 60;
export const CODE_MAX_ATTEMPTS = 5;
/** Bearer tokens live this long without use before they expire. */
export const TOKEN_TTL_DAYS = 30;
/** A staff invitation's "set your password" link works once, for this many days. */
export const SET_PASSWORD_LINK_TTL_DAYS = 7;
/** The dashboard page the link opens; the one-time token follows in the address's fragment (#token=…). */
export const SET_PASSWORD_PATH = "/set-password";

// Uploads.
export const ACCEPTED_IMAGE_TYPES = ["image/jpeg", "image/gif", "image/png", "image/webp"] as const;
export const ACCEPTED_VIDEO_TYPES = ["video/mp4"] as const;
export const MAX_IMAGE_UPLOAD_BYTES = 10 * 1024 * 1024;
export const IMAGE_MAX_DIMENSION = 1200;
export const CATEGORY_IMAGE_MAX_DIMENSION = 800;
export const IMAGE_COMPRESS_QUALITY = 0.6;
export const ITEM_IMAGE_COMPRESS_QUALITY = 1;
export const IMAGE_COMPRESS_MAX_WIDTH = 1200;
export const PARALLEL_UPLOADS = 1;
export const ITEM_THUMBNAIL_WIDTH = 350;
export const DROPZONE_THUMBNAIL = { width: 150, height: 160 } as const;
export const CATEGORY_PREVIEW_WIDTH = 200;
export const YOUTUBE_ID_LENGTH = 11;

// Timings (milliseconds).
export const SEARCH_DEBOUNCE_MS = 500;
export const SELECT_SEARCH_DEBOUNCE_MS = 300;
export const CATEGORY_SAVE_DEBOUNCE_MS = 500;
export const ITEM_SAVE_DEBOUNCE_MS = 400;
export const TAB_HOVER_MS = 200;
export const MENU_RELOAD_AFTER_UPLOADS_MS = 100;
export const TOAST_MS = 2000;
export const COLLAPSE_ANIMATION_MS = 250;
export const MODAL_ANIMATION_MS = 500;
export const LOADING_OVERLAY_MAX_MS = 5000;
export const QR_AUTO_GENERATE_MS = 5000;
export const LIVE_CONNECT_DELAY_MS = 1000;
export const LOGIN_REDIRECT_MS = 200;
/** How long the user a sign-in answer brought counts as just loaded: the reload it starts need not load it again. */
export const SIGNED_IN_USER_FRESH_MS = 10_000;
export const SEARCH_BLUR_CLEAR_MS = 150;
export const PROGRESS_BAR_DELAY_MS = 100;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
/**
 * How long a sidebar click waits for its page's code before it navigates anyway (in a transition that keeps the
 * current page until the code is in): within it the page is drawn at once when the code arrives.
 */
export const LINK_CODE_WAIT_MS = 500;
export const NOTIFICATION_LIST_MAX_HEIGHT_PX = 400;
/**
 * The server keeps a bearer token's access between requests until anything is written (server/plugins/access-cache.ts);
 * this bounds only what no instance reported (another program writing to the database).
 */
export const ACCESS_CACHE_MS = 10_000;
export const ACCESS_CACHE_ENTRIES = 10_000;
/**
 * Redis on a request path (server/plugins/redis-link.ts): a command that takes longer is given up and the request
 * goes on without Redis; a connected Redis that failed a command is left alone this long before it is tried again.
 */
export const REDIS_COMMAND_TIMEOUT_MS = 500;
export const REDIS_RETRY_AFTER_FAILURE_MS = 5_000;
/** Rate-limit counters one instance keeps while Redis is unavailable (server/plugins/rate-limit-store.ts). */
export const RATE_LIMIT_FALLBACK_ENTRIES = 10_000;

// Colours.
export const DEFAULT_RESERVATION_STATUS_COLORS = {
  Completed: "red",
  Pending: "grey",
  Canceled: "black",
} as const;
/** Default payment-state colours (SPEC names only the reservation ones), for the server and the board. */
export const DEFAULT_PAYMENT_STATUS_COLORS = {
  PartiallyPaid: "orange",
  Paid: "green",
  NotPaid: "red",
  NoData: "grey",
  Reservable: "blue",
} as const;
export const PRIMARY_COLOR = "#BB3CBF";
export const TEXT_COLOR = "#494949";

// Settings tabs.
export const SETTINGS_TABS = [
  "BusinessSettings",
  "BranchSettings",
  "TabletAppSettings",
  "MobileAppSettings",
  "AccountSettings",
] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];
export const DEFAULT_SETTINGS_TAB: SettingsTab = "BusinessSettings";

/** Domain used for generated user emails (SPEC §5: "{host}"). */
export const GENERATED_EMAIL_DOMAIN = "menu.example.com";

// Live updates (DESIGN §8).
export const LIVE_EVENTS = ["new-reservation", "update-reservation", "new-order", "update-order"] as const;
/**
 * Events of a branch channel about no record, calls for staff: a guest calling a waiter from a table's QR
 * (WAITER_CALL_EVENT's value; the branch's order readers hear it).
 */
export const LIVE_SIGNALS = ["waiter-call"] as const;
export const liveChannelName = (businessId: number, branchId: number) =>
  `private-business.${businessId}.branch.${branchId}`;
/**
 * The kitchen screen (/kitchen): a ticket's age turns amber, then red, after these many minutes since it was
 * accepted (business configuration kitchen_amber_minutes, kitchen_red_minutes); at most this many open tickets.
 */
export const KITCHEN_AMBER_MINUTES = 10;
export const KITCHEN_RED_MINUTES = 20;
export const KITCHEN_MINUTES_MAX = 240;
export const KITCHEN_TICKETS_MAX = 200;
/**
 * The daily report (issue 48): a business day starts at this local hour (business configuration day_start_hour,
 * 0–DAY_START_HOUR_MAX), so the orders of a place open past midnight count on the day they belong to.
 */
export const DAY_START_HOUR = 0;
export const DAY_START_HOUR_MAX = 12;
/** Kitchen stations a business may name (business configuration kitchen_stations); each name at most this long. */
export const KITCHEN_STATIONS_MAX = 20;
export const KITCHEN_STATION_NAME_MAX = 40;
/** A new order's alarm sounds again this often until the order is accepted or rejected, or muted. */
export const ORDER_ALARM_REPEAT_MS = 4000;
/** How long a row that arrived live stays highlighted in a list. */
export const LIVE_ROW_HIGHLIGHT_MS = 8000;

// The front door: the public API customers' apps order through (issue 46).
/** Random bytes of a table's QR token and of an order's tracking token (base64url: 32 characters). */
export const PUBLIC_TOKEN_BYTES = 24;
/** The public live channel of one order, carrying its status only: `public-order-<tracking token>`. */
export const publicOrderChannel = (trackingToken: string) => `public-order-${trackingToken}`;
export const ORDER_STATUS_EVENT = "order-status";
export const WAITER_CALL_EVENT = "waiter-call";
/** The customer pages under PUBLIC_URL (the default QR_APP_URL); a branch adds its slug, a table `?t=<token>`. */
export const CUSTOMER_PAGES_PATH = "/m";
/**
 * How long the public menu's server keeps what a branch's address resolved to (its business, menu version and the
 * discounts in effect) while nothing was written: a change made on another instance reaches customers within it.
 */
export const PUBLIC_MENU_FRESH_MS = 1000;
/** How many branch addresses it keeps so (the oldest goes first). */
export const PUBLIC_MENU_KEPT_SLUGS = 2000;
export const TABLE_TOKEN_PARAM = "t";
/**
 * At most this many transactions asked for at the same moment share one commit on SQLite (db/grouped-transactions.ts):
 * enough to spread one disk wait over a rush of orders, few enough that the first in a group does not wait long.
 */
export const GROUPED_TRANSACTIONS_MAX = 64;
/** Parameters one multi-row insert binds at most: under SQLite's 32,766 (server/db/in-chunks.ts). */
export const BOUND_PARAMETERS_MAX = 30_000;
/** Public orders per window: per client address, and per customer phone. */
export const PUBLIC_ORDERS_PER_ADDRESS = 30;
export const PUBLIC_ORDERS_PER_PHONE = 10;
export const PUBLIC_ORDER_WINDOW_MS = 10 * 60_000;
/** Waiter calls per window: per table (a guest tapping again is one call), and per client address. */
export const WAITER_CALLS_PER_TABLE = 1;
export const WAITER_CALLS_PER_ADDRESS = 10;
export const WAITER_CALL_WINDOW_MS = 60_000;
/** Largest public request body (a cart of 100 lines fits in a few kB). */
export const PUBLIC_BODY_MAX_BYTES = 64 * 1024;
/** "Busy, back in N minutes": at most a day. */
export const BUSY_MINUTES_MAX = 24 * 60;
/** An `Idempotency-Key` header: at most this long. */
export const IDEMPOTENCY_KEY_MAX_LENGTH = 100;
/** A chalet stay requested through the public API: guests per request (no listing states a capacity). */
export const PUBLIC_STAY_GUESTS_MAX = 50;
/** The longest window of a listing's public availability, in days (a year, leap day included). */
export const PUBLIC_AVAILABILITY_MAX_DAYS = 366;
/** Stay requests per window: per client address, and per customer phone (an owner answers each by hand). */
export const PUBLIC_STAY_REQUESTS_PER_ADDRESS = 10;
export const PUBLIC_STAY_REQUESTS_PER_PHONE = 3;
export const PUBLIC_STAY_REQUEST_WINDOW_MS = 60 * 60_000;
/** Retries of one submit (one Idempotency-Key) per window; they count once among the requests above. */
export const PUBLIC_STAY_RETRIES_PER_KEY = 30;
/** Price quotes per minute and client address: a customer tries dates, a script should not price the year. */
export const PUBLIC_STAY_QUOTES_PER_ADDRESS = 60;
export const PUBLIC_STAY_QUOTE_WINDOW_MS = 60_000;

/** API keys (issue 49): every secret starts with this, so a leaked one is recognised (and scanners can find it). */
export const API_KEY_PREFIX = "mdk_";
/** Characters of a secret shown in the list to tell keys apart (the prefix and 8 random ones). */
export const API_KEY_SHOWN_LENGTH = 12;
/** A key's name, and how many keys a business may hold (revoked ones count: they stay for the audits). */
export const API_KEY_NAME_MAX = 100;
export const API_KEYS_PER_BUSINESS = 100;
/** A create's first answer under an `Idempotency-Key` is replayed for this long. */
export const IDEMPOTENCY_KEEP_MS = 24 * 60 * 60_000;
/**
 * A first request still "pending" after this long died with its instance: a retry may take its key over rather
 * than be told 409 for a day.
 */
export const IDEMPOTENCY_PENDING_STALE_MS = 60_000;
/** The largest answer kept for replay; a larger one is sent but not kept (a retry then runs again). */
export const IDEMPOTENCY_RESPONSE_MAX_BYTES = 1024 * 1024;
/** Staff order entry (issue 48): a line's own note ("no onions"), at most this many characters. */
export const ORDER_LINE_NOTE_MAX_LENGTH = 200;
/** The order picker puts the branch's best sellers of the last this many days first. */
export const ORDER_ENTRY_POPULAR_DAYS = 30;
/** How many best sellers the picker's first tab shows. */
export const ORDER_ENTRY_POPULAR_MAX = 12;
/** How many of the items this device ordered last the picker's first tab shows before them. */
export const ORDER_ENTRY_RECENT_MAX = 8;
/** The picker draws at most this many items at once (a search of a 2,000-item menu stays quick as one types). */
export const ORDER_PICKER_SHOWN_MAX = 60;
/** The global search's kinds of record, in the order its groups are shown (issue #50). */
export const SEARCH_KINDS = ["order", "stay", "customer", "item", "category", "user", "branch"] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];
/** Matches the global search shows per kind. */
export const SEARCH_PER_KIND = 5;
/**
 * PostgreSQL: the newest index rows per scope read first, in id order, before the trigram index is asked: a text
 * many records hold ("Fatima") is found among them at once, where the trigram index would hand back every one; and
 * a scope smaller than this (a menu's items, up to 2,000 in SPEC) is answered from them whole.
 */
export const SEARCH_NEWEST_WINDOW = 3000;
/** Records and searches the global search remembers per browser (shown first when nothing is typed). */
export const SEARCH_RECENT_MAX = 6;
/** The global search asks the server once typing pauses this long (each keystroke answers well under it). */
export const GLOBAL_SEARCH_DEBOUNCE_MS = 150;
export * from "./constants-integrations";

/** Issue 50: the tags staff put on a customer. `blocked` refuses their public orders and stay requests. */
export const CUSTOMER_TAGS = ["vip", "blocked"] as const;
export type CustomerTag = (typeof CUSTOMER_TAGS)[number];
/** The customers list's sorts: latest visit, money spent, number of orders. */
export const CUSTOMER_SORTS = ["last_visit_at", "spent", "orders_count"] as const;
export const CUSTOMER_NOTE_MAX = 2000;
/** How many of a customer's most ordered items their page shows. */
export const CUSTOMER_FAVOURITES = 3;
/** What a forgotten customer's name, address and notes become on their orders and stays (their phone is emptied). */
export const FORGOTTEN_MARKER = "*****";
/** Rate calendar (issue 51): the widest range of nights one read or one bulk edit covers (a year and a day). */
export const RATE_CALENDAR_MAX_DAYS = 367;
/** A listing's seasons: at most this many (a year of named ranges, with room for Eids moving each year). */
export const RATE_SEASONS_MAX = 100;
/** Minimum nights an override or a season may ask for. */
export const RATE_MIN_NIGHTS_MAX = 60;
