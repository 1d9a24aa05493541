import { declareEntry } from "./define";

// Menus of a business (SPEC §7), with screens of their own.
export const menus = declareEntry({
  kind: "custom",
  name: "menus",
  access: { area: "menus" },
  path: "business/{businessId}/menus",
  scope: "business",
  screens: true,
  sidebar: { group: "catalog", icon: "menu", to: "/menus/list" },
  auditEntities: ["menu"],
});
