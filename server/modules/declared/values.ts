import { fromFils, toFils } from "../../../src/domain/money";
import {
  isColumn,
  type DeclaredRecord,
  type FieldDeclaration,
  type ResourceDeclaration,
} from "../../../src/domain/resources";
import { localesColumns, parseLocales, validateLocales, type LocaleText } from "../../db/locales";
import type { FieldErrors } from "../../errors";
import { isoFromInput } from "../../shared/date-input";

// Values between the wire (money in KWD, booleans, locales arrays) and the row (integer fils, 0/1, JSON text):
// the one place a declared resource's rows are mapped, so drivers' differences stop here (STYLE: Kysely).

type Row = Record<string, unknown>;

const TEXT_TYPES = new Set(["text", "url", "phone"]);

function readValue(field: FieldDeclaration, value: unknown): unknown {
  if (field.type === "localized") return parseLocales(value as string | null);
  if (value === null || value === undefined) return null;
  switch (field.type) {
    case "money":
      return fromFils(Number(value));
    case "boolean":
      return Number(value) === 1 || value === true;
    case "number":
    case "reference":
    case "media":
    case "parent":
      return Number(value);
    default:
      return String(value);
  }
}

/** A stored row as the API answers it. */
export function recordOf(declaration: ResourceDeclaration, row: Row): DeclaredRecord {
  const record: DeclaredRecord = { id: Number(row.id), business_id: Number(row.business_id) };
  if (declaration.scope === "branch") record.branch_id = Number(row.branch_id);
  if (declaration.pathParent)
    record[declaration.pathParent.column] = Number(row[declaration.pathParent.column]);
  for (const [name, alias] of Object.entries(declaration.idAliases ?? {})) record[alias] = record[name];
  for (const field of declaration.fields.filter(isColumn))
    record[field.name] = readValue(field, row[field.name]);
  return { ...record, created_at: row.created_at, updated_at: row.updated_at };
}

/**
 * The create body with each missing field's default (or null), as the hooks and the audit see it. A read-only
 * field nobody set is left to the column's own default.
 */
export function withDefaults(declaration: ResourceDeclaration, body: DeclaredRecord): DeclaredRecord {
  const record: DeclaredRecord = {};
  for (const field of declaration.fields) {
    if (field.readOnly && !(field.name in body)) continue;
    record[field.name] = body[field.name] ?? field.default ?? null;
  }
  return record;
}

/** Trimmed text; blank optional text is stored as nothing. Returns the cleaned wire value. */
function cleanValue(field: FieldDeclaration, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (TEXT_TYPES.has(field.type)) return String(value).trim() || null;
  // A blank date-time is no date-time (a required one then answers "required", not "invalid date").
  if (field.type === "datetime") return String(value).trim() ? (isoFromInput(String(value)) ?? value) : null;
  if (field.type === "localized")
    return (value as LocaleText[]).map((l) => ({ ...l, name: (l.name ?? "").trim() }));
  return value;
}

/** The sent fields cleaned, and the rules only the server can see once cleaned (blank text, real date-times). */
export function cleanInput(
  declaration: ResourceDeclaration,
  body: DeclaredRecord,
): { values: DeclaredRecord; errors: FieldErrors } {
  const values: DeclaredRecord = {};
  const errors: FieldErrors = {};
  for (const field of declaration.fields) {
    // Set by the server alone.
    if (field.readOnly) continue;
    // The field's own name wins over its aliases (older clients' names for it).
    const sentAs = [field.name, ...(field.aliases ?? [])].find((name) => body[name] !== undefined);
    if (sentAs === undefined) continue;
    const value = cleanValue(field, body[sentAs]);
    values[field.name] = value;
    if (field.required && value === null) errors[field.name] = field.requiredMessage ?? "validation.required";
    if (field.type === "datetime" && value !== null && !isoFromInput(String(value)))
      errors[field.name] = "validation.date";
    if (field.type === "localized") Object.assign(errors, validateLocales(value as LocaleText[] | undefined));
  }
  return { values, errors };
}

/** Cleaned wire values as columns (fils, 0/1, locales JSON plus its search text). */
export function columnsOf(declaration: ResourceDeclaration, values: DeclaredRecord): Row {
  const columns: Row = {};
  for (const field of declaration.fields.filter(isColumn)) {
    if (!(field.name in values)) continue;
    const value = values[field.name];
    if (field.type === "localized") Object.assign(columns, localesColumns(value as LocaleText[]));
    else if (value === null) columns[field.name] = null;
    else if (field.type === "money") columns[field.name] = toFils(Number(value));
    else if (field.type === "boolean") columns[field.name] = value ? 1 : 0;
    else columns[field.name] = value;
  }
  return columns;
}
