import { HOLIDAY_SUBMIT_TIME } from "../constants";
import { declareResource, namesField } from "./define";
import type { HookErrors } from "./types";

// Blocked periods of a business (SPEC §3, §7), each with a price per item (set from the item's holiday prices).
// Older clients send the period as startDate/endDate; the list also answers at `holidays/filter`, 100 a page.

// Picked by the day and saved at 14:00:00 on the chosen days (SPEC §5), so the dashboard shows and filters them by
// the day (YYYY-MM-DD in the list).
const shownDay = { shownAsDay: true, dayTime: HOLIDAY_SUBMIT_TIME, listed: true, sortable: true } as const;

export const holidays = declareResource({
  name: "holidays",
  labels: {
    en: { one: "Holiday", other: "Holidays" },
    ar: { one: "عطلة", other: "العطلات" },
  },
  path: "business/{businessId}/holidays",
  scope: "business",
  area: "holidays",
  chalets: true,
  table: "holidays",
  auditEntity: "holiday",
  titleField: "locales",
  defaultSort: { field: "from", order: "asc" },
  concurrency: true,
  errorDialog: true,
  // Material icon BeachAccess.
  sidebar: {
    group: "catalog",
    icon: "m13.127 14.56 1.43-1.43 6.44 6.443L19.57 21zm4.293-5.73 2.86-2.86c-3.95-3.95-10.35-3.96-14.3-.02 3.93-1.3 8.31-.25 11.44 2.88M5.95 5.98c-3.94 3.95-3.93 10.35.02 14.3l2.86-2.86C5.7 14.29 4.65 9.91 5.95 5.98m.02-.02-.01.01c-.38 3.01 1.17 6.88 4.3 10.02l5.73-5.73c-3.13-3.13-7.01-4.68-10.02-4.3",
  },
  fields: [
    namesField(),
    {
      name: "from",
      type: "datetime",
      label: { en: "From", ar: "من" },
      required: true,
      aliases: ["startDate"],
      ...shownDay,
    },
    {
      name: "to",
      type: "datetime",
      label: { en: "To", ar: "إلى" },
      required: true,
      aliases: ["endDate"],
      ...shownDay,
    },
  ],
  periodFilter: { start: "from", end: "to" },
  listViews: [{ path: "filter", perPage: 100 }],
  detail: [
    {
      key: "prices",
      table: "holiday_item_prices",
      foreignKey: "holiday_id",
      columns: [
        { name: "item_id", type: "integer" },
        { name: "price", column: "amount", type: "money" },
      ],
      orderBy: "item_id",
    },
  ],
  hooks: {
    beforeWrite: (holiday) => {
      const errors: HookErrors = {};
      // Both are ISO-8601 UTC text by now, which compares as the instants do.
      if (String(holiday.from) > String(holiday.to)) errors.to = { key: "validation.dateRange" };
      return errors;
    },
  },
});
