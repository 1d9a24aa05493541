import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { Type } from "typebox";
import { ORDER_STATUSES, LOCALES, type OrderStatus } from "../../../src/domain/constants";
import { canTransition, ORDER_TRANSITIONS } from "../../../src/domain/orders";
import { BranchIdParams, BranchParams, DataOf, ListOf, errorResponses, DeletedOut, writeErrors } from "../../http/schemas";
import { notFound, validationFailed } from "../../errors";
import { pickLocale, translate } from "../../i18n";
import { requireBranch } from "../../plugins/tenancy";
import { recordAudit } from "../../plugins/audit";
import { notifyBranch } from "../notifications/notify";
import { assertFresh, nextUpdatedAt } from "../../shared/concurrency";
import { bilingual, publishToBranch } from "../../shared/announce";
import { businessTime } from "../config/business-config";
import { customerSearch } from "../../shared/customer-search";
import { datedList } from "../../shared/dated-list";
import { branchOrders, findOrder, orderDetail, toOrder, withCurrency } from "./repository";
import {
  OrderCreateBody,
  OrderDetailOut,
  OrderListQuery,
  OrderOut,
  OrderStatusOut,
  OrderUpdateBody,
} from "./schemas";
import { invoiceOrderIfDue } from "./invoice";
import { createOrder } from "./service";

const tags = ["Orders"];
const base = "/business/:businessId/branches/:branchId/orders";
const statusLabel = (locale: (typeof LOCALES)[number], status: string) =>
  translate(locale, `orders.status.${status}`);

