import { sql, type Kysely } from "kysely";
import type { DB } from "../../db/schema/index";
import { isPostgres } from "../../db/dialect";
import { SEARCH_NEWEST_WINDOW } from "../../../src/domain/constants";

// The global search's one index (migration 2026_11_30_500_search_index): an index row's id is the record's id × 8
// + its kind, its scope names the kind and the branch or business ("<o12>": orders of branch 12), its words are
// the record's normalised text. SQLite answers through FTS5's trigram table, PostgreSQL through pg_trgm's GIN
// index; both newest first (the highest ids), a few per kind.

export const INDEX_KIND = { order: 1, stay: 2, item: 3, category: 4, customer: 5 } as const;
export type IndexedKind = keyof typeof INDEX_KIND;

const SCOPE_LETTER: Record<IndexedKind, string> = {
  order: "o",
  stay: "s",
  item: "i",
  category: "c",
  customer: "p",
};

/** Trigrams need three characters: a shorter needle is not looked up in the index. */
export const INDEX_MIN_LENGTH = 3;

/** The scope of a kind's records in one branch (orders, stays) or business (items, categories). */
export const indexScope = (kind: IndexedKind, ownerId: number) => `<${SCOPE_LETTER[kind]}${ownerId}>`;

/** A phrase of FTS5's query language that matches `text` as it is: quotes doubled, nothing else special. */
const phrase = (text: string) => `"${text.replaceAll('"', '""')}"`;

