import { Type, type Static } from "typebox";
import { Id, Locales, LocalesOut, Money, NullableNumber } from "../../http/schemas";
import { RATE_CALENDAR_MAX_DAYS, RATE_MIN_NIGHTS_MAX } from "../../../src/domain/constants";
import { DateIn, dateMessages } from "../public-stays/dates";

export const tags = ["Rate calendar"];

export const ListingParams = Type.Object({ businessId: Id, itemId: Id });
export const SeasonParams = Type.Object({ businessId: Id, itemId: Id, id: Id });

export const CalendarQuery = Type.Object({
  /** first night shown, YYYY-MM-DD */
  from: DateIn,
  /** last night shown (included), YYYY-MM-DD; at most RATE_CALENDAR_MAX_DAYS nights */
  to: DateIn,
});

const MinNights = Type.Integer({ minimum: 1, maximum: RATE_MIN_NIGHTS_MAX });

/** The nights a bulk edit acts on: a selection of dates, or a range from its first to its last night. */
const Nights = {
  dates: Type.Optional(Type.Array(DateIn, { minItems: 1, maxItems: RATE_CALENDAR_MAX_DAYS })),
  from: Type.Optional(DateIn),
  to: Type.Optional(DateIn),
};

export const OverrideSetBody = Type.Object({
  ...Nights,
  /** KWD per night; null: the nights keep the price of their holiday, season or listing */
  price: Type.Optional(Type.Union([Money(), Type.Null()])),
  /** null: the nights keep their season's minimum stay (or one night) */
  min_nights: Type.Optional(Type.Union([MinNights, Type.Null()])),
  closed_to_arrival: Type.Optional(Type.Boolean()),
  closed_to_departure: Type.Optional(Type.Boolean()),
  closed: Type.Optional(Type.Boolean()),
});
export type OverrideSetInput = Static<typeof OverrideSetBody>;

export const OverrideClearBody = Type.Object(Nights);
export type OverrideClearInput = Static<typeof OverrideClearBody>;

export const overrideMessages = { ...dateMessages };

const OverrideOut = Type.Object({
  price: NullableNumber,
  min_nights: Type.Union([Type.Integer(), Type.Null()]),
  closed_to_arrival: Type.Boolean(),
  closed_to_departure: Type.Boolean(),
  closed: Type.Boolean(),
});

export const NightOut = Type.Object({
  date: Type.String(),
  /** KWD as it will be charged for this night; null when the listing has no price */
  price: NullableNumber,
  /** what sets the price: override, holiday, season, weekday or weekend */
  kind: Type.String(),
  holiday_id: Type.Optional(Type.Integer()),
  season_id: Type.Optional(Type.Integer()),
  closed: Type.Boolean(),
  closed_to_arrival: Type.Boolean(),
  closed_to_departure: Type.Boolean(),
  /** the shortest stay arriving on this night */
  min_nights: Type.Integer(),
  /** what the owner set on this night, if anything */
  override: Type.Union([OverrideOut, Type.Null()]),
});

export const SeasonBody = Type.Object({
  locales: Locales,
  /** first night, YYYY-MM-DD */
  from: DateIn,
  /** last night (included), YYYY-MM-DD */
  to: DateIn,
  repeats_yearly: Type.Optional(Type.Boolean()),
  /** KWD per Sunday–Wednesday and Saturday night */
  weekdays: Money(),
  /** KWD per Thursday and Friday night; null or left out: the weekdays price */
  weekend: Type.Optional(Type.Union([Money(), Type.Null()])),
  min_nights: Type.Optional(Type.Union([MinNights, Type.Null()])),
});
export type SeasonInput = Static<typeof SeasonBody>;

export const SeasonOut = Type.Object({
  id: Type.Integer(),
  item_id: Type.Integer(),
  locales: LocalesOut,
  from: Type.String(),
  to: Type.String(),
  repeats_yearly: Type.Boolean(),
  weekdays: Type.Number(),
  weekend: NullableNumber,
  min_nights: Type.Union([Type.Integer(), Type.Null()]),
  updated_at: Type.String(),
});

export const CalendarOut = Type.Object({
  item_id: Type.Integer(),
  from: Type.String(),
  to: Type.String(),
  /** the listing's price of a full week of plain nights (no override, holiday or season night), KWD */
  full_week: NullableNumber,
  nights: Type.Array(NightOut),
  seasons: Type.Array(SeasonOut),
});
