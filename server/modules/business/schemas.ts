import { Type, type Static } from "typebox";
import { BUSINESS_TYPES } from "../../../src/domain/constants";
import { Id, ListQuery, Locales, LocalesOut, PictureOut, UpdatedAtIn } from "../../http/schemas";

const BusinessType = Type.Enum([...BUSINESS_TYPES]);
const MediaIdIn = Type.Optional(Type.Union([Id, Type.Null()]));

export const BusinessCreateBody = Type.Object({
  locales: Locales,
  type: BusinessType,
  /** The logo; `media_id` is accepted as another name for it. */
  logo_media_id: MediaIdIn,
  media_id: MediaIdIn,
  /** Its time zone (IANA, e.g. Asia/Kuwait); the dashboard sends the browser's unless changed. Default UTC. */
  timezone: Type.Optional(Type.String({ maxLength: 64 })),
});
export type BusinessCreateInput = Static<typeof BusinessCreateBody>;

export const BusinessUpdateBody = Type.Object({
  locales: Type.Optional(Locales),
  type: Type.Optional(BusinessType),
  logo_media_id: MediaIdIn,
  media_id: MediaIdIn,
  updated_at: UpdatedAtIn,
});
export type BusinessUpdateInput = Static<typeof BusinessUpdateBody>;

export const BusinessListQuery = Type.Object({
  ...ListQuery.properties,
  type: Type.Optional(BusinessType),
});

export const BusinessOut = Type.Object({
  id: Type.Integer(),
  owner_id: Type.Integer(),
  name: Type.String(),
  type: Type.String(),
  currency: Type.String(),
  locales: LocalesOut,
  logo_media_id: Type.Union([Type.Integer(), Type.Null()]),
  media: PictureOut,
  is_owner: Type.Boolean(),
  branches: Type.Array(Type.Object({ id: Type.Integer(), slug: Type.String(), locales: LocalesOut })),
  menus: Type.Array(Type.Object({ id: Type.Integer(), type: Type.String(), locales: LocalesOut })),
  created_at: Type.String(),
  updated_at: Type.String(),
});
export type BusinessRecord = Static<typeof BusinessOut>;
