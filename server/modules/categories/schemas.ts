import { Type, type Static } from "typebox";
import { Id, NullableInteger, SortIn } from "../../http/schemas";

// The sort and settings calls' schemas; a category's own are generated from its declaration.

const NullableId = Type.Optional(Type.Union([Id, Type.Null()]));

export const CategorySortBody = Type.Object({
  sortedIds: SortIn,
  /** When sent, the categories are placed under this parent (null: at the top level of their menu). */
  parent_id: NullableId,
});
export type CategorySortInput = Static<typeof CategorySortBody>;

export const SettingsBody = Type.Object({
  settings: Type.Array(
    Type.Object({
      key: Type.String({ minLength: 1, maxLength: 64 }),
      data: Type.Optional(Type.Union([Type.String({ maxLength: 64 }), Type.Null()])),
    }),
    { maxItems: 20 },
  ),
});

export const SettingOut = Type.Object({ key: Type.String(), data: Type.String() });

export const CategorySortOut = Type.Object({
  data: Type.Array(
    Type.Object({
      id: Type.Integer(),
      parent_id: NullableInteger,
      menu_id: Type.Integer(),
      sort: Type.Integer(),
    }),
  ),
});