const likeContains = (needle: string) => `%${needle.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Whether one of the scopes holds more than `count` rows (counted on the (scope, id) index, up to count + 1). */
async function anyBeyond(db: Kysely<DB>, scopes: readonly string[], count: number) {
  for (const scope of scopes) {
    const { rows } = await sql<{ n: string | number }>`select count(*) as n from (
      select 1 from search_index where scope = ${scope} limit ${count + 1}) first`.execute(db);
    if (Number(rows[0].n) > count) return true;
  }
  return false;
}

/**
 * The ids of the newest records of one kind, in the given scopes, whose words contain the (already normalised)
 * needle; at most `limit`. No scope, or a needle too short for trigrams: none.
 */
export async function findInIndex(
  db: Kysely<DB>,
  kind: IndexedKind,
  scopes: readonly string[],
  needle: string,
  limit: number,
): Promise<number[]> {
  if (!scopes.length || [...needle].length < INDEX_MIN_LENGTH) return [];
  const code = INDEX_KIND[kind];
  const decode = (ids: (string | number)[]) => ids.map((id) => (Number(id) - code) / 8);
  if (isPostgres(db)) {
    const pattern = likeContains(needle);
    // The newest rows of each scope first, each scope walked backwards on its (scope, id) index, stopping at the
    // limit's matches. When they held enough, or were all of the scopes' rows (a menu's items), that is the answer;
    // otherwise the trigram index is asked, which answers a rare text (a phone, a typo) at once.
    const newest = sql.join(
      scopes.map(
        (scope) =>
          sql`(select id, words from search_index where scope = ${scope} order by id desc limit ${SEARCH_NEWEST_WINDOW})`,
      ),
      sql` union all `,
    );
    const recent = await sql<{ id: string | number }>`select id from (${newest}) newest
      where words like ${pattern} escape '\\' order by id desc limit ${limit}`.execute(db);
    const ids = recent.rows.map((r) => r.id);
    if (ids.length >= limit || !(await anyBeyond(db, scopes, SEARCH_NEWEST_WINDOW))) return decode(ids);
    const { rows } = await sql<{ id: string | number }>`select id from search_index
      where scope in (${sql.join(scopes)}) and words like ${pattern} escape '\\'
      order by id desc limit ${limit}`.execute(db);
    return decode(rows.map((r) => r.id));
  }
  const match = `scope : (${scopes.map(phrase).join(" OR ")}) AND words : ${phrase(needle)}`;
  const { rows } = await sql<{ id: number }>`select rowid as id from search_index
    where search_index match ${match} order by rowid desc limit ${limit}`.execute(db);
  return decode(rows.map((r) => r.id));
}

/** Orders of the branches by their number (a needle of digits shorter than a trigram: "#7"). */
export const ordersByNumber = (
  db: Kysely<DB>,
  branchIds: readonly number[],
  number: number,
  limit: number,
) =>
  branchIds.length
    ? db
        .selectFrom("orders")
        .select("id")
        .where("branch_id", "in", branchIds)
        .where("number", "=", number)
        .orderBy("id", "desc")
        .limit(limit)
        .execute()
        .then((rows) => rows.map((r) => r.id))
    : Promise.resolve([]);

/**
 * The newest orders or stays of the branches made under one phone number (E.164), from the (business, phone,
 * created_at) index: a whole number typed is answered without walking the trigram index, whose digit trigrams
 * ("500", "333") are shared by most phones of a country.
 */
export const recordsByPhone = (
  db: Kysely<DB>,
  table: "orders" | "reservations",
  businessId: number,
  branchIds: readonly number[],
  phone: string,
  limit: number,
) =>
  branchIds.length
    ? db
        .selectFrom(table)
        .select("id")
        .where("business_id", "=", businessId)
        .where("customer_phone", "=", phone)
        .where("branch_id", "in", branchIds)
        .orderBy("created_at", "desc")
        .orderBy("id", "desc")
        .limit(limit)
        .execute()
        .then((rows) => rows.map((r) => r.id))
    : Promise.resolve([]);

/** The customer of one phone number (E.164), by the directory's unique index. */
export const customerByPhone = (db: Kysely<DB>, businessId: number, phone: string) =>
  db
    .selectFrom("customers")
    .select("id")
    .where("business_id", "=", businessId)
    .where("phone", "=", phone)
    .execute()
    .then((rows) => rows.map((r) => r.id));

/** Stays of the branches by their number (their id). */
export const staysByNumber = (db: Kysely<DB>, branchIds: readonly number[], id: number) =>
  branchIds.length
    ? db
        .selectFrom("reservations")
        .select("id")
        .where("branch_id", "in", branchIds)
        .where("id", "=", id)
        .execute()
        .then((rows) => rows.map((r) => r.id))
    : Promise.resolve([]);

/** What a found order shows. The business is checked again: the index's scope already holds it to the branch. */
export const ordersShown = (db: Kysely<DB>, businessId: number, ids: readonly number[]) =>
  ids.length
    ? db
        .selectFrom("orders")
        .select([
          "id",
          "branch_id",
          "number",
          "customer_name",
          "customer_phone",
          "status",
          "total",
          "created_at",
        ])
        .where("business_id", "=", businessId)
        .where("id", "in", ids)
        .orderBy("id", "desc")
        .execute()
    : Promise.resolve([]);

export const staysShown = (db: Kysely<DB>, businessId: number, ids: readonly number[]) =>
  ids.length
    ? db
        .selectFrom("reservations")
        .leftJoin("items", "items.id", "reservations.item_id")
        .select([
          "reservations.id",
          "reservations.branch_id",
          "reservations.customer_name",
          "reservations.customer_phone",
          "reservations.from",
          "reservations.to",
          "reservations.status",
          "items.locales as listing",
        ])
        .where("reservations.business_id", "=", businessId)
        .where("reservations.id", "in", ids)
        .orderBy("reservations.id", "desc")
        .execute()
    : Promise.resolve([]);

export const itemsShown = (db: Kysely<DB>, businessId: number, ids: readonly number[]) =>
  ids.length
    ? db
        .selectFrom("items")
        .innerJoin("categories", "categories.id", "items.category_id")
        .select(["items.id", "items.locales", "categories.locales as category", "categories.menu_id"])
        .where("items.business_id", "=", businessId)
        .where("items.id", "in", ids)
        .orderBy("items.id", "desc")
        .execute()
    : Promise.resolve([]);

export const categoriesShown = (db: Kysely<DB>, businessId: number, ids: readonly number[]) =>
  ids.length
    ? db
        .selectFrom("categories")
        .select(["id", "locales", "menu_id"])
        .where("business_id", "=", businessId)
        .where("id", "in", ids)
        .orderBy("id", "desc")
        .execute()
    : Promise.resolve([]);

/** The business's members (few: read whole and matched in the service). */
export const membersOf = (db: Kysely<DB>, businessId: number) =>
  db
    .selectFrom("business_users")
    .innerJoin("users", "users.id", "business_users.user_id")
    .select(["users.id", "users.name", "users.email", "users.phone"])
    .where("business_users.business_id", "=", businessId)
    .orderBy("users.id")
    .execute();

/** The business's branches (few). */
export const branchesOf = (db: Kysely<DB>, businessId: number) =>
  db
    .selectFrom("branches")
    .select(["id", "slug", "locales"])
    .where("business_id", "=", businessId)
    .orderBy("id")
    .execute();
