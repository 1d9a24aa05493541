import { Type, type TSchema } from "typebox";
import { MAX_PER_PAGE } from "../../../src/domain/constants";
import {
  isColumn,
  sortKeyOf,
  type FieldDeclaration,
  type GroupedList,
  type ResourceDeclaration,
} from "../../../src/domain/resources";
import type { FieldMessages } from "../../plugins/errors";
import {
  Id,
  INT_MAX,
  ListQuery,
  Locales,
  MONEY_MAX,
  PerPage,
  LocalesOut,
  UpdatedAtIn,
} from "../../http/schemas";
import { MediaBrief, MediaRef, Nullable } from "../media/schemas";
import { serverHooksOf } from "./serverHooks";

// TypeBox schemas generated from a declaration's fields: validation (with the field messages of the errors
// plugin), the response filter and the OpenAPI document. Optional values are `["type", "null"]` rather than a
// union, so a failed rule gives one message ("Invalid format"), not one per branch of the union.

const TIME = "^([01][0-9]|2[0-3]):[0-5][0-9]$";
const COLOUR = "^#[0-9a-fA-F]{6}$";
const URL = "^https?://[^\\s]+$";
const PHONE = "^\\+?[0-9 ()-]{6,20}$";
const TEXT_MAX = 255;
const MEDIA_LIST_MAX = 50;

/** The JSON schema of one value as the wire carries it (a string for dates and money is a number). */
function valueSchema(field: FieldDeclaration): Record<string, unknown> {
  const text = (extra: Record<string, unknown>) => ({
    type: "string",
    maxLength: field.maxLength ?? TEXT_MAX,
    ...(field.required ? { minLength: Math.max(field.minLength ?? 1, 1) } : {}),
    ...(!field.required && field.minLength ? { minLength: field.minLength } : {}),
    ...extra,
  });
  switch (field.type) {
    case "text":
      return text(field.pattern ? { pattern: field.pattern } : {});
    case "number":
      return { type: field.integer ? "integer" : "number", minimum: field.min, maximum: field.max };
    case "money":
      return {
        type: "number",
        minimum: field.min ?? 0,
        maximum: Math.min(field.max ?? MONEY_MAX, MONEY_MAX),
      };
    case "boolean":
      return { type: "boolean" };
    case "date":
      return { type: "string", format: "date", maxLength: 10 };
    case "datetime":
      // Any ISO-8601 day or date-time (a zone is optional, UTC without one): read and checked by the service,
      // which answers `validation.date` for one that is not a real date.
      return { type: "string", maxLength: 40 };
    case "time":
      return { type: "string", pattern: TIME, maxLength: 5 };
    case "enum":
      return { type: "string", enum: [...(field.options ?? [])] };
    case "colour":
      return { type: "string", pattern: COLOUR, maxLength: 7 };
    case "url":
      return text({ pattern: URL, maxLength: field.maxLength ?? 2048 });
    case "phone":
      return text({ pattern: PHONE, maxLength: 20 });
    case "reference":
    case "media":
    case "parent":
      return { ...Id };
    case "mediaList":
      // In order; a repeated id counts once.
      return { type: "array", items: { ...Id }, maxItems: field.maxItems ?? MEDIA_LIST_MAX };
    case "localized":
      return { ...Locales };
  }
}

const withoutUndefined = (schema: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(schema).filter(([, value]) => value !== undefined));

/** A value that may also be null (optional fields): the enum keeps null among its values. */
function nullable(schema: Record<string, unknown>): Record<string, unknown> {
  if (schema.enum)
    return { ...schema, type: [schema.type, "null"], enum: [...(schema.enum as unknown[]), null] };
  return { ...schema, type: [schema.type, "null"] };
}

const fieldSchema = (field: FieldDeclaration, required: boolean): TSchema => {
  const schema = withoutUndefined(valueSchema(field));
  return Type.Unsafe(required ? schema : nullable(schema));
};

