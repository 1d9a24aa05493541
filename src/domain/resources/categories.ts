import { declareEntry } from "./define";

// Categories of a menu (SPEC §7): a list of their own and the menu editor.
export const categories = declareEntry({
  kind: "custom",
  name: "categories",
  access: { area: "categories" },
  path: "business/{businessId}/categories",
  scope: "business",
  screens: true,
  sidebar: { group: "catalog", icon: "category", to: "/categories/list" },
  auditEntities: ["category", "category_settings"],
});
