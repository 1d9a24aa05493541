import type { Kysely, Transaction } from "kysely";
import type { DB } from "../../db/schema/index";
import { parseLocales } from "../../db/locales";

type Db = Kysely<DB> | Transaction<DB>;

export const SLUG_FORMAT = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const columns = ["id", "business_id", "slug", "locales", "created_at", "updated_at"] as const;

export type BranchRow = { id: number; business_id: number; slug: string; locales: string; created_at: string; updated_at: string };

export const toBranch = (row: BranchRow) => ({ ...row, locales: parseLocales(row.locales) });

/** A branch of this business, or undefined (another business's branch is as good as missing). */
export function findBranch(db: Db, businessId: number, id: number): Promise<BranchRow | undefined> {
  return db.selectFrom("branches").select(columns).where("id", "=", id).where("business_id", "=", businessId).executeTakeFirst();
}

export function branchesQuery(db: Db, businessId: number) {
  return db.selectFrom("branches").select(columns).where("business_id", "=", businessId);
}

export async function slugTaken(db: Db, slug: string, exceptId?: number): Promise<boolean> {
  let query = db.selectFrom("branches").select("id").where("slug", "=", slug);
  if (exceptId) query = query.where("id", "!=", exceptId);
  return !!(await query.executeTakeFirst());
}

/** A branch goes with its settings (branch, tablet and mobile app scopes) and one-time app logins; floors, permissions and the rest cascade. */
export async function deleteBranch(trx: Transaction<DB>, branchId: number): Promise<void> {
  await trx.deleteFrom("settings").where("scope", "in", ["branch", "tablet", "mobile"]).where("scope_id", "=", branchId).execute();
  await trx.deleteFrom("api_tokens").where("purpose", "=", "login-qr").where("branch_id", "=", branchId).execute();
  await trx.deleteFrom("branches").where("id", "=", branchId).execute();
}
