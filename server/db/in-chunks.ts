import { BOUND_PARAMETERS_MAX } from "../../src/domain/constants";

/**
 * Writes `rows` in as few statements as the databases allow: a multi-row insert binds a parameter per column and
 * row, and SQLite refuses a statement of more than 32,766 (PostgreSQL 65,535). A rush of 64 orders of 100 lines is
 * 70,400 for the lines alone. Nothing is written for no rows. Returns what the statements returned, in order.
 */
export async function inChunks<R, T = unknown>(
  rows: readonly R[],
  columns: number,
  write: (chunk: R[]) => Promise<T[]>,
): Promise<T[]> {
  const size = Math.max(1, Math.floor(BOUND_PARAMETERS_MAX / columns));
  const written: T[] = [];
  for (let start = 0; start < rows.length; start += size)
    written.push(...(await write(rows.slice(start, start + size))));
  return written;
}
