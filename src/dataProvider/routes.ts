import { getStoredUser } from "../authProvider/session";
import type { CurrentUser } from "../authProvider/types";
import { CURRENT_BRANCH_KEY, CURRENT_BUSINESS_KEY, store } from "../store";

/**
 * API path of each resource (SPEC §7). `{businessId}` and `{branchId}` are filled from the current scope.
 * A resource not listed here lives at its own name (hotels, events, services).
 */
export const RESOURCE_PATHS: Record<string, string> = {
  business: "business",
  branches: "business/{businessId}/branches",
  menus: "business/{businessId}/menus",
  users: "business/{businessId}/users",
  floors: "business/{businessId}/branches/{branchId}/floors",
};

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

export function resourcePath(resource: string, scope: Scope): string {
  const template = RESOURCE_PATHS[resource] ?? resource;
  return template.replace(/\{(businessId|branchId)\}/g, (_placeholder, name: keyof Scope) => {
    const id = scope[name];
    if (id === undefined) throw new Error(`No current ${name} to reach "${resource}"`);
    return String(id);
  });
}
