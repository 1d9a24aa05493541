import { declareEntry } from "./define";

// Reservations of chalet listings under a branch, with their payments (README, decisions).
export const reservations = declareEntry({
  kind: "custom",
  name: "reservations",
  position: 220,
  access: { area: "reservations" },
  path: "business/{businessId}/branches/{branchId}/reservations",
  scope: "branch",
  screens: true,
  defaultSort: { field: "from", order: "desc" },
  chalets: true,
  sidebar: { group: "operations", icon: "reservation", to: "/reservations/list" },
  auditEntities: ["reservation"],
});
