import type { FastifyRequest } from "fastify";
import type { DeclaredRecord, ResourceDeclaration, WriteContext } from "../../../src/domain/resources";
import { nowIso } from "../../db/dialect";
import { validationFailed, type FieldErrors } from "../../errors";
import { recordAudit } from "../../plugins/audit";
import { assertFresh, assertWritten, nextUpdatedAt } from "../../shared/concurrency";
import {
  assertAllInScope,
  countInScope,
  lockScope,
  duplicateErrors,
  findRow,
  isInUse,
  referenceErrors,
  rowIn,
  untyped,
  type AnyDb,
  type Scope,
} from "./repository";
import { attachedFields, attachPictures, deleteFiles, deletePictures } from "./media";
import { withRelated } from "./related";
import { moveDependants, targetBranch } from "./branchMove";
import { settleParents } from "./parents";
import { targetParent } from "./pathParent";
import { serverHooksOf, type ChangeContext } from "./serverHooks";
import { cleanInput, columnsOf, recordOf, withDefaults } from "./values";

// Create, update and delete of a declared resource: field rules, the declaration's hooks (and its server module's,
// serverHooks.ts), uniqueness within the scope, references of the same business, the conditional update of
// optimistic concurrency and the audit row.

const isUniqueViolation = (error: unknown) =>
  /unique|duplicate/i.test(String((error as { code?: string; message?: string })?.code ?? "")) ||
  /UNIQUE constraint|duplicate key/i.test(String((error as Error)?.message ?? ""));

/** Every rule over the record about to be written; throws one 422 with all the failed fields. */
async function checkRecord(
  db: AnyDb,
  declaration: ResourceDeclaration,
  scope: Scope,
  record: DeclaredRecord,
  context: WriteContext & { errors: FieldErrors; id?: number; userId: number },
): Promise<void> {
  const errors: FieldErrors = { ...context.errors };
  // A required field sent under none of its names (fields with aliases are not required by the schema); one the
  // server fills is its hooks' to fill or refuse.
  if (context.operation === "create")
    for (const field of declaration.fields)
      if (
        field.required &&
        !field.serverFilled &&
        (record[field.name] === null || record[field.name] === undefined)
      )
        errors[field.name] ??= "validation.required";
  // Rules over the whole record read valid fields only: a bad date is reported as such, not also as a range.
  if (!Object.keys(errors).length) {
    const hookErrors = declaration.hooks?.beforeWrite?.(record, context) ?? {};
    for (const [field, message] of Object.entries(hookErrors)) errors[field] ??= message;
  }
  const stored = await duplicateErrors(db, declaration, scope, record, context.id);
  const references = await referenceErrors(db, declaration, scope, record, context.userId);
  for (const [field, message] of Object.entries({ ...references, ...stored })) errors[field] ??= message;
  if (Object.keys(errors).length) throw validationFailed(errors);
}

/** Inserts and writes, turning a unique index's refusal (two creates at once) into the same 422 as the check. */
async function uniqueGuarded<T>(
  db: AnyDb,
  declaration: ResourceDeclaration,
  scope: Scope,
  record: DeclaredRecord,
  id: number | undefined,
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const errors = await duplicateErrors(db, declaration, scope, record, id);
    throw Object.keys(errors).length ? validationFailed(errors) : error;
  }
}

const auditScope = (declaration: ResourceDeclaration, scope: Scope, id: number) => ({
  businessId: scope.businessId,
  branchId: serverHooksOf(declaration).auditBranch?.(id) ?? scope.branchId ?? null,
});

/** The server hooks' refusals of the values (which they may settle), beside the fields' own. */
async function settledByHooks(db: AnyDb, declaration: ResourceDeclaration, context: ChangeContext) {
  return (await serverHooksOf(declaration).beforeChange?.(db, context)) ?? {};
}

export async function createRecord(
  request: FastifyRequest,
  declaration: ResourceDeclaration,
  pathScope: Scope,
  body: DeclaredRecord,
) {
  const db = untyped(request.server.db);
  // Created in the branch sent, when the declaration lets records name theirs.
  const branchId = await targetBranch(request, declaration, pathScope, body.branch_id, "create");
  const parentColumn = declaration.pathParent?.column ?? "";
  const parentId = await targetParent(db, declaration, pathScope, body[parentColumn]);
  const scope = { ...pathScope, branchId, parentId };
  const { values, errors } = cleanInput(declaration, body);
  Object.assign(errors, await settleParents(db, declaration, scope, values));
  const change: ChangeContext = { request, scope, operation: "create", values };
  for (const [field, message] of Object.entries(await settledByHooks(db, declaration, change)))
    errors[field] ??= message;
  const record = withDefaults(declaration, values);
  await checkRecord(db, declaration, scope, record, { operation: "create", errors, userId: request.user.id });
  const now = nowIso();
  const inserted = {
    ...columnsOf(declaration, record),
    business_id: scope.businessId,
    ...(declaration.scope === "branch" ? { branch_id: scope.branchId } : {}),
    ...(declaration.pathParent ? { [parentColumn]: parentId } : {}),
    created_at: now,
    updated_at: now,
  };
  const created = await uniqueGuarded(db, declaration, scope, record, undefined, () =>
    db.transaction().execute(async (trx) => {
      // Pictures are attached once the record has an id.
      const pictures = Object.fromEntries(attachedFields(declaration).map((f) => [f.name, null]));
      const { id } = await trx
        .insertInto(declaration.table)
        .values({ ...inserted, ...pictures })
        .returning("id")
        .executeTakeFirstOrThrow();
      await attachPictures(trx, request, declaration, scope.businessId, Number(id), values);
      await serverHooksOf(declaration).afterChange?.(trx, { ...change, id: Number(id) });
      const stored = recordOf(declaration, await findRow(trx, declaration, scope, Number(id)));
      await recordAudit(trx, request, {
        action: "create",
        entity: declaration.auditEntity,
        entityId: Number(id),
        ...auditScope(declaration, scope, Number(id)),
        after: stored,
      });
      return stored;
    }),
  );
  await declaration.hooks?.afterWrite?.(created, { operation: "create" });
  return (await withRelated(db, declaration, [created]))[0];
}

