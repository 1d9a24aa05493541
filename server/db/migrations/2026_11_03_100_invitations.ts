import type { Kysely } from "kysely";
import { withId } from "../dialect";

// Invitations of existing accounts to a business: the invited person accepts or declines from their own dashboard,
// and only on accept becomes staff. Frozen in time: never import application code here.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable("invitations"))
    .addColumn("business_id", "integer", (c) => c.notNull().references("businesses.id").onDelete("cascade"))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("invited_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    // pending | accepted | declined
    .addColumn("status", "text", (c) => c.notNull().defaultTo("pending"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("answered_at", "text")
    .execute();
  // The invited person's list (pending first, newest first), and one open invitation per business and person.
  await db.schema
    .createIndex("invitations_user_status_idx")
    .on("invitations")
    .columns(["user_id", "status", "id"])
    .execute();
  await db.schema
    .createIndex("invitations_business_user_idx")
    .on("invitations")
    .columns(["business_id", "user_id"])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("invitations").ifExists().execute();
}
