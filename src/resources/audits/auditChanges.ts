/** One changed field of an audit entry: its value before and after (absent on creates and deletes). */
export interface ChangeRow {
  field: string;
  before?: unknown;
  after?: unknown;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The rows of an audit's `changes`: `{ field: [before, after] }` for updates, `{ after: {...} }` for creates and
 * `{ before: {...} }` for deletes (server/plugins/audit.ts).
 */
export function changeRows(changes: unknown): ChangeRow[] {
  if (!isObject(changes)) return [];
  const keys = Object.keys(changes);
  if (keys.length === 1 && keys[0] === "after" && isObject(changes.after)) {
    return Object.entries(changes.after).map(([field, after]) => ({ field, after }));
  }
  if (keys.length === 1 && keys[0] === "before" && isObject(changes.before)) {
    return Object.entries(changes.before).map(([field, before]) => ({ field, before }));
  }
  return Object.entries(changes).map(([field, value]) =>
    Array.isArray(value) && value.length === 2
      ? { field, before: value[0], after: value[1] }
      : { field, after: value },
  );
}
