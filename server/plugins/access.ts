import fp from "fastify-plugin";
import type { FastifyInstance, FastifyRequest, RouteOptions } from "fastify";
import type { PermissionAction, PermissionArea } from "../../src/domain/constants";
import { can } from "../../src/domain/permissions";
import { forbidden, notFound, validationFailed } from "../errors";
import { idFromPath } from "../http/schemas";
import { loadAccess, type Access } from "./tenancy";

// One access rule for every route (DESIGN §5), declared in its config and applied by one hook: no handler calls
// an access helper. A start-up check refuses an /api route that declares none, so a new route cannot forget it.

/**
 * Where a route finds the id of its business or branch: a path parameter, a query or body field (optional ones may
 * be left out: the route then acts on the caller's own records), or for a record addressed by its own id a resolver
 * declared on the route, which reads the record's business and throws 404 when there is no such record.
 * The check runs before the input is validated: a resolver reads ids with `idFromPath` and answers undefined when
 * the request names none it can read (validation then refuses it; should it pass, the check answers 404).
 */
export type IdSource =
  | { path: string }
  | { query: string; optional?: true }
  | { body: string; optional?: true }
  | ((request: FastifyRequest) => Promise<number | undefined>);

/** Permission in the business (any of its branches) or, for `branch`, in that branch; `area` may list alternatives. */
interface Permission {
  area: PermissionArea | readonly PermissionArea[];
  action: PermissionAction;
}

interface Located {
  /** Default: the path's `businessId`. */
  business?: IdSource;
  /**
   * A branch that must be one of the business's in the session's sight (404 otherwise). Default for `branch`: the
   * path's `branchId`; for `business`: the record's own id on a branch record path (`.../branches/:id`).
   */
  branch?: IdSource;
}

/**
 * What a route needs, in its config (`config: { access: { scope: "business", area: "items", action: "read" } }`):
 * - `public`: no sign-in at all;
 * - `everyone`: any signed-in user (reference data; or a rule that depends on the body, kept in the service);
 * - `self`: acts on the signed-in account itself (its profile, sessions, invitations, preferences);
 * - `owner`: the owner of the business;
 * - `business`: a business-level record: the permission in any branch of the business (or membership alone,
 *   `anyMember`, where the route only reads the caller's own rows of the business);
 * - `branch`: a branch-level record: the permission in that branch. With an optional branch left out, the
 *   permission in any branch (lists over the branches the user may read).
 * Membership is checked first (another business or a branch out of sight answers 404), then the permission (403).
 * A scoped session (a login QR's) is held to its branch by the access it loads (tenancy.ts scopedAccess);
 * `config.account` (auth.ts) refuses it the account's own routes.
 */
export type RouteAccess =
  | { scope: "public" | "everyone" | "self" }
  | ({ scope: "owner" } & Located)
  | ({ scope: "business" | "branch" } & Located & Permission)
  | ({ scope: "business" } & Located & { anyMember: true });

export type RouteScope = RouteAccess["scope"];

declare module "fastify" {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyInstance {
    /** Each route's access, by `METHOD url` (the generated tests read it beside the OpenAPI document). */
    routeAccess: Map<string, RouteAccess>;
  }
}

/** What one check needs: the scope's ids and the permission. The hook builds it from route config. */
export interface AccessTarget {
  businessId: number;
  /** Must be a branch of the business in sight. */
  branchId?: number;
  /** Owners only. */
  owner?: boolean;
  need?: Permission;
  /** The permission is needed in `branchId` itself rather than in any branch of the business. */
  inBranch?: boolean;
}

/**
 * Membership first (404 for another business or a branch out of sight, never revealing it exists), then ownership or
 * the permission through `can()` (403). The hook runs it for every route; a finer rule that depends on the body or
 * on a record (kept in that module's service, saying why) runs the same check.
 */
export async function checkAccess(request: FastifyRequest, target: AccessTarget): Promise<Access> {
  const access = await loadAccess(request);
  const { businessId, branchId } = target;
  const business = access.business.find((b) => b.id === businessId);
  if (!business) throw notFound();
  if (branchId !== undefined && !business.branches.some((b) => b.id === branchId)) throw notFound();
  if (target.owner && !business.is_owner) throw forbidden();
  const need = target.need;
  if (need) {
    const inBranch = target.inBranch && branchId !== undefined ? { branchId } : {};
    const areas: readonly PermissionArea[] = typeof need.area === "string" ? [need.area] : need.area;
    if (!areas.some((area) => can(access, { businessId, ...inBranch, area, action: need.action })))
      throw forbidden();
  }
  return access;
}

/** A branch record's own path (`.../branches/:id`): that id is a branch, to be in sight like a `:branchId`. */
const BRANCH_RECORD_PATH = /\/branches\/:id(\/|$)/;