/** A field's aliases, each taking the same values, always optional (the service reads whichever is sent). */
const aliasesOf = (field: FieldDeclaration): Record<string, TSchema> =>
  Object.fromEntries((field.aliases ?? []).map((alias) => [alias, Type.Optional(fieldSchema(field, false))]));

/** The fields a client sends: all but the read-only ones. */
const inputFields = (declaration: ResourceDeclaration) =>
  declaration.fields.filter((field) => !field.readOnly);

/**
 * Create: required fields without a default must be sent; the others may be omitted or null. A field with
 * aliases may come under any of its names, so the service (not the schema) answers when none was sent; one the
 * server fills may be left out, never null.
 */
export function createBodyOf(declaration: ResourceDeclaration): TSchema {
  const properties: Record<string, TSchema> = {};
  for (const field of inputFields(declaration)) {
    const mustSend =
      !!field.required && field.default === undefined && !field.aliases?.length && !field.serverFilled;
    properties[field.name] = mustSend
      ? fieldSchema(field, true)
      : Type.Optional(fieldSchema(field, !!field.required && !field.aliases?.length));
    Object.assign(properties, aliasesOf(field));
  }
  if (declaration.branchMove) properties.branch_id = Type.Optional(Id);
  if (declaration.pathParent) properties[declaration.pathParent.column] = Type.Optional(Id);
  return Type.Object(properties);
}

/** Update: any subset of the fields (a required one may not become null), with the `updated_at` loaded. */
export function updateBodyOf(declaration: ResourceDeclaration): TSchema {
  const properties: Record<string, TSchema> = {};
  for (const field of inputFields(declaration)) {
    properties[field.name] = Type.Optional(fieldSchema(field, !!field.required && !field.aliases?.length));
    Object.assign(properties, aliasesOf(field));
  }
  if (declaration.concurrency) properties.updated_at = UpdatedAtIn;
  if (declaration.branchMove) properties.branch_id = Type.Optional(Id);
  if (declaration.pathParent) properties[declaration.pathParent.column] = Type.Optional(Id);
  return Type.Object(properties);
}

const outputOf = (field: FieldDeclaration): TSchema => {
  if (field.type === "localized") return LocalesOut;
  const type = { number: field.integer ? "integer" : "number", money: "number", boolean: "boolean" }[
    field.type as string
  ];
  const ids = ["reference", "media", "parent"];
  const base = type ?? (ids.includes(field.type) ? "integer" : "string");
  return Type.Unsafe({ type: field.required ? base : [base, "null"] });
};

/**
 * One record as answered: ids, scope, the fields, what the server hooks add and the times. Anything else in the
 * row never leaves. Attached media are answered in full (`brief`: a picture reduced to id and src, as grouped
 * lists answer it).
 */
export function recordOutOf(declaration: ResourceDeclaration, brief = false): TSchema {
  const properties: Record<string, TSchema> = { id: Type.Integer(), business_id: Type.Integer() };
  if (declaration.scope === "branch") properties.branch_id = Type.Integer();
  if (declaration.pathParent) properties[declaration.pathParent.column] = Type.Integer();
  for (const alias of Object.values(declaration.idAliases ?? {})) properties[alias] = Type.Integer();
  for (const field of declaration.fields) {
    if (isColumn(field)) properties[field.name] = outputOf(field);
    if (!field.attach) continue;
    properties[field.attach.expandedAs] =
      field.type === "mediaList" ? Type.Array(MediaBrief) : Nullable(brief ? MediaRef : MediaBrief);
  }
  for (const count of declaration.counts ?? []) properties[count.key] = Type.Integer();
  Object.assign(properties, serverHooksOf(declaration).afterRead?.schema);
  return Type.Object({ ...properties, created_at: Type.String(), updated_at: Type.String() });
}

