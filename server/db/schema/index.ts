import type { ApiKeysTables } from "./api-keys";
import type { CalendarSyncTables } from "./calendar-sync";
import type { CatalogTables } from "./catalog";
import type { CustomersTables } from "./customers";
import type { FoundationTables } from "./foundation";
import type { FrontDoorTables } from "./front-door";
import type { InvitationsTables } from "./invitations";
import type { OperationsTables } from "./operations";
import type { OrdersReservationsTables } from "./orders-reservations";
import type { PeopleTables } from "./people";
import type { PublicStaysTables } from "./public-stays";
import type { RateCalendarTables } from "./rate-calendar";
import type { ServicesEventsHotelsTables } from "./services-events-hotels";
import type { WebhooksTables } from "./webhooks";

export type * from "./foundation";
export type * from "./catalog";
export type * from "./operations";
export type * from "./orders-reservations";
export type * from "./people";
export type * from "./services-events-hotels";
export type * from "./invitations";
export type * from "./front-door";
export type * from "./public-stays";
export type * from "./api-keys";
export type * from "./webhooks";
export type * from "./calendar-sync";
export type * from "./customers";
export type * from "./rate-calendar";

export interface DB
  extends
    FoundationTables,
    CatalogTables,
    OperationsTables,
    PeopleTables,
    ServicesEventsHotelsTables,
    OrdersReservationsTables,
    InvitationsTables,
    FrontDoorTables,
    PublicStaysTables,
    ApiKeysTables,
    WebhooksTables,
    CalendarSyncTables,
    CustomersTables,
    RateCalendarTables {}
