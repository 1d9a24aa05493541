import type { Locale } from "../domain/constants";

// A guest's call for a waiter, as the branch channel carries it (server/modules/public/waiter.ts): the table's name
// in both languages and the guest's note.

export interface WaiterCall {
  table_id?: number;
  table?: Partial<Record<Locale, string>>;
  note?: string;
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** "Table 4 is calling a waiter: “the bill please”", in the reader's language (the other one's name if needed). */
export function waiterCallText(payload: unknown, locale: Locale, translate: Translate): string {
  const call = (payload ?? {}) as WaiterCall;
  const other: Locale = locale === "ar" ? "en" : "ar";
  const table = call.table?.[locale] || call.table?.[other] || `#${call.table_id ?? ""}`;
  const note = typeof call.note === "string" ? call.note.trim() : "";
  return note
    ? translate("app.live.waiterCallNote", { table, note })
    : translate("app.live.waiterCall", { table });
}
