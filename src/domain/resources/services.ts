import { declareResource, namesField } from "./define";
import { ownerFields } from "./owners";

// Services of a business (SPEC §7): localized name and description, one picture, and what they belong to. Older
// clients call them at `/services`, whose list answers them grouped by the owner's type.
export const services = declareResource({
  name: "services",
  labels: {
    en: { one: "Service", other: "Services" },
    ar: { one: "خدمة", other: "الخدمات" },
  },
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
  // Material icon RoomService.
  sidebar: {
    group: "organisation",
    icon: "M2 17h20v2H2zm11.84-9.21c.1-.24.16-.51.16-.79 0-1.1-.9-2-2-2s-2 .9-2 2c0 .28.06.55.16.79C6.25 8.6 3.27 11.93 3 16h18c-.27-4.07-3.25-7.4-7.16-8.21",
  },
  fields: [
    namesField({ description: { en: "Description", ar: "الوصف" } }),
    {
      name: "media_id",
      type: "media",
      label: { en: "Image", ar: "الصورة" },
      listed: true,
      attach: { mediableType: "Service", expandedAs: "media" },
    },
    ...ownerFields("serviceable"),
  ],
});
