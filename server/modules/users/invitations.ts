import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import type { FastifyRequest } from "fastify";
import { Type } from "typebox";
import { nowIso } from "../../db/dialect";
import { paginate, mapList } from "../../db/pagination";
import { notFound } from "../../errors";
import { DataOf, IdParams, ListOf, PageQuery, errorResponses } from "../../http/schemas";
import { recordAudit } from "../../plugins/audit";
import { acceptInvitation } from "./invitation-links";

/** The invitations list takes paging alone: it has one order (newest first) and no filter. */

// Invitations (README Decisions): an owner or manager who adds someone only invites them (invite.ts). The invited
// person lists their pending invitations and accepts or declines them from their own dashboard, or accepts through
// the invitation's link (set-password.ts); only on accept do they become staff of that business. Nobody else can
// see or answer them.

const InvitationOut = Type.Object({
  id: Type.Integer(),
  business: Type.Object({ id: Type.Integer(), name: Type.String(), type: Type.String() }),
  invited_by: Type.Union([Type.String(), Type.Null()]),
  status: Type.String(),
  created_at: Type.String(),
});

function invitationsOf(request: FastifyRequest) {
  return request.server.db
    .selectFrom("invitations")
    .innerJoin("businesses", "businesses.id", "invitations.business_id")
    .leftJoin("users as inviter", "inviter.id", "invitations.invited_by")
    .select(["invitations.id", "invitations.status", "invitations.created_at", "invitations.business_id"])
    .select([
      "businesses.name as business_name",
      "businesses.type as business_type",
      "inviter.name as inviter_name",
    ])
    .where("invitations.user_id", "=", request.user.id);
}

const toInvitation = (
  row: Awaited<ReturnType<ReturnType<typeof invitationsOf>["executeTakeFirstOrThrow"]>>,
) => ({
  id: row.id,
  business: { id: row.business_id, name: row.business_name, type: row.business_type },
  invited_by: row.inviter_name ?? null,
  status: row.status,
  created_at: row.created_at,
});

/**
 * Answers one of the signed-in user's pending invitations. The status moves from pending in one conditional
 * UPDATE, so a double click or two tabs answer it once; another person's invitation is a 404. Either answer ends
 * the invitation's link.
 */
async function answer(request: FastifyRequest, id: number, accept: boolean) {
  const userId = request.user.id;
  return request.server.db.transaction().execute(async (trx) => {
    const now = nowIso();
    const businessId = accept
      ? await acceptInvitation(trx, id, userId, now)
      : (
          await trx
            .updateTable("invitations")
            .set({ status: "declined", answered_at: now, link_hash: null })
            .where("id", "=", id)
            .where("user_id", "=", userId)
            .where("status", "=", "pending")
            .returning("business_id")
            .executeTakeFirst()
        )?.business_id;
    if (businessId === undefined) throw notFound();
    await recordAudit(trx, request, {
      action: accept ? "accept" : "decline",
      entity: "invitation",
      entityId: id,
      businessId,
      after: { user_id: userId, status: accept ? "accepted" : "declined" },
    });
    return { id, business_id: businessId, status: accept ? "accepted" : "declined" };
  });
}

const invitationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ["Users"];
  const Answered = DataOf(
    Type.Object({ id: Type.Integer(), business_id: Type.Integer(), status: Type.String() }),
  );

  app.get(
    "/users/invitations",
    {
      config: { access: { scope: "self" }, account: true },
      schema: { tags, querystring: PageQuery, response: { 200: ListOf(InvitationOut), ...errorResponses } },
    },
    async (request) => {
      const query = invitationsOf(request)
        .where("invitations.status", "=", "pending")
        .orderBy("invitations.id", "desc");
      return mapList(await paginate(query, request.query, { id: "invitations.id" }), toInvitation);
    },
  );

  app.post(
    "/users/invitations/:id/accept",
    {
      config: { access: { scope: "self" }, account: true },
      schema: { tags, params: IdParams, response: { 200: Answered, ...errorResponses } },
    },
    async (request) => ({ data: await answer(request, request.params.id, true) }),
  );

  app.post(
    "/users/invitations/:id/decline",
    {
      config: { access: { scope: "self" }, account: true },
      schema: { tags, params: IdParams, response: { 200: Answered, ...errorResponses } },
    },
    async (request) => ({ data: await answer(request, request.params.id, false) }),
  );
};

export default invitationRoutes;
