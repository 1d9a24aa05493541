import type { Kysely, Transaction } from "kysely";
import type { DB } from "../db/schema/index";

// Ids sent in a form are checked, not trusted (DESIGN §5): each must name a record of the request's own scope.

type Db = Kysely<DB> | Transaction<DB>;

/** A picture chosen in a form: it must be in this business, or be the user's own upload not yet attached to one. */
export async function mediaUsable(
  db: Db,
  mediaId: number,
  businessIds: number[],
  userId: number,
): Promise<boolean> {
  const row = await db
    .selectFrom("media")
    .select(["business_id", "uploaded_by"])
    .where("id", "=", mediaId)
    .executeTakeFirst();
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

/**
 * Whether the table holds a row of that id in the business (or, given a branch, in the branch): an id sent in a form
 * must name a record of the same scope.
 */
export async function isInScope(
  db: Db,
  table: keyof DB & string,
  id: number,
  scope: { businessId: number } | { branchId: number },
): Promise<boolean> {
  const [column, value] =
    "branchId" in scope ? ["branch_id", scope.branchId] : ["business_id", scope.businessId];
  // Any table with an id and that column: the names are the caller's constants, the values bound.
  const untyped = db as unknown as Kysely<
    Record<string, { id: number; business_id: number; branch_id: number }>
  >;
  const row = await untyped
    .selectFrom(table)
    .select("id")
    .where("id", "=", id)
    .where(column as "business_id", "=", value)
    .executeTakeFirst();
  return !!row;
}