/** A list answered as groups (GroupedList): total, current_page, per_page and last_page count records. */
export const GroupedListOf = (declaration: ResourceDeclaration, grouping: GroupedList) =>
  Type.Object({
    data: Type.Array(
      Type.Object({
        [grouping.field]: Type.String(),
        [grouping.key]: Type.Array(recordOutOf(declaration, true)),
      }),
    ),
    total: Type.Integer(),
    current_page: Type.Integer(),
    per_page: Type.Integer(),
    last_page: Type.Integer(),
  });

/** The sort keys a list takes: the sortable fields, id and the times. */
export const sortKeysOf = (declaration: ResourceDeclaration) => [
  "id",
  ...declaration.fields.filter((field) => field.sortable).map(sortKeyOf),
  "created_at",
  "updated_at",
];

/** One record as a detail (GET one) answers it: the record and the rows its declaration adds. */
export function detailOutOf(declaration: ResourceDeclaration): TSchema {
  const record = recordOutOf(declaration) as ReturnType<typeof Type.Object>;
  if (!declaration.detail?.length) return record;
  const types = { integer: Type.Integer(), money: Type.Number(), text: Type.String() };
  const rows = Object.fromEntries(
    declaration.detail.map((detail) => [
      detail.key,
      Type.Array(
        Type.Object(Object.fromEntries(detail.columns.map((column) => [column.name, types[column.type]]))),
      ),
    ]),
  );
  return Type.Object({ ...record.properties, ...rows });
}

/** The query keys of a declared period filter (`from`, `to`), checked as dates by the route. */
export const PERIOD_KEYS = ["from", "to"] as const;

/**
 * Paging, `q`, a sort among the allowed keys (another answers 422), one equality filter per filterable field
 * and the period's `from`/`to`. `perPage` is the page size when none is asked (a list view's own).
 */
export function listQueryOf(declaration: ResourceDeclaration, perPage?: number): TSchema {
  const filters: Record<string, TSchema> = {};
  for (const field of declaration.fields.filter((f) => f.filterable))
    filters[field.name] = Type.Optional(
      // A reference's 0 asks for the records without one.
      field.type === "reference"
        ? Type.Integer({ minimum: 0, maximum: INT_MAX })
        : Type.Unsafe(withoutUndefined({ ...valueSchema(field), minLength: undefined })),
    );
  if (declaration.periodFilter)
    for (const key of PERIOD_KEYS) filters[key] = Type.Optional(Type.String({ maxLength: 40 }));
  return Type.Object({
    ...ListQuery.properties,
    ...(perPage ? { per_page: Type.Optional(PerPage(perPage)) } : {}),
    /** The records of these ids that are in scope (react-admin's getMany, in one request; issue 49). */
    ids: Type.Optional(Type.Array(Id, { maxItems: MAX_PER_PAGE })),
    sort: Type.Optional(Type.Enum(sortKeysOf(declaration))),
    ...filters,
  });
}

export const BulkDeleteBody = Type.Object({
  ids: Type.Array(Id, { minItems: 1, maxItems: MAX_PER_PAGE, uniqueItems: true }),
});
export const BulkDeletedOut = Type.Object({ data: Type.Object({ ids: Type.Array(Type.Integer()) }) });

/** Field messages more telling than the generic "Invalid format" (the errors plugin reads route config). */
export function fieldMessagesOf(declaration: ResourceDeclaration): FieldMessages {
  const byType: Partial<Record<FieldDeclaration["type"], string>> = {
    url: "validation.url",
    phone: "validation.phone",
    date: "validation.date",
    datetime: "validation.date",
  };
  const messages: FieldMessages = {};
  for (const field of declaration.fields) {
    const key = byType[field.type];
    if (key) messages[field.name] = { pattern: key, type: key };
    if (field.patternMessage)
      messages[field.name] = { ...messages[field.name], pattern: field.patternMessage };
    if (field.requiredMessage)
      messages[field.name] = { ...messages[field.name], required: field.requiredMessage };
    if (field.type === "localized") messages["locales.0.name"] = { required: "validation.nameRequired" };
  }
  return messages;
}
