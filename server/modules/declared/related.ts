import { sql } from "kysely";
import type { DeclaredRecord, ResourceDeclaration } from "../../../src/domain/resources";
import { withPictures } from "./media";
import type { AnyDb } from "./repository";

// What a declared record answers beside its own columns: its media and the counts of rows pointing at it.

/** Each declared count of the records, one grouped query per count. */
async function withCounts(
  db: AnyDb,
  declaration: ResourceDeclaration,
  records: DeclaredRecord[],
): Promise<DeclaredRecord[]> {
  const ids = records.map((record) => record.id as number);
  let result = records;
  for (const count of declaration.counts ?? []) {
    const rows = ids.length
      ? await db
          .selectFrom(count.table)
          .select([count.foreignKey, sql<number>`count(*)`.as("n")])
          .where(count.foreignKey, "in", ids)
          .groupBy(count.foreignKey)
          .execute()
      : [];
    const byRecord = new Map(
      rows.map((row: Record<string, unknown>) => [Number(row[count.foreignKey]), Number(row.n)]),
    );
    result = result.map((record) => ({ ...record, [count.key]: byRecord.get(record.id as number) ?? 0 }));
  }
  return result;
}

/** The records with their media (media.ts) and their counts. */
export const withRelated = async (db: AnyDb, declaration: ResourceDeclaration, records: DeclaredRecord[]) =>
  withCounts(db, declaration, await withPictures(db, declaration, records));
