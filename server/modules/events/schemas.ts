import { Type } from "typebox";
import { EVENTABLE_TYPES } from "../../../src/domain/media";
import { Id, ListQuery, Locales } from "../../http/schemas";
import { LocalesOut, UpdatedAtIn } from "../catalog/shared";
import { MediaBrief } from "../media/schemas";

const EventableTypeSchema = Type.Union(EVENTABLE_TYPES.map((t) => Type.Literal(t)));
const DateText = Type.String({
  minLength: 1,
  maxLength: 40,
  description: "YYYY-MM-DD or YYYY-MM-DDTHH:mm[:ss][zone]; UTC without a zone",
});

export const EventOut = Type.Object({
  id: Type.Integer(),
  business_id: Type.Integer(),
  locales: LocalesOut,
  eventable_type: Type.String(),
  eventable_id: Type.Integer(),
  start: Type.String(),
  end: Type.String(),
  media: Type.Array(MediaBrief),
  created_at: Type.String(),
  updated_at: Type.String(),
});

export const EventsQuery = Type.Object({
  ...ListQuery.properties,
  business_id: Type.Optional(Id),
  from: Type.Optional(DateText),
  to: Type.Optional(DateText),
});

const common = {
  media_ids: Type.Optional(
    Type.Array(Id, {
      maxItems: 50,
      description: "The event's media (uploaded files or YouTube media), in order; replaces the list",
    }),
  ),
  eventable_type: Type.Optional(EventableTypeSchema),
  eventable_id: Type.Optional(Id),
  business_id: Type.Optional(Id),
};

export const CreateEventBody = Type.Object({ locales: Locales, start: DateText, end: DateText, ...common });
export const UpdateEventBody = Type.Object({
  locales: Type.Optional(Locales),
  start: Type.Optional(DateText),
  end: Type.Optional(DateText),
  ...common,
  updated_at: UpdatedAtIn,
});

export const eventMessages = { "locales.0.name": { required: "validation.nameRequired" } };
