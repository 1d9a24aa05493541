import { declareResource, namesField } from "./define";
import type { HookErrors } from "./types";

// Blocked periods of a business (SPEC §3, §7), each with a price per item (set from the item's holiday prices).
// Older clients send the period as startDate/endDate; the list also answers at `holidays/filter`, 100 a page.

// Saved at 14:00:00 on the chosen days (SPEC §5), so the dashboard shows and filters them by the day.
const shownDay = { shownAsDay: true, listed: true, sortable: true } as const;

export const holidays = declareResource({
  name: "holidays",
  position: 150,
  path: "business/{businessId}/holidays",
  scope: "business",
  area: "holidays",
  chalets: true,
  table: "holidays",
  auditEntity: "holiday",
  titleField: "locales",
  defaultSort: { field: "from", order: "asc" },
  concurrency: true,
  sidebar: { group: "catalog", icon: "holiday" },
  fields: [
    namesField(),
    { name: "from", type: "datetime", required: true, aliases: ["startDate"], ...shownDay },
    { name: "to", type: "datetime", required: true, aliases: ["endDate"], ...shownDay },
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
