import fp from "fastify-plugin";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { PermissionAction, PermissionArea } from "../../src/domain/constants";
import { requireBranch, requireBusiness } from "./tenancy";
import { idFromPath } from "../http/schemas";

/** What a route needs, declared on the route: `config: { access: { scope: "business", area, action } }`. */
export interface RouteAccess {
  scope: "business" | "branch";
  area: PermissionArea;
  action: PermissionAction;
}

declare module "fastify" {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
}

// Path ids arrive as text before validation; an invalid one fails the params schema right after this hook.
const pathId = (request: FastifyRequest, name: string): number | undefined =>
  idFromPath((request.params as Record<string, string | undefined>)[name]);

/** A branch record's own path (`.../branches/:id`): that id is a branch, to be in sight like a `:branchId`. */
const BRANCH_RECORD_PATH = /\/branches\/:id(\/|$)/;

/**
 * The one access check of routes that declare `config.access` (DESIGN §5): membership of the path's business
 * (and branch) first, answering 404 for another business, then the permission through `can()`, answering 403.
 * It runs before the body is validated, so an outsider learns nothing from validation messages either.
 */
export default fp(async function accessPlugin(app: FastifyInstance) {
  app.addHook("preValidation", async (request) => {
    const access = request.routeOptions.config?.access;
    if (!access) return;
    const businessId = pathId(request, "businessId");
    if (businessId === undefined) return;
    const need = { area: access.area, action: access.action };
    if (access.scope === "business") {
      // Membership of the branch first (a scoped session sees its own alone); the permission stays business-wide.
      const branchRecord = BRANCH_RECORD_PATH.test(request.routeOptions.url ?? "") ? pathId(request, "id") : undefined;
      if (branchRecord !== undefined) await requireBranch(request, businessId, branchRecord);
      await requireBusiness(request, businessId, need);
      return;
    }
    const branchId = pathId(request, "branchId");
    if (branchId !== undefined) await requireBranch(request, businessId, branchId, need);
  });
});
