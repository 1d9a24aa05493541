import type { Kysely, Transaction } from "kysely";
import type { DB } from "../../db/schema/index";
import { HttpError } from "../../errors";
import { RESERVATION_TILL_DEFAULT_MONTHS } from "../../../src/domain/constants";
import { addMonths, isDateOnly } from "../../../src/domain/zoned-time";

type Db = Kysely<DB> | Transaction<DB>;

/** A chalet business's branch as the public API addresses it: by its slug. */
export interface ChaletBranch {
  id: number;
  businessId: number;
  slug: string;
  currency: string;
  /** The branch's mobile-app switch "Disable Booking" (SPEC: DisableOrdering, labelled so for chalets). */
  bookingDisabled: boolean;
  /** The mobile app's EnableReservationTill date as the owner saved it (YYYY-MM-DD), if they did. */
  reservationTill?: string;
}

export const branchNotFound = () => new HttpError(404, "publicStays.branchNotFound");
export const listingNotFound = () => new HttpError(404, "publicStays.listingNotFound");
export const bookingClosed = () => new HttpError(422, "publicStays.bookingClosed");

/** The mobile-app settings these routes obey. */
const SWITCHES = ["DisableOrdering", "EnableReservationTill"];

const parsed = (data: string | undefined): unknown => {
  try {
    return data === undefined ? undefined : JSON.parse(data);
  } catch {
    return undefined;
  }
};

/**
 * The branch a slug names, when its business is a chalet business; else 404 (a restaurant's slug is the restaurant
 * side's, which these routes do not serve).
 */
export async function chaletBranch(db: Db, slug: string): Promise<ChaletBranch> {
  const row = await db
    .selectFrom("branches")
    .innerJoin("businesses", "businesses.id", "branches.business_id")
    .select([
      "branches.id",
      "branches.business_id",
      "branches.slug",
      "businesses.type",
      "businesses.currency",
    ])
    .where("branches.slug", "=", slug)
    .executeTakeFirst();
  if (!row || row.type !== "chalet") throw branchNotFound();
  const settings = await db
    .selectFrom("settings")
    .select(["key", "data"])
    .where("scope", "=", "mobile")
    .where("scope_id", "=", row.id)
    .where("key", "in", SWITCHES)
    .execute();
  const value = (key: string) => parsed(settings.find((s) => s.key === key)?.data);
  const till = value("EnableReservationTill");
  return {
    id: row.id,
    businessId: row.business_id,
    slug: row.slug,
    currency: row.currency,
    bookingDisabled: value("DisableOrdering") === true,
    reservationTill:
      typeof till === "string" && isDateOnly(till.slice(0, 10)) ? till.slice(0, 10) : undefined,
  };
}

/**
 * The last night the mobile app takes requests for: its EnableReservationTill date, or RESERVATION_TILL_DEFAULT_MONTHS
 * from today when none is saved (SPEC: the dashboard's banner assumes the same), as the branch's public read says.
 */
export const lastRequestableNight = (branch: ChaletBranch, today: string) =>
  branch.reservationTill ?? addMonths(today, RESERVATION_TILL_DEFAULT_MONTHS);
