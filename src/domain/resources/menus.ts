import { MENU_TYPES } from "../constants";
import { declareResource, namesField } from "./define";

// Menus of a business (SPEC §7), normal or subscription. A business keeps at least one; a menu goes with its
// categories and items (server/modules/menus/hooks.ts). Their document for the menu editor, `GET menu/{menuId}`,
// is served apart (server/modules/menus) from a body cached per version, which every write here moves on.
export const menus = declareResource({
  name: "menus",
  position: 120,
  path: "business/{businessId}/menus",
  scope: "business",
  area: "menus",
  table: "menus",
  auditEntity: "menu",
  inSession: true,
  titleField: "locales",
  defaultSort: { field: "id", order: "asc" },
  concurrency: true,
  sidebar: { group: "catalog", icon: "menu", to: "/menus/list" },
  fields: [
    namesField(),
    {
      name: "type",
      type: "enum",
      options: MENU_TYPES,
      required: true,
      default: "normal",
      listed: true,
      sortable: true,
      filterable: true,
    },
  ],
  keepsLast: { message: "catalog.lastMenu" },
});
