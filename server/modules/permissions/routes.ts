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
import { requireBranch, requireOwner } from "../../plugins/tenancy";

// The permissions editor (SPEC §6, §7 Permissions): owners only. Strings are `branch.{branchId}.{area}.{action}`;
// tenancy reads them per request, so a change applies to the user's next request on any instance.

const Option = Type.Object({ id: Type.String(), name: Type.String(), locales: Type.Array(Type.Object({ locale: Type.String(), name: Type.String() })) });
const UserParams = Type.Object({ businessId: Id, branchId: Id, userId: Id });

async function ownerOfBranch(request: FastifyRequest, businessId: number, branchId: number) {
  await requireOwner(request, businessId);
  await requireBranch(request, businessId, branchId);
  const business = await request.server.db.selectFrom("businesses").select("type").where("id", "=", businessId).executeTakeFirstOrThrow();
  return { areas: business.type === "chalet" ? CHALET_PERMISSION_AREAS : PERMISSION_AREAS };
}

const options = (request: FastifyRequest, prefix: string, ids: readonly string[]) => {
  const locale = pickLocale(request.headers);
  return ids.map((id) => ({
    id,
    name: translate(locale, `${prefix}.${id}`),
    locales: LOCALES.map((l) => ({ locale: l, name: translate(l, `${prefix}.${id}`) })),
  }));
};

async function branchStrings(request: FastifyRequest, userId: number, branchId: number) {
  const rows = await request.server.db
    .selectFrom("permissions")
    .select("permission")
    .where("user_id", "=", userId)
    .where("branch_id", "=", branchId)
    .orderBy("permission")
    .execute();
  return rows.map((r) => r.permission);
}

async function staffMember(request: FastifyRequest, businessId: number, userId: number) {
  const member = await request.server.db
    .selectFrom("business_users")
    .select("role")
    .where("business_id", "=", businessId)
    .where("user_id", "=", userId)
    .executeTakeFirst();
  if (!member) throw notFound();
  return member;
}

const permissionsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ["Permissions"];
  const base = "/business/:businessId/branches/:branchId/permissions";

  app.get(`${base}/services`, {
    schema: { tags, params: BranchParams, response: { 200: DataOf(Type.Array(Option)), ...errorResponses } },
  }, async (request) => {
    const { areas } = await ownerOfBranch(request, request.params.businessId, request.params.branchId);
    return { data: options(request, "people.areas", areas) };
  });

  app.get(`${base}/actions`, {
    schema: { tags, params: BranchParams, response: { 200: DataOf(Type.Array(Option)), ...errorResponses } },
  }, async (request) => {
    await ownerOfBranch(request, request.params.businessId, request.params.branchId);
    return { data: options(request, "people.actions", PERMISSION_ACTIONS) };
  });

  app.get(`${base}/user/:userId`, {
    schema: { tags, params: UserParams, response: { 200: DataOf(Type.Array(Type.String())), ...errorResponses } },
  }, async (request) => {
    const { businessId, branchId, userId } = request.params;
    await ownerOfBranch(request, businessId, branchId);
    await staffMember(request, businessId, userId);
    return { data: await branchStrings(request, userId, branchId) };
  });

  app.post(`${base}/user/:userId/set`, {
    schema: {
      tags,
      params: UserParams,
      body: Type.Object({ permissions: Type.Array(Type.String({ maxLength: 100 }), { maxItems: PERMISSION_AREAS.length * PERMISSION_ACTIONS.length }) }),
      response: { 200: DataOf(Type.Array(Type.String())), ...errorResponses },
    },
  }, async (request) => {
    const { businessId, branchId, userId } = request.params;
    const { areas } = await ownerOfBranch(request, businessId, branchId);
    const member = await staffMember(request, businessId, userId);
    if (member.role === "owner") throw new HttpError(403, "people.permissions.ownerNotEditable");
    const allowed = new Set(areas.flatMap((area: PermissionArea) => PERMISSION_ACTIONS.map((action) => permissionString(branchId, area, action))));
    const errors: FieldErrors = {};
    request.body.permissions.forEach((p, i) => {
      if (!allowed.has(p)) errors[`permissions.${i}`] = "people.permissions.invalid";
    });
    if (Object.keys(errors).length) throw validationFailed(errors);
    const wanted = [...new Set(request.body.permissions)].sort();
    await app.db.transaction().execute(async (trx) => {
      const before = await trx.selectFrom("permissions").select("permission").where("user_id", "=", userId).where("branch_id", "=", branchId).execute();
      await trx.deleteFrom("permissions").where("user_id", "=", userId).where("branch_id", "=", branchId).execute();
      if (wanted.length) {
        await trx
          .insertInto("permissions")
          .values(wanted.map((permission) => ({ user_id: userId, business_id: businessId, branch_id: branchId, permission })))
          .execute();
      }
      await recordAudit(trx, request, {
        action: "set",
        entity: "permissions",
        entityId: userId,
        businessId,
        branchId,
        before: { permissions: before.map((r) => r.permission).sort() },
        after: { permissions: wanted },
      });
    });
    return { data: wanted };
  });
};

export default permissionsRoutes;
