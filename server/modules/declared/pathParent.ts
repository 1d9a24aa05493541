import type { FastifyRequest } from "fastify";
import { declarationOf, type ResourceDeclaration } from "../../../src/domain/resources";
import { notFound, validationFailed } from "../../errors";
import { idFromPath } from "../../http/schemas";
import { untyped, type AnyDb, type Scope } from "./repository";

// Records under a parent named in their path (PathParent): the parent must be a record of the same scope, and a
// record put under another parent stays in that scope.

/** Whether the id is a record of the parent's table in the scope (its business, and branch for branch parents). */
async function isParentInScope(db: AnyDb, declaration: ResourceDeclaration, scope: Scope, id: number) {
  const parent = declarationOf(declaration.pathParent!.resource)!;
  let query = db.selectFrom(parent.table).select("id").where("id", "=", id);
  query = query.where("business_id", "=", scope.businessId);
  if (parent.scope === "branch") query = query.where("branch_id", "=", scope.branchId);
  return !!(await query.executeTakeFirst());
}

/** A preValidation hook of every route: a parent outside the path's scope is as good as missing (404). */
export const requirePathParent =
  (declaration: ResourceDeclaration, scopeOf: (request: FastifyRequest) => Scope) =>
  async (request: FastifyRequest) => {
    // Before validation the path's ids are still text.
    const raw = scopeOf(request);
    const [businessId, branchId, id] = [raw.businessId, raw.branchId, raw.parentId].map(idFromPath);
    const db = untyped(request.server.db);
    const scope = { businessId: businessId ?? 0, branchId: branchId ?? 0 };
    if (id === undefined || !(await isParentInScope(db, declaration, scope, id))) throw notFound();
  };

/** The parent a record is written under: the path's, or the one sent once it is in the scope (else 422). */
export async function targetParent(
  db: AnyDb,
  declaration: ResourceDeclaration,
  scope: Scope,
  sent: unknown,
): Promise<number | undefined> {
  const parent = declaration.pathParent;
  if (!parent || typeof sent !== "number" || sent === scope.parentId) return scope.parentId;
  if (!(await isParentInScope(db, declaration, scope, sent)))
    throw validationFailed({ [parent.column]: parent.message });
  return sent;
}
