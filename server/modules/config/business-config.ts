import type { Kysely, Transaction } from "kysely";
import type { DB } from "../../db/schema/index";
import { CONFIG_DEFAULTS, CONFIG_RULES } from "./keys";
import { readConfigValues } from "./store";
import { parseKitchenStations } from "./stations";
import type { KitchenStation } from "../../../src/domain/kitchen";

export interface BusinessConfig {
  /** IANA time zone (configuration `timezone`, default UTC). */
  timeZone: string;
  /** RESERVATIONS_MARGIN in seconds (default 0). */
  marginSeconds: number;
  /** HH:mm (default 14:00). */
  checkInAt: string;
  /** HH:mm (default 14:00). */
  checkOutAt: string;
  /** Minutes after which a kitchen ticket's age shows amber, then red. */
  kitchenAmberMinutes: number;
  kitchenRedMinutes: number;
  /** The local hour a business day starts at (0–12, default 0): the daily report's day runs from it to it. */
  dayStartHour: number;
  /** The kitchen's stations and the categories each one cooks (configuration kitchen_stations). */
  kitchenStations: KitchenStation[];
}

const valid = (key: string, value: string | undefined) =>
  value !== undefined && "value" in CONFIG_RULES[key](value) ? value : CONFIG_DEFAULTS[key];

/** The configuration reservations and orders need, with defaults for anything unset or unusable. */
export async function getBusinessConfig(
  db: Kysely<DB> | Transaction<DB>,
  businessId: number,
): Promise<BusinessConfig> {
  const values = await readConfigValues(db, businessId);
  return {
    timeZone: valid("timezone", values.get("timezone")),
    marginSeconds: Number(valid("RESERVATIONS_MARGIN", values.get("RESERVATIONS_MARGIN"))),
    checkInAt: valid("check_in_at", values.get("check_in_at")),
    checkOutAt: valid("check_out_at", values.get("check_out_at")),
    kitchenAmberMinutes: Number(valid("kitchen_amber_minutes", values.get("kitchen_amber_minutes"))),
    kitchenRedMinutes: Number(valid("kitchen_red_minutes", values.get("kitchen_red_minutes"))),
    dayStartHour: Number(valid("day_start_hour", values.get("day_start_hour"))),
    kitchenStations: parseKitchenStations(valid("kitchen_stations", values.get("kitchen_stations"))),
  };
}

/** Time zone, reservation margin (seconds) and check-in/check-out times (HH:mm): what orders, stays and reports need. */
export type BusinessTime = BusinessConfig;
export const businessTime = getBusinessConfig;
