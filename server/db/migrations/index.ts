import type { Migration } from "kysely";
import * as foundation from "./2026_11_01_000_foundation";
import * as catalog from "./2026_11_02_100_catalog";
import * as servicesEventsHotels from "./2026_11_02_200_services_events_hotels";
import * as operationsPeople from "./2026_11_02_300_operations_people";
import * as operations from "./2026_11_02_400_operations";
import * as invitations from "./2026_11_03_100_invitations";
import * as listIndexesMenuVersions from "./2026_11_03_200_list_indexes_menu_versions";
import * as liveCredentials from "./2026_11_03_900_live_credentials";
import * as coupons from "./2026_11_04_100_coupons";
import * as overviewIndexes from "./2026_11_23_300_overview_indexes";
import * as reservationLedger from "./2026_11_23_400_reservation_ledger";
import * as customerSearch from "./2026_11_24_100_customer_search";
import * as orderStats from "./2026_11_24_200_order_stats";
import * as itemStats from "./2026_11_25_100_item_stats";
import * as invoiceStats from "./2026_11_25_200_invoice_stats";
import * as figuresLock from "./2026_11_25_300_figures_lock";
import * as orderStatsSweep from "./2026_11_26_100_order_stats_sweep";
import * as invitationLinks from "./2026_11_27_100_invitation_links";
import * as scopedSessions from "./2026_11_27_500_scoped_sessions";
import * as deployment from "./2026_11_27_900_deployment";
import * as publicFrontDoor from "./2026_11_29_100_public_front_door";
import * as publicStays from "./2026_11_29_200_public_stays";
import * as orderRejectReason from "./2026_11_29_300_order_reject_reason";
import * as orderLineRounds from "./2026_11_30_100_order_line_rounds";
import * as apiKeys from "./2026_11_30_300_api_keys";
import * as webhooks from "./2026_11_30_400_webhooks";
import * as searchIndex from "./2026_11_30_500_search_index";
import * as customers from "./2026_12_01_100_customers";
import * as calendarSync from "./2026_12_01_200_calendar_sync";
import * as rateCalendar from "./2026_12_01_200_rate_calendar";
import * as customerVisits from "./2026_12_02_100_customer_visits";

// Every migration, listed here as it is added (a file not listed never runs; server/db/migrations.test.ts checks
// the list against the folder). Kysely runs them in the order of their names and records each under its name,
// so a file once released keeps its name.
export const migrations: Record<string, Migration> = {
  "2026_11_01_000_foundation": foundation,
  "2026_11_02_100_catalog": catalog,
  "2026_11_02_200_services_events_hotels": servicesEventsHotels,
  "2026_11_02_300_operations_people": operationsPeople,
  "2026_11_02_400_operations": operations,
  "2026_11_03_100_invitations": invitations,
  "2026_11_03_200_list_indexes_menu_versions": listIndexesMenuVersions,
  "2026_11_03_900_live_credentials": liveCredentials,
  "2026_11_04_100_coupons": coupons,
  "2026_11_23_300_overview_indexes": overviewIndexes,
  "2026_11_23_400_reservation_ledger": reservationLedger,
  "2026_11_24_100_customer_search": customerSearch,
  "2026_11_24_200_order_stats": orderStats,
  "2026_11_25_100_item_stats": itemStats,
  "2026_11_25_200_invoice_stats": invoiceStats,
  "2026_11_25_300_figures_lock": figuresLock,
  "2026_11_26_100_order_stats_sweep": orderStatsSweep,
  "2026_11_27_100_invitation_links": invitationLinks,
  "2026_11_27_500_scoped_sessions": scopedSessions,
  "2026_11_27_900_deployment": deployment,
  "2026_11_29_100_public_front_door": publicFrontDoor,
  "2026_11_29_200_public_stays": publicStays,
  "2026_11_29_300_order_reject_reason": orderRejectReason,
  "2026_11_30_100_order_line_rounds": orderLineRounds,
  "2026_11_30_300_api_keys": apiKeys,
  "2026_11_30_400_webhooks": webhooks,
  "2026_11_30_500_search_index": searchIndex,
  "2026_12_01_100_customers": customers,
  "2026_12_01_200_calendar_sync": calendarSync,
  "2026_12_01_200_rate_calendar": rateCalendar,
  "2026_12_02_100_customer_visits": customerVisits,
};
