import { Type } from "typebox";
import { SERVICEABLE_TYPES } from "../../../src/domain/media";
import { Id, ListQuery, Locales } from "../../http/schemas";
import { LocalesOut, UpdatedAtIn } from "../catalog/shared";
import { MediaBrief, MediaRef, Nullable } from "../media/schemas";

export const ServiceableTypeSchema = Type.Union(SERVICEABLE_TYPES.map((t) => Type.Literal(t)));

const serviceFields = {
  id: Type.Integer(),
  business_id: Type.Integer(),
  locales: LocalesOut,
  serviceable_type: Type.String(),
  serviceable_id: Type.Integer(),
  created_at: Type.String(),
  updated_at: Type.String(),
};

export const ServiceOut = Type.Object({ ...serviceFields, media: Nullable(MediaBrief) });
export const ServiceListEntry = Type.Object({ ...serviceFields, media: Nullable(MediaRef) });

/**
 * GET services (SPEC §7: "grouped by serviceable_type"): one page of services, ordered by serviceable_type and then
 * the chosen sort, grouped by type. total/current_page/per_page/last_page count services, not groups.
 */
export const ServiceGroupsOut = Type.Object(
  {
    data: Type.Array(
      Type.Object({
        serviceable_type: Type.String(),
        services: Type.Array(ServiceListEntry),
      }),
    ),
    total: Type.Integer(),
    current_page: Type.Integer(),
    per_page: Type.Integer(),
    last_page: Type.Integer(),
  },
  {
    description:
      "One page of services ordered by serviceable_type, then the chosen sort, grouped as { serviceable_type, services }; " +
      "total, current_page, per_page and last_page count services, not groups. Media are reduced to { id, src }.",
  },
);

export const ServicesQuery = Type.Object({
  ...ListQuery.properties,
  business_id: Type.Optional(Id),
  serviceable_type: Type.Optional(ServiceableTypeSchema),
});

const ownerFields = {
  serviceable_type: Type.Optional(ServiceableTypeSchema),
  serviceable_id: Type.Optional(Id),
  media_id: Type.Optional(Nullable(Id)),
  business_id: Type.Optional(Id),
};

export const CreateServiceBody = Type.Object({ locales: Locales, ...ownerFields });
export const UpdateServiceBody = Type.Object({
  locales: Type.Optional(Locales),
  ...ownerFields,
  updated_at: UpdatedAtIn,
});

export const localeMessages = { "locales.0.name": { required: "validation.nameRequired" } };
