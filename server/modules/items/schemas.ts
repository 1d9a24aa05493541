import { Type, type Static } from "typebox";
import {
  BEDROOMS_MIN,
  CHALET_FRONTAGES,
  DISCOUNT_TYPES,
  LOCALES,
  UNITS_MIN,
} from "../../../src/domain/constants";
import {
  Id,
  ListQuery,
  LocaleEntry,
  Locales,
  Money as MoneyIn,
  LocalesOut,
  NullableInteger,
  NullableNumber,
  NullableString,
  UpdatedAtIn,
} from "../../http/schemas";

const Money = MoneyIn();
const ChildLocales = Type.Optional(Type.Array(LocaleEntry, { maxItems: LOCALES.length }));
const DateIn = Type.Optional(Type.Union([Type.String({ maxLength: 40 }), Type.Null()]));

export const PriceIn = Type.Object({ id: Type.Optional(Id), locales: ChildLocales, price: Money });
export const AddonIn = Type.Object({ id: Type.Optional(Id), locales: ChildLocales, price: Money });
export const DiscountIn = Type.Object({
  id: Type.Optional(Id),
  locales: ChildLocales,
  amount: Money,
  type: Type.Optional(Type.Enum([...DISCOUNT_TYPES], { default: "value" })),
  from: DateIn,
  to: DateIn,
});
export type PriceInput = Static<typeof PriceIn>;
export type AddonInput = Static<typeof AddonIn>;
export type DiscountInput = Static<typeof DiscountIn>;

/** Chalet details (SPEC §2 chalet editor): coordinates come from `maps_link` when it is sent. */
export const ChaletIn = Type.Object({
  units: Type.Optional(Type.Integer({ minimum: UNITS_MIN, maximum: 500 })),
  unit_names: Type.Optional(Type.Array(Type.String({ maxLength: 100 }), { maxItems: 500 })),
  bedrooms: Type.Optional(Type.Integer({ minimum: BEDROOMS_MIN, maximum: 100 })),
  /** sea_view, second_row or empty; null is taken as empty. */
  frontage: Type.Optional(
    Type.Unsafe<(typeof CHALET_FRONTAGES)[number] | null>({ enum: [...CHALET_FRONTAGES, null] }),
  ),
  address: Type.Optional(
    Type.Object({ en: Type.Optional(NullableString), ar: Type.Optional(NullableString) }),
  ),
  address_en: Type.Optional(Type.Union([Type.String({ maxLength: 500 }), Type.Null()])),
  address_ar: Type.Optional(Type.Union([Type.String({ maxLength: 500 }), Type.Null()])),
  insurance: Type.Optional(Type.Union([Money, Type.Null()])),
  latitude: Type.Optional(Type.Union([Type.Number({ minimum: -90, maximum: 90 }), Type.Null()])),
  longitude: Type.Optional(Type.Union([Type.Number({ minimum: -180, maximum: 180 }), Type.Null()])),
  owner_id: Type.Optional(Type.Union([Id, Type.Null()])),
  maps_link: Type.Optional(Type.Union([Type.String({ maxLength: 2000 }), Type.Null()])),
});
export type ChaletInput = Static<typeof ChaletIn>;

const itemFields = {
  hide: Type.Optional(Type.Boolean()),
  disable_ordering: Type.Optional(Type.Boolean()),
  prices: Type.Optional(Type.Array(PriceIn, { maxItems: 50 })),
  addons: Type.Optional(Type.Array(AddonIn, { maxItems: 100 })),
  discounts: Type.Optional(Type.Array(DiscountIn, { maxItems: 10 })),
  itemable: Type.Optional(Type.Union([ChaletIn, Type.Null()])),
  /** SPEC §7 lists units in the item payload: another name for itemable.units. */
  units: Type.Optional(Type.Integer({ minimum: UNITS_MIN, maximum: 500 })),
};

