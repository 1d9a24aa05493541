import type { Kysely } from "kysely";
import { withId } from "../dialect";

// People side of operations: notifications of users, and the lookup paths of the users, permissions and audits lists.
// Frozen in time: never import application code here.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable("notifications"))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("business_id", "integer", (c) => c.notNull().references("businesses.id").onDelete("cascade"))
    .addColumn("branch_id", "integer", (c) => c.references("branches.id").onDelete("cascade"))
    .addColumn("type", "text", (c) => c.notNull())
    // JSON text: { en, ar, ...data }
    .addColumn("data", "text", (c) => c.notNull())
    .addColumn("read_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  // Unread count and mark-all-read; the list (newest first) uses the second.
  await db.schema
    .createIndex("notifications_user_read_idx")
    .on("notifications")
    .columns(["user_id", "read_at", "id"])
    .execute();
  await db.schema
    .createIndex("notifications_user_idx")
    .on("notifications")
    .columns(["user_id", "id"])
    .execute();
  await db.schema
    .createIndex("notifications_business_idx")
    .on("notifications")
    .column("business_id")
    .execute();

  // Audits list of a business filtered by user, newest first.
  await db.schema
    .createIndex("audits_business_user_idx")
    .on("audits")
    .columns(["business_id", "user_id", "created_at"])
    .execute();
  // A user's permission strings in one branch (permissions editor, tenancy).
  await db.schema
    .createIndex("permissions_user_branch_idx")
    .on("permissions")
    .columns(["user_id", "branch_id"])
    .execute();
  // Recipients of a branch notification: who holds `branch.{id}.{area}.read` in a business.
  await db.schema
    .createIndex("permissions_business_permission_idx")
    .on("permissions")
    .columns(["business_id", "permission"])
    .execute();
  // Users list role filter: business members by role.
  await db.schema
    .createIndex("business_users_business_role_idx")
    .on("business_users")
    .columns(["business_id", "role"])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("business_users_business_role_idx").ifExists().execute();
  await db.schema.dropIndex("permissions_business_permission_idx").ifExists().execute();
  await db.schema.dropIndex("permissions_user_branch_idx").ifExists().execute();
  await db.schema.dropIndex("audits_business_user_idx").ifExists().execute();
  await db.schema.dropTable("notifications").ifExists().execute();
}
