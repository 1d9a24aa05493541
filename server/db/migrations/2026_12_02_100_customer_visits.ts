import { sql, type Kysely } from "kysely";
import { isPostgres } from "../dialect";
import { added, body, ofPhone, removed, SOURCES, visit, type Source } from "./2026_12_01_100_customers";
import { sqliteNormalised } from "./2026_11_30_500_search_index";

// Frozen in time: never import application code here.
// The customers' triggers (2026_12_01_100) recomputed a customer's first and last visit with min/max over all
// their orders and stays on every write, status changes included. Those aggregates are only as fast as the plan
// PostgreSQL caches for them: a PL/pgSQL plan made while `orders` was nearly empty walked the (business,
// created_at) index and filtered on the phone, so one `insert … select` of 16,000 orders took 285 s. A new order or
// stay can only move the visits outward, so it now widens them with least/greatest; they are recomputed only when a
// row leaves its customer (a delete, or its phone changed), which is rare.

const OUTWARD = (x: string) =>
  `update customers set first_visit_at = case when first_visit_at is null or ${x}created_at < first_visit_at then ${x}created_at else first_visit_at end,
    last_visit_at = case when last_visit_at is null or ${x}created_at > last_visit_at then ${x}created_at else last_visit_at end
    where ${ofPhone(x)}`;

/** Recomputes the visits of row `x`'s customer when `when` holds. */
const recompute = (x: string, when: string) =>
  `update customers set first_visit_at = ${visit("min", x)}, last_visit_at = ${visit("max", x)} where ${ofPhone(x)} and ${when}`;

const moved = "old.customer_phone <> new.customer_phone or old.business_id <> new.business_id";

async function replaceTriggers(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  db: Kysely<any>,
  statements: (s: Source) => { insert: string[]; remove: string[]; update: string[] },
): Promise<void> {
  const postgres = isPostgres(db);
  for (const s of SOURCES) {
    const { table } = s;
    const { insert, remove, update } = statements(s);
    if (postgres) {
      // The trigger itself stays; its function is replaced (and its cached plans with it).
      await sql
        .raw(
          `create or replace function ${table}_customers_write() returns trigger language plpgsql as $$ begin
            if tg_op = 'INSERT' then ${body(insert)}
            elsif tg_op = 'DELETE' then ${body(remove)}
            else ${body(update)} end if;
            return null; end $$`,
        )
        .execute(db);
      continue;
    }
    for (const event of ["insert", "delete", "update"])
      await sql.raw(`drop trigger if exists ${table}_customers_${event}`).execute(db);
    const trigger = (event: string, list: string[]) =>
      sql
        .raw(
          `create trigger ${table}_customers_${event.split(" ")[0]} after ${event} on ${table} begin ${body(list)} end`,
        )
        .execute(db);
    await trigger("insert", insert);
    await trigger("delete", remove);
    await trigger(`update of ${s.columns.join(", ")}`, update);
  }
}

const normaliser = (postgres: boolean) =>
  postgres ? (e: string) => `search_normalise(${e})` : sqliteNormalised;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const normalise = normaliser(isPostgres(db));
  await replaceTriggers(db, (s) => ({
    insert: [...added(s, "new.", normalise), OUTWARD("new.")],
    remove: [...removed(s, "old."), recompute("old.", "1 = 1")],
    update: [
      ...removed(s, "old."),
      ...added(s, "new.", normalise),
      recompute("old.", `(${moved})`),
      recompute("new.", `(${moved})`),
    ],
  }));
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  const normalise = normaliser(isPostgres(db));
  const all = (x: string) => recompute(x, "1 = 1");
  await replaceTriggers(db, (s) => ({
    insert: [...added(s, "new.", normalise), all("new.")],
    remove: [...removed(s, "old."), all("old.")],
    update: [...removed(s, "old."), ...added(s, "new.", normalise), all("old."), all("new.")],
  }));
}
