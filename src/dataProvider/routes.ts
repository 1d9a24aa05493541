import { getStoredUser } from "../authProvider/session";
import type { CurrentUser } from "../authProvider/types";
import { RESOURCE_PATHS, RESOURCE_WRITE_PATHS } from "../domain/resources";
import { CURRENT_BRANCH_KEY, CURRENT_BUSINESS_KEY, store } from "../store";

// API path of each resource (SPEC §7) and the paths written elsewhere, from the resource registry; a resource
// without one lives at its own name.
export { RESOURCE_PATHS, RESOURCE_WRITE_PATHS };

export interface PathOptions {
  /** A create, update or delete call. */
  write?: boolean;
  /** Extra placeholders of the template (e.g. `floorId`), from the call's meta; they win over the scope. */
  params?: Record<string, unknown>;
}

/** The business and branch the dashboard currently works in. */
export interface Scope {
  businessId?: number;
  branchId?: number;
}

/**
 * The chosen business and branch when they still belong to the user, else the first business and its first
 * branch.
 */
export function resolveScope(
  user: CurrentUser | null,
  chosen: { businessId?: unknown; branchId?: unknown },
): Scope {
  const businesses = user?.business ?? [];
  const business = businesses.find((b) => b.id === chosen.businessId) ?? businesses[0];
  if (!business) return {};
  const branch = business.branches.find((b) => b.id === chosen.branchId) ?? business.branches[0];
  return { businessId: business.id, branchId: branch?.id };
}

export const readCurrentScope = (): Scope =>
  resolveScope(getStoredUser(), {
    businessId: store.getItem(CURRENT_BUSINESS_KEY),
    branchId: store.getItem(CURRENT_BRANCH_KEY),
  });

export function resourcePath(
  resource: string,
  scope: Scope,
  { write = false, params = {} }: PathOptions = {},
): string {
  const template =
    (write ? RESOURCE_WRITE_PATHS[resource] : undefined) ?? RESOURCE_PATHS[resource] ?? resource;
  const values: Record<string, unknown> = { ...scope };
  for (const [name, value] of Object.entries(params))
    if (value !== undefined && value !== null) values[name] = value;
  return template.replace(/\{(\w+)\}/g, (_placeholder, name: string) => {
    const id = values[name];
    if (id === undefined || id === null || id === "")
      throw new Error(`No current ${name} to reach "${resource}"`);
    return encodeURIComponent(String(id));
  });
}
