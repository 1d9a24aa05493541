import { declareResource } from "./define";

// Hotels of a business (SPEC §7): a name and one picture. They belong to the business, so its `business` area
// guards them; one that still has services or events is not deleted. Older clients call them at `/hotels`.
export const hotels = declareResource({
  name: "hotels",
  position: 340,
  path: "business/{businessId}/hotels",
  legacyPath: "hotels",
  scope: "business",
  area: "business",
  table: "hotels",
  auditEntity: "hotel",
  titleField: "name",
  defaultSort: { field: "id", order: "asc" },
  concurrency: true,
  sidebar: { group: "organisation", icon: "hotel" },
  fields: [
    {
      name: "name",
      type: "text",
      required: true,
      requiredMessage: "validation.nameRequired",
      maxLength: 255,
      listed: true,
      searchable: true,
      sortable: true,
    },
    { name: "media_id", type: "media", attach: { mediableType: "Hotel", expandedAs: "media" } },
  ],
  deleteGuard: {
    guards: [
      { table: "services", column: "serviceable_id", where: { serviceable_type: "Hotel" } },
      { table: "events", column: "eventable_id", where: { eventable_type: "Hotel" } },
    ],
    message: "hotels.inUse",
  },
});
