import { sql, type Kysely } from "kysely";

// Frozen in time: never import application code here.
// Staff take orders at the table (issue 48): a table's open order takes more items later, and the kitchen must tell
// those apart from what it already cooks. Each line keeps the round it came in (1 for the order as placed, then 2,
// 3, ...) and the note the waiter wrote for it ("no onions"), which until now could only join the order's notes.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("order_items")
    .addColumn("round", "integer", (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .alterTable("order_items")
    .addColumn("note", "text", (c) => c.notNull().defaultTo(sql.lit("")))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("order_items").dropColumn("note").execute();
  await db.schema.alterTable("order_items").dropColumn("round").execute();
}
