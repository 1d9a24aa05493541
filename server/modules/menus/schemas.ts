import { Type } from "typebox";
import { ItemOut } from "../items/schemas";
import { LocalesOut, NullableInteger, PictureOut } from "../../http/schemas";
import { SettingOut } from "../categories/schemas";

// The menu editor's document; a menu's own schemas are generated from its declaration.

const categoryFields = {
  id: Type.Integer(),
  business_id: Type.Integer(),
  menu_id: Type.Integer(),
  parent_id: NullableInteger,
  locales: LocalesOut,
  media_id: NullableInteger,
  media: PictureOut,
  sort: Type.Integer(),
  settings: Type.Array(SettingOut),
  items: Type.Array(ItemOut),
  updated_at: Type.String(),
};

/** The menu editor's category: its items and, recursively, its subcategories (SPEC §3 children_nested). */
export const EditorCategoryOut = Type.Cyclic(
  {
    MenuEditorCategory: Type.Object({
      ...categoryFields,
      children_nested: Type.Array(Type.Ref("MenuEditorCategory")),
    }),
  },
  "MenuEditorCategory",
);

export const MenuEditorOut = Type.Object({
  data: Type.Object({
    id: Type.Integer(),
    business_id: Type.Integer(),
    type: Type.String(),
    locales: LocalesOut,
    categories: Type.Array(EditorCategoryOut),
  }),
});
