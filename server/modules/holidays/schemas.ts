import { Type } from "typebox";
import { MAX_PER_PAGE } from "../../../src/domain/constants";
import { ListQuery, Locales, Page, PerPage } from "../../http/schemas";
import { LocalesOut, UpdatedAtIn } from "../catalog/shared";

const DateIn = Type.Optional(Type.Union([Type.String({ maxLength: 40 }), Type.Null()]));

/** SPEC §3 Holiday: a name and a date range (from/to; startDate/endDate are accepted as other names). */
export const HolidayCreateBody = Type.Object({ locales: Locales, from: DateIn, to: DateIn, startDate: DateIn, endDate: DateIn });
export const HolidayUpdateBody = Type.Object({
  locales: Type.Optional(Locales),
  from: DateIn,
  to: DateIn,
  startDate: DateIn,
  endDate: DateIn,
  updated_at: UpdatedAtIn,
});

const Range = { from: Type.Optional(Type.String({ maxLength: 40 })), to: Type.Optional(Type.String({ maxLength: 40 })) };
export const HolidayListQuery = Type.Object({ ...ListQuery.properties, ...Range });
export const HolidayFilterQuery = Type.Object({
  ...Range,
  q: Type.Optional(Type.String({ maxLength: 255 })),
  page: Type.Optional(Page),
  per_page: Type.Optional(PerPage(MAX_PER_PAGE)),
});

export const HolidayOut = Type.Object({
  id: Type.Integer(),
  business_id: Type.Integer(),
  locales: LocalesOut,
  from: Type.String(),
  to: Type.String(),
  created_at: Type.String(),
  updated_at: Type.String(),
});
export const HolidayDetailOut = Type.Object({
  ...HolidayOut.properties,
  /** The price of each item on this holiday. */
  prices: Type.Array(Type.Object({ item_id: Type.Integer(), price: Type.Number() })),
});
