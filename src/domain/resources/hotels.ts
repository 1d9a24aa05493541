import { declareResource } from "./define";

// Hotels of a business (SPEC §7): a name and one picture. They belong to the business, so its `business` area
// guards them; one that still has services or events is not deleted. Older clients call them at `/hotels`.
export const hotels = declareResource({
  name: "hotels",
  labels: {
    en: { one: "Hotel", other: "Hotels" },
    ar: { one: "فندق", other: "الفنادق" },
  },
  path: "business/{businessId}/hotels",
  legacyPath: "hotels",
  scope: "business",
  area: "business",
  table: "hotels",
  auditEntity: "hotel",
  titleField: "name",
  defaultSort: { field: "id", order: "asc" },
  concurrency: true,
  // Material icon Hotel.
  sidebar: {
    group: "organisation",
    icon: "M7 13c1.66 0 3-1.34 3-3S8.66 7 7 7s-3 1.34-3 3 1.34 3 3 3m12-6h-8v7H3V5H1v15h2v-3h18v3h2v-9c0-2.21-1.79-4-4-4",
  },
  fields: [
    {
      name: "name",
      type: "text",
      label: { en: "Name", ar: "الاسم" },
      required: true,
      requiredMessage: "validation.nameRequired",
      maxLength: 255,
      listed: true,
      searchable: true,
      sortable: true,
    },
    {
      name: "media_id",
      type: "media",
      label: { en: "Image", ar: "الصورة" },
      attach: { mediableType: "Hotel", expandedAs: "media" },
    },
  ],
  deleteGuard: {
    guards: [
      { table: "services", column: "serviceable_id", where: { serviceable_type: "Hotel" } },
      { table: "events", column: "eventable_id", where: { eventable_type: "Hotel" } },
    ],
    message: "hotels.inUse",
  },
});
