import { declareResource, namesField } from "./define";
import { ownerFields } from "./owners";
import type { HookErrors } from "./types";

// Events of a business (SPEC §7): localized about text, several media, a period and what they belong to. SPEC §6
// has no events area: they belong to the business, whose `business` area guards them. Older clients call them at
// `/events`; a `to` given as a day covers that whole day.
export const events = declareResource({
  name: "events",
  position: 360,
  path: "business/{businessId}/events",
  legacyPath: "events",
  scope: "business",
  area: "business",
  table: "events",
  auditEntity: "event",
  titleField: "locales",
  defaultSort: { field: "start", order: "asc" },
  concurrency: true,
  sidebar: { group: "organisation", icon: "event" },
  fields: [
    namesField({ withDescription: true }),
    {
      name: "media_ids",
      type: "mediaList",
      listed: true,
      attach: { mediableType: "Event", expandedAs: "media" },
    },
    // A newly picked day covers the whole day.
    { name: "start", type: "datetime", required: true, dayTime: "00:00", listed: true, sortable: true },
    { name: "end", type: "datetime", required: true, dayTime: "23:59", listed: true, sortable: true },
    ...ownerFields("eventable"),
  ],
  periodFilter: { start: "start", end: "end", wholeDayTo: true },
  hooks: {
    beforeWrite: (event) => {
      const errors: HookErrors = {};
      // Both are ISO-8601 UTC text by now, which compares as the instants do.
      if (String(event.start) > String(event.end)) errors.end = { key: "validation.dateRange" };
      return errors;
    },
  },
});
