import { sql, type Kysely } from "kysely";
import { isPostgres } from "../dialect";

// Frozen in time: never import application code here.
// The global search (Ctrl-K) over orders, stays, items and categories of a business. One index, `search_index`:
// per record a row whose id is the record's id × 8 + its kind, a `scope` naming the kind and the branch (orders,
// stays) or business (items, categories) it belongs to, e.g. "<o12>", and the normalised text searched (`words`).
// The database keeps it current itself, with triggers on the tables: every write path (staff, public API, seeds,
// future ones) is covered without each service remembering. The normalisation (Arabic letter forms, diacritics,
// digits, Latin accents) is src/domain/search-normalise.ts's map, copied here as SQL; a test compares them.
// SQLite: an FTS5 trigram table (contentless). PostgreSQL: a table with a pg_trgm GIN index.

/** The kinds: id × 8 + kind is the index row's id, so every record has one row and ids sort newest last. */
const KIND = { order: 1, stay: 2, item: 3, category: 4 } as const;

/** A copy of SEARCH_CHARACTER_MAP (src/domain/search-normalise.ts) as it was when this migration was written. */
const CHARACTER_MAP: Record<string, string> = {
  "\u0623": "\u0627",
  "\u0625": "\u0627",
  "\u0622": "\u0627",
  "\u0671": "\u0627",
  "\u0629": "\u0647",
  "\u0649": "\u064a",
  "\u0640": "",
  ...Object.fromEntries(
    Array.from({ length: 0x065f - 0x064b + 1 }, (_, i) => [String.fromCharCode(0x064b + i), ""]),
  ),
  "\u0670": "",
  ...Object.fromEntries(Array.from({ length: 10 }, (_, d) => [String.fromCharCode(0x0660 + d), String(d)])),
  ...Object.fromEntries(Array.from({ length: 10 }, (_, d) => [String.fromCharCode(0x06f0 + d), String(d)])),
  ...latin("aàáâãäåā", "AÀÁÂÃÄÅĀ"),
  ...latin("cç", "CÇ"),
  ...latin("eèéêëē", "EÈÉÊËĒ"),
  ...latin("iìíîïī", "IÌÍÎÏĪ"),
  ...latin("nñ", "NÑ"),
  ...latin("oòóôõöøō", "OÒÓÔÕÖØŌ"),
  ...latin("uùúûüū", "UÙÚÛÜŪ"),
  ...latin("yýÿ", "YÝŸ"),
};

function latin(small: string, capital: string): Record<string, string> {
  const base = small[0];
  return Object.fromEntries([...small.slice(1), ...capital.slice(1)].map((c) => [c, base]));
}

const quote = (text: string) => `'${text.replaceAll("'", "''")}'`;

/** SQLite: the normalised text of an SQL expression, as nested replace() calls (SQLite has no translate()). */
export function sqliteNormalised(expression: string): string {
  let out = `lower(${expression})`;
  for (const [from, to] of Object.entries(CHARACTER_MAP))
    out = `replace(${out}, ${quote(from)}, ${quote(to)})`;
  return out;
}

/** PostgreSQL: one translate(); characters past the end of the replacements are dropped. */
function postgresNormaliseFunction(): string {
  const entries = Object.entries(CHARACTER_MAP);
  const kept = entries.filter(([, to]) => to !== "");
  const dropped = entries.filter(([, to]) => to === "");
  const from = [...kept, ...dropped].map(([c]) => c).join("");
  const to = kept.map(([, c]) => c).join("");
  return `create or replace function search_normalise(value text) returns text language sql immutable parallel safe
    as $$ select translate(lower(coalesce(value, '')), ${quote(from)}, ${quote(to)}) $$`;
}

/** Each table's index row, as SQL over `r` (the row): its id, scope and text before normalisation. */
interface Source {
  table: string;
  kind: number;
  scope: string;
  text: string;
  /** Columns whose change rewrites the row (SQLite's `update of`). */
  columns: string[];
}

const digits = (column: string) =>
  `replace(replace(replace(coalesce(${column}, ''), '+', ''), ' ', ''), '-', '')`;

const SOURCES: Source[] = [
  {
    table: "orders",
    kind: KIND.order,
    scope: `'<o' || r.branch_id || '>'`,
    text: `'#' || r.number || ' ' || coalesce(r.customer_name, '') || ' ' || ${digits("r.customer_phone")}`,
    columns: ["branch_id", "number", "customer_name", "customer_phone"],
  },
  {
    table: "reservations",
    kind: KIND.stay,
    scope: `'<s' || r.branch_id || '>'`,
    text: `'#' || r.id || ' ' || coalesce(r.customer_name, '') || ' ' || ${digits("r.customer_phone")} || ' ' || coalesce((select i.search from items i where i.id = r.item_id), '')`,
    columns: ["branch_id", "item_id", "customer_name", "customer_phone"],
  },
  {
    table: "items",
    kind: KIND.item,
    scope: `'<i' || r.business_id || '>'`,
    text: `coalesce(r.search, '')`,
    columns: ["business_id", "search"],
  },
  {
    table: "categories",
    kind: KIND.category,
    scope: `'<c' || r.business_id || '>'`,
    text: `coalesce(r.search, '')`,
    columns: ["business_id", "search"],
  },
];

