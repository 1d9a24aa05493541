import type { Locale } from "../../domain/constants";
import { localizedName, type LocalizedText } from "../../domain/localizedText";
import { formatAmount, isolate } from "../../domain/money";
import { AUDIT_ENTITIES } from "../../domain/resources";
import { isDateOnly } from "../../domain/zoned-time";
import { formatBusinessDateTime } from "../shared/businessTime";
import { formatDisplayDate } from "../shared/dates";

/** What a value needs to read as people read it: the language, the business's time zone and currency. */
export interface AuditReading {
  translate: (key: string, options?: Record<string, unknown>) => string;
  locale: Locale;
  timeZone: string;
  currency: string;
  /** Names of permission areas and actions in the reader's language (as the permissions editor shows them). */
  permissionNames?: ReadonlyMap<string, string>;
}

/** A permission string `{area}.{action}` of a permissions entry, e.g. `orders.read`. */
const PERMISSION = /^([a-z_]+)\.(read|create|update|delete)$/;

/** `orders.read` as the permissions editor names it in the reader's language ("Orders: Read"). */
export function permissionName(permission: string, names: ReadonlyMap<string, string>): string {
  const match = PERMISSION.exec(permission);
  if (!match) return permission;
  const [, area, action] = match;
  return `${names.get(area) ?? area}: ${names.get(action) ?? action}`;
}

/** Fields holding amounts of money (decimal, in the business currency) in what the API audits. */
const MONEY_FIELDS = new Set([
  "price",
  "total",
  "amount",
  "paid",
  "balance",
  "line_total",
  "deposit",
  "received",
  "refunded",
  "ExtraCharge",
]);

/** The react-admin resource that names an entity's fields and statuses: the registry entry recording it. */
const resourceOfEntity = (entity: string) =>
  AUDIT_ENTITIES.find((known) => known.entity === entity)?.resource ?? `${entity}s`;

const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
// Phone numbers and other digit runs with a sign would swap places with the words around them in Arabic.
const PHONE = /^\+?\d[\d\s-]{5,}$/;
const MAX_TEXT = 120;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const isLocalizedList = (value: unknown): value is LocalizedText[] =>
  Array.isArray(value) && value.length > 0 && value.every((entry) => isObject(entry) && "locale" in entry);

/**
 * The names a text holds as JSON (`[{"locale":"en","name":"Main"},...]`): branches, menus and categories were
 * audited with their stored columns before they recorded names as the API answers them.
 */
function localizedListIn(text: string): LocalizedText[] | undefined {
  if (!text.startsWith("[{")) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return isLocalizedList(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** The translation of `key`, or undefined when the catalogue has none (polyglot answers the key itself). */
function translated(reading: AuditReading, key: string): string | undefined {
  const text = reading.translate(key, { _: "\u0000" });
  return text === "\u0000" || text === key ? undefined : text;
}

/**
 * A changed field's name as its screen names it: the audits' own names first, then the settings' names (settings
 * entries), then the resource's field names; the stored key only when no screen names it.
 */
export function fieldLabel(field: string, entity: string, reading: AuditReading, parent?: string): string {
  // Entries of the status colour settings are named by their status, as the settings screen names them.
  const ofParent = parent?.endsWith("StatusColors")
    ? translated(reading, `app.settings.statusColors.${field}`)
    : undefined;
  const resource = resourceOfEntity(entity);
  return (
    ofParent ??
    translated(reading, `resources.audits.changeFields.${field}`) ??
    translated(reading, `app.settings.fields.${field}`) ??
    // Settings shown as a whole section (the status colours) are named by their section.
    translated(reading, `app.settings.sections.${field.charAt(0).toLowerCase()}${field.slice(1)}`) ??
    translated(reading, `resources.${resource}.fields.${field}`) ??
    field
  );
}

/** A time as DD-MM-YYYY HH:mm in the business's time zone, a day as DD-MM-YYYY. */
function readableTime(value: string, timeZone: string): string | undefined {
  if (DATE_ONLY.test(value)) {
    return isDateOnly(value) ? formatDisplayDate(value) : undefined;
  }
  if (!DATE_TIME.test(value)) return undefined;
  return formatBusinessDateTime(value, timeZone) || undefined;
}

/**
 * One before/after value as short readable text: money in the reader's format, times in the business's time zone,
 * statuses and yes/no translated, a localized name in the reader's language, phone numbers isolated, lists and
 * objects as "a, b" and "key: value" — never raw JSON.
 */
export function readableValue(field: string, value: unknown, entity: string, reading: AuditReading): string {
  if (value === null || value === undefined || value === "") return "—";
  if (typeof value === "boolean") return reading.translate(value ? "ra.boolean.true" : "ra.boolean.false");
  if (typeof value === "number") {
    return MONEY_FIELDS.has(field)
      ? formatAmount(value, reading.currency, reading.locale)
      : isolate(String(value));
  }
  if (typeof value === "string") {
    const permission = entity === "permissions" || field === "permissions" ? PERMISSION.exec(value) : null;
    if (permission && reading.permissionNames) return permissionName(value, reading.permissionNames);
    const status =
      field === "status" && translated(reading, `resources.${resourceOfEntity(entity)}.statuses.${value}`);
    if (status) return status;
    if (MONEY_FIELDS.has(field) && value.trim() !== "" && Number.isFinite(Number(value))) {
      return formatAmount(Number(value), reading.currency, reading.locale);
    }
    const time = readableTime(value, reading.timeZone);
    if (time) return isolate(time);
    if (PHONE.test(value)) return isolate(value);
    const names = localizedListIn(value);
    if (names) return readableValue(field, names, entity, reading);
    return shorten(value);
  }
  if (isLocalizedList(value)) return localizedName(value, reading.locale, "—");
  if (Array.isArray(value)) {
    return shorten(
      value
        .map((entry) => readableValue(field, entry, entity, reading))
        .join(reading.locale === "ar" ? "، " : ", "),
    );
  }
  if (isObject(value)) {
    const parts = Object.entries(value).map(
      ([key, entry]) =>
        `${fieldLabel(key, entity, reading, field)}: ${readableValue(key, entry, entity, reading)}`,
    );
    return shorten(parts.join(" · "));
  }
  return shorten(String(value));
}

const shorten = (text: string) => (text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT)}…` : text);
