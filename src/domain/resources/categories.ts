import { declareResource, namesField } from "./define";

// Categories of a menu (SPEC §3, §7), nested under a parent of the same menu, in the order the menu editor sets.
// Where one goes (its menu follows its parent's, never inside itself), its position, its picture and settings
// and what goes with it on delete (subcategories, items) are server/modules/categories/hooks.ts; its sort and
// settings calls are served apart (server/modules/categories).
export const categories = declareResource({
  name: "categories",
  position: 130,
  path: "business/{businessId}/categories",
  scope: "business",
  area: "categories",
  table: "categories",
  auditEntity: "category",
  auditEntities: ["category_settings"],
  titleField: "locales",
  defaultSort: { field: "sort", order: "asc" },
  concurrency: true,
  // Named as the sidebar always named it.
  sidebar: {
    group: "catalog",
    icon: "category",
    to: "/categories/list",
    label: "app.shell.links.categories",
  },
  fields: [
    namesField({ withDescription: true }),
    {
      name: "menu_id",
      type: "reference",
      reference: "menus",
      required: true,
      serverFilled: true,
      notFoundMessage: "catalog.menuNotFound",
      listed: true,
      filterable: true,
    },
    {
      name: "parent_id",
      type: "reference",
      reference: "categories",
      notFoundMessage: "catalog.parentNotFound",
      listed: true,
      filterable: true,
    },
    { name: "media_id", type: "media", notFoundMessage: "catalog.mediaNotFound" },
    { name: "sort", type: "number", integer: true, readOnly: true, listed: true, sortable: true },
  ],
});
