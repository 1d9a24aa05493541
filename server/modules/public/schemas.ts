import { Type, type Static } from "typebox";
import { IDEMPOTENCY_KEY_MAX_LENGTH, ORDER_TYPES } from "../../../src/domain/constants";
import { ORDER_PAYMENT_METHODS } from "../../../src/domain/orders";
import { Id, LocalesOut, NullableString } from "../../http/schemas";
import type { LocaleText } from "../../db/locales";

// The public API's shapes (TypeBox: validation, types, OpenAPI). Response schemas also filter: a field not listed
// here never leaves the server, whatever a query selected.

/** Slugs are lowercase words and dashes; the bound keeps a junk path from reaching the database. */
export const SlugParams = Type.Object({ slug: Type.String({ minLength: 1, maxLength: 100 }) });
export const TokenParams = Type.Object({ token: Type.String({ minLength: 16, maxLength: 64 }) });

const Token = Type.String({ minLength: 16, maxLength: 64 });
const Text = (maxLength: number) => Type.Optional(Type.Union([Type.String({ maxLength }), Type.Null()]));

export const HoursOut = Type.Object({
  weekday: Type.Integer(),
  closed: Type.Boolean(),
  opens: Type.String(),
  closes: Type.String(),
});

export const PublicBranchOut = Type.Object({
  slug: Type.String(),
  branch: Type.Object({ id: Type.Integer(), locales: LocalesOut }),
  business: Type.Object({
    id: Type.Integer(),
    type: Type.String(),
    locales: LocalesOut,
    currency: Type.String(),
    logo: NullableString,
    logo_dark: NullableString,
    colors: Type.Object({ primary: NullableString, accent: NullableString, text: NullableString }),
  }),
  time_zone: Type.String(),
  order_types: Type.Array(Type.String()),
  payment_methods: Type.Array(Type.String()),
  /** The business's general discount (percent) and extra charge (an amount) that every order's total includes. */
  order_terms: Type.Object({ general_discount_percent: Type.Number(), extra_charge: Type.Number() }),
  accepting_orders: Type.Boolean(),
  /** open, or why not: paused, busy, closed_today, holiday, outside_hours, ordering_disabled */
  ordering_state: Type.String(),
  busy_until: NullableString,
  opening_hours: Type.Array(HoursOut),
  closed_on_holidays: Type.Boolean(),
  reservation_till: Type.String(),
  slider_ads: Type.Array(Type.Object({ src: Type.String(), link: Type.String() })),
  menu_address: Type.String(),
});

const Money = Type.Number();

const PublicItemOut = Type.Object({
  id: Type.Integer(),
  category_id: Type.Integer(),
  locales: LocalesOut,
  sort: Type.Integer(),
  disable_ordering: Type.Boolean(),
  sold_out: Type.Boolean(),
  pictures: Type.Array(
    Type.Object({ id: Type.Integer(), src: Type.String(), thumb_src: NullableString, type: Type.String() }),
  ),
  prices: Type.Array(Type.Object({ id: Type.Integer(), locales: LocalesOut, price: Money })),
  addons: Type.Array(Type.Object({ id: Type.Integer(), locales: LocalesOut, price: Money })),
  /** the item's discount in effect now, if any: an amount off or a percent of the price */
  discount: Type.Union([
    Type.Object({ type: Type.String(), amount: Money, locales: LocalesOut, to: Type.String() }),
    Type.Null(),
  ]),
  /** the holiday price in effect today (the business's time zone), if any */
  holiday_price: Type.Union([Money, Type.Null()]),
});

export interface PublicCategory {
  id: number;
  parent_id: number | null;
  locales: LocaleText[];
  picture: string | null;
  sort: number;
  items: Static<typeof PublicItemOut>[];
  children: PublicCategory[];
}

const PublicCategoryOut = Type.Cyclic(
  {
    PublicMenuCategory: Type.Object({
      id: Type.Integer(),
      parent_id: Type.Union([Type.Integer(), Type.Null()]),
      locales: LocalesOut,
      picture: NullableString,
      sort: Type.Integer(),
      items: Type.Array(PublicItemOut),
      children: Type.Array(Type.Ref("PublicMenuCategory")),
    }),
  },
  "PublicMenuCategory",
);

export const PublicMenuOut = Type.Object({
  data: Type.Object({
    currency: Type.String(),
    /** the local day the holiday prices and discounts were worked out for */
    date: Type.String(),
    categories: Type.Array(PublicCategoryOut),
  }),
});

export const PublicLineIn = Type.Object({
  item_id: Id,
  quantity: Type.Integer({ minimum: 1, maximum: 999 }),
  price_id: Type.Optional(Type.Union([Id, Type.Null()])),
  addon_ids: Type.Optional(Type.Array(Id, { maxItems: 50 })),
  /** the unit price the customer saw; refused (422) when the menu's differs */
  price: Type.Optional(Type.Number({ minimum: 0, maximum: 1_000_000 })),
  note: Text(500),
});

export const PublicOrderBody = Type.Object({
  type: Type.Enum([...ORDER_TYPES]),
  lines: Type.Array(PublicLineIn, { minItems: 1, maxItems: 100 }),
  customer: Type.Object({
    name: Type.String({ maxLength: 255 }),
    phone: Type.String({ maxLength: 32 }),
    address: Text(1000),
  }),
  table_token: Type.Optional(Type.Union([Token, Type.Null()])),
  payment_method: Type.Optional(Type.Enum([...ORDER_PAYMENT_METHODS])),
  notes: Text(2000),
  /** the total the customer saw; refused (422) when the server's differs */
  total: Type.Optional(Type.Number({ minimum: 0, maximum: 1_000_000 })),
});
export type PublicOrderInput = Static<typeof PublicOrderBody>;

export const IdempotencyHeaders = Type.Object({
  "idempotency-key": Type.Optional(Type.String({ maxLength: IDEMPOTENCY_KEY_MAX_LENGTH })),
});

export const PlacedOrderOut = Type.Object({
  data: Type.Object({
    number: Type.Integer(),
    tracking_token: Type.String(),
    status: Type.String(),
    total: Money,
    currency: Type.String(),
    table: NullableString,
  }),
});

export const TrackingOut = Type.Object({
  data: Type.Object({
    number: Type.Integer(),
    status: Type.String(),
    type: Type.String(),
    total: Money,
    currency: Type.String(),
    branch: Type.Object({ slug: Type.String(), locales: LocalesOut }),
    history: Type.Array(
      Type.Object({
        status: Type.String(),
        at: Type.String(),
        /** Why the restaurant rejected the order, when it said (rejections only). */
        reason: Type.Optional(Type.String()),
      }),
    ),
    lines: Type.Array(Type.Object({ locales: LocalesOut, quantity: Type.Integer(), line_total: Money })),
    channel: Type.String(),
    created_at: Type.String(),
    updated_at: Type.String(),
  }),
});

export const WaiterCallBody = Type.Object({ table_token: Token, note: Text(200) });
export const WaiterCallOut = Type.Object({
  data: Type.Object({ called: Type.Boolean(), table: Type.String() }),
});