/** SPEC §7 Orders under a branch, the order statuses "loaded from the server" (SPEC §4), and order creation. */
const orderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    "/business/:businessId/branches/:branchId/order-statuses",
    {
      schema: {
        tags,
        params: BranchParams,
        response: { 200: DataOf(Type.Array(OrderStatusOut)), ...errorResponses },
      },
    },
    async (request) => {
      const { businessId, branchId } = request.params;
      await requireBranch(request, businessId, branchId, { area: "orders", action: "read" });
      const locale = pickLocale(request.headers);
      return {
        data: ORDER_STATUSES.map((id) => ({
          id,
          name: statusLabel(locale, id),
          locales: LOCALES.map((l) => ({ locale: l, name: statusLabel(l, id) })),
          next: [...ORDER_TRANSITIONS[id]],
        })),
      };
    },
  );

  // SPEC §7 writes the list as `orders/`; both spellings answer.
  for (const path of [base, `${base}/`]) {
    app.get(
      path,
      {
        schema: {
          tags,
          hide: path.endsWith("/"),
          params: BranchParams,
          querystring: OrderListQuery,
          response: { 200: ListOf(OrderOut), ...errorResponses },
        },
      },
      async (request) => {
        const { businessId, branchId } = request.params;
        await requireBranch(request, businessId, branchId, { area: "orders", action: "read" });
        const filters = request.query;
        const { bounds, page } = await datedList(app.db, businessId, filters, {
          sortable: {
            id: "orders.id",
            number: "orders.number",
            created_at: "orders.created_at",
            total: "orders.total",
            status: "orders.status",
          },
          newest: "created_at",
          id: "orders.id",
        });
        let query = branchOrders(app.db, branchId);
        const q = filters.q?.trim();
        const search = q ? await customerSearch(app.db, "orders", branchId, q) : undefined;
        if (q && search) {
          // `#12` or `12` finds the order of that number too.
          const number = /^#?\d{1,9}$/.test(q) ? Number(q.replace("#", "")) : null;
          query = query.where((eb) =>
            eb.or([...search.matches, ...(number !== null ? [eb("orders.number", "=", number)] : [])]),
          );
        }
        // What the search alone selects: its known count holds only while no other filter narrows it.
        const searched = query;
        if (filters.status) query = query.where("orders.status", "=", filters.status);
        if (filters.type) query = query.where("orders.type", "=", filters.type);
        if (filters.table_id) query = query.where("orders.table_id", "=", filters.table_id);
        if (bounds.from) query = query.where("orders.created_at", ">=", bounds.from);
        if (bounds.to) query = query.where("orders.created_at", "<", bounds.to);
        return page(withCurrency(query), query, toOrder, query === searched ? search?.atLeast : undefined);
      },
    );
  }

  app.get(
    `${base}/:id`,
    {
      schema: { tags, params: BranchIdParams, response: { 200: DataOf(OrderDetailOut), ...errorResponses } },
    },
    async (request) => {
      const { businessId, branchId, id } = request.params;
      await requireBranch(request, businessId, branchId, { area: "orders", action: "read" });
      const row = await findOrder(app.db, branchId, id);
      if (!row) throw notFound();
      return { data: await orderDetail(app.db, row) };
    },
  );

  app.post(
    base,
    {
      schema: {
        tags,
        params: BranchParams,
        body: OrderCreateBody,
        response: { 201: DataOf(OrderDetailOut), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { businessId, branchId } = request.params;
      await requireBranch(request, businessId, branchId, { area: "orders", action: "create" });
      const { timeZone } = await businessTime(app.db, businessId);
      const { id } = await app.db
        .transaction()
        .execute((trx) => createOrder(trx, request, { businessId, branchId, timeZone }, request.body));
      const detail = await orderDetail(app.db, (await findOrder(app.db, branchId, id))!);
      await publishToBranch(app, businessId, branchId, "new-order", detail);
      return reply.status(201).send({ data: detail });
    },
  );

  app.post(
    `${base}/:id`,
    {
      schema: {
        tags,
        params: BranchIdParams,
        body: OrderUpdateBody,
        response: { 200: DataOf(OrderDetailOut), ...writeErrors },
      },
    },
    async (request) => {
      const { businessId, branchId, id } = request.params;
      await requireBranch(request, businessId, branchId, { area: "orders", action: "update" });
      const body = request.body;
      const locale = pickLocale(request.headers);
      await app.db.transaction().execute(async (trx) => {
        const before = await findOrder(trx, branchId, id);
        if (!before) throw notFound();
        assertFresh(before.updated_at, body.updated_at);
        const from = before.status as OrderStatus;
        const to = body.status && body.status !== from ? body.status : null;
        if (to && !canTransition(from, to)) {
          const params = { from: statusLabel(locale, from), to: statusLabel(locale, to) };
          throw validationFailed({ status: { key: "orders.transitionNotAllowed", params } });
        }
        const now = nextUpdatedAt(before.updated_at);
        await trx
          .updateTable("orders")
          .set({
            ...(to ? { status: to } : {}),
            ...(body.notes !== undefined ? { notes: body.notes?.trim() ?? "" } : {}),
            ...(body.payment_state ? { payment_state: body.payment_state } : {}),
            ...(body.payment_method ? { payment_method: body.payment_method } : {}),
            updated_at: now,
          })
          .where("id", "=", id)
          .execute();
        if (to)
          await trx
            .insertInto("order_status_history")
            .values({
              order_id: id,
              from_status: from,
              to_status: to,
              user_id: request.user.id,
              created_at: now,
            })
            .execute();
        if (body.payment_state && body.payment_state !== before.payment_state) {
          await trx
            .updateTable("invoices")
            .set({ payment_state: body.payment_state, updated_at: now })
            .where("order_id", "=", id)
            .execute();
        }
        const after = (await findOrder(trx, branchId, id))!;
        // Accepting (or being paid) makes the order a sale: its invoice is issued now.
        await invoiceOrderIfDue(trx, after, now, (await businessTime(trx, businessId)).timeZone);
        await recordAudit(trx, request, {
          action: to ? "status" : "update",
          entity: "order",
          entityId: id,
          businessId,
          branchId,
          before: toOrder(before),
          after: toOrder(after),
        });
        if (to) {
          await notifyBranch(trx, {
            businessId,
            branchId,
            area: "orders",
            type: "update-order",
            text: bilingual("orders.notify.status", (l) => ({
              number: before.number,
              status: translate(l, `orders.notify.statusWord.${to}`),
            })),
            data: { order_id: id, number: before.number, status: to },
          });
        }
      });
      const detail = await orderDetail(app.db, (await findOrder(app.db, branchId, id))!);
      await publishToBranch(app, businessId, branchId, "update-order", detail);
      return { data: detail };
    },
  );

  app.post(
    `${base}/:id/delete`,
    {
      schema: { tags, params: BranchIdParams, response: { 200: DeletedOut, ...errorResponses } },
    },
    async (request) => {
      const { businessId, branchId, id } = request.params;
      await requireBranch(request, businessId, branchId, { area: "orders", action: "delete" });
      await app.db.transaction().execute(async (trx) => {
        const before = await findOrder(trx, branchId, id);
        if (!before) throw notFound();
        // Lines, status history and the order's invoice go with it (foreign keys cascade).
        await trx.deleteFrom("orders").where("id", "=", id).execute();
        await recordAudit(trx, request, {
          action: "delete",
          entity: "order",
          entityId: id,
          businessId,
          branchId,
          before: toOrder(before),
        });
      });
      await publishToBranch(app, businessId, branchId, "update-order", { id, deleted: true });
      return { data: { id } };
    },
  );
};

export default orderRoutes;
