import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { sql, type Kysely, type Transaction } from "kysely";
import { Type } from "typebox";
import { nowIso } from "../../db/dialect";
import { likePattern } from "../../db/locales";
import { paginate, sortOf } from "../../db/pagination";
import type { DB } from "../../db/schema/index";
import { notFound, validationFailed } from "../../errors";
import { DataOf, Id, IdParams, ListOf, ListQuery, errorResponses } from "../../http/schemas";
import { deleteMediaFiles, mediaStorage } from "../../media/storage";
import { recordAudit } from "../../plugins/audit";
import { assertFresh, DeletedOut, nextUpdatedAt, UpdatedAtIn, writeErrors } from "../catalog/shared";
import { setSingleImage } from "../media/attachments";
import { deleteMediaOf, toMediaBrief } from "../media/repository";
import { MediaBrief, Nullable } from "../media/schemas";
import {
  assertSameBusiness,
  businessForCreate,
  businessOfRecord,
  readableBusinesses,
} from "../services/owners";

// Hotels of a business (SPEC §7). There is no hotels area among SPEC §6's permission areas: hotels belong to the
// business, so the `business` area guards them (read to list, create, update, delete).
const tags = ["Hotels"];
const area = "business";
type Db = Kysely<DB> | Transaction<DB>;

const HotelOut = Type.Object({
  id: Type.Integer(),
  business_id: Type.Integer(),
  name: Type.String(),
  media: Nullable(MediaBrief),
  created_at: Type.String(),
  updated_at: Type.String(),
});
const HotelsQuery = Type.Object({ ...ListQuery.properties, business_id: Type.Optional(Id) });
const Name = Type.String({ minLength: 1, maxLength: 255 });
const CreateHotelBody = Type.Object({
  name: Name,
  media_id: Type.Optional(Nullable(Id)),
  business_id: Type.Optional(Id),
});
const UpdateHotelBody = Type.Object({
  name: Type.Optional(Name),
  media_id: Type.Optional(Nullable(Id)),
  business_id: Type.Optional(Id),
  updated_at: UpdatedAtIn,
});
const messages = { name: { required: "validation.nameRequired" } };

const baseQuery = (db: Db) =>
  db
    .selectFrom("hotels")
    .leftJoin("media", "media.id", "hotels.media_id")
    .select([
      "hotels.id",
      "hotels.business_id",
      "hotels.name",
      "hotels.media_id",
      "hotels.created_at",
      "hotels.updated_at",
    ])
    .select([
      "media.src as media_src",
      "media.thumb_src as media_thumb_src",
      "media.type as media_type",
      "media.slug as media_slug",
      "media.sort as media_sort",
    ]);
type HotelRow = Awaited<ReturnType<ReturnType<typeof baseQuery>["executeTakeFirstOrThrow"]>>;

const toHotel = (row: HotelRow) => ({
  id: row.id,
  business_id: row.business_id,
  name: row.name,
  media:
    row.media_id && row.media_src
      ? toMediaBrief({
          id: row.media_id,
          src: row.media_src,
          thumb_src: row.media_thumb_src,
          type: row.media_type ?? "",
          slug: row.media_slug,
          sort: row.media_sort ?? 0,
        })
      : null,
  created_at: row.created_at,
  updated_at: row.updated_at,
});

