import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import type { FastifyRequest } from "fastify";
import { Type } from "typebox";
import { BRANCH_SETTINGS_PATHS, BRANCH_SETTINGS_SCOPES } from "../../../src/domain/settingsScopes";
import { BranchParams, ErrorBody, Id, errorResponses } from "../../http/schemas";
import type { RouteAccess } from "../../plugins/access";
import { slashed } from "../../shared/paths";
import { SettingsBody, SettingsOut } from "./schemas";
import { readSettings, writeSettings } from "./service";
import { branchTarget, businessTarget, userTarget } from "./targets";

// Settings of a business, a branch, the branch's tablet and mobile apps (SPEC §3), and a user's preferences.
// Paths not in SPEC §7: business/{businessId}/branches/{branchId}/tablet-settings/ and .../mobile-settings/ (+ /set).

const responses = { 200: SettingsOut, 409: ErrorBody, ...errorResponses };
const wrapBareList = async (request: FastifyRequest) => {
  if (Array.isArray(request.body)) request.body = { settings: request.body };
};

const settingsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ["Settings"];

  // Business settings: `settings` read in any branch; writing needs the owner or settings.update.
  const BusinessIdOnly = Type.Object({ id: Id });
  const ofBusiness = (action: "read" | "update"): RouteAccess => ({
    scope: "business",
    area: "settings",
    action,
    business: { path: "id" },
  });
  for (const path of slashed("/business/:id/settings")) {
    app.get(
      path,
      {
        config: { access: ofBusiness("read") },
        schema: { tags, hide: path.endsWith("/"), params: BusinessIdOnly, response: responses },
      },
      async (request) => readSettings(request, await businessTarget(request, request.params.id)),
    );
  }
  app.post(
    "/business/:id/settings/set",
    {
      config: { access: ofBusiness("update") },
      preValidation: wrapBareList,
      schema: { tags, params: BusinessIdOnly, body: SettingsBody, response: responses },
    },
    async (request) => {
      return writeSettings(
        request,
        await businessTarget(request, request.params.id),
        request.body.settings,
        request.body.updated_at,
        request.body.remove,
      );
    },
  );

  // Branch, tablet app and mobile app settings: `settings` in that branch.
  for (const scope of BRANCH_SETTINGS_SCOPES) {
    const segment = BRANCH_SETTINGS_PATHS[scope];
    const base = `/business/:businessId/branches/:branchId/${segment}`;
    for (const path of slashed(base)) {
      app.get(
        path,
        {
          config: { access: { scope: "branch", area: "settings", action: "read" } },
          schema: { tags, hide: path.endsWith("/"), params: BranchParams, response: responses },
        },
        async (request) => {
          const { businessId, branchId } = request.params;
          return readSettings(request, await branchTarget(request, scope, businessId, branchId));
        },
      );
    }
    app.post(
      `${base}/set`,
      {
        config: { access: { scope: "branch", area: "settings", action: "update" } },
        preValidation: wrapBareList,
        schema: { tags, params: BranchParams, body: SettingsBody, response: responses },
      },
      async (request) => {
        const { businessId, branchId } = request.params;
        return writeSettings(
          request,
          await branchTarget(request, scope, businessId, branchId),
          request.body.settings,
          request.body.updated_at,
          request.body.remove,
        );
      },
    );
  }

  // User preferences (ReceiveOrderNotifications): the account's own (an owner may read their staff's, targets.ts).
  const UserParams = Type.Object({ userId: Id });
  for (const path of slashed("/users/:userId/settings")) {
    app.get(
      path,
      {
        config: { access: { scope: "self" } },
        schema: { tags, hide: path.endsWith("/"), params: UserParams, response: responses },
      },
      async (request) => readSettings(request, await userTarget(request, request.params.userId)),
    );
  }
  app.post(
    "/users/:userId/settings/set",
    {
      config: { access: { scope: "self" }, account: true },
      preValidation: wrapBareList,
      schema: { tags, params: UserParams, body: SettingsBody, response: responses },
    },
    async (request) =>
      writeSettings(
        request,
        await userTarget(request, request.params.userId, true),
        request.body.settings,
        request.body.updated_at,
        request.body.remove,
      ),
  );
};

export default settingsRoutes;
