import type { ResourceDeclaration } from "../../../src/domain/resources";
import { validationFailed, type FieldErrors } from "../../errors";
import { isoFromInput } from "../../shared/date-input";
import type { ListParams, Period } from "./repository";
import { PERIOD_KEYS } from "./schemas";

// A declared list's query read once for every path that answers it: the equality filters and the period.

const PAGING_KEYS = ["page", "per_page", "sort", "order", "q", "ids"];
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const endOfDay = (iso: string) => new Date(Date.parse(iso) + 86_400_000 - 1).toISOString();

/**
 * The equality filters of the query (booleans as 0/1, a reference's 0 as null: the records without one). An
 * unknown key would silently list everything: it answers 422, unless `lenient` (legacy paths, whose older clients
 * send keys of their own).
 */
export function filtersOf(
  declaration: ResourceDeclaration,
  query: ListParams,
  lenient = false,
): Record<string, unknown> {
  const filterable = new Map(declaration.fields.filter((f) => f.filterable).map((f) => [f.name, f]));
  const periodKeys: readonly string[] = declaration.periodFilter ? PERIOD_KEYS : [];
  const filters: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(query)) {
    if (PAGING_KEYS.includes(key) || periodKeys.includes(key) || value === undefined) continue;
    const field = filterable.get(key);
    if (field?.type === "reference" && value === 0) filters[key] = null;
    else if (field) filters[key] = typeof value === "boolean" ? Number(value) : value;
    else if (!lenient) throw validationFailed({ [key]: "validation.unknownField" });
  }
  return filters;
}

/** The `from`/`to` of a declared period filter as ISO-8601 UTC; a value that is no date answers 422. */
export function periodOf(declaration: ResourceDeclaration, query: ListParams): Period {
  if (!declaration.periodFilter) return {};
  const errors: FieldErrors = {};
  const period: Period = {};
  for (const key of PERIOD_KEYS) {
    const text = query[key] as string | undefined;
    if (!text) continue;
    const iso = isoFromInput(text);
    if (!iso) errors[key] = "validation.date";
    // A day alone as the end of the period covers that whole day, when the declaration says so.
    else if (key === "to" && declaration.periodFilter.wholeDayTo && DAY.test(text.trim()))
      period[key] = endOfDay(iso);
    else period[key] = iso;
  }
  if (Object.keys(errors).length) throw validationFailed(errors);
  return period;
}
