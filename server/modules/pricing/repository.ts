import type { Kysely, Transaction } from "kysely";
import type { DB } from "../../db/schema/index";

/** The rows an item's prices are made of, each with its audit name. */
export const PRICING_TABLES = [
  ["prices", "price"],
  ["discounts", "discount"],
  ["addons", "addon"],
] as const;

export type PricingTable = (typeof PRICING_TABLES)[number][0];

type Db = Kysely<DB> | Transaction<DB>;

/** The item a price, discount or addon belongs to, and its business; undefined when there is no such row. */
export const ownerOfPricing = (db: Db, table: PricingTable, id: number) =>
  db
    .selectFrom(table)
    .innerJoin("items", "items.id", `${table}.item_id`)
    .select(["items.business_id", "items.id as item_id"])
    .where(`${table}.id`, "=", id)
    .executeTakeFirst();

/** Deletes the row; answers it as it was, or undefined when it was already gone. */
export async function deletePricing(trx: Transaction<DB>, table: PricingTable, id: number) {
  const before = await trx.selectFrom(table).selectAll().where("id", "=", id).executeTakeFirst();
  if (before) await trx.deleteFrom(table).where("id", "=", id).execute();
  return before;
}
