import { declareEntry } from "./define";

// Branches of a business (SPEC §7) and their login QR codes.
export const branches = declareEntry({
  kind: "custom",
  name: "branches",
  access: { area: "branches" },
  path: "business/{businessId}/branches",
  scope: "business",
  screens: true,
  sidebar: { group: "organisation", icon: "branch", to: "/branches/list" },
  auditEntities: ["branch", "login_qr"],
});
