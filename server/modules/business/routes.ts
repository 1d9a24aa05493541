import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import type { FastifyRequest } from "fastify";
import { DataOf, IdParams, ListOf, errorResponses, DeletedOut, writeErrors } from "../../http/schemas";
import type { RouteAccess } from "../../plugins/access";
import { slashed } from "../../shared/paths";
import { removeMediaFiles } from "../media/removal";
import { findBusiness, pageOfOwnBusinesses, withRelations, type BusinessRow } from "./repository";
import { BusinessCreateBody, BusinessListQuery, BusinessOut, BusinessUpdateBody } from "./schemas";
import { createBusiness, removeBusiness, updateBusiness } from "./service";

const tags = ["Business"];
const messages = { "locales.0.name": { required: "validation.nameRequired" } };
/** A business addressed as `business/{id}`. */
const ofBusiness = (action: "read" | "update"): RouteAccess => ({
  scope: "business",
  area: "business",
  action,
  business: { path: "id" },
});

/** SPEC §7 Business: the signed-in user's businesses; settings and config live in their own module. */
const businessRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /** One business as the API answers it (with its branches, menus and logo). */
  const answer = async (request: FastifyRequest, row: BusinessRow | undefined) =>
    (await withRelations(app.db, row ? [row] : [], request.user))[0];

  for (const path of slashed("/business"))
    app.get(
      path,
      {
        config: { access: { scope: "self" } },
        schema: {
          tags,
          hide: path.endsWith("/"),
          querystring: BusinessListQuery,
          response: { 200: ListOf(BusinessOut), ...errorResponses },
        },
      },
      async (request) => {
        const page = await pageOfOwnBusinesses(app.db, request.user, request.query);
        return { ...page, data: await withRelations(app.db, page.data, request.user) };
      },
    );

  app.get(
    "/business/:id",
    {
      config: { access: ofBusiness("read") },
      schema: { tags, params: IdParams, response: { 200: DataOf(BusinessOut), ...errorResponses } },
    },
    async (request) => ({ data: await answer(request, await findBusiness(app.db, request.params.id)) }),
  );

  for (const path of slashed("/business"))
    app.post(
      path,
      {
        config: { access: { scope: "self" }, account: true, messages },
        schema: {
          tags,
          hide: path.endsWith("/"),
          body: BusinessCreateBody,
          response: { 201: DataOf(BusinessOut), ...errorResponses },
        },
      },
      async (request, reply) =>
        reply.status(201).send({ data: await answer(request, await createBusiness(request, request.body)) }),
    );

  app.post(
    "/business/:id",
    {
      config: { access: ofBusiness("update"), messages },
      schema: {
        tags,
        params: IdParams,
        body: BusinessUpdateBody,
        response: { 200: DataOf(BusinessOut), ...writeErrors },
      },
    },
    async (request) => ({
      data: await answer(request, await updateBusiness(request, request.params.id, request.body)),
    }),
  );

  // Ends every branch of the business: more than a session scoped to one branch may do.
  app.post(
    "/business/:id/delete",
    {
      config: { access: { scope: "owner", business: { path: "id" } }, account: true },
      schema: { tags, params: IdParams, response: { 200: DeletedOut, ...errorResponses } },
    },
    async (request) => {
      const businessId = request.params.id;
      await removeMediaFiles(app, await removeBusiness(request, businessId));
      return { data: { id: businessId } };
    },
  );
};

export default businessRoutes;
