import { Type, type Static } from "typebox";
import { Id, ListQuery, LocalesOut, NullableNumber, NullableString } from "../../http/schemas";
import { IDEMPOTENCY_KEY_MAX_LENGTH, PUBLIC_STAY_GUESTS_MAX } from "../../../src/domain/constants";
import { DateIn, dateMessages } from "./dates";

export const tags = ["Public"];

export const SlugParams = Type.Object({ slug: Type.String({ minLength: 1, maxLength: 100 }) });
export const ListingParams = Type.Object({ slug: SlugParams.properties.slug, id: Id });
export const TokenParams = Type.Object({ token: Type.String({ minLength: 1, maxLength: 100 }) });

export const ListingsQuery = Type.Object({
  page: ListQuery.properties.page,
  per_page: ListQuery.properties.per_page,
});

export const AvailabilityQuery = Type.Object({
  /** first night, YYYY-MM-DD (default: today in the business's time zone) */
  from: Type.Optional(DateIn),
  /** check-out date, YYYY-MM-DD (default: the day after the reservation-till date) */
  to: Type.Optional(DateIn),
  unit: Type.Optional(Type.Integer({ minimum: 1 })),
});

const Guests = Type.Integer({ minimum: 1, maximum: PUBLIC_STAY_GUESTS_MAX });

export const QuoteBody = Type.Object({
  /** first night, YYYY-MM-DD */
  from: DateIn,
  /** check-out date, YYYY-MM-DD */
  to: DateIn,
  /** needed to book a listing of several units; a quote without it says which units are free */
  unit: Type.Optional(Type.Integer({ minimum: 1 })),
  guests: Guests,
});
export type QuoteInput = Static<typeof QuoteBody>;

export const StayRequestBody = Type.Object({
  ...QuoteBody.properties,
  customer: Type.Object({
    name: Type.String({ maxLength: 255 }),
    /** Kuwaiti (8 digits) or international with its country code */
    phone: Type.String({ maxLength: 32 }),
  }),
  notes: Type.Optional(Type.Union([Type.String({ maxLength: 1000 }), Type.Null()])),
});
export type StayRequestInput = Static<typeof StayRequestBody>;

export const IdempotencyHeaders = Type.Object({
  "idempotency-key": Type.Optional(
    Type.String({ minLength: 1, maxLength: IDEMPOTENCY_KEY_MAX_LENGTH, pattern: "^[\\x21-\\x7E]+$" }),
  ),
});

const guestsMessage = { minimum: "publicStays.guestsMin", maximum: "publicStays.guestsMax" };
export const stayMessages = {
  ...dateMessages,
  guests: guestsMessage,
  "customer.name": { required: "validation.nameRequired" },
  "idempotency-key": {
    minLength: "publicStays.keyInvalid",
    maxLength: "publicStays.keyInvalid",
    pattern: "publicStays.keyInvalid",
  },
};

const Money = Type.Number();

export const ListingOut = Type.Object({
  id: Type.Integer(),
  locales: LocalesOut,
  units: Type.Integer(),
  unit_names: Type.Array(Type.String()),
  bedrooms: Type.Integer(),
  frontage: Type.String(),
  address: Type.Object({ en: Type.String(), ar: Type.String() }),
  location: Type.Union([Type.Object({ latitude: Type.Number(), longitude: Type.Number() }), Type.Null()]),
  maps_link: NullableString,
  insurance: Money,
  currency: Type.String(),
  prices: Type.Object({ weekdays: NullableNumber, weekend: NullableNumber, full_week: NullableNumber }),
  holiday_prices: Type.Array(
    Type.Object({
      holiday_id: Type.Integer(),
      locales: LocalesOut,
      from: Type.String(),
      to: Type.String(),
      price: Money,
    }),
  ),
  pictures: Type.Array(Type.Object({ src: Type.String(), thumb_src: NullableString, type: Type.String() })),
  /** false while the owner has switched booking off (the branch's Disable Booking, or the listing's) */
  booking_enabled: Type.Boolean(),
});

export const AvailabilityOut = Type.Object({
  item_id: Type.Integer(),
  from: Type.String(),
  to: Type.String(),
  time_zone: Type.String(),
  check_in_at: Type.String(),
  check_out_at: Type.String(),
  /** the last night the mobile app takes requests for (EnableReservationTill); later nights are never free */
  reservation_till: Type.String(),
  units: Type.Array(
    Type.Object({
      unit: Type.Integer(),
      name: Type.String(),
      free_nights: Type.Array(Type.String()),
      free: Type.Array(Type.Object({ from: Type.String(), to: Type.String() })),
    }),
  ),
});

const PriceLines = Type.Array(
  Type.Object({
    date: Type.String(),
    nights: Type.Integer(),
    kind: Type.String(),
    amount: Money,
    holiday_id: Type.Optional(Type.Integer()),
  }),
);

export const QuoteOut = Type.Object({
  item_id: Type.Integer(),
  unit: NullableNumber,
  check_in: Type.String(),
  check_out: Type.String(),
  from: Type.String(),
  to: Type.String(),
  nights: Type.Integer(),
  guests: Type.Integer(),
  currency: Type.String(),
  total: Money,
  insurance: Money,
  price_details: PriceLines,
  /** the unit asked for is free on these dates (without a unit: one of them is) */
  available: Type.Boolean(),
  /** why not, in the request's language */
  unavailable_reason: Type.Optional(Type.String()),
  free_units: Type.Array(Type.Integer()),
});

export const StayRequestOut = Type.Object({
  /** the reservation's number, as the owner sees it in the dashboard */
  number: Type.Integer(),
  /** shows this request's status at GET /api/public/stay-requests/{token}; keep it */
  tracking_token: Type.String(),
  status: Type.String(),
  payment_state: Type.String(),
  item_id: Type.Integer(),
  listing: Type.Object({ id: Type.Integer(), locales: LocalesOut }),
  unit: Type.Integer(),
  unit_name: Type.String(),
  check_in: Type.String(),
  check_out: Type.String(),
  from: Type.String(),
  to: Type.String(),
  nights: Type.Integer(),
  guests: Type.Integer(),
  currency: Type.String(),
  total: Money,
  price_details: PriceLines,
  branch: Type.Object({ slug: Type.String(), locales: LocalesOut }),
  created_at: Type.String(),
  updated_at: Type.String(),
});

export const TrackingOut = Type.Omit(StayRequestOut, ["tracking_token"]);
