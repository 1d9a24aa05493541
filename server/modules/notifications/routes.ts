import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import type { FastifyRequest } from "fastify";
import type { ExpressionBuilder } from "kysely";
import { Type } from "typebox";
import { NOTIFICATIONS_PER_PAGE } from "../../../src/domain/constants";
import { nowIso } from "../../db/dialect";
import { mapList, paginate } from "../../db/pagination";
import type { DB, NotificationsTable } from "../../db/schema/index";
import { notFound } from "../../errors";
import { DataOf, Id, IdParams, ListOf, Page, PerPage, errorResponses } from "../../http/schemas";
import { recordAudit } from "../../plugins/audit";
import { requireBusiness } from "../../plugins/tenancy";

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

type Row = Pick<
  NotificationsTable,
  "type" | "data" | "read_at" | "created_at" | "branch_id" | "business_id"
> & { id: number };
const toNotification = (row: Row) => {
  let data: Record<string, unknown> = {};
  try {
    data = JSON.parse(row.data);
  } catch {
    data = {};
  }
  return { ...row, data: { ...data, en: String(data.en ?? ""), ar: String(data.ar ?? data.en ?? "") } };
};

/**
 * The bell follows the selected business (`business_id`): a user of several businesses sees, counts and clears the
 * notifications of the one they work in. Without it, all of theirs (API clients, SPEC's plain call). Notifications
 * are found by their user, not through Access, so a scoped session (a login QR's) is held to its scope here: those
 * of its business, business-wide or of its branch.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const ofBusiness = <Q extends { where: (...args: any[]) => Q }>(
  query: Q,
  request: FastifyRequest,
  businessId: number | undefined,
): Q => {
  const asked = businessId === undefined ? query : query.where("business_id", "=", businessId);
  const scope = request.user.scope;
  if (!scope) return asked;
  return asked
    .where("business_id", "=", scope.businessId)
    .where((eb: ExpressionBuilder<DB, "notifications">) =>
      eb.or([eb("branch_id", "is", null), eb("branch_id", "=", scope.branchId)]),
    );
};

const notificationsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // A business_id names a business the caller belongs to; another one answers 404, as everywhere (DESIGN §5).
  app.addHook("preHandler", async (request) => {
    const asked =
      (request.query as { business_id?: number } | undefined)?.business_id ??
      (request.body as { business_id?: number } | undefined)?.business_id;
    if (asked !== undefined) await requireBusiness(request, asked);
  });

  const tags = ["Notifications"];
  const columns = ["id", "type", "business_id", "branch_id", "data", "created_at", "read_at"] as const;

  app.get(
    "/users/notifications",
    {
      schema: {
        tags,
        querystring: Type.Object({
          page: Type.Optional(Page),
          per_page: Type.Optional(PerPage(NOTIFICATIONS_PER_PAGE)),
          business_id: Type.Optional(Id),
        }),
        response: { 200: ListOf(NotificationOut), ...errorResponses },
      },
    },
    async (request) => {
      const query = ofBusiness(
        app.db.selectFrom("notifications").select(columns).where("user_id", "=", request.user.id),
        request,
        request.query.business_id,
      ).orderBy("id", "desc");
      return mapList(await paginate(query, request.query), toNotification);
    },
  );

  app.get(
    "/users/unread-notifications",
    {
      schema: {
        tags,
        querystring: Type.Object({ business_id: Type.Optional(Id) }),
        response: { 200: Type.Object({ unread_count: Type.Integer() }), ...errorResponses },
      },
    },
    async (request) => ({ unread_count: await unreadCount(request, request.query.business_id) }),
  );

  /** Unread notifications of the signed-in user, of one business when given. */
  async function unreadCount(request: FastifyRequest, businessId: number | undefined): Promise<number> {
    const row = await ofBusiness(
      app.db
        .selectFrom("notifications")
        .select((eb) => eb.fn.countAll<number>().as("count"))
        .where("user_id", "=", request.user.id)
        .where("read_at", "is", null),
      request,
      businessId,
    ).executeTakeFirst();
    return Number(row?.count ?? 0);
  }

  // Marks the given notifications (or, without ids, all of them) as read.
  app.post(
    "/users/notifications/read",
    {
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
      const userId = request.user.id;
      const updated = await app.db.transaction().execute(async (trx) => {
        let query = ofBusiness(
          trx
            .updateTable("notifications")
            .set({ read_at: nowIso() })
            .where("user_id", "=", userId)
            .where("read_at", "is", null),
          request,
          businessId,
        );
        if (ids) query = ids.length ? query.where("id", "in", ids) : query.where("id", "=", -1);
        const result = await query.executeTakeFirst();
        const count = Number(result.numUpdatedRows);
        if (count)
          await recordAudit(trx, request, {
            action: "read",
            entity: "notification",
            entityId: null,
            after: { ids: ids ?? "all", count },
          });
        return count;
      });
      return { updated, unread_count: await unreadCount(request, businessId) };
    },
  );

  app.post(
    "/users/notifications/:id/read",
    {
      schema: { tags, params: IdParams, response: { 200: DataOf(NotificationOut), ...errorResponses } },
    },
    async (request) => {
      const { id } = request.params;
      const userId = request.user.id;
      const row = await app.db.transaction().execute(async (trx) => {
        const before = await ofBusiness(
          trx.selectFrom("notifications").select(columns).where("id", "=", id).where("user_id", "=", userId),
          request,
          undefined,
        ).executeTakeFirst();
        if (!before) throw notFound();
        if (before.read_at) return before;
        const readAt = nowIso();
        await trx.updateTable("notifications").set({ read_at: readAt }).where("id", "=", id).execute();
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
