import type { Kysely } from "kysely";
import type { DB } from "../db/schema/index";
import { validationFailed, type FieldErrors } from "../errors";
import { businessTime } from "../modules/config/business-config";
import { addDays, isDateOnly, zonedToUtcIso } from "../../src/domain/zoned-time";
import { isoFromInput } from "./date-input";

export interface Bounds {
  /** inclusive ISO instant */
  from?: string;
  /** exclusive ISO instant */
  to?: string;
}

/**
 * A `from`/`to` filter as UTC bounds. A date-only value means whole days in the business's time zone (`to`
 * inclusive: up to the end of that day); a date-time is taken as given (UTC unless it carries a zone).
 * Bad values answer 422 with the date message; `to` before `from` the date-range message.
 */
export function periodBounds(input: { from?: string; to?: string }, timeZone: string): Bounds {
  const errors: FieldErrors = {};
  const bound = (field: "from" | "to", value: string | undefined): string | undefined => {
    const text = value?.trim();
    if (!text) return undefined;
    if (isDateOnly(text)) return zonedToUtcIso(field === "to" ? addDays(text, 1) : text, "00:00", timeZone);
    const iso = isoFromInput(text);
    if (!iso) {
      errors[field] = "validation.date";
      return undefined;
    }
    return field === "to" ? new Date(Date.parse(iso) + 1).toISOString() : iso;
  };
  const bounds = { from: bound("from", input.from), to: bound("to", input.to) };
  if (!errors.from && !errors.to && bounds.from && bounds.to && bounds.to <= bounds.from)
    errors.to = "validation.dateRange";
  if (Object.keys(errors).length) throw validationFailed(errors);
  return bounds;
}

/**
 * A list's `from`/`to` filter as bounds. The business's time zone is read only when a bound is a day (a list without
 * a period, the usual page, costs no extra statement).
 */
export async function listPeriod(
  db: Kysely<DB>,
  businessId: number,
  input: { from?: string; to?: string },
): Promise<Bounds> {
  const needsZone = [input.from, input.to].some((value) => value !== undefined && isDateOnly(value.trim()));
  const timeZone = needsZone ? (await businessTime(db, businessId)).timeZone : "UTC";
  return periodBounds(input, timeZone);
}
