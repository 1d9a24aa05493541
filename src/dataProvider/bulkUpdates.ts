// react-admin's updateMany in one call where the API changes a selection atomically (issue 49): all the records or
// none, each audited. Any other change of a selection is one update per record, each with its own checks, its
// conflict guard (updated_at) and its audit row, as react-admin's own REST providers do it.

export interface BulkUpdate {
  /** The route's path, its placeholders (`{businessId}`) filled from the call's meta or the current scope. */
  path: string;
  body: (ids: readonly number[]) => unknown;
}

/** The atomic route for this change of these records, when one exists. */
export function bulkUpdateOf(resource: string, data: unknown): BulkUpdate | undefined {
  const fields = data && typeof data === "object" ? Object.keys(data) : [];
  // An item's "sold out", one or many at once (the menu editor's selection, SPEC's owner switches).
  if (
    resource === "items" &&
    fields.length === 1 &&
    typeof (data as { sold_out?: unknown }).sold_out === "boolean"
  ) {
    const soldOut = (data as { sold_out: boolean }).sold_out;
    return { path: "business/{businessId}/items/sold-out", body: (ids) => ({ ids, sold_out: soldOut }) };
  }
  return undefined;
}
