import type { Kysely } from "kysely";

// Frozen in time: never import application code here.
// A rejected order says why (the issue "figures an owner can trust": accept and reject as two clear buttons, the
// rejection asking for a reason). The reason belongs to the status change, so it is kept on the order's status
// history, beside who changed it and when; the order's own notes stay the customer's.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("order_status_history").addColumn("reason", "text").execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("order_status_history").dropColumn("reason").execute();
}
