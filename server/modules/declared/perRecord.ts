import type { DeclaredRecord } from "../../../src/domain/resources";
import { groupBy } from "../../shared/group-by";

/**
 * The records with one more value each under `key`, from rows read for all their ids at once (nothing is read
 * without records): `ownerOf` names the record a row belongs to, `valueOf` makes a record's value of its rows
 * (in the order read; none for a record without rows).
 */
export async function withValuePerRecord<Row>(
  records: DeclaredRecord[],
  key: string,
  read: (ids: number[]) => Promise<Row[]>,
  ownerOf: (row: Row) => number,
  valueOf: (rows: Row[]) => unknown,
): Promise<DeclaredRecord[]> {
  const ids = records.map((record) => Number(record.id));
  const rows = ids.length ? await read(ids) : [];
  const byRecord = groupBy(rows, ownerOf);
  return records.map((record) => ({ ...record, [key]: valueOf(byRecord.get(Number(record.id)) ?? []) }));
}
