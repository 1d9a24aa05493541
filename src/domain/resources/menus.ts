import { MENU_TYPES } from "../constants";
import { declareResource, namesField } from "./define";

// Menus of a business (SPEC §7), normal or subscription. A business keeps at least one; a menu goes with its
// categories and items (server/modules/menus/hooks.ts). Their document for the menu editor, `GET menu/{menuId}`,
// is served apart (server/modules/menus) from a body cached per version, which every write here moves on.
export const menus = declareResource({
  name: "menus",
  labels: {
    en: { one: "Menu", other: "Menus" },
    ar: { one: "قائمة", other: "القوائم" },
  },
  path: "business/{businessId}/menus",
  scope: "business",
  area: "menus",
  table: "menus",
  auditEntity: "menu",
  inSession: true,
  titleField: "locales",
  defaultSort: { field: "id", order: "asc" },
  concurrency: true,
  // Material icon MenuBook.
  sidebar: {
    group: "catalog",
    icon: "M21 5c-1.11-.35-2.33-.5-3.5-.5-1.95 0-4.05.4-5.5 1.5-1.45-1.1-3.55-1.5-5.5-1.5S2.45 4.9 1 6v14.65c0 .25.25.5.5.5.1 0 .15-.05.25-.05C3.1 20.45 5.05 20 6.5 20c1.95 0 4.05.4 5.5 1.5 1.35-.85 3.8-1.5 5.5-1.5 1.65 0 3.35.3 4.75 1.05.1.05.15.05.25.05.25 0 .5-.25.5-.5V6c-.6-.45-1.25-.75-2-1m0 13.5c-1.1-.35-2.3-.5-3.5-.5-1.7 0-4.15.65-5.5 1.5V8c1.35-.85 3.8-1.5 5.5-1.5 1.2 0 2.4.15 3.5.5zM17.5 10.5c.88 0 1.73.09 2.5.26V9.24c-.79-.15-1.64-.24-2.5-.24-1.7 0-3.24.29-4.5.83v1.66c1.13-.64 2.7-.99 4.5-.99M13 12.49v1.66c1.13-.64 2.7-.99 4.5-.99.88 0 1.73.09 2.5.26V11.9c-.79-.15-1.64-.24-2.5-.24-1.7 0-3.24.3-4.5.83m4.5 1.84c-1.7 0-3.24.29-4.5.83v1.66c1.13-.64 2.7-.99 4.5-.99.88 0 1.73.09 2.5.26v-1.52c-.79-.16-1.64-.24-2.5-.24",
    to: "/menus/list",
  },
  fields: [
    namesField(),
    {
      name: "type",
      type: "enum",
      label: { en: "Type", ar: "النوع" },
      options: MENU_TYPES,
      optionLabels: {
        subscription: { en: "Subscription Menu", ar: "قائمة اشتراك" },
        normal: { en: "Normal Menu", ar: "قائمة عادية" },
      },
      required: true,
      default: "normal",
      listed: true,
      sortable: true,
      filterable: true,
    },
  ],
  keepsLast: { message: "catalog.lastMenu" },
});
