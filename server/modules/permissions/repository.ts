import type { Kysely, Transaction } from "kysely";
import type { DB } from "../../db/schema/index";

// Permission strings `branch.{branchId}.{area}.{action}` of a user, one row each (SPEC §6).

type Db = Kysely<DB> | Transaction<DB>;

/** The user's strings in the branch, in order. */
export async function branchStrings(db: Db, userId: number, branchId: number): Promise<string[]> {
  const rows = await db
    .selectFrom("permissions")
    .select("permission")
    .where("user_id", "=", userId)
    .where("branch_id", "=", branchId)
    .orderBy("permission")
    .execute();
  return rows.map((r) => r.permission);
}

/** The user's role in the business, or undefined when they are not a member. */
export const membershipIn = (db: Db, businessId: number, userId: number) =>
  db
    .selectFrom("business_users")
    .select("role")
    .where("business_id", "=", businessId)
    .where("user_id", "=", userId)
    .executeTakeFirst();

/** Replaces the user's strings in the branch with `wanted`. */
export async function replaceBranchStrings(
  trx: Transaction<DB>,
  where: { businessId: number; branchId: number; userId: number },
  wanted: readonly string[],
): Promise<void> {
  const { businessId, branchId, userId } = where;
  await trx
    .deleteFrom("permissions")
    .where("user_id", "=", userId)
    .where("branch_id", "=", branchId)
    .execute();
  if (wanted.length)
    await trx
      .insertInto("permissions")
      .values(
        wanted.map((permission) => ({
          user_id: userId,
          business_id: businessId,
          branch_id: branchId,
          permission,
        })),
      )
      .execute();
}
