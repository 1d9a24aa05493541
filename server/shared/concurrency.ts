import { staleWrite } from "../errors";
import { nowIso } from "../db/dialect";

// Optimistic concurrency (DESIGN §4) on records edited by several staff: items, categories, settings, reservations.

/** The client sends the updated_at it loaded; any other stored value means someone else wrote since. */
export function assertFresh(stored: string, sent: string | null | undefined): void {
  if (sent !== undefined && sent !== null && sent !== stored) throw staleWrite();
}

/** A new updated_at that always differs from the previous one, even within the same millisecond. */
export function nextUpdatedAt(previous?: string | null): string {
  const now = nowIso();
  if (!previous || now > previous) return now;
  const parsed = Date.parse(previous);
  return Number.isNaN(parsed) ? now : new Date(parsed + 1).toISOString();
}

/**
 * The write half: updates are made `where updated_at = <the value read>`, so of two concurrent saves that both
 * passed assertFresh only the first changes a row; the second answers 409.
 */
export function assertWritten(result: { numUpdatedRows: bigint | number }): void {
  if (Number(result.numUpdatedRows) !== 1) throw staleWrite();
}
