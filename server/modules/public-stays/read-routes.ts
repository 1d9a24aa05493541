import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { DataOf, ErrorBody, ListOf } from "../../http/schemas";
import { businessTime } from "../config/business-config";
import { unitName } from "../reservations/repository";
import { PUBLIC_AVAILABILITY_MAX_DAYS } from "../../../src/domain/constants";
import { addDays, daysBetween, localDateOf } from "../../../src/domain/zoned-time";
import { validationFailed } from "../../errors";
import { chaletBranch, lastRequestableNight, listingNotFound } from "./branch";
import { assertDates, dateMessages } from "./dates";
import { unitNights } from "./free-nights";
import { findPublicListing, pageOfListings, publicListing } from "./listings";
import { unitOutOfRange } from "./quote";
import {
  AvailabilityOut,
  AvailabilityQuery,
  ListingOut,
  ListingParams,
  ListingsQuery,
  SlugParams,
  tags,
} from "./schemas";

const access = { scope: "public" } as const;
export const publicErrors = { 404: ErrorBody, 422: ErrorBody, 429: ErrorBody };
const base = "/public/branches/:slug/listings";

/** What a chalet business publishes, read without signing in: its listings, one listing, a listing's free nights. */
const readRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const today = async (businessId: number) =>
    localDateOf(new Date(), (await businessTime(app.db, businessId)).timeZone);

  app.get(
    base,
    {
      config: { access },
      schema: {
        tags,
        summary: "A chalet business's listings (by a branch's slug)",
        params: SlugParams,
        querystring: ListingsQuery,
        response: { 200: ListOf(ListingOut), ...publicErrors },
      },
    },
    async (request) => {
      const branch = await chaletBranch(app.db, request.params.slug);
      return pageOfListings(app.db, branch, request.query, await today(branch.businessId));
    },
  );

  app.get(
    `${base}/:id`,
    {
      config: { access },
      schema: { tags, params: ListingParams, response: { 200: DataOf(ListingOut), ...publicErrors } },
    },
    async (request) => {
      const branch = await chaletBranch(app.db, request.params.slug);
      const listing = await publicListing(app.db, branch, request.params.id, await today(branch.businessId));
      if (!listing) throw listingNotFound();
      return { data: listing };
    },
  );

  /**
   * The free nights of each unit (or one unit) from `from` to `to` (dates in the business's time zone; by default
   * from today to the mobile app's reservation-till date, at most PUBLIC_AVAILABILITY_MAX_DAYS days).
   */
  app.get(
    `${base}/:id/availability`,
    {
      config: { access, messages: dateMessages },
      schema: {
        tags,
        params: ListingParams,
        querystring: AvailabilityQuery,
        response: { 200: DataOf(AvailabilityOut), ...publicErrors },
      },
    },
    async (request) => {
      const { query } = request;
      const branch = await chaletBranch(app.db, request.params.slug);
      const listing = await findPublicListing(app.db, branch.businessId, request.params.id);
      if (!listing) throw listingNotFound();
      assertDates(query);
      if (query.unit !== undefined && query.unit > listing.units) throw unitOutOfRange(listing.units);
      const time = await businessTime(app.db, branch.businessId);
      const now = localDateOf(new Date(), time.timeZone);
      const till = lastRequestableNight(branch, now);
      const from = query.from ?? now;
      // By default up to the check-out after the last night the app takes requests for (at least one night, at
      // most the longest window).
      const longest = addDays(from, PUBLIC_AVAILABILITY_MAX_DAYS);
      const tillCheckOut = till >= from ? addDays(till, 1) : addDays(from, 1);
      const to = query.to ?? (tillCheckOut < longest ? tillCheckOut : longest);
      if (to <= from) throw validationFailed({ to: "validation.dateRange" });
      if (daysBetween(from, to) > PUBLIC_AVAILABILITY_MAX_DAYS)
        throw validationFailed({
          to: { key: "invoices.rangeTooLong", params: { days: PUBLIC_AVAILABILITY_MAX_DAYS } },
        });
      const units = query.unit ? [query.unit] : Array.from({ length: listing.units }, (_, i) => i + 1);
      const result = [];
      for (const unit of units) {
        const nights = await unitNights(app.db, { itemId: listing.id, unit }, { from, to, today: now }, time);
        // Nights past the mobile app's reservation-till date are not offered (a request for them is refused).
        const offered = nights.freeNights.filter((night) => night <= till);
        result.push({
          unit,
          name: unitName(listing.unitNames, unit),
          free_nights: offered,
          free: nights.free,
        });
      }
      return {
        data: {
          item_id: listing.id,
          from,
          to,
          time_zone: time.timeZone,
          check_in_at: time.checkInAt,
          check_out_at: time.checkOutAt,
          reservation_till: till,
          units: result,
        },
      };
    },
  );
};

export default readRoutes;
