import { PERMISSION_AREAS, type PermissionAction, type PermissionArea } from "../domain/constants";
import { can, isOwner, type PermissionSubject } from "../domain/permissions";
import { declarationOf } from "../domain/resources";

/** Routes reserved to business owners (SPEC §4). */
export const OWNER_ONLY_ROUTES: readonly string[] = ["permissions", "audits", "configurations"];
/** Routes every signed-in user may open. */
export const OPEN_ROUTES: readonly string[] = ["dashboard", "overview"];

// react-admin asks with its own action names; the permission strings know four actions.
const PERMISSION_ACTION_OF: Record<string, PermissionAction> = {
  list: "read",
  show: "read",
  export: "read",
  read: "read",
  create: "create",
  clone: "create",
  edit: "update",
  update: "update",
  delete: "delete",
};

const isPermissionArea = (route: string): route is PermissionArea =>
  (PERMISSION_AREAS as readonly string[]).includes(route);

export interface AccessRequest {
  /** Route (resource) name, e.g. "users" or "audits". */
  resource: string;
  /** react-admin action, e.g. "list" or "edit". */
  action: string;
  /** The owner flag kept in local storage. */
  isBusinessOwner: boolean;
  /** The business the dashboard works in; without one, any business of the user counts. */
  businessId?: number;
}

/**
 * Whether the user may open a route: owner-only routes need the owner flag; a route named after a
 * permission area needs `{area}.{action}` in some branch (owners of the business hold everything);
 * other product routes (hotels, events, ...) have no permission string staff could hold, so they are for
 * owners of the business.
 */
export function canAccessRoute(user: PermissionSubject | null, request: AccessRequest): boolean {
  const { resource, action, businessId } = request;
  if (OPEN_ROUTES.includes(resource)) return true;
  if (OWNER_ONLY_ROUTES.includes(resource)) return request.isBusinessOwner;
  if (!user) return false;
  const businessIds = businessId !== undefined ? [businessId] : user.business.map((b) => b.id);
  // A declared resource names its area; other routes are named after theirs.
  const area = declarationOf(resource)?.area ?? (isPermissionArea(resource) ? resource : undefined);
  if (!area) return businessIds.some((id) => isOwner(user, id));
  const permissionAction = PERMISSION_ACTION_OF[action] ?? "read";
  return businessIds.some((id) => can(user, { businessId: id, area, action: permissionAction }));
}
