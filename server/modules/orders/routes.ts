import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { Type } from "typebox";
import { ORDER_STATUSES, LOCALES, type PermissionAction } from "../../../src/domain/constants";
import { ORDER_TRANSITIONS } from "../../../src/domain/orders";
import {
  BranchIdParams,
  BranchParams,
  DataOf,
  ListOf,
  errorResponses,
  DeletedOut,
  writeErrors,
} from "../../http/schemas";
import { notFound } from "../../errors";
import { pickLocale } from "../../i18n";
import type { RouteAccess } from "../../plugins/access";
import { publishToBranch, publishToOrderTracker } from "../../shared/announce";
import { businessTime } from "../config/business-config";
import { findOrder, orderDetail, pageOfOrders } from "./repository";
import {
  LineRemovalBody,
  OrderAdditionBody,
  OrderCreateBody,
  OrderDetailOut,
  OrderEntryOut,
  OrderListQuery,
  OrderOut,
  OrderStatusOut,
  OrderUpdateBody,
} from "./schemas";
import { deleteOrder, statusLabel, updateOrder } from "./changes";
import { createOrder } from "./service";
import { addOrderLines, removeOrderLine } from "./additions";
import { orderEntry } from "./order-entry";

const tags = ["Orders"];
const base = "/business/:businessId/branches/:branchId/orders";
/** SPEC §6 area `orders`, in the path's branch. */
const orders = (action: PermissionAction): RouteAccess => ({ scope: "branch", area: "orders", action });

/** SPEC §7 Orders under a branch, the order statuses "loaded from the server" (SPEC §4), and order creation. */
const orderRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    "/business/:businessId/branches/:branchId/order-statuses",
    {
      config: { access: orders("read") },
      schema: {
        tags,
        params: BranchParams,
        response: { 200: DataOf(Type.Array(OrderStatusOut)), ...errorResponses },
      },
    },
    async (request) => {
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
        config: { access: orders("read") },
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
        return pageOfOrders(app.db, businessId, branchId, request.query);
      },
    );
  }

  app.get(
    `${base}/:id`,
    {
      config: { access: orders("read") },
      schema: { tags, params: BranchIdParams, response: { 200: DataOf(OrderDetailOut), ...errorResponses } },
    },
    async (request) => {
      const { branchId, id } = request.params;
      const row = await findOrder(app.db, branchId, id);
      if (!row) throw notFound();
      return { data: await orderDetail(app.db, row) };
    },
  );

  app.post(
    base,
    {
      config: { access: orders("create") },
      schema: {
        tags,
        params: BranchParams,
        body: OrderCreateBody,
        response: { 201: DataOf(OrderDetailOut), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { businessId, branchId } = request.params;
      const { timeZone } = await businessTime(app.db, businessId);
      const { id } = await app.db
        .transaction()
        .execute((trx) => createOrder(trx, request, { businessId, branchId, timeZone }, request.body));
      const detail = await orderDetail(app.db, (await findOrder(app.db, branchId, id))!);
      await publishToBranch(app, businessId, branchId, "new-order", detail);
      return reply.status(201).send({ data: detail });
    },
  );

  // Staff order entry (issue 48): what the order screen picks from, more items for an open order, a line taken out.
  app.get(
    "/business/:businessId/branches/:branchId/order-entry",
    {
      config: { access: orders("create") },
      schema: {
        tags,
        summary: "The staff order screen's menu, prices, tables with their open orders, and best sellers",
        params: BranchParams,
        response: { 200: DataOf(OrderEntryOut), ...errorResponses },
      },
    },
    async (request) => {
      const { businessId, branchId } = request.params;
      return { data: await orderEntry(app.db, businessId, branchId) };
    },
  );

  app.post(
    `${base}/:id/lines`,
    {
      // Taking more items for a table is taking an order: the waiter who may create orders may add to them.
      config: { access: orders("create") },
      schema: {
        tags,
        summary: "Adds a round of items to an open order",
        params: BranchIdParams,
        body: OrderAdditionBody,
        response: { 200: DataOf(OrderDetailOut), ...writeErrors },
      },
    },
    async (request) => {
      const { businessId, branchId, id } = request.params;
      await app.db
        .transaction()
        .execute((trx) => addOrderLines(trx, request, { businessId, branchId }, id, request.body));
      return { data: await announceChange(businessId, branchId, id) };
    },
  );

  app.post(
    `${base}/:id/remove-line`,
    {
      config: { access: orders("update") },
      schema: {
        tags,
        summary: "Takes a line out of a pending order, with the reason",
        params: BranchIdParams,
        body: LineRemovalBody,
        response: { 200: DataOf(OrderDetailOut), ...writeErrors },
      },
    },
    async (request) => {
      const { businessId, branchId, id } = request.params;
      await app.db
        .transaction()
        .execute((trx) => removeOrderLine(trx, request, { businessId, branchId }, id, request.body));
      return { data: await announceChange(businessId, branchId, id) };
    },
  );

  /** After the commit: the order as it is now, told to the branch's screens (the kitchen's among them). */
  async function announceChange(businessId: number, branchId: number, id: number) {
    const detail = await orderDetail(app.db, (await findOrder(app.db, branchId, id))!);
    await publishToBranch(app, businessId, branchId, "update-order", detail);
    return detail;
  }

  app.post(
    `${base}/:id`,
    {
      config: { access: orders("update") },
      schema: {
        tags,
        params: BranchIdParams,
        body: OrderUpdateBody,
        response: { 200: DataOf(OrderDetailOut), ...writeErrors },
      },
    },
    async (request) => {
      const { businessId, branchId, id } = request.params;
      const locale = pickLocale(request.headers);
      await app.db
        .transaction()
        .execute((trx) => updateOrder(trx, request, { businessId, branchId }, id, request.body, locale));
      const row = (await findOrder(app.db, branchId, id))!;
      const detail = await orderDetail(app.db, row);
      await publishToBranch(app, businessId, branchId, "update-order", detail);
      // A customer following a public order sees each status change live (public/tracking.ts).
      if (request.body.status) await publishToOrderTracker(app, row.tracking_token, row);
      return { data: detail };
    },
  );

  app.post(
    `${base}/:id/delete`,
    {
      config: { access: orders("delete") },
      schema: { tags, params: BranchIdParams, response: { 200: DeletedOut, ...errorResponses } },
    },
    async (request) => {
      const { businessId, branchId, id } = request.params;
      await app.db.transaction().execute((trx) => deleteOrder(trx, request, { businessId, branchId }, id));
      await publishToBranch(app, businessId, branchId, "update-order", { id, deleted: true });
      return { data: { id } };
    },
  );
};

export default orderRoutes;
