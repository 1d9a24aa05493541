import { sql } from "kysely";
import type { DeclaredRecord, ResourceDeclaration } from "../../../src/domain/resources";
import { withPictures } from "./media";
import { withValuePerRecord } from "./perRecord";
import type { AnyDb } from "./repository";
import { serverHooksOf } from "./serverHooks";

// What a declared record answers beside its own columns: its media, the counts of rows pointing at it and what its
// server hooks add.

/** Each declared count of the records, one grouped query per count. */
async function withCounts(
  db: AnyDb,
  declaration: ResourceDeclaration,
  records: DeclaredRecord[],
): Promise<DeclaredRecord[]> {
  let result = records;
  for (const count of declaration.counts ?? []) {
    result = await withValuePerRecord(
      result,
      count.key,
      (ids) =>
        db
          .selectFrom(count.table)
          .select([count.foreignKey, sql<number>`count(*)`.as("n")])
          .where(count.foreignKey, "in", ids)
          .groupBy(count.foreignKey)
          .execute(),
      (row: Record<string, unknown>) => Number(row[count.foreignKey]),
      // One grouped row per record that has any.
      (rows) => (rows[0] ? Number(rows[0].n) : 0),
    );
  }
  return result;
}

/** The records with their media (media.ts), their counts and their server hooks' values. */
export async function withRelated(db: AnyDb, declaration: ResourceDeclaration, records: DeclaredRecord[]) {
  const related = await withCounts(db, declaration, await withPictures(db, declaration, records));
  const expand = serverHooksOf(declaration).afterRead?.expand;
  return expand ? expand(db, related) : related;
}
