import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import type { EventableType } from "../../../src/domain/media";
import { nowIso } from "../../db/dialect";
import { localesColumns, validateLocales, type LocaleText } from "../../db/locales";
import { assertValid, validationFailed, type FieldErrors } from "../../errors";
import { DataOf, errorResponses, IdParams, ListOf } from "../../http/schemas";
import { deleteMediaFiles, mediaStorage } from "../../media/storage";
import { recordAudit } from "../../plugins/audit";
import { assertFresh, DeletedOut, isoFromInput, nextUpdatedAt, writeErrors } from "../catalog/shared";
import { setMediaList } from "../media/attachments";
import { deleteMediaOf } from "../media/repository";
import {
  assertSameBusiness,
  businessForCreate,
  businessOfRecord,
  readableBusinesses,
  resolveOwner,
} from "../services/owners";
import { eventOutput, findEventRow, listEvents } from "./repository";
import { CreateEventBody, EventOut, EventsQuery, UpdateEventBody, eventMessages } from "./schemas";

// Events of a business (SPEC §7). SPEC §6 has no events area: events belong to the business, so the `business`
// area guards them (read to list, create, update, delete).
const tags = ["Events"];
const area = "business";

/** Locales and the date range of an event: the first name is required, dates must be real and start <= end. */
function checkEvent(
  locales: LocaleText[] | undefined,
  start: string,
  end: string,
): { start: string; end: string } {
  const errors: FieldErrors = locales ? validateLocales(locales) : {};
  const startIso = isoFromInput(start);
  const endIso = isoFromInput(end);
  if (!startIso) errors.start = "validation.date";
  if (!endIso) errors.end = "validation.date";
  if (startIso && endIso && startIso > endIso) errors.end = "validation.dateRange";
  if (Object.keys(errors).length) throw validationFailed(errors);
  return { start: startIso!, end: endIso! };
}

const endOfDay = (text: string, iso: string | null) =>
  iso && /^\d{4}-\d{2}-\d{2}$/.test(text.trim())
    ? new Date(Date.parse(iso) + 86_400_000 - 1).toISOString()
    : iso;

const eventsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    "/events",
    {
      schema: { tags, querystring: EventsQuery, response: { 200: ListOf(EventOut), ...errorResponses } },
    },
    async (request) => {
      const { from, to } = request.query;
      const fromIso = from ? isoFromInput(from) : null;
      // A date without a time as `to` covers that whole day.
      const toIso = to ? endOfDay(to, isoFromInput(to)) : null;
      assertValid({ from: !!from && !fromIso && "validation.date", to: !!to && !toIso && "validation.date" });
      const businessIds = await readableBusinesses(request, request.query.business_id, area);
      return listEvents(app.db, businessIds, { ...request.query, from: fromIso, to: toIso });
    },
  );

  app.get(
    "/events/:id",
    {
      schema: { tags, params: IdParams, response: { 200: DataOf(EventOut), ...errorResponses } },
    },
    async (request) => {
      const row = await findEventRow(app.db, request.params.id);
      await businessOfRecord(request, row, { area, action: "read" });
      return { data: await eventOutput(app.db, row) };
    },
  );

  app.post(
    "/events",
    {
      config: { messages: eventMessages },
      schema: { tags, body: CreateEventBody, response: { 201: DataOf(EventOut), ...writeErrors } },
    },
    async (request, reply) => {
      const body = request.body;
      const businessId = await businessForCreate(request, body.business_id, area);
      const dates = checkEvent(body.locales, body.start, body.end);
      const owner = await resolveOwner(
        app.db,
        businessId,
        "eventable",
        body.eventable_type,
        body.eventable_id,
      );
      const id = await app.db.transaction().execute(async (trx) => {
        const now = nowIso();
        const values = {
          business_id: businessId,
          ...localesColumns(body.locales),
          eventable_type: owner.type,
          eventable_id: owner.id,
          ...dates,
          created_at: now,
          updated_at: now,
        };
        const { id } = await trx
          .insertInto("events")
          .values(values)
          .returning("id")
          .executeTakeFirstOrThrow();
        await setMediaList(trx, request, { type: "Event", id }, businessId, body.media_ids);
        await recordAudit(trx, request, {
          action: "create",
          entity: "event",
          entityId: id,
          businessId,
          after: { id, ...values, media_ids: body.media_ids ?? [] },
        });
        return id;
      });
      return reply.status(201).send({ data: await eventOutput(app.db, await findEventRow(app.db, id)) });
    },
  );

  app.post(
    "/events/:id",
    {
      config: { messages: eventMessages },
      schema: {
        tags,
        params: IdParams,
        body: UpdateEventBody,
        response: { 200: DataOf(EventOut), ...writeErrors },
      },
    },
    async (request) => {
      const before = await findEventRow(app.db, request.params.id);
      const businessId = await businessOfRecord(request, before, { area, action: "update" });
      const body = request.body;
      assertSameBusiness(body.business_id, businessId);
      const dates = checkEvent(body.locales, body.start ?? before.start, body.end ?? before.end);
      assertFresh(before.updated_at, body.updated_at);
      const ownerChanged = body.eventable_type !== undefined || body.eventable_id !== undefined;
      const owner = ownerChanged
        ? await resolveOwner(
            app.db,
            businessId,
            "eventable",
            body.eventable_type ?? (before.eventable_type as EventableType),
            body.eventable_id,
          )
        : undefined;
      const beforeOut = await eventOutput(app.db, before);
      const files = await app.db.transaction().execute(async (trx) => {
        await trx
          .updateTable("events")
          .set({
            ...(body.locales ? localesColumns(body.locales) : {}),
            ...(owner ? { eventable_type: owner.type, eventable_id: owner.id } : {}),
            ...dates,
            updated_at: nextUpdatedAt(before.updated_at),
          })
          .where("id", "=", before.id)
          .execute();
        const removed = await setMediaList(
          trx,
          request,
          { type: "Event", id: before.id },
          businessId,
          body.media_ids,
        );
        const after = await eventOutput(trx, await findEventRow(trx, before.id));
        await recordAudit(trx, request, {
          action: "update",
          entity: "event",
          entityId: before.id,
          businessId,
          before: beforeOut,
          after,
        });
        return removed;
      });
      await deleteMediaFiles(mediaStorage(app.config), files);
      return { data: await eventOutput(app.db, await findEventRow(app.db, before.id)) };
    },
  );

  app.post(
    "/events/:id/delete",
    {
      schema: { tags, params: IdParams, response: { 200: DeletedOut, ...errorResponses } },
    },
    async (request) => {
      const before = await findEventRow(app.db, request.params.id);
      const businessId = await businessOfRecord(request, before, { area, action: "delete" });
      const beforeOut = await eventOutput(app.db, before);
      const files = await app.db.transaction().execute(async (trx) => {
        const removed = await deleteMediaOf(trx, request, { type: "Event", id: before.id });
        await trx.deleteFrom("events").where("id", "=", before.id).execute();
        await recordAudit(trx, request, {
          action: "delete",
          entity: "event",
          entityId: before.id,
          businessId,
          before: beforeOut,
        });
        return removed;
      });
      await deleteMediaFiles(mediaStorage(app.config), files);
      return { data: { id: before.id } };
    },
  );
};

export default eventsRoutes;
