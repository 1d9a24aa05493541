import type { Kysely, Transaction } from "kysely";
import type { DB } from "../../db/schema/index";
import { getBusinessConfig, type BusinessConfig } from "../config/business-config";

/** Time zone, reservation margin (seconds) and check-in/check-out times (HH:mm) of a business. */
export type BusinessTime = BusinessConfig;

/** The configuration orders, reservations and reports need, with defaults (the config module owns the keys). */
export const businessTime = (db: Kysely<DB> | Transaction<DB>, businessId: number): Promise<BusinessTime> =>
  getBusinessConfig(db, businessId);
