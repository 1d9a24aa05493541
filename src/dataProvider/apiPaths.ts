import { resourcePath } from "./routes";

// Paths of the calls that are no plain resource CRUD (SPEC §7), built from the resources' own paths in routes.ts
// wherever one exists, so a resource that moves takes its custom calls with it.

type Query = Record<string, string | number | boolean | null | undefined>;

/** `path?name=value&…`, leaving out empty values (no `?` at all when none is left). */
export function withQuery(path: string, query: Query = {}): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query))
    if (value !== undefined && value !== null && value !== "") search.set(name, String(value));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** `business/{businessId}` */
export const businessPath = (businessId: number) => `${resourcePath("business", {})}/${businessId}`;

/** `business/{businessId}/branches/{branchId}` */
export const branchPath = (businessId: number, branchId: number) =>
  `${resourcePath("branches", { businessId })}/${branchId}`;

/** A resource's collection under the given business (and branch): e.g. `business/10/holidays`. */
export const scopedPath = (resource: string, businessId: number, branchId?: number) =>
  resourcePath(resource, { businessId, branchId });

/** The business's items (no react-admin resource: the menu editor and the reservation forms read them). */
export const itemsPath = (businessId: number) => `${businessPath(businessId)}/items`;

/** A whole menu as the editor reads it (categories, subcategories, items). */
export const editorMenuPath = (menuId: number) => `menu/${menuId}`;

/** Paths of the signed-in user's own account. */
export const ACCOUNT_PATHS = {
  info: "users/info",
  profile: "users/profile",
  invitations: "users/invitations",
  unreadNotifications: "users/unread-notifications",
  notifications: "users/notifications",
  notificationsRead: "users/notifications/read",
  search: "users/search",
  logoutEverywhere: "auth/logout-all",
  appAddresses: "apps/config",
  liveConfig: "live/config",
} as const;