export const ItemCreateBody = Type.Object({ locales: Locales, category_id: Id, ...itemFields });
export const ItemUpdateBody = Type.Object({
  locales: Type.Optional(Locales),
  category_id: Type.Optional(Id),
  ...itemFields,
  updated_at: UpdatedAtIn,
});
export type ItemCreateInput = Static<typeof ItemCreateBody>;
export type ItemUpdateInput = Static<typeof ItemUpdateBody>;
export type ItemWriteInput = Partial<ItemCreateInput> & { updated_at?: string | null };

export const ItemListQuery = Type.Object({
  ...ListQuery.properties,
  category_id: Type.Optional(Id),
  menu_id: Type.Optional(Id),
});
export const ItemSearchQuery = Type.Object({
  q: Type.Optional(Type.String({ maxLength: 255 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 20 })),
});

export const ItemSortBody = Type.Object({
  businessId: Type.Optional(Id),
  sortedIds: Type.Array(Id, { minItems: 1, maxItems: 5000 }),
  categoryId: Type.Optional(Id),
});

export const HolidaySyncBody = Type.Object({
  holidays: Type.Array(
    Type.Object({
      holidayId: Id,
      price: Money,
      name: Type.Optional(Type.Union([Type.String({ maxLength: 255 }), Type.Null()])),
      from: DateIn,
      to: DateIn,
    }),
    { maxItems: 500 },
  ),
});

const PriceOut = Type.Object({
  id: Type.Integer(),
  locales: LocalesOut,
  price: Type.Number(),
  sort: Type.Integer(),
});
export const ChaletOut = Type.Object({
  id: Type.Integer(),
  units: Type.Integer(),
  unit_names: Type.Array(Type.String()),
  bedrooms: Type.Integer(),
  frontage: Type.String(),
  address: Type.Object({ en: Type.String(), ar: Type.String() }),
  insurance: Type.Number(),
  latitude: NullableNumber,
  longitude: NullableNumber,
  owner_id: NullableInteger,
  maps_link: Type.String(),
});
export const ItemMediaOut = Type.Object({
  id: Type.Integer(),
  src: Type.String(),
  thumb_src: NullableString,
  type: Type.String(),
  slug: NullableString,
  sort: Type.Integer(),
});
export const ItemOut = Type.Object({
  id: Type.Integer(),
  business_id: Type.Integer(),
  category_id: Type.Integer(),
  locales: LocalesOut,
  sort: Type.Integer(),
  hide: Type.Boolean(),
  disable_ordering: Type.Boolean(),
  sold_out: Type.Boolean(),
  prices: Type.Array(PriceOut),
  addons: Type.Array(PriceOut),
  discounts: Type.Array(
    Type.Object({
      id: Type.Integer(),
      business_id: Type.Integer(),
      locales: LocalesOut,
      amount: Type.Number(),
      type: Type.String(),
      from: Type.String(),
      to: Type.String(),
    }),
  ),
  media: Type.Array(ItemMediaOut),
  holidays: Type.Array(Type.Object({ id: Type.Integer(), price: Type.Number() })),
  itemable: Type.Union([ChaletOut, Type.Null()]),
  created_at: Type.String(),
  updated_at: Type.String(),
});

export const ItemSearchOut = Type.Object({
  data: Type.Array(
    Type.Object({
      id: Type.Integer(),
      name: Type.String(),
      locales: LocalesOut,
      category_id: Type.Integer(),
      link: Type.String(),
      media: Type.Union([
        Type.Object({ id: Type.Integer(), src: Type.String(), thumb_src: NullableString }),
        Type.Null(),
      ]),
    }),
  ),
});

export const ItemSortOut = Type.Object({
  data: Type.Array(
    Type.Object({
      id: Type.Integer(),
      category_id: Type.Integer(),
      sort: Type.Integer(),
      updated_at: Type.String(),
    }),
  ),
});
export const HolidayPricesOut = Type.Object({
  data: Type.Array(Type.Object({ id: Type.Integer(), price: Type.Number() })),
});
