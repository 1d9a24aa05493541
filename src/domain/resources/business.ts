import { declareEntry } from "./define";

// The businesses of the user (SPEC §7 business).
export const business = declareEntry({
  kind: "custom",
  name: "business",
  position: 310,
  access: { area: "business" },
  path: "business",
  scope: "business",
  screens: true,
  sidebar: { group: "organisation", icon: "business", to: "/business/list" },
  auditEntities: ["business"],
});
