import { useEffect, type ReactNode } from "react";
import { useNotify } from "react-admin";
import { Navigate, useLocation } from "react-router-dom";
import { PATHS } from "../custom/paths";
import { canAccessResource } from "../domain/access";
import { entryAtRoute, REGISTRY, type RegistryEntry } from "../domain/resources";
import { useCurrentScope } from "../resources/shared/useCurrentScope";
import { GUARDED_ROUTES } from "./sidebar/links";

// react-admin sends a refused resource page here; the product sends the user to the Overview instead.
const ACCESS_DENIED_PATH = "/access-denied";

/**
 * The react-admin action a product address stands for: /x/add and /x/create create, /x/edit/:id and react-admin's
 * /x/:id edit, /x/:id/show shows, the rest reads (a record's own sub-page, such as a floor's tables, included).
 */
export function routeAccessOf(pathname: string): { resource: string; action: string } {
  const [, resource = "", second = "", third = ""] = pathname.split("/");
  if (second === "add" || second === "create") return { resource, action: "create" };
  if (second === "edit") return { resource, action: "edit" };
  if (/^\d+$/.test(second) && !third) return { resource, action: "edit" };
  if (/^\d+$/.test(second) && third === "show") return { resource, action: "show" };
  return { resource, action: "list" };
}

/**
 * The records listed under a record of another resource (a floor's tables at /floors/3/tables, from the entry's
 * path parent): their entry and the address read from them on ("/tables", "/tables/create", "/tables/5").
 */
export function childRouteOf(pathname: string): { entry: RegistryEntry<string>; path: string } | undefined {
  const [, parent = "", id = "", child = "", ...rest] = pathname.split("/");
  if (!/^\d+$/.test(id)) return undefined;
  const entry = REGISTRY.find(
    (candidate) =>
      candidate.name === child && "pathParent" in candidate && candidate.pathParent?.resource === parent,
  );
  return entry && { entry, path: `/${[child, ...rest].join("/")}` };
}

/**
 * The route guard of SPEC §4 for every page inside the layout, resources and custom pages alike: a product
 * address the user may not open in the current business goes to the Overview, which says why (a link followed
 * from an e-mail or a colleague's message would otherwise seem to have done nothing).
 */
export const RouteGuard = ({ children }: { children: ReactNode }) => {
  const { pathname } = useLocation();
  const { user, business } = useCurrentScope();
  const { resource: route, action } = routeAccessOf(pathname);
  // The route names the registry entry whose link opens under it ("/menu" is the menu editor's).
  const entry = GUARDED_ROUTES.includes(route) ? entryAtRoute(REGISTRY, route) : undefined;
  const child = childRouteOf(pathname);
  const refuses = (name: string, act: string) =>
    !canAccessResource(user, {
      resource: name,
      action: act,
      business: business && { id: business.id, type: business.type },
    });
  // A child's page (a floor's tables) needs both: reading the parent, and the child's own action.
  const refused =
    pathname === ACCESS_DENIED_PATH ||
    (entry !== undefined && refuses(entry.name, action)) ||
    (child !== undefined && refuses(child.entry.name, routeAccessOf(child.path).action));
  const notify = useNotify();
  // react-admin's own access-denied address is where it sends a refused resource: said the same way.
  useEffect(() => {
    if (refused) notify("app.shell.pageRefused", { type: "warning" });
  }, [refused, pathname, notify]);
  return refused ? <Navigate to={PATHS.overview} replace /> : children;
};
