import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import type { FastifyRequest } from "fastify";
import { Type } from "typebox";
import { BRANCH_SETTINGS_PATHS, BRANCH_SETTINGS_SCOPES } from "../../../src/domain/settingsScopes";
import { forbidden, HttpError, notFound } from "../../errors";
import { BranchParams, ErrorBody, Id, errorResponses } from "../../http/schemas";
import { loadAccess, requireBranch, requireBusiness } from "../../plugins/tenancy";
import { slashed } from "../../shared/paths";
import { SettingsBody, SettingsOut } from "./schemas";
import { readSettings, writeSettings, type SettingsTarget } from "./service";

// Settings of a business, a branch, the branch's tablet and mobile apps (SPEC §3), and a user's preferences.
// Paths not in SPEC §7: business/{businessId}/branches/{branchId}/tablet-settings/ and .../mobile-settings/ (+ /set).

const responses = { 200: SettingsOut, 409: ErrorBody, ...errorResponses };
const wrapBareList = async (request: FastifyRequest) => {
  if (Array.isArray(request.body)) request.body = { settings: request.body };
};

async function businessType(request: FastifyRequest, businessId: number) {
  const row = await request.server.db.selectFrom("businesses").select("type").where("id", "=", businessId).executeTakeFirstOrThrow();
  return row.type;
}

/**
 * A user's preferences: their own, or, for a business owner, reading those of the staff of their business.
 * Preferences belong to the whole account, so only the user themself changes them (`write`).
 */
async function userTarget(request: FastifyRequest, userId: number, write = false): Promise<SettingsTarget> {
  const target: SettingsTarget = { scope: "user", scopeId: userId, businessId: null, businessType: "" };
  if (userId === request.user.id) return target;
  const access = await loadAccess(request);
  const memberships = await request.server.db.selectFrom("business_users").select(["business_id", "role"]).where("user_id", "=", userId).execute();
  const shared = memberships.filter((m) => access.business.some((b) => b.id === m.business_id));
  if (!shared.length) throw notFound();
  if (write) throw new HttpError(403, "people.settings.ownPreferencesOnly");
  const owned = shared.find((m) => m.role === "staff" && access.business.find((b) => b.id === m.business_id)?.is_owner);
  if (!owned) throw forbidden();
  return { ...target, businessId: owned.business_id };
}

const settingsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ["Settings"];

  // Business settings: `settings` read in any branch; writing needs the owner or settings.update.
  const BusinessIdOnly = Type.Object({ id: Id });
  const businessTarget = async (request: FastifyRequest, id: number): Promise<SettingsTarget> => ({
    scope: "business",
    scopeId: id,
    businessId: id,
    businessType: await businessType(request, id),
  });
  for (const path of slashed("/business/:id/settings")) {
    app.get(path, { schema: { tags, hide: path.endsWith("/"), params: BusinessIdOnly, response: responses } }, async (request) => {
      await requireBusiness(request, request.params.id, { area: "settings", action: "read" });
      return readSettings(request, await businessTarget(request, request.params.id));
    });
  }
  app.post("/business/:id/settings/set", {
    preValidation: wrapBareList,
    schema: { tags, params: BusinessIdOnly, body: SettingsBody, response: responses },
  }, async (request) => {
    await requireBusiness(request, request.params.id, { area: "settings", action: "update" });
    return writeSettings(request, await businessTarget(request, request.params.id), request.body.settings, request.body.updated_at, request.body.remove);
  });

  // Branch, tablet app and mobile app settings: `settings` in that branch.
  for (const scope of BRANCH_SETTINGS_SCOPES) {
    const segment = BRANCH_SETTINGS_PATHS[scope];
    const base = `/business/:businessId/branches/:branchId/${segment}`;
    const target = async (request: FastifyRequest, businessId: number, branchId: number): Promise<SettingsTarget> => ({
      scope,
      scopeId: branchId,
      businessId,
      branchId,
      businessType: await businessType(request, businessId),
    });
    for (const path of slashed(base)) {
      app.get(path, { schema: { tags, hide: path.endsWith("/"), params: BranchParams, response: responses } }, async (request) => {
        const { businessId, branchId } = request.params;
        await requireBranch(request, businessId, branchId, { area: "settings", action: "read" });
        return readSettings(request, await target(request, businessId, branchId));
      });
    }
    app.post(`${base}/set`, {
      preValidation: wrapBareList,
      schema: { tags, params: BranchParams, body: SettingsBody, response: responses },
    }, async (request) => {
      const { businessId, branchId } = request.params;
      await requireBranch(request, businessId, branchId, { area: "settings", action: "update" });
      return writeSettings(request, await target(request, businessId, branchId), request.body.settings, request.body.updated_at, request.body.remove);
    });
  }

  // User preferences (ReceiveOrderNotifications).
  const UserParams = Type.Object({ userId: Id });
  for (const path of slashed("/users/:userId/settings")) {
    app.get(path, { schema: { tags, hide: path.endsWith("/"), params: UserParams, response: responses } }, async (request) =>
      readSettings(request, await userTarget(request, request.params.userId)),
    );
  }
  app.post("/users/:userId/settings/set", {
    config: { account: true },
    preValidation: wrapBareList,
    schema: { tags, params: UserParams, body: SettingsBody, response: responses },
  }, async (request) => writeSettings(request, await userTarget(request, request.params.userId, true), request.body.settings, request.body.updated_at, request.body.remove));
};

export default settingsRoutes;
