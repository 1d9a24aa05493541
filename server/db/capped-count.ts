import {
  DummyDriver,
  Kysely,
  sql,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type SelectQueryBuilder,
} from "kysely";

/**
 * Lists stop counting here (DESIGN §9: lists never count a whole table per request). Past it a list answers the
 * capped figure with `total_capped: true`. LIST_COUNT_CAP lowers it (tests reach the cap with a few rows).
 */
export const DEFAULT_COUNT_CAP = 10_000;

export function countCap(): number {
  const value = Number(process.env.LIST_COUNT_CAP);
  return Number.isInteger(value) && value > 0 ? value : DEFAULT_COUNT_CAP;
}

// Builds query trees only, never runs them: trees are the same for every dialect; the real connection compiles them.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const trees = new Kysely<any>({
  dialect: {
    createAdapter: () => new SqliteAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new SqliteIntrospector(db),
    createQueryCompiler: () => new SqliteQueryCompiler(),
  },
});

/**
 * `select count(*) from (select 1 from ... where ... limit <limit>)`: at most `limit` index entries are read,
 * however many rows match. Kysely cannot select from a builder without its Kysely instance, so a one-off plugin
 * swaps the root node for the wrapping query; it runs on the builder's own connection (its transaction, if any).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function countUpTo(query: SelectQueryBuilder<any, any, any>, limit: number): Promise<number> {
  const compiled = query.compile();
  const key = `${limit}\u0000${compiled.sql}\u0000${JSON.stringify(compiled.parameters)}`;
  if (beyondLimit.has(key)) {
    if (Date.now() - (beyondLimit.get(key) ?? 0) < BEYOND_LIMIT_MS) return limit;
    beyondLimit.delete(key);
  }
  const inner = query
    .clearSelect()
    .clearOrderBy()
    .clearLimit()
    .clearOffset()
    .select(sql`1`.as("one"))
    .limit(limit);
  const outer = trees
    .selectFrom(inner.as("capped"))
    .select(sql`count(*)`.as("total"))
    .toOperationNode();
  const rows = await inner
    .withPlugin({ transformQuery: () => outer, transformResult: async ({ result }) => result })
    .execute();
  const total = Number((rows[0] as { total?: number | string } | undefined)?.total ?? 0);
  if (total >= limit) remember(key);
  return total;
}

/**
 * Counts that reached their limit, by query and parameters, for a few seconds. A busy branch's list is read over
 * and over with the same filters, and each capped count reads `limit` index entries; a result that is past the cap
 * only claims "at least this many", which stays true unless thousands of matching rows vanish within seconds.
 * Exact (smaller) counts are never remembered, so small lists stay exact on every request. Per process, bounded.
 */
const BEYOND_LIMIT_MS = 15_000;
const BEYOND_LIMIT_ENTRIES = 2_000;
const beyondLimit = new Map<string, number>();

/** Forgets every remembered count: they belong to the database that was open when they were counted. */
export function forgetCappedCounts(): void {
  beyondLimit.clear();
}

function remember(key: string) {
  beyondLimit.delete(key);
  beyondLimit.set(key, Date.now());
  // A Map iterates in insertion order: the first key is the oldest.
  if (beyondLimit.size > BEYOND_LIMIT_ENTRIES) beyondLimit.delete(beyondLimit.keys().next().value as string);
}
