import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { Type } from "typebox";
import { BranchParams, DataOf, DeletedOut, ErrorBody, errorResponses } from "../../http/schemas";
import { HttpError, validationFailed } from "../../errors";
import type { RouteAccess } from "../../plugins/access";
import { businessBlocks } from "../../calendars/blocks";
import { closedNightBlocks } from "../../calendars/closed-nights";
import { unitFeedText } from "../../calendars/export-feed";
import { businessTime } from "../config/business-config";
import { CLOSED_NIGHTS_SOURCE } from "../../../src/domain/constants";
import { stayInstant } from "../reservations/stay";
import {
  BlockOut,
  BlocksQuery,
  CalendarSyncOut,
  FeedCreateBody,
  FeedFileParams,
  FeedOut,
  FeedParams,
  FeedUpdateBody,
  UnitParams,
} from "./schemas";
import { calendarSyncOf, createFeed, deleteFeed, rotateExport, syncFeed, updateFeed } from "./service";

const tags = ["Calendar sync"];
const base = "/business/:businessId/items/:itemId/units/:unit/calendar";
/**
 * A unit's calendar sync is part of its listing: editing items. Reading it needs the same, since it shows the
 * unit's private feed address (who holds it sees when the unit is taken).
 */
const access: RouteAccess = { scope: "business", area: "items", action: "update" };
const readBoard: RouteAccess = { scope: "branch", area: "reservations", action: "read" };
const BOARD_WINDOW_MAX_DAYS = 366;

/** Calendar sync of chalet units (issue 51, docs/calendar-sync.md). */
const calendarRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const ref = (p: { businessId: number; itemId: number; unit: number }) => ({
    businessId: p.businessId,
    itemId: p.itemId,
    unit: p.unit,
  });

  app.get(
    base,
    {
      config: { access },
      schema: { tags, params: UnitParams, response: { 200: DataOf(CalendarSyncOut), ...errorResponses } },
    },
    async (request) => ({ data: await calendarSyncOf(app.db, ref(request.params)) }),
  );

  app.post(
    `${base}/rotate`,
    {
      config: { access },
      schema: {
        tags,
        summary: "A new private feed address for the unit; the old one answers 404",
        params: UnitParams,
        response: { 200: DataOf(CalendarSyncOut), ...errorResponses },
      },
    },
    async (request) => ({ data: await rotateExport(request, ref(request.params)) }),
  );

  app.post(
    `${base}/feeds`,
    {
      config: { access },
      schema: {
        tags,
        params: UnitParams,
        body: FeedCreateBody,
        response: { 201: DataOf(FeedOut), ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await createFeed(request, ref(request.params), request.body) }),
  );

  app.post(
    `${base}/feeds/:id`,
    {
      config: { access },
      schema: {
        tags,
        params: FeedParams,
        body: FeedUpdateBody,
        response: { 200: DataOf(FeedOut), ...errorResponses },
      },
    },
    async (request) => ({
      data: await updateFeed(request, ref(request.params), request.params.id, request.body),
    }),
  );

  app.post(
    `${base}/feeds/:id/delete`,
    {
      config: { access },
      schema: { tags, params: FeedParams, response: { 200: DeletedOut, ...errorResponses } },
    },
    async (request) => {
      await deleteFeed(request, ref(request.params), request.params.id);
      return { data: { id: request.params.id } };
    },
  );

  app.post(
    `${base}/feeds/:id/sync`,
    {
      config: { access },
      schema: {
        tags,
        summary: "Fetches the feed now and answers its status (409 while another sync of it runs)",
        params: FeedParams,
        response: { 200: DataOf(FeedOut), ...errorResponses },
      },
    },
    async (request) => ({ data: await syncFeed(request, ref(request.params), request.params.id) }),
  );

  /**
   * The board's blocked nights: every unit's imported blocks overlapping the window, then the nights closed in the
   * listings' rate calendars (issue 51), on each of their units.
   */
  app.get(
    "/business/:businessId/branches/:branchId/reservations/blocks",
    {
      config: { access: readBoard },
      schema: {
        tags,
        params: BranchParams,
        querystring: BlocksQuery,
        response: { 200: DataOf(Type.Array(BlockOut)), ...errorResponses },
      },
    },
    async (request) => {
      const time = await businessTime(app.db, request.params.businessId);
      const from = stayInstant(request.query.from, "from", time);
      const to = stayInstant(request.query.to, "to", time);
      if (!from || !to)
        throw validationFailed({
          ...(from ? {} : { from: "validation.date" }),
          ...(to ? {} : { to: "validation.date" }),
        });
      if (to <= from) throw validationFailed({ to: "validation.dateRange" });
      if (Date.parse(to) - Date.parse(from) > BOARD_WINDOW_MAX_DAYS * 86_400_000)
        throw validationFailed({
          to: { key: "invoices.rangeTooLong", params: { days: BOARD_WINDOW_MAX_DAYS } },
        });
      const [imported, closed] = await Promise.all([
        businessBlocks(app.db, request.params.businessId, { from, to }),
        closedNightBlocks(app.db, request.params.businessId, { from, to }, time),
      ]);
      return {
        data: [
          ...imported.map((block) => ({ ...block, kind: "imported" as const })),
          ...closed.map((block) => ({
            ...block,
            kind: "closed" as const,
            feed_id: null,
            feed: null,
            source: CLOSED_NIGHTS_SOURCE,
            conflict_reservation_id: null,
          })),
        ],
      };
    },
  );

  /**
   * A unit's export feed at its private address, without signing in (calendars subscribe to it): its stays and
   * blocked nights, no guest data. An unknown or rotated token answers 404.
   */
  app.get(
    "/public/calendars/:file",
    {
      config: { access: { scope: "public" } },
      schema: {
        tags: ["Public"],
        summary: "A unit's calendar (iCalendar), by its private token",
        params: FeedFileParams,
        response: {
          200: {
            description: "iCalendar (RFC 5545)",
            content: { "text/calendar": { schema: { type: "string" } } },
          },
          404: ErrorBody,
        },
      },
    },
    async (request, reply) => {
      const token = request.params.file.replace(/\.ics$/, "");
      const unit = await app.db
        .selectFrom("calendar_exports")
        .select(["business_id", "item_id", "unit"])
        .where("token", "=", token)
        .executeTakeFirst();
      if (!unit) throw new HttpError(404, "errors.notFound");
      const text = await unitFeedText(app.db, unit);
      return (
        reply
          .header("content-type", "text/calendar; charset=utf-8")
          .header("content-disposition", 'inline; filename="calendar.ics"')
          // Subscribers poll it; a few minutes' cache is fresh enough and spares the database. Private: the address
          // is a secret, no shared cache should keep it.
          .header("cache-control", "private, max-age=300")
          .header("x-robots-tag", "noindex")
          .header("referrer-policy", "no-referrer")
          .send(text)
      );
    },
  );
};

export default calendarRoutes;