const BUSINESS_IN_PATH: IdSource = { path: "businessId" };
const BRANCH_IN_PATH: IdSource = { path: "branchId" };

type Located_ = Extract<RouteAccess, Located>;

const isLocated = (access: RouteAccess): access is Located_ =>
  access.scope === "owner" || access.scope === "business" || access.scope === "branch";

function branchSource(access: Located_, url: string): IdSource | undefined {
  if (access.branch) return access.branch;
  if (access.scope === "branch") return BRANCH_IN_PATH;
  return BRANCH_RECORD_PATH.test(url) ? { path: "id" } : undefined;
}

const optional = (source: IdSource) =>
  typeof source === "object" && "optional" in source && !!source.optional;

/** The id a source names; undefined when absent (or, before validation, not yet a valid id). */
async function idOf(request: FastifyRequest, source: IdSource): Promise<number | undefined> {
  if (typeof source === "function") return source(request);
  const [bag, name] =
    "path" in source
      ? [request.params, source.path]
      : "query" in source
        ? [request.query, source.query]
        : [request.body, source.body];
  return idFromPath((bag as Record<string, unknown> | undefined)?.[name]);
}

/** An id the route must have and does not: a path id answers 404 (no such record), a field 422. */
function missing(source: IdSource): never {
  if (typeof source === "object" && !("path" in source)) {
    const field = "query" in source ? source.query : source.body;
    throw validationFailed({ [field]: "validation.required" });
  }
  throw notFound();
}

const checked = new WeakSet<FastifyRequest>();

/**
 * Applies the route's declaration before the input is validated, so an outsider learns nothing from validation
 * messages either. An id that cannot be read yet (not a valid id) leaves the check to the second call, once the
 * input is validated and before the handler: the handler never runs unchecked.
 */
async function enforce(request: FastifyRequest, early: boolean): Promise<void> {
  if (checked.has(request)) return;
  const access = request.routeOptions.config?.access;
  if (!access || !isLocated(access)) {
    checked.add(request);
    return;
  }
  const businessFrom = access.business ?? BUSINESS_IN_PATH;
  const branchFrom = branchSource(access, request.routeOptions.url ?? "");

  const businessId = await idOf(request, businessFrom);
  if (businessId === undefined) {
    if (early) return;
    if (optional(businessFrom)) {
      // Left out on purpose: the route acts on the caller's own records (its handler filters by them).
      checked.add(request);
      return;
    }
    missing(businessFrom);
  }
  const branchId = branchFrom ? await idOf(request, branchFrom) : undefined;
  if (branchFrom && branchId === undefined) {
    if (early) return;
    if (!optional(branchFrom)) missing(branchFrom);
  }
  checked.add(request);
  await checkAccess(request, {
    businessId,
    branchId,
    owner: access.scope === "owner",
    need: "area" in access ? { area: access.area, action: access.action } : undefined,
    inBranch: access.scope === "branch",
  });
}

/** The path parameters a declaration reads must be in the route's path: a typo would otherwise check nothing. */
function assertPathSources(route: RouteOptions, access: RouteAccess) {
  if (!isLocated(access)) return;
  for (const source of [access.business ?? BUSINESS_IN_PATH, branchSource(access, route.url)]) {
    if (source && typeof source === "object" && "path" in source && !route.url.includes(`:${source.path}`))
      throw new Error(`${route.method} ${route.url}: access reads :${source.path}, which is not in the path`);
  }
}

const routeKey = (method: string, url: string) => `${method} ${url}`;

/** An /api route is the product's own and must declare its access; the API documentation pages are the library's. */
const needsDeclaration = (url: string) => url.startsWith("/api/") && !url.startsWith("/api/docs");

export interface AccessPluginOptions {
  /** Refuse to register an /api route without `config.access` (on in the application; tests may build parts). */
  requireDeclaration?: boolean;
}

export default fp<AccessPluginOptions>(async function accessPlugin(app: FastifyInstance, options) {
  app.decorate("routeAccess", new Map<string, RouteAccess>());
  app.addHook("onRoute", (route) => {
    const access = route.config?.access;
    if (!access) {
      if (options.requireDeclaration && needsDeclaration(route.url))
        throw new Error(
          `${String(route.method)} ${route.url}: every /api route declares config.access (plugins/access.ts)`,
        );
      return;
    }
    assertPathSources(route, access);
    for (const method of ([] as string[]).concat(route.method))
      app.routeAccess.set(routeKey(method, route.url), access);
  });
  app.addHook("preValidation", async (request) => enforce(request, true));
  app.addHook("preHandler", async (request) => enforce(request, false));
});
