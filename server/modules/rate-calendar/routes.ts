import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import type { FastifyRequest } from "fastify";
import type { Transaction } from "kysely";
import { Type, type Static, type TSchema } from "typebox";
import type { DB } from "../../db/schema/index";
import { DataOf, DeletedOut, errorResponses } from "../../http/schemas";
import type { PermissionAction } from "../../../src/domain/constants";
import type { RouteAccess } from "../../plugins/access";
import {
  CalendarOut,
  CalendarQuery,
  ListingParams,
  OverrideClearBody,
  overrideMessages,
  OverrideSetBody,
  SeasonBody,
  SeasonOut,
  SeasonParams,
  tags,
} from "./schemas";
import {
  clearOverrides,
  createSeason,
  deleteSeason,
  listSeasons,
  readCalendar,
  setOverrides,
  updateSeason,
} from "./service";

// A chalet listing's rate calendar and seasons (issue 51; docs/decisions.md "Rate calendar"). A listing is an
// item edited on the Chalets Listing page, so the calendar is its prices: the `menu` area a chalet business keeps
// for its listings (or `items`, which edits the same rows), in any branch of the business; read to see it, update
// to change it.
const items = (action: PermissionAction): RouteAccess => ({
  scope: "business",
  area: ["menu", "items"],
  action,
});

const ChangedNights = Type.Object({ item_id: Type.Integer(), nights: Type.Integer() });
const Changed = DataOf(ChangedNights);

const rateCalendarRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const base = "/business/:businessId/items/:itemId";

  app.get(
    `${base}/rate-calendar`,
    {
      config: { access: items("read"), messages: overrideMessages },
      schema: {
        tags,
        description:
          "Each night from `from` to `to` (both included) with its price as it will be charged, what sets it (override, holiday, season, weekday, weekend), its rules, and the listing's seasons.",
        params: ListingParams,
        querystring: CalendarQuery,
        response: { 200: DataOf(CalendarOut), ...errorResponses },
      },
    },
    async (request) => {
      const { businessId, itemId } = request.params;
      return { data: await readCalendar(app.db, businessId, itemId, request.query.from, request.query.to) };
    },
  );

  /** A bulk edit of the listing's nights (set or clear): one transaction, answering the nights it named. */
  const nightsEditRoute = <Body extends TSchema>(
    path: string,
    description: string,
    body: Body,
    edit: (
      trx: Transaction<DB>,
      request: FastifyRequest,
      businessId: number,
      itemId: number,
      input: Static<Body>,
    ) => Promise<Static<typeof ChangedNights>>,
  ) =>
    app.post(
      path,
      {
        config: { access: items("update"), messages: overrideMessages },
        schema: {
          tags,
          description,
          params: ListingParams,
          body,
          response: { 200: Changed, ...errorResponses },
        },
      },
      async (request) => {
        const { businessId, itemId } = request.params;
        return {
          data: await app.db
            .transaction()
            .execute((trx) => edit(trx, request, businessId, itemId, request.body as Static<Body>)),
        };
      },
    );

  nightsEditRoute(
    `${base}/rate-calendar`,
    "Sets a price, a minimum stay, closed to arrival or departure, or closed on a selection of nights (`dates`) or a range (`from` to `to`, both included); what the body leaves out is kept.",
    OverrideSetBody,
    setOverrides,
  );

  nightsEditRoute(
    `${base}/rate-calendar/clear`,
    "Removes what was set on the nights: they go back to their holiday, season or listing price.",
    OverrideClearBody,
    clearOverrides,
  );

  app.get(
    `${base}/rate-seasons`,
    {
      config: { access: items("read") },
      schema: {
        tags,
        params: ListingParams,
        response: { 200: DataOf(Type.Array(SeasonOut)), ...errorResponses },
      },
    },
    async (request) => ({
      data: await listSeasons(app.db, request.params.businessId, request.params.itemId),
    }),
  );

  app.post(
    `${base}/rate-seasons`,
    {
      config: { access: items("update"), messages: overrideMessages },
      schema: {
        tags,
        params: ListingParams,
        body: SeasonBody,
        response: { 201: DataOf(SeasonOut), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { businessId, itemId } = request.params;
      const season = await app.db
        .transaction()
        .execute((trx) => createSeason(trx, request, businessId, itemId, request.body));
      return reply.status(201).send({ data: season });
    },
  );

  app.post(
    `${base}/rate-seasons/:id`,
    {
      config: { access: items("update"), messages: overrideMessages },
      schema: {
        tags,
        params: SeasonParams,
        body: SeasonBody,
        response: { 200: DataOf(SeasonOut), ...errorResponses },
      },
    },
    async (request) => {
      const { businessId, itemId, id } = request.params;
      return {
        data: await app.db
          .transaction()
          .execute((trx) => updateSeason(trx, request, businessId, itemId, id, request.body)),
      };
    },
  );

  app.post(
    `${base}/rate-seasons/:id/delete`,
    {
      config: { access: items("update") },
      schema: { tags, params: SeasonParams, response: { 200: DeletedOut, ...errorResponses } },
    },
    async (request) => {
      const { businessId, itemId, id } = request.params;
      return {
        data: await app.db.transaction().execute((trx) => deleteSeason(trx, request, businessId, itemId, id)),
      };
    },
  );
};

export default rateCalendarRoutes;