async function findHotel(db: Db, id: number): Promise<HotelRow> {
  const row = await baseQuery(db).where("hotels.id", "=", id).executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

const hotelsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    "/hotels",
    {
      schema: { tags, querystring: HotelsQuery, response: { 200: ListOf(HotelOut), ...errorResponses } },
    },
    async (request) => {
      const businessIds = await readableBusinesses(request, request.query.business_id, area);
      if (!businessIds.length)
        return {
          data: [],
          total: 0,
          total_capped: false,
          current_page: 1,
          per_page: request.query.per_page ?? 10,
          last_page: 1,
        };
      const { column, direction } = sortOf(request.query, ["id", "name", "created_at", "updated_at"], "id");
      let query = baseQuery(app.db).where("hotels.business_id", "in", businessIds);
      const q = request.query.q?.trim();
      if (q)
        query = query.where(
          sql<boolean>`lower(${sql.ref("hotels.name")}) like ${likePattern(q)} escape '\\'`,
        );
      const page = await paginate(
        query.orderBy(`hotels.${column}`, direction).orderBy("hotels.id"),
        request.query,
      );
      return { ...page, data: page.data.map(toHotel) };
    },
  );

  app.get(
    "/hotels/:id",
    {
      schema: { tags, params: IdParams, response: { 200: DataOf(HotelOut), ...errorResponses } },
    },
    async (request) => {
      const row = await findHotel(app.db, request.params.id);
      await businessOfRecord(request, row, { area, action: "read" });
      return { data: toHotel(row) };
    },
  );

  app.post(
    "/hotels",
    {
      config: { messages },
      schema: { tags, body: CreateHotelBody, response: { 201: DataOf(HotelOut), ...writeErrors } },
    },
    async (request, reply) => {
      const body = request.body;
      const businessId = await businessForCreate(request, body.business_id, area);
      const name = body.name.trim();
      if (!name) throw validationFailed({ name: "validation.nameRequired" });
      const id = await app.db.transaction().execute(async (trx) => {
        const now = nowIso();
        const values = { business_id: businessId, name, created_at: now, updated_at: now };
        const { id } = await trx
          .insertInto("hotels")
          .values({ ...values, media_id: null })
          .returning("id")
          .executeTakeFirstOrThrow();
        await setSingleImage(
          trx,
          request,
          { type: "Hotel", id },
          businessId,
          "media_id",
          body.media_id,
          null,
        );
        if (body.media_id)
          await trx.updateTable("hotels").set({ media_id: body.media_id }).where("id", "=", id).execute();
        await recordAudit(trx, request, {
          action: "create",
          entity: "hotel",
          entityId: id,
          businessId,
          after: { id, ...values, media_id: body.media_id ?? null },
        });
        return id;
      });
      return reply.status(201).send({ data: toHotel(await findHotel(app.db, id)) });
    },
  );

  app.post(
    "/hotels/:id",
    {
      config: { messages },
      schema: {
        tags,
        params: IdParams,
        body: UpdateHotelBody,
        response: { 200: DataOf(HotelOut), ...writeErrors },
      },
    },
    async (request) => {
      const before = await findHotel(app.db, request.params.id);
      const businessId = await businessOfRecord(request, before, { area, action: "update" });
      const body = request.body;
      assertSameBusiness(body.business_id, businessId);
      const name = body.name?.trim();
      if (body.name !== undefined && !name) throw validationFailed({ name: "validation.nameRequired" });
      assertFresh(before.updated_at, body.updated_at);
      const files = await app.db.transaction().execute(async (trx) => {
        const removed = await setSingleImage(
          trx,
          request,
          { type: "Hotel", id: before.id },
          businessId,
          "media_id",
          body.media_id,
          before.media_id,
        );
        await trx
          .updateTable("hotels")
          .set({
            ...(name ? { name } : {}),
            ...(body.media_id !== undefined ? { media_id: body.media_id } : {}),
            updated_at: nextUpdatedAt(before.updated_at),
          })
          .where("id", "=", before.id)
          .execute();
        const after = await findHotel(trx, before.id);
        await recordAudit(trx, request, {
          action: "update",
          entity: "hotel",
          entityId: before.id,
          businessId,
          before: toHotel(before),
          after: toHotel(after),
        });
        return removed;
      });
      await deleteMediaFiles(mediaStorage(app.config), files);
      return { data: toHotel(await findHotel(app.db, before.id)) };
    },
  );

  app.post(
    "/hotels/:id/delete",
    {
      schema: { tags, params: IdParams, response: { 200: DeletedOut, ...errorResponses } },
    },
    async (request) => {
      const before = await findHotel(app.db, request.params.id);
      const businessId = await businessOfRecord(request, before, { area, action: "delete" });
      const files = await app.db.transaction().execute(async (trx) => {
        const [service, event] = await Promise.all([
          trx
            .selectFrom("services")
            .select("id")
            .where("serviceable_type", "=", "Hotel")
            .where("serviceable_id", "=", before.id)
            .limit(1)
            .executeTakeFirst(),
          trx
            .selectFrom("events")
            .select("id")
            .where("eventable_type", "=", "Hotel")
            .where("eventable_id", "=", before.id)
            .limit(1)
            .executeTakeFirst(),
        ]);
        if (service || event) throw validationFailed({ id: "hotels.inUse" });
        await trx.updateTable("hotels").set({ media_id: null }).where("id", "=", before.id).execute();
        const removed = await deleteMediaOf(trx, request, { type: "Hotel", id: before.id });
        await trx.deleteFrom("hotels").where("id", "=", before.id).execute();
        await recordAudit(trx, request, {
          action: "delete",
          entity: "hotel",
          entityId: before.id,
          businessId,
          before: toHotel(before),
        });
        return removed;
      });
      await deleteMediaFiles(mediaStorage(app.config), files);
      return { data: { id: before.id } };
    },
  );
};

export default hotelsRoutes;
