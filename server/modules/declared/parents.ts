import type { DeclaredRecord, FieldDeclaration, ResourceDeclaration } from "../../../src/domain/resources";
import type { FieldErrors } from "../../errors";
import type { AnyDb, Scope } from "./repository";

// Polymorphic parents of declared records (ParentDeclaration): the sent type and id settled into a record of the
// same business before the record is checked and written.

type ParentField = FieldDeclaration & { parent: NonNullable<FieldDeclaration["parent"]> };

const parentFields = (declaration: ResourceDeclaration): ParentField[] =>
  declaration.fields.filter((field): field is ParentField => field.type === "parent" && !!field.parent);

/** The first record of the table in the business, or the one asked when it is there. */
async function recordIn(db: AnyDb, table: string, businessId: number, id: number | null) {
  let query = db.selectFrom(table).select("id").where("business_id", "=", businessId);
  if (id !== null) query = query.where("id", "=", id);
  const row = await query.orderBy("id").limit(1).executeTakeFirst();
  return row ? Number(row.id) : undefined;
}

/**
 * Writes each parent's type and id into `values` (the cleaned input) as they will be stored; answers the field
 * error of a parent not found in the business. An update that sends neither key keeps the stored parent.
 */
export async function settleParents(
  db: AnyDb,
  declaration: ResourceDeclaration,
  scope: Scope,
  values: DeclaredRecord,
  before?: DeclaredRecord,
): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  for (const field of parentFields(declaration)) {
    const { typeField, types, defaultType, notFoundMessage } = field.parent;
    const sentType = (values[typeField] as string | null | undefined) ?? null;
    const sentId = (values[field.name] as number | null | undefined) ?? null;
    if (before && !(typeField in values) && !(field.name in values)) continue;
    const itself = types.find((candidate) => !candidate.table);
    let settled: { type: string; id: number | undefined };
    if (!before && sentType === null && sentId === null) {
      // Nothing chosen: the first record of the default type, else the business itself.
      const table = types.find((candidate) => candidate.type === defaultType)?.table;
      const first = table ? await recordIn(db, table, scope.businessId, null) : undefined;
      settled =
        first !== undefined || !itself
          ? { type: defaultType, id: first }
          : { type: itself.type, id: scope.businessId };
    } else {
      const type = sentType ?? (before?.[typeField] as string | undefined) ?? defaultType;
      const table = types.find((candidate) => candidate.type === type)?.table;
      if (table) settled = { type, id: await recordIn(db, table, scope.businessId, sentId) };
      else
        settled = { type, id: sentId === null || sentId === scope.businessId ? scope.businessId : undefined };
    }
    if (settled.id === undefined) errors[field.name] = notFoundMessage;
    else Object.assign(values, { [typeField]: settled.type, [field.name]: settled.id });
  }
  return errors;
}
