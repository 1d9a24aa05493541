import { sql, type Expression, type Kysely, type SqlBool } from "kysely";
import type { DB } from "../db/schema/index";
import { countCap } from "../db/capped-count";
import { isPostgres } from "../db/dialect";
import { likePattern } from "../db/locales";

// The customer search of the orders and stays lists: any part of the customer's name (in any case) or of their
// phone (typed with or without spaces and dashes). A `%q%` scan reads the whole branch when few rows match, so the
// search goes through the trigram indexes of migration 2026_11_24_100_customer_search: on PostgreSQL the planner
// picks pg_trgm's GIN indexes for the same `like`; on SQLite the FTS5 trigram table is asked first for the branch's
// matching rows, and a text that matches more rows than a list counts (a common name, the country code) is
// searched by the scan in list order instead, which then finds a page's rows among the first it reads.

type SearchedTable = "orders" | "reservations";

export interface CustomerSearch {
  /** Alternatives that together select the matching rows (to OR with any other the list has). */
  matches: Expression<SqlBool>[];
  /** At least this many of the branch's rows match: a list with no other filter need not count them. */
  atLeast?: number;
}

/** Trigrams need three characters; a shorter text can only be found by the scan. */
const TRIGRAM = 3;

const phoneDigits = (q: string) => q.replace(/[\s-]/g, "");

/** A phrase of FTS5's query language that matches `text` as it is: quotes doubled, nothing else special. */
const phrase = (text: string) => `"${text.replaceAll('"', '""')}"`;

const scanMatches = (table: SearchedTable, q: string): Expression<SqlBool>[] => [
  sql<boolean>`lower(${sql.ref(`${table}.customer_name`)}) like ${likePattern(q)} escape '\\'`,
  sql<boolean>`${sql.ref(`${table}.customer_phone`)} like ${likePattern(phoneDigits(q))} escape '\\'`,
];

export async function customerSearch(
  db: Kysely<DB>,
  table: SearchedTable,
  branchId: number,
  q: string,
): Promise<CustomerSearch> {
  const scan = { matches: scanMatches(table, q) };
  const phone = phoneDigits(q);
  if (isPostgres(db) || [...q].length < TRIGRAM || [...phone].length < TRIGRAM) return scan;
  const index = sql.table(`${table}_customer_search`);
  const match = `scope : ${phrase(`<${branchId}>`)} AND (customer_name : ${phrase(q)} OR customer_phone : ${phrase(phone)})`;
  const cap = countCap();
  const { rows } = await sql<{ found: number }>`select count(*) as found
    from (select 1 from ${index} where ${index} match ${match} limit ${cap + 1}) as found`.execute(db);
  if (Number(rows[0]?.found ?? 0) > cap) return { ...scan, atLeast: cap + 1 };
  return {
    matches: [
      sql<SqlBool>`${sql.ref(`${table}.id`)} in (select rowid from ${index} where ${index} match ${match})`,
    ],
  };
}
