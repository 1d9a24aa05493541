import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { Type } from "typebox";
import { BusinessParams, DataOf, DeletedOut, ListOf, errorResponses } from "../../http/schemas";
import { notFound } from "../../errors";
import type { RouteAccess } from "../../plugins/access";
import { resendDelivery } from "../../webhooks/queue";
import { endpointsOf, findDelivery, findEndpoint, lastStatuses, pageOfDeliveries } from "./repository";
import {
  DeliveryListQuery,
  DeliveryOut,
  DeliveryParams,
  EndpointCreateBody,
  EndpointOut,
  EndpointParams,
  EndpointUpdateBody,
} from "./schemas";
import { createEndpoint, deleteEndpoint, endpointOut, readEndpoint, updateEndpoint } from "./service";

const tags = ["Webhooks"];
const base = "/business/:businessId/webhooks";
/**
 * Webhooks hand the business's orders, stays and payments to another system: the owner's decision, like the
 * business configuration (docs/decisions.md).
 */
const access: RouteAccess = { scope: "owner" };

/** Webhook endpoints of a business and their delivery log (issue 49, docs/webhooks.md). */
const webhookRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    base,
    {
      config: { access },
      schema: {
        tags,
        params: BusinessParams,
        response: { 200: DataOf(Type.Array(EndpointOut)), ...errorResponses },
      },
    },
    async (request) => {
      const rows = await endpointsOf(app.db, request.params.businessId);
      const statuses = await lastStatuses(
        app.db,
        rows.map((r) => r.id),
      );
      return { data: rows.map((row) => endpointOut(row, statuses.get(row.id) ?? null)) };
    },
  );

  app.post(
    base,
    {
      config: {
        access,
        // As an API key's: a retry must not find the endpoint's signing secret kept in plain text for a day.
        idempotency: { skip: "its answer holds the endpoint's signing secret" },
      },
      schema: {
        tags,
        params: BusinessParams,
        body: EndpointCreateBody,
        response: { 201: DataOf(EndpointOut), ...errorResponses },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ data: await createEndpoint(request, request.params.businessId, request.body) }),
  );

  app.get(
    `${base}/:id`,
    {
      config: { access },
      schema: { tags, params: EndpointParams, response: { 200: DataOf(EndpointOut), ...errorResponses } },
    },
    async (request) => ({
      data: await readEndpoint(app.db, request.params.businessId, request.params.id, true),
    }),
  );

  app.post(
    `${base}/:id`,
    {
      config: { access },
      schema: {
        tags,
        params: EndpointParams,
        body: EndpointUpdateBody,
        response: { 200: DataOf(EndpointOut), ...errorResponses },
      },
    },
    async (request) => ({
      data: await updateEndpoint(request, request.params.businessId, request.params.id, request.body),
    }),
  );

  app.post(
    `${base}/:id/rotate-secret`,
    {
      config: { access },
      schema: { tags, params: EndpointParams, response: { 200: DataOf(EndpointOut), ...errorResponses } },
    },
    async (request) => ({
      data: await updateEndpoint(request, request.params.businessId, request.params.id, {}, true),
    }),
  );

  app.post(
    `${base}/:id/delete`,
    {
      config: { access },
      schema: { tags, params: EndpointParams, response: { 200: DeletedOut, ...errorResponses } },
    },
    async (request) => {
      await deleteEndpoint(request, request.params.businessId, request.params.id);
      return { data: { id: request.params.id } };
    },
  );

  app.get(
    `${base}/:id/deliveries`,
    {
      config: { access },
      schema: {
        tags,
        params: EndpointParams,
        querystring: DeliveryListQuery,
        response: { 200: ListOf(DeliveryOut), ...errorResponses },
      },
    },
    async (request) => {
      const { businessId, id } = request.params;
      if (!(await findEndpoint(app.db, businessId, id))) throw notFound();
      return pageOfDeliveries(app.db, id, request.query);
    },
  );

  app.post(
    `${base}/:id/deliveries/:deliveryId/resend`,
    {
      config: { access },
      schema: { tags, params: DeliveryParams, response: { 200: DataOf(DeliveryOut), ...errorResponses } },
    },
    async (request) => {
      const { businessId, id, deliveryId } = request.params;
      if (!(await findEndpoint(app.db, businessId, id))) throw notFound();
      if (!(await findDelivery(app.db, id, deliveryId))) throw notFound();
      await resendDelivery(app.db, deliveryId, app.webhooks.now());
      app.webhooks.wake();
      const page = await pageOfDeliveries(app.db, id, { page: 1, per_page: 1 }, deliveryId);
      return { data: page.data[0] };
    },
  );
};

export default webhookRoutes;
