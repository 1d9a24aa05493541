import type { FastifyInstance } from "fastify";
import { declarationOf, type FieldDeclaration, type ResourceDeclaration } from "../../src/domain/resources";
import { untyped } from "../../server/modules/declared/repository";
import { translate } from "../../server/i18n";
import { injectAs } from "./helpers";

// Valid records and broken values built from a declaration alone, so the suite covers every declared resource.

/** A text of the field's example (or a word) made distinct by `n`, still matching the field's pattern. */
function distinctText(field: FieldDeclaration, n: number): string {
  const base = String(field.example ?? "Sample");
  const pattern = field.pattern ? new RegExp(field.pattern) : undefined;
  const max = field.maxLength ?? 255;
  const candidates = [`${base}${n}`, `${base}-${n}`, `${base} ${n}`, `${base}_${n}`].map((t) =>
    t.slice(-max),
  );
  const fit = candidates.find((text) => !pattern || pattern.test(text));
  if (!fit) throw new Error(`No distinct sample for ${field.name}: give it an example its pattern accepts`);
  return fit;
}

/** A valid value of the field; `n` tells records apart (unique fields). */
export function sampleValue(field: FieldDeclaration, n: number): unknown {
  if (field.example !== undefined && !field.unique) return field.example;
  const low = field.min ?? 0;
  const high = field.max ?? low + 100;
  switch (field.type) {
    case "text":
      return distinctText(field, n);
    case "localized":
      return [{ locale: "en", name: `Sample ${n}` }];
    case "number":
    case "money":
      return Math.min(Math.max(low, 1), high);
    case "boolean":
      return true;
    case "date":
      return "2031-06-20";
    case "datetime":
      return "2031-06-20T12:00:00.000Z";
    case "time":
      return "12:30";
    case "enum":
      return field.options![0];
    case "colour":
      return "#336699";
    case "url":
      return `https://example.com/${n}`;
    case "phone":
      return "+96550000000";
    // References and parents need records of the business; left out, a parent is settled by the server.
    case "reference":
    case "media":
    case "mediaList":
    case "parent":
      return undefined;
  }
}

/** The fields a client sends: read-only ones are the server's. */
export const inputFieldsOf = (declaration: ResourceDeclaration) =>
  declaration.fields.filter((field) => !field.readOnly);

/** A record every rule accepts (the declaration's hooks included, which the suite checks first). */
export function sampleRecord(declaration: ResourceDeclaration, n: number): Record<string, unknown> {
  const record: Record<string, unknown> = {};
  for (const field of inputFieldsOf(declaration)) {
    const value = sampleValue(field, n);
    if (value !== undefined) record[field.name] = value;
  }
  return record;
}

export interface BrokenValue {
  field: string;
  rule: string;
  value: unknown;
  /** The message key and parameters the field must answer with. */
  key: string;
  params?: Record<string, number>;
}

/** One value per declared rule that breaks only that rule (limits, pattern, enum). */
export function brokenValues(declaration: ResourceDeclaration): BrokenValue[] {
  const broken: BrokenValue[] = [];
  for (const field of inputFieldsOf(declaration)) {
    const { name } = field;
    const numeric = field.type === "number" || field.type === "money";
    if (numeric && field.min !== undefined)
      broken.push({
        field: name,
        rule: "min",
        value: field.min - 1,
        key: "validation.minimum",
        params: { limit: field.min },
      });
    if (numeric && field.max !== undefined)
      broken.push({
        field: name,
        rule: "max",
        value: field.max + 1,
        key: "validation.maximum",
        params: { limit: field.max },
      });
    if (field.type === "text" && field.pattern)
      broken.push({
        field: name,
        rule: "pattern",
        value: "no good!",
        key: field.patternMessage ?? "validation.pattern",
      });
    if (field.type === "text" && field.maxLength && !field.pattern)
      broken.push({
        field: name,
        rule: "maxLength",
        value: "x".repeat(field.maxLength + 1),
        key: "validation.maxLength",
        params: { limit: field.maxLength },
      });
    if (field.type === "enum")
      broken.push({ field: name, rule: "enum", value: "not-an-option", key: "validation.enum" });
    if (field.type === "number" && field.integer)
      broken.push({ field: name, rule: "integer", value: 1.5, key: "validation.type" });
  }
  return broken;
}

export const message = (locale: "en" | "ar", key: string, params?: Record<string, number>) =>
  translate(locale, key, params);

/** The API path of a declaration in a business (and its branch, and the parent its path names). */
export const pathIn = (
  declaration: ResourceDeclaration,
  scope: { businessId: number; branchId?: number } & Record<string, number | undefined>,
) => `/api/${declaration.path.replace(/\{(\w+)\}/g, (_placeholder, name: string) => String(scope[name]))}`;

/** A business and branch, with the first record of the scope as the parent a declaration's path names. */
export async function pathScope(
  app: FastifyInstance,
  declaration: ResourceDeclaration,
  businessId: number,
  branchId: number,
): Promise<{ businessId: number; branchId: number } & Record<string, number>> {
  const parent = declaration.pathParent;
  if (!parent) return { businessId, branchId };
  const table = declarationOf(parent.resource)!.table;
  const row = await untyped(app.db)
    .selectFrom(table)
    .select("id")
    .where("business_id", "=", businessId)
    .where("branch_id", "=", branchId)
    .orderBy("id")
    .executeTakeFirst();
  // A scope without a parent record answers 404 on every route, as any missing parent does.
  return { businessId, branchId, [parent.param]: row ? Number(row.id) : 0 };
}

export async function createSample(
  app: FastifyInstance,
  token: string,
  base: string,
  declaration: ResourceDeclaration,
  n: number,
) {
  const response = await injectAs(app, token, {
    method: "POST",
    url: base,
    payload: sampleRecord(declaration, n),
  });
  if (response.statusCode !== 201) throw new Error(`${base}: ${response.statusCode} ${response.body}`);
  return response.json().data as { id: number; updated_at: string } & Record<string, unknown>;
}
