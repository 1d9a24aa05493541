import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import type { FastifyRequest } from "fastify";
import { Type } from "typebox";
import { NOTIFICATIONS_PER_PAGE } from "../../../src/domain/constants";
import { nowIso } from "../../db/dialect";
import { mapList } from "../../db/pagination";
import { notFound } from "../../errors";
import { DataOf, Id, IdParams, ListOf, PageQuery, PerPage, errorResponses } from "../../http/schemas";
import { recordAudit } from "../../plugins/audit";
import type { RouteAccess } from "../../plugins/access";
import {
  findNotification,
  markOneRead,
  markRead,
  pageOfNotifications,
  unreadCount,
  type NotificationRow,
  type Reader,
} from "./repository";

// The signed-in user's notifications (SPEC §2 bell, §3 Notification): a user only ever sees their own.

const NotificationOut = Type.Object({
  id: Type.Integer(),
  type: Type.String(),
  business_id: Type.Integer(),
  branch_id: Type.Union([Type.Integer(), Type.Null()]),
  data: Type.Object({ en: Type.String(), ar: Type.String() }, { additionalProperties: true }),
  created_at: Type.String(),
  read_at: Type.Union([Type.String(), Type.Null()]),
});

const toNotification = (row: NotificationRow) => {
  let data: Record<string, unknown> = {};
  try {
    data = JSON.parse(row.data);
  } catch {
    data = {};
  }
  return { ...row, data: { ...data, en: String(data.en ?? ""), ar: String(data.ar ?? data.en ?? "") } };
};

/** The signed-in user, the business asked (if any) and the session's scope. */
const readerOf = (request: FastifyRequest, businessId?: number): Reader => ({
  userId: request.user.id,
  businessId,
  scope: request.user.scope,
});

/**
 * A business_id names a business the caller belongs to; another one answers 404, as everywhere (DESIGN §5). Without
 * it, the caller's own notifications of every business.
 */
const ownOf = (where: "query" | "body"): RouteAccess => ({
  scope: "business",
  anyMember: true,
  business:
    where === "query" ? { query: "business_id", optional: true } : { body: "business_id", optional: true },
});

const notificationsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const tags = ["Notifications"];

  app.get(
    "/users/notifications",
    {
      config: { access: ownOf("query") },
      schema: {
        tags,
        querystring: Type.Object({
          ...PageQuery.properties,
          per_page: Type.Optional(PerPage(NOTIFICATIONS_PER_PAGE)),
          business_id: Type.Optional(Id),
        }),
        response: { 200: ListOf(NotificationOut), ...errorResponses },
      },
    },
    async (request) =>
      mapList(
        await pageOfNotifications(app.db, readerOf(request, request.query.business_id), request.query),
        toNotification,
      ),
  );

  app.get(
    "/users/unread-notifications",
    {
      config: { access: ownOf("query") },
      schema: {
        tags,
        querystring: Type.Object({ business_id: Type.Optional(Id) }),
        response: { 200: Type.Object({ unread_count: Type.Integer() }), ...errorResponses },
      },
    },
    async (request) => ({
      unread_count: await unreadCount(app.db, readerOf(request, request.query.business_id)),
    }),
  );

  // Marks the given notifications (or, without ids, all of them) as read.
  app.post(
    "/users/notifications/read",
    {
      config: { access: ownOf("body") },
      preValidation: async (request) => {
        request.body ??= {};
      },
      schema: {
        tags,
        body: Type.Object({
          ids: Type.Optional(Type.Array(Id, { maxItems: 500 })),
          business_id: Type.Optional(Id),
        }),
        response: {
          200: Type.Object({ updated: Type.Integer(), unread_count: Type.Integer() }),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const { ids, business_id: businessId } = request.body;
      const reader = readerOf(request, businessId);
      const updated = await app.db.transaction().execute(async (trx) => {
        const count = await markRead(trx, reader, ids);
        if (count)
          await recordAudit(trx, request, {
            action: "read",
            entity: "notification",
            entityId: null,
            after: { ids: ids ?? "all", count },
          });
        return count;
      });
      return { updated, unread_count: await unreadCount(app.db, reader) };
    },
  );

  app.post(
    "/users/notifications/:id/read",
    {
      config: { access: { scope: "self" } },
      schema: { tags, params: IdParams, response: { 200: DataOf(NotificationOut), ...errorResponses } },
    },
    async (request) => {
      const { id } = request.params;
      const row = await app.db.transaction().execute(async (trx) => {
        const before = await findNotification(trx, readerOf(request), id);
        if (!before) throw notFound();
        if (before.read_at) return before;
        const readAt = nowIso();
        await markOneRead(trx, id, readAt);
        await recordAudit(trx, request, {
          action: "read",
          entity: "notification",
          entityId: id,
          businessId: null,
          after: { read_at: readAt },
        });
        return { ...before, read_at: readAt };
      });
      return { data: toNotification(row) };
    },
  );
};

export default notificationsRoutes;
