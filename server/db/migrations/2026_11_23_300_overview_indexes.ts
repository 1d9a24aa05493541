import type { Kysely } from "kysely";

// Frozen in time: never import application code here.
// The Overview's stay figures look for stays still running after an instant (occupancy: `to` after the period's
// start; departures: `to` today or tomorrow). By branch and check-out, that is a short index range of recent and
// coming stays instead of the branch's whole history.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex("reservations_branch_to_idx")
    .on("reservations")
    .columns(["branch_id", "to"])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("reservations_branch_to_idx").ifExists().execute();
}
