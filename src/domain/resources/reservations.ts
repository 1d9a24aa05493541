import { declareEntry } from "./define";

// Reservations of chalet listings under a branch, with their payments (README, decisions).
export const reservations = declareEntry({
  kind: "custom",
  name: "reservations",
  labels: {
    en: { one: "Reservation", other: "Reservations" },
    ar: { one: "حجز", other: "الحجوزات" },
  },
  access: { area: "reservations" },
  path: "business/{businessId}/branches/{branchId}/reservations",
  scope: "branch",
  screens: true,
  // What is under way or to come first, today's at the top, then what has ended (the server's `sort=upcoming`):
  // a far-future booking no longer hides today's arrivals.
  defaultSort: { field: "upcoming", order: "asc" },
  chalets: true,
  // Material icon EventAvailable.
  sidebar: {
    group: "operations",
    icon: "M16.53 11.06 15.47 10l-4.88 4.88-2.12-2.12-1.06 1.06L10.59 17zM19 3h-1V1h-2v2H8V1H6v2H5c-1.11 0-1.99.9-1.99 2L3 19c0 1.1.89 2 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2m0 16H5V8h14z",
    to: "/reservations/list",
  },
  auditEntities: ["reservation"],
});
