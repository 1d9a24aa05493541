import type { FastifyRequest } from "fastify";
import { can } from "../../../src/domain/permissions";
import { requireBranch, requireBusiness } from "../../plugins/tenancy";

/**
 * Invoices are read business-wide (DESIGN §5: in any branch of the business), but staff only see the branches
 * where they hold invoices.read. With a branch_id, that branch must be of the business (404) and readable (403).
 */
export async function readableBranches(
  request: FastifyRequest,
  businessId: number,
  branchId?: number,
): Promise<number[]> {
  const need = { area: "invoices", action: "read" } as const;
  if (branchId !== undefined) {
    await requireBranch(request, businessId, branchId, need);
    return [branchId];
  }
  const access = await requireBusiness(request, businessId, need);
  const business = access.business.find((b) => b.id === businessId)!;
  return business.branches
    .map((b) => b.id)
    .filter((id) => can(access, { businessId, branchId: id, ...need }));
}
