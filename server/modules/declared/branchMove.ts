import type { FastifyRequest } from "fastify";
import type { PermissionAction } from "../../../src/domain/constants";
import { can } from "../../../src/domain/permissions";
import type { ResourceDeclaration } from "../../../src/domain/resources";
import { forbidden, validationFailed } from "../../errors";
import { loadAccess } from "../../plugins/tenancy";
import type { AnyDb, Scope } from "./repository";

// A branch record put in another branch of its business (BranchMove): the `branch_id` sent is checked, not
// trusted (DESIGN §5), and the rows that hang on the record follow it.

/** The branch the record is written to: the path's, or the sent one once it is a branch of the business the user may write in. */
export async function targetBranch(
  request: FastifyRequest,
  declaration: ResourceDeclaration,
  scope: Scope,
  sent: unknown,
  action: Extract<PermissionAction, "create" | "update">,
): Promise<number | undefined> {
  const move = declaration.branchMove;
  if (!move || typeof sent !== "number" || sent === scope.branchId) return scope.branchId;
  const access = await loadAccess(request);
  const business = access.business.find((candidate) => candidate.id === scope.businessId);
  if (!business?.branches.some((branch) => branch.id === sent))
    throw validationFailed({ branch_id: move.message });
  if (!can(access, { businessId: scope.businessId, branchId: sent, area: declaration.area, action }))
    throw forbidden();
  return sent;
}

/** Moves the rows of each cascade table that point at the record to the branch. */
export async function moveDependants(
  trx: AnyDb,
  declaration: ResourceDeclaration,
  id: number,
  branchId: number,
  updatedAt: string,
): Promise<void> {
  for (const { table, column } of declaration.branchMove?.cascade ?? [])
    await trx
      .updateTable(table)
      .set({ branch_id: branchId, updated_at: updatedAt })
      .where(column, "=", id)
      .execute();
}
