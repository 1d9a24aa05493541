import { declareResource, namesField } from "./define";
import { ownerFields } from "./owners";

// Services of a business (SPEC §7): localized name and description, one picture, and what they belong to. Older
// clients call them at `/services`, whose list answers them grouped by the owner's type.
export const services = declareResource({
  name: "services",
  position: 350,
  path: "business/{businessId}/services",
  legacyPath: "services",
  groupedLegacyList: { field: "serviceable_type", key: "services" },
  scope: "business",
  area: "services",
  table: "services",
  auditEntity: "service",
  titleField: "locales",
  defaultSort: { field: "id", order: "asc" },
  concurrency: true,
  sidebar: { group: "organisation", icon: "service" },
  fields: [
    namesField({ withDescription: true }),
    {
      name: "media_id",
      type: "media",
      listed: true,
      attach: { mediableType: "Service", expandedAs: "media" },
    },
    ...ownerFields("serviceable"),
  ],
});
