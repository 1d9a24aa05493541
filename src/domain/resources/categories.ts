import { declareResource, namesField } from "./define";

// Categories of a menu (SPEC §3, §7), nested under a parent of the same menu, in the order the menu editor sets.
// Where one goes (its menu follows its parent's, never inside itself), its position, its picture and settings
// and what goes with it on delete (subcategories, items) are server/modules/categories/hooks.ts; its sort and
// settings calls are served apart (server/modules/categories).
export const categories = declareResource({
  name: "categories",
  labels: {
    en: { one: "Category", other: "Categories" },
    ar: { one: "تصنيف", other: "التصنيفات" },
  },
  path: "business/{businessId}/categories",
  scope: "business",
  area: "categories",
  table: "categories",
  auditEntity: "category",
  auditEntities: ["category_settings"],
  titleField: "locales",
  defaultSort: { field: "sort", order: "asc" },
  concurrency: true,
  // Material icon Category.
  sidebar: {
    group: "catalog",
    icon: "m12 2-5.5 9h11zM13 17.5a4.5 4.5 0 1 0 9 0a4.5 4.5 0 1 0 -9 0M3 13.5h8v8H3z",
    to: "/categories/list",
  },
  fields: [
    namesField({ description: { en: "Description", ar: "الوصف" } }),
    {
      name: "menu_id",
      type: "reference",
      label: { en: "Menu", ar: "القائمة" },
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
      label: { en: "Parent", ar: "التصنيف الرئيسي" },
      reference: "categories",
      notFoundMessage: "catalog.parentNotFound",
      listed: true,
      filterable: true,
    },
    {
      name: "media_id",
      type: "media",
      label: { en: "Picture", ar: "الصورة" },
      notFoundMessage: "catalog.mediaNotFound",
    },
    {
      name: "sort",
      type: "number",
      label: { en: "Order", ar: "الترتيب" },
      integer: true,
      readOnly: true,
      listed: true,
      sortable: true,
    },
  ],
});