export async function updateRecord(
  request: FastifyRequest,
  declaration: ResourceDeclaration,
  scope: Scope,
  id: number,
  body: DeclaredRecord & { updated_at?: string | null },
) {
  const db = untyped(request.server.db);
  const storedRow = await findRow(db, declaration, scope, id);
  const before = recordOf(declaration, storedRow);
  if (declaration.concurrency) assertFresh(String(storedRow.updated_at), body.updated_at);
  const { values, errors } = cleanInput(declaration, body);
  Object.assign(errors, await settleParents(db, declaration, scope, values, before));
  const change: ChangeContext = { request, scope, operation: "update", values, id, before };
  for (const [field, message] of Object.entries(await settledByHooks(db, declaration, change)))
    errors[field] ??= message;
  const record = { ...before, ...values };
  await checkRecord(db, declaration, scope, record, {
    operation: "update",
    before,
    errors,
    id,
    userId: request.user.id,
  });
  const branchId = await targetBranch(request, declaration, scope, body.branch_id, "update");
  const moved = branchId !== scope.branchId;
  const parentColumn = declaration.pathParent?.column ?? "";
  const parentId = await targetParent(db, declaration, scope, body[parentColumn]);
  const reparented = parentId !== scope.parentId;
  const removed: string[] = [];
  const updated = await uniqueGuarded(db, declaration, scope, record, id, () =>
    db.transaction().execute(async (trx) => {
      // Written only over the row as it was loaded: of two saves from the same version, the second changes nothing.
      const columns = withoutPictures(declaration, columnsOf(declaration, values));
      const updatedAt = nextUpdatedAt(String(storedRow.updated_at));
      const result = await trx
        .updateTable(declaration.table)
        .set({
          ...columns,
          ...(moved ? { branch_id: branchId } : {}),
          ...(reparented ? { [parentColumn]: parentId } : {}),
          updated_at: updatedAt,
        })
        .where("id", "=", id)
        .where("updated_at", "=", storedRow.updated_at)
        .executeTakeFirst();
      assertWritten({ numUpdatedRows: result.numUpdatedRows });
      if (moved) await moveDependants(trx, declaration, id, branchId!, updatedAt);
      removed.push(
        ...(await attachPictures(trx, request, declaration, scope.businessId, id, values, before)),
      );
      await serverHooksOf(declaration).afterChange?.(trx, { ...change, id });
      const after = recordOf(
        declaration,
        await findRow(trx, declaration, { ...scope, branchId, parentId }, id),
      );
      await recordAudit(trx, request, {
        action: "update",
        entity: declaration.auditEntity,
        entityId: id,
        ...auditScope(declaration, scope, id),
        before,
        after,
      });
      return after;
    }),
  );
  await deleteFiles(request, removed);
  await declaration.hooks?.afterWrite?.(updated, { operation: "update", before });
  return (await withRelated(db, declaration, [updated]))[0];
}

/**
 * Deletes the records, all or none: any id missing from the scope answers 404 and nothing is deleted. An id that
 * went with an earlier one of the same call (a subcategory of a deleted category) is deleted already.
 */
export async function deleteRecords(
  request: FastifyRequest,
  declaration: ResourceDeclaration,
  scope: Scope,
  ids: number[],
) {
  const db = untyped(request.server.db);
  const hooks = serverHooksOf(declaration);
  const removed: string[] = [];
  await db.transaction().execute(async (trx) => {
    await assertAllInScope(trx, declaration, scope, ids);
    const last = declaration.keepsLast;
    if (last) {
      // Two deletes of the scope's last records at once run one after the other, so one of them is refused.
      await lockScope(trx, declaration, scope);
      if ((await countInScope(trx, declaration, scope)) - ids.length < 1)
        throw validationFailed({ id: last.message });
    }
    for (const id of ids) {
      const row = await rowIn(trx, declaration, scope, id);
      if (!row) continue;
      const before = recordOf(declaration, row);
      if (declaration.deleteGuard && (await isInUse(trx, declaration, id)))
        throw validationFailed({ [declaration.deleteGuard.field ?? "id"]: declaration.deleteGuard.message });
      const cleared = (await hooks.beforeDelete?.(trx, { request, scope, id, before })) ?? {};
      removed.push(...(cleared.files ?? []));
      removed.push(...(await deletePictures(trx, request, declaration, id)));
      await trx.deleteFrom(declaration.table).where("id", "=", id).execute();
      await recordAudit(trx, request, {
        action: "delete",
        entity: declaration.auditEntity,
        entityId: id,
        ...auditScope(declaration, scope, id),
        before: { ...before, ...cleared.audit },
      });
    }
  });
  await deleteFiles(request, removed);
  return ids;
}

/** The columns without the attached pictures' (written by attachPictures, after their checks). */
function withoutPictures(declaration: ResourceDeclaration, columns: Record<string, unknown>) {
  const rest = { ...columns };
  for (const field of attachedFields(declaration)) delete rest[field.name];
  return rest;
}
