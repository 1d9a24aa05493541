import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router-dom";
import { PATHS } from "../custom/paths";
import { canAccessResource } from "../domain/access";
import { entryAtRoute, REGISTRY } from "../domain/resources";
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
  const isRecord = /^\d+$/.test(second);
  const action =
    second === "add" || second === "create"
      ? "create"
      : second === "edit" || (isRecord && !third)
        ? "edit"
        : isRecord && third === "show"
          ? "show"
          : "list";
  return { resource, action };
}

/**
 * The route guard of SPEC §4 for every page inside the layout, resources and custom pages alike: a product
 * address the user may not open in the current business goes to the Overview.
 */
export const RouteGuard = ({ children }: { children: ReactNode }) => {
  const { pathname } = useLocation();
  const { user, business } = useCurrentScope();
  const { resource: route, action } = routeAccessOf(pathname);
  // The route names the registry entry whose link opens under it ("/menu" is the menu editor's).
  const entry = GUARDED_ROUTES.includes(route) ? entryAtRoute(REGISTRY, route) : undefined;
  const refused =
    pathname === ACCESS_DENIED_PATH ||
    (entry !== undefined &&
      !canAccessResource(user, {
        resource: entry.name,
        action,
        business: business && { id: business.id, type: business.type },
      }));
  return refused ? <Navigate to={PATHS.overview} replace /> : children;
};
