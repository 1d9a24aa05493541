import type { BusinessType, PermissionAction, PermissionArea } from "./constants";
import { can, isOwner, type PermissionSubject } from "./permissions";
import { accessOf, REGISTRY, type RegistryEntry } from "./resources";

// The one access rule of the dashboard (DESIGN §5): authProvider.canAccess, the sidebar, the route guard and the
// buttons all ask it, with what the registry says of the resource, through the shared can() the server uses.

/** The business the dashboard works in. */
export interface AccessBusiness {
  id: number;
  type?: BusinessType;
}

export interface ResourceAccessRequest {
  /** A registry entry's name (a resource or a page), e.g. "orders" or "audits". */
  resource: string;
  /** A react-admin action ("list", "edit", ...) or a permission action ("read", "update", ...). */
  action: string;
  /** The current business; without one, any business of the user counts. */
  business?: AccessBusiness;
  /** The branch a branch-level check is made in; without one, any branch of the business counts. */
  branchId?: number;
  /** The record acted on: a branch record (orders, floors, ...) is checked in its own branch. */
  record?: { branch_id?: unknown };
  /**
   * Whether the business offers the section at all (its sidebar link): a chalet business keeps only the
   * entries that say `chalets` (SPEC §6). Screens and buttons do not ask it.
   */
  section?: boolean;
}

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

/** The branch a branch-level check is made in: the one asked, else the record's own (branch records only). */
function branchOf(entry: RegistryEntry<string>, request: ResourceAccessRequest): number | undefined {
  if (request.branchId !== undefined) return request.branchId;
  const recordBranch = Number(request.record?.branch_id);
  return entry.scope === "branch" && Number.isInteger(recordBranch) && recordBranch > 0
    ? recordBranch
    : undefined;
}

/**
 * Whether the user may do `action` on the resource: open entries for everyone signed in; owner-only entries for
 * the owner of the business; others by their area through can() (owners hold everything). A name the registry
 * does not know is for owners of the business.
 */
export function canAccessResource(
  user: PermissionSubject | null | undefined,
  request: ResourceAccessRequest,
  registry: readonly RegistryEntry<string>[] = REGISTRY,
): boolean {
  const entry = registry.find((candidate) => candidate.name === request.resource);
  const access = entry ? accessOf(entry) : "owner";
  if (access === "everyone") return true;
  if (!user) return false;
  const { business } = request;
  if (request.section && business?.type === "chalet" && !entry?.chalets) return false;
  if (request.section && business && business.type !== "chalet" && entry?.chaletsOnly) return false;
  const businessIds = business ? [business.id] : user.business.map((b) => b.id);
  if (access === "owner" || !entry) return businessIds.some((id) => isOwner(user, id));
  const action = PERMISSION_ACTION_OF[request.action] ?? "read";
  const branchId = branchOf(entry, request);
  // The registry's areas are PermissionArea; a registry a test passes may name others.
  const areas = [access.area, ...(access.orAreas ?? [])] as PermissionArea[];
  return businessIds.some((businessId) =>
    areas.some((area) => can(user, { businessId, branchId, area, action })),
  );
}
