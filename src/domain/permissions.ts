import type { PermissionAction, PermissionArea } from "./constants";

/** What the permission check needs to know about a user: the strings they hold and the businesses they belong to. */
export interface PermissionSubject {
  permissions: readonly string[];
  business: readonly { id: number; is_owner: boolean; branches: readonly { id: number }[] }[];
}

export interface PermissionTarget {
  businessId: number;
  /** Present for branch-level records (floors, tables, orders, reservations, invoices, branch settings). */
  branchId?: number;
  area: PermissionArea;
  action: PermissionAction;
}

export const permissionString = (branchId: number, area: PermissionArea, action: PermissionAction) =>
  `branch.${branchId}.${area}.${action}`;

/**
 * The one permission check of the product (DESIGN §5), used by the sidebar, the buttons and the server.
 * Owners may do everything in their business. Staff need `branch.{id}.{area}.{action}`: in that branch for a
 * branch-level record, in any branch of the business for a business-level record.
 */
export function can(user: PermissionSubject | null | undefined, target: PermissionTarget): boolean {
  if (!user) return false;
  const business = user.business.find((b) => b.id === target.businessId);
  if (!business) return false;
  if (business.is_owner) return true;
  const held = new Set(user.permissions);
  if (target.branchId !== undefined) {
    if (!business.branches.some((b) => b.id === target.branchId)) return false;
    return held.has(permissionString(target.branchId, target.area, target.action));
  }
  return business.branches.some((b) => held.has(permissionString(b.id, target.area, target.action)));
}

/** Whether the user owns the business (Permissions, Audits and Configurations are for owners only). */
export function isOwner(user: PermissionSubject | null | undefined, businessId: number): boolean {
  return !!user?.business.find((b) => b.id === businessId)?.is_owner;
}
