import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { Type } from "typebox";
import { YOUTUBE_MEDIA_TYPE } from "../../../src/domain/media";
import { youTubeIdFrom } from "../../../src/domain/youtube";
import { notFound, validationFailed } from "../../errors";
import { BusinessIdParams, DataOf, ErrorBody, errorResponses, IdParams } from "../../http/schemas";
import { deleteMediaFiles, mediaStorage } from "../../media/storage";
import { isInScope } from "../../shared/scope-checks";
import { scheduleOrphanCleanup } from "./cleanup";
import { sortItemMedia, updateMedia } from "./changes";
import {
  attachMedia,
  deleteMediaRows,
  findMedia,
  insertMedia,
  mediaOf,
  nextSort,
  toMedia,
} from "./repository";
import {
  CreateMediaBody,
  MediaOut,
  SortMediaBody,
  UpdateMediaBody,
  UploadHeaders,
  UploadOut,
} from "./schemas";
import { authorizeMediaRead, authorizeMediaWrite, authorizeTarget, type TargetRef } from "./targets";
import { handleUpload } from "./upload";

const tags = ["Media"];
// Uploading and changing media are open to any signed-in user by declaration (`everyone`): the business and the
// area that guard a picture follow from the record it belongs to, checked per record in targets.ts and upload.ts.
const youtubeMessages = { src: { required: "media.youtubeInvalid" } };

const mediaRoutes: FastifyPluginAsyncTypebox = async (app) => {
  scheduleOrphanCleanup(app);

  app.post(
    "/media/upload",
    {
      config: { access: { scope: "everyone" } },
      schema: {
        tags,
        headers: UploadHeaders,
        description:
          "multipart/form-data with one file field `file`; options as headers or fields: menu-id, full-path, convert-item " +
          "(category id: the smart uploader also creates an item named after the file, in the business's languages, with this " +
          "image featured; needs items.create; full-path is the file's path in the dropped folder, whose sub-folders become " +
          "subcategories found by name or created, which needs categories.create too; a refused file creates nothing), business_id (one of the user's businesses; default the menu's, else the user's first), kind=category " +
          "(category picture: fitted in 800x800). The type is judged from the bytes: JPEG, PNG, GIF, WebP images (at most 10 MB; " +
          "re-encoded without metadata, fitted in 1200x1200, thumbnail 350 wide) and MP4 videos (at most MAX_VIDEO_BYTES, stored " +
          "as sent; not for category pictures or the smart uploader). Other types 415, larger files 413. The file stays " +
          "unattached until POST media attaches it; unattached uploads are deleted after a day.",
        response: { 201: UploadOut, ...errorResponses, 413: ErrorBody, 415: ErrorBody },
      },
    },
    async (request, reply) => reply.status(201).send(await handleUpload(app, request)),
  );

  app.get(
    "/media/:id",
    {
      config: { access: { scope: "everyone" } },
      schema: { tags, params: IdParams, response: { 200: DataOf(MediaOut), ...errorResponses } },
    },
    async (request) => {
      const media = await findMedia(app.db, request.params.id);
      await authorizeMediaRead(request, media);
      return { data: toMedia(media) };
    },
  );

  app.post(
    "/media",
    {
      config: { access: { scope: "everyone" }, messages: youtubeMessages },
      schema: {
        tags,
        body: CreateMediaBody,
        description:
          'Either `{ type: "youtube", src: <link or id>, mediable_type, mediable_id }` (201, the new record; src stores the ' +
          "11-character id) or `{ ids: [...], mediable_type, mediable_id }` attaching uploaded media in one transaction (200, " +
          "the entity's media in order). The first image of an entity becomes featured.",
        response: { 200: DataOf(Type.Array(MediaOut)), 201: DataOf(MediaOut), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { ids, type, src } = request.body;
      const ref: TargetRef = { type: request.body.mediable_type, id: request.body.mediable_id };
      if (ids?.length) {
        const businessId = await authorizeTarget(request, ref);
        await app.db.transaction().execute((trx) => attachMedia(trx, request, ref, businessId, ids));
        return reply.status(200).send({ data: (await mediaOf(app.db, ref)).map(toMedia) });
      }
      if (type !== YOUTUBE_MEDIA_TYPE) throw validationFailed({ ids: "validation.required" });
      const youtubeId = youTubeIdFrom(src);
      if (!youtubeId) throw validationFailed({ src: "media.youtubeInvalid" });
      if (ref.type === "User") throw notFound();
      const businessId = await authorizeTarget(request, ref);
      const media = await app.db.transaction().execute(async (trx) =>
        insertMedia(trx, request, businessId, {
          mediable_type: ref.type,
          mediable_id: ref.id,
          type: YOUTUBE_MEDIA_TYPE,
          src: youtubeId,
          sort: await nextSort(trx, ref),
        }),
      );
      return reply.status(201).send({ data: toMedia(media) });
    },
  );

  app.post(
    "/media/:id",
    {
      config: { access: { scope: "everyone" } },
      schema: {
        tags,
        params: IdParams,
        body: UpdateMediaBody,
        description:
          "Changes slug (featured takes the slug from the entity's other images), sort, or the entity it belongs to.",
        response: { 200: DataOf(MediaOut), ...errorResponses },
      },
    },
    async (request) => {
      const before = await findMedia(app.db, request.params.id);
      await authorizeMediaWrite(request, before);
      const after = await updateMedia(request, before, request.body);
      return { data: toMedia(after) };
    },
  );

  app.post(
    "/media/:id/delete",
    {
      config: { access: { scope: "everyone" } },
      schema: {
        tags,
        params: IdParams,
        description:
          "Deletes the record and its files; when it was the featured image, the first remaining image is featured.",
        response: { 200: DataOf(Type.Object({ id: Type.Integer() })), ...errorResponses },
      },
    },
    async (request) => {
      const media = await findMedia(app.db, request.params.id);
      await authorizeMediaWrite(request, media);
      const files = await app.db.transaction().execute((trx) => deleteMediaRows(trx, request, [media]));
      await deleteMediaFiles(mediaStorage(app.config), files);
      return { data: { id: media.id } };
    },
  );

  app.post(
    "/business/:businessId/items/:id/media/sort",
    {
      config: { access: { scope: "business", area: "items", action: "update" } },
      schema: {
        tags: [...tags, "Items"],
        params: BusinessIdParams,
        body: SortMediaBody,
        description:
          "Saves the gallery order in one transaction: every id must be a media of this item; unlisted ones follow.",
        response: { 200: DataOf(Type.Array(MediaOut)), ...errorResponses },
      },
    },
    async (request) => {
      const { businessId, id } = request.params;
      if (!(await isInScope(app.db, "items", id, { businessId }))) throw notFound();
      const media = await sortItemMedia(request, businessId, id, request.body.sortedIds);
      return { data: media.map(toMedia) };
    },
  );
};

export default mediaRoutes;
