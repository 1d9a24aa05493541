import type { Kysely } from "kysely";

// Frozen in time: never import application code here.
// A session made from a branch's login QR code is limited to that business and branch (its `branch_id` already
// names the branch of a login code; `business_id` joins it). Both stay null for a full session. Going with the
// business, a scoped session ends when its business is deleted; the branch's deletion ends it in code
// (branches' clearBranch), as `branch_id` came without a foreign key.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("api_tokens")
    .addColumn("business_id", "integer", (c) => c.references("businesses.id").onDelete("cascade"))
    .execute();
  // The cascade above and clearBranch find a business's or a branch's sessions without reading every token.
  await db.schema.createIndex("api_tokens_business_idx").on("api_tokens").column("business_id").execute();
  await db.schema.createIndex("api_tokens_branch_idx").on("api_tokens").column("branch_id").execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("api_tokens_branch_idx").ifExists().execute();
  await db.schema.dropIndex("api_tokens_business_idx").ifExists().execute();
  await db.schema.alterTable("api_tokens").dropColumn("business_id").execute();
}
