import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import type { FastifyRequest } from "fastify";
import { BranchParams, DataOf, errorResponses } from "../../http/schemas";
import { validationFailed } from "../../errors";
import type { RouteAccess } from "../../plugins/access";
import { businessTime } from "../config/business-config";
import { FREE_PERIOD_MIN_SECONDS, RESERVATION_TILL_DEFAULT_MONTHS } from "../../../src/domain/constants";
import { freePeriods } from "../../../src/domain/availability";
import { AvailabilityOut, AvailabilityQuery, OccupancyOut, OccupancyQuery } from "./schemas";
import { otherBranchesBookings, unitName } from "./repository";
import { findListing, stayInstant, unitBookings } from "./stay";

const MAX_WINDOW_DAYS = 366;
const readReservations: RouteAccess = { scope: "branch", area: "reservations", action: "read" };

/** The branch and its business's time (the route's access: reservations.read in the branch). */
async function readBoard(request: FastifyRequest<{ Params: { businessId: number; branchId: number } }>) {
  const { businessId, branchId } = request.params;
  return { businessId, branchId, time: await businessTime(request.server.db, businessId) };
}

/** A window of the board: both ends real instants, in order, and at most MAX_WINDOW_DAYS apart; else 422. */
function checkedWindow(from: string | null, to: string | null): { from: string; to: string } {
  if (!from || !to)
    throw validationFailed({
      ...(from ? {} : { from: "validation.date" }),
      ...(to ? {} : { to: "validation.date" }),
    });
  if (to <= from) throw validationFailed({ to: "validation.dateRange" });
  if (Date.parse(to) - Date.parse(from) > MAX_WINDOW_DAYS * 86_400_000) {
    throw validationFailed({ to: { key: "invoices.rangeTooLong", params: { days: MAX_WINDOW_DAYS } } });
  }
  return { from, to };
}

/**
 * GET …/reservations/availability?item_id&unit&from&to: the free periods of each unit of a listing (or of one unit)
 * in a window (default: from now for RESERVATION_TILL_DEFAULT_MONTHS months, at most a year), after keeping the
 * margin free around every booking and leaving out gaps shorter than FREE_PERIOD_MIN_SECONDS.
 */
export const availabilityRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    "/business/:businessId/branches/:branchId/reservations/availability",
    {
      config: { access: readReservations },
      schema: {
        tags: ["Reservations"],
        params: BranchParams,
        querystring: AvailabilityQuery,
        response: { 200: DataOf(AvailabilityOut), ...errorResponses },
      },
    },
    async (request) => {
      const { businessId, time } = await readBoard(request);
      const query = request.query;
      const listing = await findListing(app.db, businessId, query.item_id);
      if (!listing) throw validationFailed({ item_id: "reservations.listingNotFound" });
      if (query.unit !== undefined && query.unit > listing.units) {
        throw validationFailed({
          unit: { key: "reservations.unitOutOfRange", params: { units: listing.units } },
        });
      }
      const now = new Date();
      const from = query.from ? stayInstant(query.from, "from", time) : now.toISOString();
      const defaultTo = new Date(now);
      defaultTo.setUTCMonth(defaultTo.getUTCMonth() + RESERVATION_TILL_DEFAULT_MONTHS);
      const window = checkedWindow(
        from,
        query.to ? stayInstant(query.to, "to", time) : defaultTo.toISOString(),
      );
      const units = query.unit ? [query.unit] : Array.from({ length: listing.units }, (_, i) => i + 1);
      const result = [];
      for (const unit of units) {
        const bookings = await unitBookings(app.db, listing.id, unit, window, time.marginSeconds);
        result.push({
          unit,
          name: unitName(listing.unitNames, unit),
          free: freePeriods(bookings, window, time.marginSeconds),
        });
      }
      return {
        data: {
          item_id: listing.id,
          ...window,
          margin_seconds: time.marginSeconds,
          min_free_seconds: FREE_PERIOD_MIN_SECONDS,
          units: result,
        },
      };
    },
  );

  /**
   * GET …/reservations/occupancy?from&to: the bookings (not canceled) made through the business's other branches
   * that overlap the period. Listings belong to the business, so the board of one branch shows them as taken.
   */
  app.get(
    "/business/:businessId/branches/:branchId/reservations/occupancy",
    {
      config: { access: readReservations },
      schema: {
        tags: ["Reservations"],
        params: BranchParams,
        querystring: OccupancyQuery,
        response: { 200: DataOf(OccupancyOut), ...errorResponses },
      },
    },
    async (request) => {
      const { businessId, branchId, time } = await readBoard(request);
      const { from, to } = checkedWindow(
        stayInstant(request.query.from, "from", time),
        stayInstant(request.query.to, "to", time),
      );
      return { data: await otherBranchesBookings(app.db, businessId, branchId, { from, to }) };
    },
  );
};
