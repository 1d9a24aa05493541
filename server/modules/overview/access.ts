import type { FastifyRequest } from "fastify";
import { can } from "../../../src/domain/permissions";
import { requireBranch, requireBusiness } from "../../plugins/tenancy";

/** Restaurant and salon figures come from orders; chalet and hotel figures from reservations. */
export type OverviewArea = "orders" | "reservations";

/**
 * The branches whose figures the user may see: every branch for an owner, else those where the user reads the
 * area's records. Another business answers 404; no such branch anywhere 403. With a branch_id, that branch alone
 * (404 when not of the business, 403 when not readable).
 */
export async function overviewBranches(
  request: FastifyRequest,
  businessId: number,
  area: OverviewArea,
  branchId?: number,
): Promise<number[]> {
  const need = { area, action: "read" } as const;
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
