import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { Type } from "typebox";
import { can } from "../../../src/domain/permissions";
import { notFound } from "../../errors";
import {
  BusinessIdParams,
  BusinessParams,
  DataOf,
  IdParams,
  ListOf,
  errorResponses,
} from "../../http/schemas";
import type { RouteAccess } from "../../plugins/access";
import { loadAccess } from "../../plugins/tenancy";
import invitationRoutes from "./invitations";
import setPasswordRoutes from "./set-password";
import { slashed } from "../../shared/paths";
import { findMember, listMembers, searchUsers } from "./repository";
import { cancelInvitation, resendInvitation } from "./invite";
import {
  CreateUserBody,
  CreatedUserOut,
  DeleteUserBody,
  ResendInvitationBody,
  SearchUsersBody,
  UpdateUserBody,
  UserInvitedOut,
  UserOut,
  UserSummary,
  UsersQuery,
} from "./schemas";
import { businessOfUserEdit, businessOfUserRemoval, createUser, removeUser, updateUser } from "./service";

const readUsers: RouteAccess = { scope: "business", area: "users", action: "read" };

/** Users of a business (SPEC §7 Users). Area `users`, business-level: the permission in any branch. */
const usersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ["Users"];
  await app.register(invitationRoutes);
  await app.register(setPasswordRoutes);

  // SPEC §7 writes `users/`; both spellings answer.
  for (const path of slashed("/business/:businessId/users")) {
    app.get(
      path,
      {
        config: { access: readUsers },
        schema: {
          tags,
          hide: path.endsWith("/"),
          params: BusinessParams,
          querystring: UsersQuery,
          response: { 200: ListOf(Type.Union([UserOut, UserInvitedOut])), ...errorResponses },
        },
      },
      async (request) => {
        return listMembers(app.db, request.params.businessId, request.query);
      },
    );
  }

  app.get(
    "/business/:businessId/users/:id",
    {
      config: { access: readUsers },
      schema: { tags, params: BusinessIdParams, response: { 200: DataOf(UserOut), ...errorResponses } },
    },
    async (request) => {
      const { businessId, id } = request.params;
      const user = await findMember(app.db, businessId, id);
      if (!user) throw notFound();
      return { data: user };
    },
  );

  for (const path of slashed("/users")) {
    app.post(
      path,
      {
        config: {
          access: { scope: "business", area: "users", action: "create", business: { body: "business_id" } },
        },
        schema: {
          tags,
          hide: path.endsWith("/"),
          body: CreateUserBody,
          response: { 202: CreatedUserOut, ...errorResponses },
        },
      },
      async (request, reply) => reply.status(202).send(await createUser(request, request.body)),
    );
  }

  // The business's side of its pending invitations (the users list's "invited" rows).
  app.post(
    "/business/:businessId/invitations/:id/resend",
    {
      config: { access: { scope: "business", area: "users", action: "create" } },
      // Usually sent without a body.
      preValidation: async (request) => {
        request.body ??= {};
      },
      schema: {
        tags,
        params: BusinessIdParams,
        body: ResendInvitationBody,
        response: { 200: CreatedUserOut, ...errorResponses },
      },
    },
    async (request) => ({
      data: await resendInvitation(
        request,
        request.params.businessId,
        request.params.id,
        request.body.locale,
      ),
    }),
  );

  app.post(
    "/business/:businessId/invitations/:id/cancel",
    {
      config: { access: { scope: "business", area: "users", action: "delete" } },
      schema: {
        tags,
        params: BusinessIdParams,
        response: { 200: DataOf(Type.Object({ id: Type.Integer() })), ...errorResponses },
      },
    },
    async (request) => ({
      data: await cancelInvitation(request, request.params.businessId, request.params.id),
    }),
  );

  // Pickers and the chalet owner lookup: anyone who may read users, or edit listings, of the business (of each of
  // the caller's businesses without business_id: the list is filtered by them, not refused).
  // Finds accounts across the product (to invite them): an act of the account, not of a branch.
  app.post(
    "/users/search",
    {
      config: {
        access: { scope: "business", anyMember: true, business: { body: "business_id", optional: true } },
        account: true,
      },
      schema: {
        tags,
        body: SearchUsersBody,
        response: { 200: DataOf(Type.Array(UserSummary)), ...errorResponses },
      },
    },
    async (request) => {
      const { query, business_id: businessId } = request.body;
      const access = await loadAccess(request);
      const businessIds = access.business
        .map((b) => b.id)
        .filter((id) => businessId === undefined || id === businessId)
        .filter((id) =>
          (["users", "items"] as const).some((area) =>
            can(access, { businessId: id, area, action: area === "users" ? "read" : "update" }),
          ),
        );
      return { data: await searchUsers(app.db, businessIds, query.trim()) };
    },
  );

  app.post(
    "/users/:id",
    {
      config: {
        access: { scope: "business", area: "users", action: "update", business: businessOfUserEdit },
      },
      schema: {
        tags,
        params: IdParams,
        body: UpdateUserBody,
        response: { 200: DataOf(UserOut), ...errorResponses },
      },
    },
    async (request) => ({ data: await updateUser(request, request.params.id, request.body) }),
  );

  app.post(
    "/users/:id/delete",
    {
      config: {
        access: { scope: "business", area: "users", action: "delete", business: businessOfUserRemoval },
      },
      // Delete calls usually come without a body.
      preValidation: async (request) => {
        request.body ??= {};
      },
      schema: {
        tags,
        params: IdParams,
        body: DeleteUserBody,
        querystring: Type.Object({ business_id: Type.Optional(Type.Integer({ minimum: 1 })) }),
        response: { 200: DataOf(Type.Object({ id: Type.Integer() })), ...errorResponses },
      },
    },
    async (request) => ({
      data: await removeUser(request, request.params.id),
    }),
  );
};

export default usersRoutes;
