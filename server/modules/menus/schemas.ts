import { Type } from "typebox";
import { MENU_TYPES } from "../../../src/domain/constants";
import { ListQuery, Locales } from "../../http/schemas";
import { ItemOut } from "../items/schemas";
import { LocalesOut, NullableInteger, PictureOut, UpdatedAtIn } from "../catalog/shared";
import { SettingOut } from "../categories/schemas";

const MenuType = Type.Enum([...MENU_TYPES]);

export const MenuCreateBody = Type.Object({ locales: Locales, type: Type.Optional(MenuType) });
export const MenuUpdateBody = Type.Object({ locales: Type.Optional(Locales), type: Type.Optional(MenuType), updated_at: UpdatedAtIn });
export const MenuListQuery = Type.Object({ ...ListQuery.properties, type: Type.Optional(MenuType) });

export const MenuOut = Type.Object({
  id: Type.Integer(),
  business_id: Type.Integer(),
  type: Type.String(),
  locales: LocalesOut,
  created_at: Type.String(),
  updated_at: Type.String(),
});

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
  { MenuEditorCategory: Type.Object({ ...categoryFields, children_nested: Type.Array(Type.Ref("MenuEditorCategory")) }) },
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
