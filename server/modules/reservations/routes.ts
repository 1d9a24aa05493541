import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import type { FastifyRequest } from "fastify";
import type { Transaction } from "kysely";
import type { DB } from "../../db/schema/index";
import { BranchIdParams, BranchParams, DataOf, ListOf, errorResponses, writeErrors } from "../../http/schemas";
import { notFound } from "../../errors";
import { pickLocale } from "../../i18n";
import { requireBranch } from "../../plugins/tenancy";
import { publishToBranch } from "../../shared/announce";
import { businessTime } from "../config/business-config";
import { customerSearch } from "../../shared/customer-search";
import { datedList } from "../../shared/dated-list";
import { availabilityRoute } from "./availability";
import { recordPayment } from "./payments";
import {
  branchReservations,
  findReservation,
  reservationDetail,
  toReservation,
  withListing,
} from "./repository";
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
import { cancelReservation, createReservation, updateReservation, type Target } from "./service";

const tags = ["Reservations"];
const base = "/business/:businessId/branches/:branchId/reservations";

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
   * A change to one reservation (update, cancel, payment): the user may update the branch's reservations, the change
   * is one transaction, and the branch's dashboards hear of the reservation as it then is.
   */
  const changed = async (
    request: FastifyRequest,
    { businessId, branchId, id }: { businessId: number; branchId: number; id: number },
    change: (trx: Transaction<DB>, where: Target) => Promise<unknown>,
  ) => {
    await requireBranch(request, businessId, branchId, { area: "reservations", action: "update" });
    const where = await target(businessId, branchId);
    await app.db.transaction().execute((trx) => change(trx, where));
    const detail = await detailOf(branchId, id);
    await publishToBranch(app, businessId, branchId, "update-reservation", detail);
    return detail;
  };

  await app.register(availabilityRoute);

  app.get(
    base,
    {
      schema: {
        tags,
        params: BranchParams,
        querystring: ReservationListQuery,
        response: { 200: ListOf(ReservationOut), ...errorResponses },
      },
    },
    async (request) => {
      const { businessId, branchId } = request.params;
      await requireBranch(request, businessId, branchId, { area: "reservations", action: "read" });
      const filters = request.query;
      const { bounds, page } = await datedList(app.db, businessId, filters, {
        sortable: {
          id: "reservations.id",
          from: "reservations.from",
          to: "reservations.to",
          created_at: "reservations.created_at",
          total: "reservations.total",
        },
        newest: "from",
        id: "reservations.id",
      });
      let query = branchReservations(app.db, branchId);
      const q = filters.q?.trim();
      const search = q ? await customerSearch(app.db, "reservations", branchId, q) : undefined;
      if (search) query = query.where((eb) => eb.or(search.matches));
      // What the search alone selects: its known count holds only while no other filter narrows it.
      const searched = query;
      if (filters.status) query = query.where("reservations.status", "=", filters.status);
      if (filters.payment_state)
        query = query.where("reservations.payment_state", "=", filters.payment_state);
      if (filters.item_id) query = query.where("reservations.item_id", "=", filters.item_id);
      // Overlap with the period: stays that are under way at some point of it.
      if (bounds.to) query = query.where("reservations.from", "<", bounds.to);
      if (bounds.from) query = query.where("reservations.to", ">", bounds.from);
      return page(withListing(query), query, toReservation, query === searched ? search?.atLeast : undefined);
    },
  );

  app.get(
    `${base}/:id`,
    {
      schema: {
        tags,
        params: BranchIdParams,
        response: { 200: DataOf(ReservationDetailOut), ...errorResponses },
      },
    },
    async (request) => {
      const { businessId, branchId, id } = request.params;
      await requireBranch(request, businessId, branchId, { area: "reservations", action: "read" });
      const row = await findReservation(app.db, branchId, id);
      if (!row) throw notFound();
      return { data: await reservationDetail(app.db, row) };
    },
  );

  app.post(
    base,
    {
      config: { messages: reservationMessages },
      schema: {
        tags,
        params: BranchParams,
        body: ReservationCreateBody,
        response: { 201: DataOf(ReservationDetailOut), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { businessId, branchId } = request.params;
      await requireBranch(request, businessId, branchId, { area: "reservations", action: "create" });
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
      config: { messages: reservationMessages },
      schema: {
        tags,
        params: BranchIdParams,
        body: ReservationUpdateBody,
        response: { 200: DataOf(ReservationDetailOut), ...writeErrors },
      },
    },
    async (request) => {
      const locale = pickLocale(request.headers);
      const detail = await changed(request, request.params, (trx, where) =>
        updateReservation(trx, request, where, request.params.id, request.body, locale),
      );
      return { data: detail };
    },
  );

  app.post(
    `${base}/:id/cancel`,
    {
      schema: {
        tags,
        params: BranchIdParams,
        body: CancelBody,
        response: { 200: DataOf(ReservationDetailOut), ...writeErrors },
      },
    },
    async (request) => {
      const detail = await changed(request, request.params, (trx, where) =>
        cancelReservation(trx, request, where, request.params.id, request.body ?? {}),
      );
      return { data: detail };
    },
  );

  app.post(
    `${base}/:id/payments`,
    {
      schema: {
        tags,
        params: BranchIdParams,
        body: PaymentBody,
        response: { 201: DataOf(ReservationDetailOut), ...errorResponses },
      },
    },
    async (request, reply) => {
      const detail = await changed(request, request.params, (trx, where) =>
        recordPayment(trx, request, where, request.params.id, request.body),
      );
      return reply.status(201).send({ data: detail });
    },
  );
};

export default reservationRoutes;
