import type { Kysely, Transaction } from "kysely";
import type { DB } from "../../db/schema/index";

type Db = Kysely<DB> | Transaction<DB>;

/** The purpose of a one-time app login made for a branch (its Login QR code). */
export const LOGIN_QR_PURPOSE = "login-qr";
/** The scopes of settings kept per branch: its own, its tablet app's and its mobile app's. */
const BRANCH_SETTING_SCOPES = ["branch", "tablet", "mobile"];

/** A branch of this business, or undefined (another business's branch is as good as missing). */
export function findBranch(db: Db, businessId: number, id: number) {
  return db
    .selectFrom("branches")
    .select(["id", "business_id", "slug"])
    .where("id", "=", id)
    .where("business_id", "=", businessId)
    .executeTakeFirst();
}

/**
 * What goes with a branch that no foreign key removes (settings are kept by scope; its login codes and the sessions
 * scoped to it by branch_id); floors, permissions and the rest cascade with its row.
 */
export async function clearBranch(trx: Transaction<DB>, branchId: number): Promise<void> {
  await trx
    .deleteFrom("settings")
    .where("scope", "in", BRANCH_SETTING_SCOPES)
    .where("scope_id", "=", branchId)
    .execute();
  await trx.deleteFrom("api_tokens").where("branch_id", "=", branchId).execute();
}

/** A login QR's one-time code by its hash, with the business its branch belongs to now. */
export function findLoginCode(db: Db, tokenHash: string) {
  return db
    .selectFrom("api_tokens")
    .innerJoin("branches", "branches.id", "api_tokens.branch_id")
    .select([
      "api_tokens.id",
      "api_tokens.user_id",
      "api_tokens.branch_id",
      "api_tokens.expires_at",
      "api_tokens.revoked_at",
      "branches.business_id",
    ])
    .where("api_tokens.token_hash", "=", tokenHash)
    .where("api_tokens.purpose", "=", LOGIN_QR_PURPOSE)
    .executeTakeFirst();
}

/** Marks the code used; only one caller of any number racing for it gets true. */
export async function useLoginCode(trx: Transaction<DB>, id: number, now: string): Promise<boolean> {
  const used = await trx
    .updateTable("api_tokens")
    .set({ revoked_at: now, last_used_at: now })
    .where("id", "=", id)
    .where("revoked_at", "is", null)
    .executeTakeFirst();
  return Number(used.numUpdatedRows) === 1;
}