/** SQL of one index row (id, scope, words) selected from the source table aliased `r`. */
const rowOf = (source: Source, normalise: (e: string) => string) =>
  `cast(r.id as bigint) * 8 + ${source.kind}, ${source.scope}, ${normalise(source.text)}`;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) return upPostgres(db);
  await sql
    .raw(
      `create virtual table search_index using fts5(scope, words, content='', contentless_delete=1, tokenize='trigram')`,
    )
    .execute(db);
  for (const source of SOURCES) {
    const { table, kind } = source;
    const select = (where: string) =>
      `select ${rowOf(source, sqliteNormalised)} from ${table} r where ${where}`;
    await sql.raw(`insert into search_index (rowid, scope, words) ${select("1 = 1")}`).execute(db);
    // A trigger reads the written row back from its table (aliased `r`) so one expression serves the backfill too.
    await sql
      .raw(
        `create trigger ${table}_search_insert after insert on ${table} begin
          insert into search_index (rowid, scope, words) ${select("r.id = new.id")}; end`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger ${table}_search_delete after delete on ${table} begin
          delete from search_index where rowid = cast(old.id as bigint) * 8 + ${kind}; end`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger ${table}_search_update after update of ${source.columns.join(", ")} on ${table} begin
          delete from search_index where rowid = cast(old.id as bigint) * 8 + ${kind};
          insert into search_index (rowid, scope, words) ${select("r.id = new.id")}; end`,
      )
      .execute(db);
  }
  // A listing renamed: its stays are found by the new name.
  const stays = SOURCES.find((s) => s.table === "reservations")!;
  await sql
    .raw(
      `create trigger items_search_stays after update of search on items begin
        delete from search_index where rowid in (select cast(id as bigint) * 8 + ${KIND.stay} from reservations where item_id = new.id);
        insert into search_index (rowid, scope, words)
          select ${rowOf(stays, sqliteNormalised)} from reservations r where r.item_id = new.id; end`,
    )
    .execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function upPostgres(db: Kysely<any>): Promise<void> {
  await sql.raw(postgresNormaliseFunction()).execute(db);
  await sql
    .raw(`create table search_index (id bigint primary key, scope text not null, words text not null)`)
    .execute(db);
  const normalise = (e: string) => `search_normalise(${e})`;
  for (const source of SOURCES) {
    const { table, kind } = source;
    await sql
      .raw(`insert into search_index (id, scope, words) select ${rowOf(source, normalise)} from ${table} r`)
      .execute(db);
    await sql
      .raw(
        `create function ${table}_search_write() returns trigger language plpgsql as $$ begin
          if tg_op <> 'INSERT' then delete from search_index where id = cast(old.id as bigint) * 8 + ${kind}; end if;
          if tg_op <> 'DELETE' then
            insert into search_index (id, scope, words) select ${rowOf(source, normalise)} from ${table} r where r.id = new.id;
          end if;
          return null; end $$`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger ${table}_search_write after insert or delete or update of ${source.columns.join(", ")}
          on ${table} for each row execute function ${table}_search_write()`,
      )
      .execute(db);
  }
  const stays = SOURCES.find((s) => s.table === "reservations")!;
  await sql
    .raw(
      `create function items_search_stays() returns trigger language plpgsql as $$ begin
        delete from search_index where id in (select cast(id as bigint) * 8 + ${KIND.stay} from reservations where item_id = new.id);
        insert into search_index (id, scope, words)
          select ${rowOf(stays, normalise)} from reservations r where r.item_id = new.id;
        return null; end $$`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger items_search_stays after update of search on items for each row execute function items_search_stays()`,
    )
    .execute(db);
  await sql`create index search_index_scope on search_index (scope, id)`.execute(db);
  // pg_trgm ships with PostgreSQL (contrib); 2026_11_24_100 created it where available. Without it the search scans.
  const trgm = await sql<{
    name: string;
  }>`select extname as name from pg_extension where extname = 'pg_trgm'`.execute(db);
  if (trgm.rows.length)
    await sql`create index search_index_text on search_index using gin (words gin_trgm_ops)`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop trigger if exists items_search_stays on items`.execute(db);
    await sql`drop function if exists items_search_stays()`.execute(db);
    for (const { table } of SOURCES) {
      await sql.raw(`drop trigger if exists ${table}_search_write on ${table}`).execute(db);
      await sql.raw(`drop function if exists ${table}_search_write()`).execute(db);
    }
    await sql`drop table if exists search_index`.execute(db);
    await sql`drop function if exists search_normalise(text)`.execute(db);
    return;
  }
  await sql`drop trigger if exists items_search_stays`.execute(db);
  for (const { table } of SOURCES)
    for (const trigger of ["insert", "delete", "update"])
      await sql.raw(`drop trigger if exists ${table}_search_${trigger}`).execute(db);
  await sql`drop table if exists search_index`.execute(db);
}
