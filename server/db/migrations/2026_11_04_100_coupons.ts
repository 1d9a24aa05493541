import type { Kysely } from "kysely";
import { withId } from "../dialect";

// Coupons of a business (declared in src/domain/resources/coupons.ts). Frozen in time: never import application
// code here. Money is integer fils, booleans 0/1, days YYYY-MM-DD text; a code is unique within its business.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable("coupons"))
    .addColumn("business_id", "integer", (c) => c.notNull().references("businesses.id").onDelete("cascade"))
    .addColumn("code", "text", (c) => c.notNull())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("amount", "integer", (c) => c.notNull())
    .addColumn("valid_from", "text", (c) => c.notNull())
    .addColumn("valid_to", "text", (c) => c.notNull())
    .addColumn("minimum_order_total", "integer")
    .addColumn("maximum_uses", "integer")
    .addColumn("active", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("coupons_business_code_idx")
    .on("coupons")
    .columns(["business_id", "code"])
    .unique()
    .execute();
  await db.schema
    .createIndex("coupons_business_valid_idx")
    .on("coupons")
    .columns(["business_id", "valid_from"])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("coupons").execute();
}
