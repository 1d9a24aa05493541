import type { Migration } from "kysely";
import * as foundation from "./2026_11_01_000_foundation";
import * as catalog from "./2026_11_02_100_catalog";
import * as servicesEventsHotels from "./2026_11_02_200_services_events_hotels";
import * as operationsPeople from "./2026_11_02_300_operations_people";
import * as operations from "./2026_11_02_400_operations";
import * as listIndexesMenuVersions from "./2026_11_03_200_list_indexes_menu_versions";
import * as invitations from "./2026_11_03_100_invitations";
import * as liveCredentials from "./2026_11_03_900_live_credentials";
import * as overviewIndexes from "./2026_11_23_300_overview_indexes";
import * as reservationLedger from "./2026_11_23_400_reservation_ledger";
import * as coupons from "./2026_11_04_100_coupons";

// Names sort by date; each module adds its own migration file here.
export const migrations: Record<string, Migration> = {
  "2026_11_01_000_foundation": foundation,
  "2026_11_02_100_catalog": catalog,
  "2026_11_02_200_services_events_hotels": servicesEventsHotels,
  "2026_11_02_300_operations_people": operationsPeople,
  "2026_11_02_400_operations": operations,
  "2026_11_03_200_list_indexes_menu_versions": listIndexesMenuVersions,
  "2026_11_03_100_invitations": invitations,
  "2026_11_03_900_live_credentials": liveCredentials,
  "2026_11_04_100_coupons": coupons,
  "2026_11_23_400_reservation_ledger": reservationLedger,
  "2026_11_23_300_overview_indexes": overviewIndexes,
};
