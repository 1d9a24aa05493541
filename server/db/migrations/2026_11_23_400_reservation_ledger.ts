import type { Kysely } from "kysely";

// The reservation ledger: reservation_payments holds payments, refunds and the listing's insurance deposit
// (collected and returned), told apart by kind. Money out is a negative amount, so the sum of payments and
// refunds is what was kept. Orders and reports read the kind to show payments and refunds separately.
// Frozen in time: never import application code here.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // payment | refund | deposit | deposit_return; every earlier row was a payment.
  await db.schema
    .alterTable("reservation_payments")
    .addColumn("kind", "text", (c) => c.notNull().defaultTo("payment"))
    .execute();
  // The financial report sums each kind over a period of paid_at.
  await db.schema
    .createIndex("reservation_payments_kind_paid_idx")
    .on("reservation_payments")
    .columns(["kind", "paid_at"])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("reservation_payments_kind_paid_idx").execute();
  await db.schema.alterTable("reservation_payments").dropColumn("kind").execute();
}
