import { declareResource, namesField } from "./define";
import { ownerFields } from "./owners";
import type { HookErrors } from "./types";

// Events of a business (SPEC §7): localized about text, several media, a period and what they belong to. SPEC §6
// has no events area: they belong to the business, whose `business` area guards them. Older clients call them at
// `/events`; a `to` given as a day covers that whole day.
export const events = declareResource({
  name: "events",
  labels: {
    en: { one: "Event", other: "Events" },
    ar: { one: "فعالية", other: "الفعاليات" },
  },
  path: "business/{businessId}/events",
  legacyPath: "events",
  scope: "business",
  area: "business",
  table: "events",
  auditEntity: "event",
  titleField: "locales",
  defaultSort: { field: "start", order: "asc" },
  concurrency: true,
  // Material icon Celebration.
  sidebar: {
    group: "organisation",
    icon: "m2 22 14-5-9-9zm12.53-9.47 5.59-5.59c.49-.49 1.28-.49 1.77 0l.59.59 1.06-1.06-.59-.59c-1.07-1.07-2.82-1.07-3.89 0l-5.59 5.59zm-4.47-5.65-.59.59 1.06 1.06.59-.59c1.07-1.07 1.07-2.82 0-3.89l-.59-.59-1.06 1.07.59.59c.48.48.48 1.28 0 1.76m7 5-1.59 1.59 1.06 1.06 1.59-1.59c.49-.49 1.28-.49 1.77 0l1.61 1.61 1.06-1.06-1.61-1.61c-1.08-1.07-2.82-1.07-3.89 0m-2-6-3.59 3.59 1.06 1.06 3.59-3.59c1.07-1.07 1.07-2.82 0-3.89l-1.59-1.59-1.06 1.06 1.59 1.59c.48.49.48 1.29 0 1.77",
  },
  fields: [
    namesField({ description: { en: "About", ar: "نبذة" } }),
    {
      name: "media_ids",
      type: "mediaList",
      label: { en: "Media", ar: "الوسائط" },
      listed: true,
      attach: { mediableType: "Event", expandedAs: "media" },
    },
    // A newly picked day covers the whole day.
    {
      name: "start",
      type: "datetime",
      label: { en: "Start", ar: "البداية" },
      required: true,
      dayTime: "00:00",
      listed: true,
      sortable: true,
    },
    {
      name: "end",
      type: "datetime",
      label: { en: "End", ar: "النهاية" },
      required: true,
      dayTime: "23:59",
      listed: true,
      sortable: true,
    },
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
