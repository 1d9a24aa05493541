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
  return Number((rows[0] as { total?: number | string } | undefined)?.total ?? 0);
}
