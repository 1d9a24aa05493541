import { getStoredUser } from "../authProvider/session";
import type { CurrentUser } from "../authProvider/types";
import { DECLARED_RESOURCES } from "../domain/resources";
import { CURRENT_BRANCH_KEY, CURRENT_BUSINESS_KEY, store } from "../store";

/**
 * API path of each resource (SPEC §7). `{businessId}` and `{branchId}` are filled from the current scope.
 * A resource not listed here lives at its own name.
 */
export const RESOURCE_PATHS: Record<string, string> = {
  business: "business",
  branches: "business/{businessId}/branches",
  menus: "business/{businessId}/menus",
  categories: "business/{businessId}/categories",
  users: "business/{businessId}/users",
  orders: "business/{businessId}/branches/{branchId}/orders",
  reservations: "business/{businessId}/branches/{branchId}/reservations",
  invoices: "business/{businessId}/invoices",
  audits: "business/{businessId}/audits",
  ...Object.fromEntries(DECLARED_RESOURCES.map((declaration) => [declaration.name, declaration.path])),
};

/** Resources written (create, update, delete) at another path than they are read: SPEC §7 `POST users/`. */
export const RESOURCE_WRITE_PATHS: Record<string, string> = {
  users: "users",
};

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
