import type { Kysely, Transaction } from "kysely";
import type { DB } from "../db/schema/index";
import type { Period } from "../../src/domain/availability";

// Nights of a unit blocked by its imported calendars: availability counts them as it counts stays (reservations/
// stay.ts unitBookings), the board draws them, and the unit's export feed lists them.

type Db = Kysely<DB> | Transaction<DB>;

export interface UnitBlock extends Period {
  id: number;
  /** the imported calendar's name (what the owner called it: "Airbnb") */
  feed: string;
}

/** Blocks of one unit overlapping `near` (both ends exclusive, as a stay's). */
export function unitBlocks(db: Db, itemId: number, unit: number, near: Period): Promise<UnitBlock[]> {
  return db
    .selectFrom("calendar_blocks as b")
    .innerJoin("calendar_feeds as f", "f.id", "b.feed_id")
    .select(["b.id", "b.from", "b.to", "f.name as feed"])
    .where("b.item_id", "=", itemId)
    .where("b.unit", "=", unit)
    .where("b.from", "<", near.to)
    .where("b.to", ">", near.from)
    .orderBy("b.from")
    .execute();
}

/** Blocks of every unit of a business's listings overlapping a window (the board). */
export function businessBlocks(db: Db, businessId: number, window: Period) {
  return db
    .selectFrom("calendar_blocks as b")
    .innerJoin("calendar_feeds as f", "f.id", "b.feed_id")
    .select([
      "b.id",
      "b.item_id",
      "b.unit",
      "b.from",
      "b.to",
      "b.feed_id",
      "f.name as feed",
      "f.source",
      "b.conflict_reservation_id",
    ])
    .where("b.business_id", "=", businessId)
    .where("b.from", "<", window.to)
    .where("b.to", ">", window.from)
    .orderBy("b.item_id")
    .orderBy("b.unit")
    .orderBy("b.from")
    .execute();
}
