import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import type { ServiceableType } from "../../../src/domain/media";
import { nowIso } from "../../db/dialect";
import { localesColumns, validateLocales } from "../../db/locales";
import { validationFailed } from "../../errors";
import { DataOf, errorResponses, IdParams } from "../../http/schemas";
import { deleteMediaFiles, mediaStorage } from "../../media/storage";
import { recordAudit } from "../../plugins/audit";
import { assertFresh, DeletedOut, nextUpdatedAt, writeErrors } from "../catalog/shared";
import { setSingleImage } from "../media/attachments";
import { deleteMediaOf } from "../media/repository";
import {
  assertSameBusiness,
  businessForCreate,
  businessOfRecord,
  readableBusinesses,
  resolveOwner,
} from "./owners";
import { findService, listServiceGroups, toService } from "./repository";
import {
  CreateServiceBody,
  localeMessages,
  ServiceGroupsOut,
  ServiceOut,
  ServicesQuery,
  UpdateServiceBody,
} from "./schemas";

// Services of a business (SPEC §7), guarded by the `services` permission area.
const tags = ["Services"];
const area = "services";

function checkLocales(locales: Parameters<typeof validateLocales>[0]) {
  const errors = validateLocales(locales);
  if (Object.keys(errors).length) throw validationFailed(errors);
}

const servicesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    "/services",
    {
      schema: { tags, querystring: ServicesQuery, response: { 200: ServiceGroupsOut, ...errorResponses } },
    },
    async (request) => {
      const businessIds = await readableBusinesses(request, request.query.business_id, area);
      return listServiceGroups(app.db, businessIds, request.query);
    },
  );

  app.get(
    "/services/:id",
    {
      schema: { tags, params: IdParams, response: { 200: DataOf(ServiceOut), ...errorResponses } },
    },
    async (request) => {
      const row = await findService(app.db, request.params.id);
      await businessOfRecord(request, row, { area, action: "read" });
      return { data: toService(row) };
    },
  );

  app.post(
    "/services",
    {
      config: { messages: localeMessages },
      schema: { tags, body: CreateServiceBody, response: { 201: DataOf(ServiceOut), ...writeErrors } },
    },
    async (request, reply) => {
      const body = request.body;
      const businessId = await businessForCreate(request, body.business_id, area);
      checkLocales(body.locales);
      const owner = await resolveOwner(
        app.db,
        businessId,
        "serviceable",
        body.serviceable_type,
        body.serviceable_id,
      );
      const id = await app.db.transaction().execute(async (trx) => {
        const now = nowIso();
        const values = {
          business_id: businessId,
          ...localesColumns(body.locales),
          serviceable_type: owner.type,
          serviceable_id: owner.id,
          media_id: body.media_id ?? null,
          created_at: now,
          updated_at: now,
        };
        const { id } = await trx
          .insertInto("services")
          .values({ ...values, media_id: null })
          .returning("id")
          .executeTakeFirstOrThrow();
        await setSingleImage(
          trx,
          request,
          { type: "Service", id },
          businessId,
          "media_id",
          body.media_id,
          null,
        );
        if (body.media_id)
          await trx.updateTable("services").set({ media_id: body.media_id }).where("id", "=", id).execute();
        await recordAudit(trx, request, {
          action: "create",
          entity: "service",
          entityId: id,
          businessId,
          after: { id, ...values },
        });
        return id;
      });
      return reply.status(201).send({ data: toService(await findService(app.db, id)) });
    },
  );

  app.post(
    "/services/:id",
    {
      config: { messages: localeMessages },
      schema: {
        tags,
        params: IdParams,
        body: UpdateServiceBody,
        response: { 200: DataOf(ServiceOut), ...writeErrors },
      },
    },
    async (request) => {
      const before = await findService(app.db, request.params.id);
      const businessId = await businessOfRecord(request, before, { area, action: "update" });
      const body = request.body;
      assertSameBusiness(body.business_id, businessId);
      if (body.locales) checkLocales(body.locales);
      assertFresh(before.updated_at, body.updated_at);
      const ownerChanged = body.serviceable_type !== undefined || body.serviceable_id !== undefined;
      const owner = ownerChanged
        ? await resolveOwner(
            app.db,
            businessId,
            "serviceable",
            body.serviceable_type ?? (before.serviceable_type as ServiceableType),
            body.serviceable_id,
          )
        : undefined;
      const files = await app.db.transaction().execute(async (trx) => {
        const changes = {
          ...(body.locales ? localesColumns(body.locales) : {}),
          ...(owner ? { serviceable_type: owner.type, serviceable_id: owner.id } : {}),
          ...(body.media_id !== undefined ? { media_id: body.media_id } : {}),
          updated_at: nextUpdatedAt(before.updated_at),
        };
        const ref = { type: "Service" as const, id: before.id };
        const removed = await setSingleImage(
          trx,
          request,
          ref,
          businessId,
          "media_id",
          body.media_id,
          before.media_id,
        );
        await trx.updateTable("services").set(changes).where("id", "=", before.id).execute();
        const after = await findService(trx, before.id);
        await recordAudit(trx, request, {
          action: "update",
          entity: "service",
          entityId: before.id,
          businessId,
          before: toService(before),
          after: toService(after),
        });
        return removed;
      });
      await deleteMediaFiles(mediaStorage(app.config), files);
      return { data: toService(await findService(app.db, before.id)) };
    },
  );

  app.post(
    "/services/:id/delete",
    {
      schema: { tags, params: IdParams, response: { 200: DeletedOut, ...errorResponses } },
    },
    async (request) => {
      const before = await findService(app.db, request.params.id);
      const businessId = await businessOfRecord(request, before, { area, action: "delete" });
      const files = await app.db.transaction().execute(async (trx) => {
        await trx.updateTable("services").set({ media_id: null }).where("id", "=", before.id).execute();
        const removed = await deleteMediaOf(trx, request, { type: "Service", id: before.id });
        await trx.deleteFrom("services").where("id", "=", before.id).execute();
        await recordAudit(trx, request, {
          action: "delete",
          entity: "service",
          entityId: before.id,
          businessId,
          before: toService(before),
        });
        return removed;
      });
      await deleteMediaFiles(mediaStorage(app.config), files);
      return { data: { id: before.id } };
    },
  );
};

export default servicesRoutes;
