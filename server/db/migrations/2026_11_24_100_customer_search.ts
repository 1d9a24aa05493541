import { sql, type Kysely } from "kysely";
import { isPostgres } from "../dialect";

// Frozen in time: never import application code here.
// The orders and stays lists search customers by any part of their name or phone. As a `%q%` scan that read every
// row of a branch whenever few rows matched: 0.3–0.7 s on SQLite (blocking every other request) and about 1 s on
// PostgreSQL, for a branch with a million orders. Trigram indexes find the rows that contain the text instead.
// PostgreSQL: pg_trgm's GIN indexes, which the lists' own `like` uses. SQLite: an FTS5 trigram table per list,
// kept by triggers, whose `scope` column holds "<branch id>" so a search is answered for one branch.

const TABLES = ["orders", "reservations"] as const;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    // pg_trgm ships with PostgreSQL (contrib) and is a trusted extension; a server without it keeps the scan.
    const available = await sql<{
      name: string;
    }>`select name from pg_available_extensions where name = 'pg_trgm'`.execute(db);
    if (!available.rows.length) return;
    await sql`create extension if not exists pg_trgm`.execute(db);
    for (const table of TABLES) {
      await sql`create index ${sql.id(`${table}_customer_name_trgm`)} on ${sql.table(table)} using gin (lower(customer_name) gin_trgm_ops)`.execute(
        db,
      );
      await sql`create index ${sql.id(`${table}_customer_phone_trgm`)} on ${sql.table(table)} using gin (customer_phone gin_trgm_ops)`.execute(
        db,
      );
    }
    return;
  }
  for (const table of TABLES) {
    const search = `${table}_customer_search`;
    // The index row of a list row: `of` is "new." in a trigger, nothing when read from the table itself.
    const row = (of: string) =>
      `${of}id, '<' || ${of}branch_id || '>', ${of}customer_name, ${of}customer_phone`;
    await sql
      .raw(
        `create virtual table ${search} using fts5(scope, customer_name, customer_phone, content='', contentless_delete=1, tokenize='trigram')`,
      )
      .execute(db);
    await sql
      .raw(
        `insert into ${search} (rowid, scope, customer_name, customer_phone) select ${row("")} from ${table}`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger ${search}_insert after insert on ${table} begin
          insert into ${search} (rowid, scope, customer_name, customer_phone) values (${row("new.")}); end`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger ${search}_delete after delete on ${table} begin delete from ${search} where rowid = old.id; end`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger ${search}_update after update of branch_id, customer_name, customer_phone on ${table} begin
          delete from ${search} where rowid = old.id;
          insert into ${search} (rowid, scope, customer_name, customer_phone) values (${row("new.")}); end`,
      )
      .execute(db);
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) {
    if (isPostgres(db)) {
      await sql`drop index if exists ${sql.id(`${table}_customer_name_trgm`)}`.execute(db);
      await sql`drop index if exists ${sql.id(`${table}_customer_phone_trgm`)}`.execute(db);
      continue;
    }
    for (const trigger of ["insert", "delete", "update"])
      await sql.raw(`drop trigger if exists ${table}_customer_search_${trigger}`).execute(db);
    await sql.raw(`drop table if exists ${table}_customer_search`).execute(db);
  }
}
