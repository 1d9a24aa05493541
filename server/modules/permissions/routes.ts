import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import type { FastifyRequest } from "fastify";
import { Type } from "typebox";
import { LOCALES, PERMISSION_ACTIONS, type PermissionArea } from "../../../src/domain/constants";
import { CHALET_PERMISSION_AREAS, PERMISSION_AREAS } from "../../../src/domain/resources";
import { permissionString } from "../../../src/domain/permissions";
import { HttpError, notFound, validationFailed, type FieldErrors } from "../../errors";
import { BranchParams, DataOf, Id, errorResponses } from "../../http/schemas";
import { pickLocale, translate } from "../../i18n";
import { recordAudit } from "../../plugins/audit";
import type { RouteAccess } from "../../plugins/access";
import { businessTypeOf } from "../business/repository";
import { branchStrings, membershipIn, replaceBranchStrings } from "./repository";

// The permissions editor (SPEC §6, §7 Permissions): owners only. Strings are `branch.{branchId}.{area}.{action}`;
// tenancy reads them per request, so a change applies to the user's next request on any instance.

const Option = Type.Object({
  id: Type.String(),
  name: Type.String(),
  locales: Type.Array(Type.Object({ locale: Type.String(), name: Type.String() })),
});
const UserParams = Type.Object({ businessId: Id, branchId: Id, userId: Id });

/** The areas the editor offers: a chalet business has its own. */
async function areasOf(request: FastifyRequest, businessId: number) {
  const type = await businessTypeOf(request.server.db, businessId);
  return type === "chalet" ? CHALET_PERMISSION_AREAS : PERMISSION_AREAS;
}

const options = (request: FastifyRequest, prefix: string, ids: readonly string[]) => {
  const locale = pickLocale(request.headers);
  return ids.map((id) => ({
    id,
    name: translate(locale, `${prefix}.${id}`),
    locales: LOCALES.map((l) => ({ locale: l, name: translate(l, `${prefix}.${id}`) })),
  }));
};

async function staffMember(request: FastifyRequest, businessId: number, userId: number) {
  const member = await membershipIn(request.server.db, businessId, userId);
  if (!member) throw notFound();
  return member;
}

// Owners only, of a branch of their business (plugins/access.ts).
const access: RouteAccess = { scope: "owner", branch: { path: "branchId" } };

const permissionsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ["Permissions"];
  const base = "/business/:businessId/branches/:branchId/permissions";

  app.get(
    `${base}/services`,
    {
      config: { access },
      schema: {
        tags,
        params: BranchParams,
        response: { 200: DataOf(Type.Array(Option)), ...errorResponses },
      },
    },
    async (request) => ({
      data: options(request, "people.areas", await areasOf(request, request.params.businessId)),
    }),
  );

  app.get(
    `${base}/actions`,
    {
      config: { access },
      schema: {
        tags,
        params: BranchParams,
        response: { 200: DataOf(Type.Array(Option)), ...errorResponses },
      },
    },
    async (request) => ({ data: options(request, "people.actions", PERMISSION_ACTIONS) }),
  );

  app.get(
    `${base}/user/:userId`,
    {
      config: { access },
      schema: {
        tags,
        params: UserParams,
        response: { 200: DataOf(Type.Array(Type.String())), ...errorResponses },
      },
    },
    async (request) => {
      const { businessId, branchId, userId } = request.params;
      await staffMember(request, businessId, userId);
      return { data: await branchStrings(app.db, userId, branchId) };
    },
  );

  app.post(
    `${base}/user/:userId/set`,
    {
      config: { access },
      schema: {
        tags,
        params: UserParams,
        body: Type.Object({
          permissions: Type.Array(Type.String({ maxLength: 100 }), {
            maxItems: PERMISSION_AREAS.length * PERMISSION_ACTIONS.length,
          }),
        }),
        response: { 200: DataOf(Type.Array(Type.String())), ...errorResponses },
      },
    },
    async (request) => {
      const { businessId, branchId, userId } = request.params;
      const areas = await areasOf(request, businessId);
      const member = await staffMember(request, businessId, userId);
      if (member.role === "owner") throw new HttpError(403, "people.permissions.ownerNotEditable");
      const allowed = new Set(
        areas.flatMap((area: PermissionArea) =>
          PERMISSION_ACTIONS.map((action) => permissionString(branchId, area, action)),
        ),
      );
      const errors: FieldErrors = {};
      request.body.permissions.forEach((p, i) => {
        if (!allowed.has(p)) errors[`permissions.${i}`] = "people.permissions.invalid";
      });
      if (Object.keys(errors).length) throw validationFailed(errors);
      const wanted = [...new Set(request.body.permissions)].sort();
      await app.db.transaction().execute(async (trx) => {
        const before = await branchStrings(trx, userId, branchId);
        await replaceBranchStrings(trx, { businessId, branchId, userId }, wanted);
        await recordAudit(trx, request, {
          action: "set",
          entity: "permissions",
          entityId: userId,
          businessId,
          branchId,
          before: { permissions: [...before].sort() },
          after: { permissions: wanted },
        });
      });
      return { data: wanted };
    },
  );
};

export default permissionsRoutes;
