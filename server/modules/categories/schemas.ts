import { Type, type Static } from "typebox";
import { Id, ListQuery, Locales } from "../../http/schemas";
import { LocalesOut, NullableInteger, PictureOut, SortIn, UpdatedAtIn } from "../catalog/shared";

const NullableId = Type.Optional(Type.Union([Id, Type.Null()]));

export const CategoryCreateBody = Type.Object({
  locales: Locales,
  menu_id: Type.Optional(Id),
  parent_id: NullableId,
  media_id: NullableId,
});
export const CategoryUpdateBody = Type.Object({
  locales: Type.Optional(Locales),
  menu_id: Type.Optional(Id),
  parent_id: NullableId,
  media_id: NullableId,
  updated_at: UpdatedAtIn,
});
export type CategoryCreateInput = Static<typeof CategoryCreateBody>;
export type CategoryUpdateInput = Static<typeof CategoryUpdateBody>;

export const CategoryListQuery = Type.Object({
  ...ListQuery.properties,
  menu_id: Type.Optional(Id),
  /** 0 lists the top-level categories. */
  parent_id: Type.Optional(Type.Integer({ minimum: 0 })),
});

export const CategorySortBody = Type.Object({
  sortedIds: SortIn,
  /** When sent, the categories are placed under this parent (null: at the top level of their menu). */
  parent_id: NullableId,
});

export const SettingsBody = Type.Object({
  settings: Type.Array(
    Type.Object({ key: Type.String({ minLength: 1, maxLength: 64 }), data: Type.Optional(Type.Union([Type.String({ maxLength: 64 }), Type.Null()])) }),
    { maxItems: 20 },
  ),
});

export const SettingOut = Type.Object({ key: Type.String(), data: Type.String() });

export const CategoryOut = Type.Object({
  id: Type.Integer(),
  business_id: Type.Integer(),
  menu_id: Type.Integer(),
  parent_id: NullableInteger,
  locales: LocalesOut,
  media_id: NullableInteger,
  media: PictureOut,
  sort: Type.Integer(),
  settings: Type.Array(SettingOut),
  created_at: Type.String(),
  updated_at: Type.String(),
});

export const CategorySortOut = Type.Object({
  data: Type.Array(Type.Object({ id: Type.Integer(), parent_id: NullableInteger, menu_id: Type.Integer(), sort: Type.Integer() })),
});
