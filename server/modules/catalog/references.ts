import type { Kysely, Transaction } from "kysely";
import type { DB } from "../../db/schema/index";
import { notFound } from "../../errors";

// Records addressed by id only (menu/{menuId}, prices/{id}/delete, ...): their business first, then the check.
type Db = Kysely<DB> | Transaction<DB>;

export async function businessOfMenu(db: Db, menuId: number): Promise<number> {
  const row = await db.selectFrom("menus").select("business_id").where("id", "=", menuId).executeTakeFirst();
  if (!row) throw notFound();
  return row.business_id;
}

/** A picture chosen in a form: it must be in this business, or be the user's own upload not yet attached to one. */
export async function mediaUsable(db: Db, mediaId: number, businessIds: number[], userId: number): Promise<boolean> {
  const row = await db.selectFrom("media").select(["business_id", "uploaded_by"]).where("id", "=", mediaId).executeTakeFirst();
  if (!row) return false;
  if (row.business_id !== null) return businessIds.includes(row.business_id);
  return row.uploaded_by === userId;
}

/** Whether a user belongs to the business (owner or staff): chalet owners, for one. */
export async function isMember(db: Db, businessId: number, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom("business_users")
    .select("user_id")
    .where("business_id", "=", businessId)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return !!row;
}
