import { Type, type Static, type TSchema } from "typebox";
import { MEDIABLE_TYPES } from "../../../src/domain/media";
import { Id } from "../../http/schemas";

export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

export const MediableTypeSchema = Type.Union(MEDIABLE_TYPES.map((t) => Type.Literal(t)));

export const MediaOut = Type.Object({
  id: Type.Integer(),
  business_id: Nullable(Type.Integer()),
  mediable_type: Nullable(Type.String()),
  mediable_id: Nullable(Type.Integer()),
  type: Type.String({ description: "image/jpeg, image/png, image/gif, image/webp, video/mp4 or youtube" }),
  src: Type.String({ description: "Public path /media/... of the file, or the 11-character YouTube id" }),
  thumb_src: Nullable(Type.String()),
  slug: Nullable(Type.String({ description: "featured marks the main image" })),
  sort: Type.Integer(),
  size: Type.Integer({ description: "Bytes stored" }),
  width: Nullable(Type.Integer()),
  height: Nullable(Type.Integer()),
  created_at: Type.String(),
  updated_at: Type.String(),
});
export type MediaOutput = Static<typeof MediaOut>;

/** The reduced media of lists (SPEC §7 services: "media reduced to id and src"). */
export const MediaRef = Type.Object({ id: Type.Integer(), src: Type.String() });
/** Media as embedded in services, hotels and events. */
export const MediaBrief = Type.Object({
  id: Type.Integer(),
  src: Type.String(),
  thumb_src: Nullable(Type.String()),
  type: Type.String(),
  slug: Nullable(Type.String()),
  sort: Type.Integer(),
});

export const UploadHeaders = Type.Object({
  "menu-id": Type.Optional(Id),
  "full-path": Type.Optional(Type.String({ maxLength: 1024 })),
  "convert-item": Type.Optional(Id),
  business_id: Type.Optional(Id),
  kind: Type.Optional(Type.Union([Type.Literal("category"), Type.Literal("media")])),
});

export const UploadOut = Type.Object({
  file: Type.Object({
    id: Type.Integer(),
    src: Type.String(),
    type: Type.String(),
    thumb_src: Nullable(Type.String()),
    width: Nullable(Type.Integer()),
    height: Nullable(Type.Integer()),
  }),
  item: Type.Optional(
    Type.Object(
      { id: Type.Integer(), category_id: Type.Integer(), name: Type.String() },
      { description: "The item the smart uploader created (convert-item)" },
    ),
  ),
});

export const CreateMediaBody = Type.Object({
  type: Type.Optional(Type.Literal("youtube")),
  src: Type.Optional(
    Type.String({ maxLength: 2048, description: "A YouTube link (watch, shorts, embed, youtu.be) or id" }),
  ),
  ids: Type.Optional(
    Type.Array(Id, { minItems: 1, maxItems: 100, description: "Uploaded media to attach, in order" }),
  ),
  mediable_type: MediableTypeSchema,
  mediable_id: Id,
});

export const UpdateMediaBody = Type.Object({
  slug: Type.Optional(Type.Union([Type.String({ maxLength: 64 }), Type.Null()])),
  sort: Type.Optional(Type.Integer({ minimum: 0 })),
  mediable_type: Type.Optional(MediableTypeSchema),
  mediable_id: Type.Optional(Id),
});

export const SortMediaBody = Type.Object({
  sortedIds: Type.Array(Id, { minItems: 1, maxItems: 500 }),
});
