import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import type { Transaction } from "kysely";
import type { DB } from "../../db/schema/index";
import type { PermissionAction, WebhookEvent } from "../../../src/domain/constants";
import {
  BranchIdParams,
  BranchParams,
  DataOf,
  ListOf,
  errorResponses,
  writeErrors,
} from "../../http/schemas";
import { notFound } from "../../errors";
import { pickLocale } from "../../i18n";
import type { RouteAccess } from "../../plugins/access";
import { publishToBranch } from "../../shared/announce";
import { businessTime } from "../config/business-config";
import { availabilityRoute } from "./availability";
import { recordPayment } from "./payments";
import { findReservation, pageOfReservations, reservationDetail } from "./repository";
import {
  CancelBody,
  PaymentBody,
  ReservationCreateBody,
  ReservationDetailOut,
  ReservationListQuery,
  ReservationOut,
  reservationMessages,
  ReservationUpdateBody,
} from "./schemas";
import type { Target } from "./change-record";
import { cancelReservation, createReservation, updateReservation } from "./service";

const tags = ["Reservations"];
const base = "/business/:businessId/branches/:branchId/reservations";
/** SPEC §6 area `reservations`, in the path's branch. */
const reservations = (action: PermissionAction): RouteAccess => ({
  scope: "branch",
  area: "reservations",
  action,
});

/**
 * Reservations of chalet listings under a branch (paths in the style of SPEC §7): list, one with its payments,
 * create, update (409 on a stale updated_at), cancel, record a payment, and the free periods of a unit.
 */
const reservationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const target = async (businessId: number, branchId: number): Promise<Target> => ({
    businessId,
    branchId,
    time: await businessTime(app.db, businessId),
  });
  const detailOf = async (branchId: number, id: number) =>
    reservationDetail(app.db, (await findReservation(app.db, branchId, id))!);
  /**
   * A change to one reservation (update, cancel, payment; the route's access: reservations.update in the branch): the
   * change is one transaction, and the branch's dashboards hear of the reservation as it then is.
   */
  const changed = async (
    { businessId, branchId, id }: { businessId: number; branchId: number; id: number },
    change: (trx: Transaction<DB>, where: Target) => Promise<unknown>,
    webhookEvent: WebhookEvent = "stay.updated",
  ) => {
    const where = await target(businessId, branchId);
    await app.db.transaction().execute((trx) => change(trx, where));
    const detail = await detailOf(branchId, id);
    await publishToBranch(app, businessId, branchId, "update-reservation", detail, webhookEvent);
    return detail;
  };

  await app.register(availabilityRoute);

  app.get(
    base,
    {
      config: { access: reservations("read") },
      schema: {
        tags,
        params: BranchParams,
        querystring: ReservationListQuery,
        response: { 200: ListOf(ReservationOut), ...errorResponses },
      },
    },
    async (request) => {
      const { businessId, branchId } = request.params;
      return pageOfReservations(app.db, businessId, branchId, request.query);
    },
  );

  app.get(
    `${base}/:id`,
    {
      config: { access: reservations("read") },
      schema: {
        tags,
        params: BranchIdParams,
        response: { 200: DataOf(ReservationDetailOut), ...errorResponses },
      },
    },
    async (request) => {
      const { branchId, id } = request.params;
      const row = await findReservation(app.db, branchId, id);
      if (!row) throw notFound();
      return { data: await reservationDetail(app.db, row) };
    },
  );

  app.post(
    base,
    {
      config: { access: reservations("create"), messages: reservationMessages },
      schema: {
        tags,
        params: BranchParams,
        body: ReservationCreateBody,
        response: { 201: DataOf(ReservationDetailOut), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { businessId, branchId } = request.params;
      const where = await target(businessId, branchId);
      const id = await app.db
        .transaction()
        .execute((trx) => createReservation(trx, request, where, request.body));
      const detail = await detailOf(branchId, id);
      await publishToBranch(app, businessId, branchId, "new-reservation", detail);
      return reply.status(201).send({ data: detail });
    },
  );

  app.post(
    `${base}/:id`,
    {
      config: { access: reservations("update"), messages: reservationMessages },
      schema: {
        tags,
        params: BranchIdParams,
        body: ReservationUpdateBody,
        response: { 200: DataOf(ReservationDetailOut), ...writeErrors },
      },
    },
    async (request) => {
      const locale = pickLocale(request.headers);
      const detail = await changed(request.params, (trx, where) =>
        updateReservation(trx, request, where, request.params.id, request.body, locale),
      );
      return { data: detail };
    },
  );

  app.post(
    `${base}/:id/cancel`,
    {
      config: { access: reservations("update") },
      schema: {
        tags,
        params: BranchIdParams,
        body: CancelBody,
        response: { 200: DataOf(ReservationDetailOut), ...writeErrors },
      },
    },
    async (request) => {
      const detail = await changed(
        request.params,
        (trx, where) => cancelReservation(trx, request, where, request.params.id, request.body ?? {}),
        "stay.canceled",
      );
      return { data: detail };
    },
  );

  app.post(
    `${base}/:id/payments`,
    {
      config: { access: reservations("update") },
      schema: {
        tags,
        params: BranchIdParams,
        body: PaymentBody,
        response: { 201: DataOf(ReservationDetailOut), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { kind } = request.body;
      const detail = await changed(
        request.params,
        (trx, where) => recordPayment(trx, request, where, request.params.id, request.body),
        kind === "refund" || kind === "deposit_return" ? "payment.refunded" : "payment.recorded",
      );
      return reply.status(201).send({ data: detail });
    },
  );
};

export default reservationRoutes;
