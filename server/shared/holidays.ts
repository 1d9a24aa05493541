import type { Kysely, Transaction } from "kysely";
import type { DB } from "../db/schema/index";
import { addDays } from "../../src/domain/zoned-time";

type Db = Kysely<DB> | Transaction<DB>;

// Holidays hold local date-times ("2026-12-01T14:00"); a holiday covers every local day it touches. The public menu
// shows the holiday prices of the day, the order takes them, and a branch closed on holidays closes on them: one
// reading of "today is a holiday" for all three.

/** The ids of the business's holidays that cover the local date, oldest holiday first. */
export async function holidaysOn(db: Db, businessId: number, date: string): Promise<number[]> {
  const rows = await db
    .selectFrom("holidays")
    .select("id")
    .where("business_id", "=", businessId)
    .where("from", "<", addDays(date, 1))
    .where("to", ">=", date)
    .orderBy("id")
    .execute();
  return rows.map((row) => row.id);
}

/**
 * The holiday price (fils) of each of these items on the local date: the price of the oldest holiday covering the
 * date that gives the item one. Items without a holiday price that day are absent.
 */
export async function holidayPricesOn(
  db: Db,
  businessId: number,
  itemIds: readonly number[],
  date: string,
): Promise<Map<number, number>> {
  const holidays = await holidaysOn(db, businessId, date);
  if (!holidays.length || !itemIds.length) return new Map();
  const rows = await db
    .selectFrom("holiday_item_prices")
    .select(["item_id", "amount"])
    .where("holiday_id", "in", holidays)
    .where("item_id", "in", [...itemIds])
    .orderBy("holiday_id")
    .execute();
  const prices = new Map<number, number>();
  for (const row of rows) if (!prices.has(row.item_id)) prices.set(row.item_id, row.amount);
  return prices;
}
