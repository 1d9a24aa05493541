/** The query of one unit's calendar sync (export address and imported feeds). */
export const calendarSyncKey = (businessId: number, itemId: number, unit: number) =>
  ["calendar-sync", businessId, itemId, unit] as const;
