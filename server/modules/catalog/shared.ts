import { Type } from "typebox";
import { ErrorBody, errorResponses } from "../../http/schemas";
import { staleWrite } from "../../errors";
import { nowIso } from "../../db/dialect";

// Small pieces every catalog module uses: optimistic concurrency, dates, output schemas.

/** DESIGN §4: the client sends the updated_at it loaded; any other stored value means someone else wrote since. */
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

const DATE_INPUT = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,6}))?)?)?(Z|[+-]\d{2}:?\d{2})?$/;

/**
 * A date or date-time from the dashboard (YYYY-MM-DD, YYYY-MM-DDTHH:mm[:ss], optionally with a zone) as ISO UTC text,
 * or null when it is not a real date. Without a zone the time is taken as UTC, so the server's zone never matters.
 */
export function isoFromInput(text: string | null | undefined): string | null {
  const match = DATE_INPUT.exec((text ?? "").trim());
  if (!match) return null;
  const [, y, mo, d, h = "00", mi = "00", s = "00", ms = "0", zone] = match;
  const normalized = `${y}-${mo}-${d}T${h}:${mi}:${s}.${ms.padEnd(3, "0").slice(0, 3)}${zone ? zone.replace(/^([+-]\d{2})(\d{2})$/, "$1:$2") : "Z"}`;
  const time = Date.parse(normalized);
  if (Number.isNaN(time)) return null;
  // Reject rolled-over dates such as 2026-02-30.
  if (!zone && new Date(time).toISOString().slice(0, 10) !== `${y}-${mo}-${d}`) return null;
  return new Date(time).toISOString();
}

export const addDaysIso = (iso: string, days: number) => new Date(Date.parse(iso) + days * 86_400_000).toISOString();

/** Groups rows by a key, keeping their order. */
export function groupBy<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const k = key(row);
    const list = groups.get(k);
    if (list) list.push(row);
    else groups.set(k, [row]);
  }
  return groups;
}

export const NullableString = Type.Union([Type.String(), Type.Null()]);
export const NullableInteger = Type.Union([Type.Integer(), Type.Null()]);
export const NullableNumber = Type.Union([Type.Number(), Type.Null()]);

export const LocaleOut = Type.Object({
  locale: Type.String(),
  name: Type.Optional(NullableString),
  description: Type.Optional(NullableString),
});
export const LocalesOut = Type.Array(LocaleOut);

/** A picture reduced to what a card shows (category picture, business logo). */
export const PictureOut = Type.Union([Type.Object({ id: Type.Integer(), src: Type.String() }), Type.Null()]);

/** Deletes answer the id of what is gone. */
export const DeletedOut = Type.Object({ data: Type.Object({ id: Type.Integer() }) });

/** The optimistic-concurrency field of an edit. */
export const UpdatedAtIn = Type.Optional(Type.Union([Type.String({ maxLength: 40 }), Type.Null()]));

export const SortIn = Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: 5000 });

export { listOrder } from "../../db/pagination";

/** Error answers of an edit: the usual ones and 409 for a stale updated_at. */
export const writeErrors = { ...errorResponses, 409: ErrorBody };

/** SPEC §7 writes some list and create paths with a trailing slash (`business/`, `holidays/`): both spellings answer. */
export const slashed = (path: string) => [path, `${path}/`] as const;

/**
 * The write half of optimistic concurrency: updates are made `where updated_at = <the value read>`, so of two
 * concurrent saves that both passed assertFresh only the first changes a row; the second answers 409.
 */
export function assertWritten(result: { numUpdatedRows: bigint | number }): void {
  if (Number(result.numUpdatedRows) !== 1) throw staleWrite();
}
