import { sql, type Kysely } from "kysely";
import { isPostgres } from "../dialect";
import { sqliteTriggers, trackFunction } from "./2026_11_24_200_order_stats";

// Frozen in time: never import application code here (the first version of these triggers is a migration too).
// `order_stats` kept a row for every branch, quarter hour, status and type an order ever passed through: an order
// accepted, made ready and delivered left three rows at zero behind it, most of the table in a busy branch. An
// update or a deletion now deletes the row its old values leave at no order, in the same statement's trigger
// (under the business's figures lock on PostgreSQL, 2026_11_25_300_figures_lock), and the rows already at zero go.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function replaceTriggers(db: Kysely<any>, sweepEmpty: boolean): Promise<void> {
  if (isPostgres(db)) {
    await sql.raw(trackFunction(sweepEmpty)).execute(db);
    return;
  }
  for (const [name, trigger] of Object.entries(sqliteTriggers(sweepEmpty))) {
    await sql.raw(`drop trigger if exists ${name}`).execute(db);
    await sql.raw(trigger).execute(db);
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await replaceTriggers(db, true);
  await sql`delete from order_stats where orders = 0`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await replaceTriggers(db, false);
}
