import { useCallback } from "react";
import type { PermissionAction, PermissionArea } from "../../domain/constants";
import { can as canDo, isOwner as ownsBusiness } from "../../domain/permissions";
import { useCurrentScope } from "./useCurrentScope";

export interface PermissionChecks {
  /** Whether the user may do `action` on `area` in the current business (in `branchId` for branch-level records). */
  can: (area: PermissionArea, action: PermissionAction, branchId?: number) => boolean;
  /** Whether the user owns the current business (hotels, events, permissions, audits, configurations). */
  isOwner: boolean;
  businessId?: number;
}

/** SPEC §6 checks for the current business, for every button and link shown by permission. */
export function usePermission(): PermissionChecks {
  const { user, businessId } = useCurrentScope();
  const can = useCallback(
    (area: PermissionArea, action: PermissionAction, branchId?: number) =>
      businessId !== undefined && canDo(user, { businessId, branchId, area, action }),
    [user, businessId],
  );
  return { can, isOwner: businessId !== undefined && ownsBusiness(user, businessId), businessId };
}

export interface ResourceAccess {
  canCreate: boolean;
  canUpdate: boolean;
  canDelete: boolean;
  businessId?: number;
}

/**
 * Which buttons a resource's screens show (SPEC §6): by the area's permissions in the current business, or, for
 * resources without an area (hotels, events), only for the business owner.
 */
export function useResourceAccess(area?: PermissionArea): ResourceAccess {
  const { can, isOwner, businessId } = usePermission();
  if (!area) return { canCreate: isOwner, canUpdate: isOwner, canDelete: isOwner, businessId };
  return {
    canCreate: can(area, "create"),
    canUpdate: can(area, "update"),
    canDelete: can(area, "delete"),
    businessId,
  };
}
