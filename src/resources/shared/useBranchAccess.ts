import { useCallback } from "react";
import type { CurrentUser, UserBusiness } from "../../authProvider/types";
import { canAccessResource } from "../../domain/access";
import { useCurrentScope } from "./useCurrentScope";

/** Whether the user may do `action` on the resource in `branchId` (by default the current branch). */
export type BranchAccess = (resource: string, action: string, branchId?: number) => boolean;

/**
 * The shared access rule for a branch's records (orders, reservations, floors, tables, branch settings): checked
 * in the branch they belong to, which react-admin's useCanAccess cannot be told. The answer is at hand at once,
 * as the branch's screens need it while they draw. Everything else asks react-admin's useCanAccess.
 */
export function useBranchAccess(): BranchAccess {
  const { user, business, branchId: currentBranchId } = useCurrentScope();
  return useCallback(
    (resource: string, action: string, branchId: number | undefined = currentBranchId) =>
      mayInBranch(user, business, { resource, action, branchId }),
    [user, business, currentBranchId],
  );
}

/** The same rule outside React (a start asks before anything is drawn): the user in one of their businesses. */
export const mayInBranch = (
  user: CurrentUser | null,
  business: UserBusiness | undefined,
  request: { resource: string; action: string; branchId: number | undefined },
): boolean =>
  business !== undefined &&
  canAccessResource(user, { ...request, business: { id: business.id, type: business.type } });

/** What the user may do with a resource's records in the current branch: what a branch's list offers. */
export function useBranchRights(resource: string) {
  const can = useBranchAccess();
  const { branchId } = useCurrentScope();
  return {
    branchId,
    mayCreate: can(resource, "create", branchId),
    mayUpdate: can(resource, "update", branchId),
    mayDelete: can(resource, "delete", branchId),
  };
}
