import type { Kysely, Transaction } from "kysely";
import type { DB } from "../../db/schema/index";
import { HttpError } from "../../errors";

type Db = Kysely<DB> | Transaction<DB>;

/** A chalet business's branch as the public API addresses it: by its slug. */
export interface ChaletBranch {
  id: number;
  businessId: number;
  slug: string;
  currency: string;
  /** The branch's mobile-app switch "Disable Booking" (SPEC: DisableOrdering, labelled so for chalets). */
  bookingDisabled: boolean;
}

export const branchNotFound = () => new HttpError(404, "publicStays.branchNotFound");
export const listingNotFound = () => new HttpError(404, "publicStays.listingNotFound");
export const bookingClosed = () => new HttpError(422, "publicStays.bookingClosed");

/**
 * The branch a slug names, when its business is a chalet business; else 404 (a restaurant's slug is the restaurant
 * side's, which these routes do not serve).
 */
export async function chaletBranch(db: Db, slug: string): Promise<ChaletBranch> {
  const row = await db
    .selectFrom("branches")
    .innerJoin("businesses", "businesses.id", "branches.business_id")
    .leftJoin("settings", (join) =>
      join
        .onRef("settings.scope_id", "=", "branches.id")
        .on("settings.scope", "=", "mobile")
        .on("settings.key", "=", "DisableOrdering"),
    )
    .select([
      "branches.id",
      "branches.business_id",
      "branches.slug",
      "businesses.type",
      "businesses.currency",
      "settings.data as disable_booking",
    ])
    .where("branches.slug", "=", slug)
    .executeTakeFirst();
  if (!row || row.type !== "chalet") throw branchNotFound();
  return {
    id: row.id,
    businessId: row.business_id,
    slug: row.slug,
    currency: row.currency,
    bookingDisabled: row.disable_booking === "true",
  };
}
