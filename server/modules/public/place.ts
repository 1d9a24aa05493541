import type { Kysely, Transaction } from "kysely";
import type { DB } from "../../db/schema/index";
import { parseLocales } from "../../db/locales";
import { notFound } from "../../errors";
import { businessTime } from "../config/business-config";
import { readStored } from "../settings/store";
import { SETTINGS_DEFAULTS } from "../settings/keys";
import { ORDER_TYPES, type OrderType } from "../../../src/domain/constants";
import { ORDER_TYPE_SETTINGS } from "../../../src/domain/front-door";
import type { OrderPaymentMethod } from "../../../src/domain/orders";

// A branch as the public API finds it: by its slug (unique across businesses), with what every public route needs
// (its business, type, currency, time zone) and the settings that say what it offers (order types, payments).

type Db = Kysely<DB> | Transaction<DB>;

export interface PublicPlace {
  businessId: number;
  branchId: number;
  slug: string;
  businessType: string;
  currency: string;
  timeZone: string;
  branchLocales: ReturnType<typeof parseLocales>;
  businessLocales: ReturnType<typeof parseLocales>;
}

/** The branch of a slug, or 404 (an unknown slug and a deleted branch answer alike). */
export async function placeOfSlug(db: Db, slug: string): Promise<PublicPlace> {
  const row = await db
    .selectFrom("branches")
    .innerJoin("businesses", "businesses.id", "branches.business_id")
    .select([
      "branches.id as branch_id",
      "branches.slug",
      "branches.locales as branch_locales",
      "businesses.id as business_id",
      "businesses.type",
      "businesses.currency",
      "businesses.locales as business_locales",
    ])
    .where("branches.slug", "=", slug)
    .executeTakeFirst();
  if (!row) throw notFound();
  const { timeZone } = await businessTime(db, row.business_id);
  return {
    businessId: row.business_id,
    branchId: row.branch_id,
    slug: row.slug,
    businessType: row.type,
    currency: row.currency,
    timeZone,
    branchLocales: parseLocales(row.branch_locales),
    businessLocales: parseLocales(row.business_locales),
  };
}

/** The settings of a branch's customers' apps: the business's, the branch's and its mobile app's. */
export async function placeSettings(db: Db, place: PublicPlace) {
  const [business, branch, mobile] = await Promise.all([
    readStored(db, "business", place.businessId),
    readStored(db, "branch", place.branchId),
    readStored(db, "mobile", place.branchId),
  ]);
  for (const [key, value] of Object.entries(SETTINGS_DEFAULTS.business))
    if (!business.values.has(key)) business.values.set(key, value);
  return { business: business.values, branch: branch.values, mobile: mobile.values };
}

export type PlaceSettings = Awaited<ReturnType<typeof placeSettings>>;

/**
 * The order types a branch takes: restaurants only; each type as the branch sets it, else as the business does,
 * else on (a restaurant that never touched the switches takes every kind).
 */
export function enabledOrderTypes(place: PublicPlace, settings: PlaceSettings): OrderType[] {
  if (place.businessType !== "restaurant") return [];
  return ORDER_TYPES.filter((type) => {
    const key = ORDER_TYPE_SETTINGS[type];
    const value = settings.branch.get(key) ?? settings.business.get(key);
    return value === undefined || value === null || value === true;
  });
}

/** Payment methods: cash unless the mobile app's PayCash is off; online (and KNET) when PayOnline is on. */
export function enabledPaymentMethods(settings: PlaceSettings): OrderPaymentMethod[] {
  const methods: OrderPaymentMethod[] = [];
  if (settings.mobile.get("PayCash") !== false) methods.push("cash");
  if (settings.mobile.get("PayOnline") === true) methods.push("online", "knet");
  return methods;
}

/** The mobile app's "Disable ordering" setting: the branch then takes no orders through the apps at all. */
export const orderingDisabled = (settings: PlaceSettings) => settings.mobile.get("DisableOrdering") === true;
