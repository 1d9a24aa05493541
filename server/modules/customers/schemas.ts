import { Type } from "typebox";
import { CUSTOMER_NOTE_MAX, CUSTOMER_SORTS, CUSTOMER_TAGS } from "../../../src/domain/constants";
import { LocalesOut, NullableString, PageQuery } from "../../http/schemas";

export const CustomerTagIn = Type.Enum([...CUSTOMER_TAGS]);

/** The list's filters (the export takes the same, without page and sort). */
export const CustomerFilterQuery = {
  q: Type.Optional(Type.String({ maxLength: 255 })),
  tag: Type.Optional(CustomerTagIn),
  phone: Type.Optional(Type.String({ maxLength: 32 })),
};

export const CustomerListQuery = Type.Object({
  ...PageQuery.properties,
  sort: Type.Optional(Type.Enum([...CUSTOMER_SORTS])),
  order: Type.Optional(
    Type.Union([Type.Literal("asc"), Type.Literal("desc"), Type.Literal("ASC"), Type.Literal("DESC")]),
  ),
  ...CustomerFilterQuery,
});

export const CustomerExportQuery = Type.Object(CustomerFilterQuery);

export { PageQuery };

export const CustomerOut = Type.Object({
  id: Type.Integer(),
  /** E.164 */
  phone: Type.String(),
  /** the latest name given */
  name: Type.String(),
  note: Type.String(),
  tags: Type.Array(CustomerTagIn),
  orders_count: Type.Integer(),
  stays_count: Type.Integer(),
  /** money spent: delivered or paid orders' totals and what stays were paid (docs/decisions.md) */
  spent: Type.Number(),
  average_ticket: Type.Number(),
  /** what their stays still owe */
  outstanding: Type.Number(),
  currency: Type.String(),
  first_visit_at: NullableString,
  last_visit_at: NullableString,
  created_at: Type.String(),
  updated_at: Type.String(),
});

export const CustomerDetailOut = Type.Object({
  ...CustomerOut.properties,
  /** every name they gave */
  names: Type.Array(Type.String()),
  /** their most ordered items, by quantity */
  favourites: Type.Array(
    Type.Object({ item_id: Type.Integer(), quantity: Type.Integer(), locales: LocalesOut }),
  ),
});

export const CustomerOrderOut = Type.Object({
  id: Type.Integer(),
  number: Type.Integer(),
  branch_id: Type.Integer(),
  status: Type.String(),
  type: Type.String(),
  total: Type.Number(),
  payment_state: Type.String(),
  customer_name: Type.String(),
  currency: Type.String(),
  created_at: Type.String(),
});

export const CustomerStayOut = Type.Object({
  id: Type.Integer(),
  branch_id: Type.Integer(),
  listing: Type.Object({ locales: LocalesOut }),
  from: Type.String(),
  to: Type.String(),
  status: Type.String(),
  payment_state: Type.String(),
  total: Type.Number(),
  paid: Type.Number(),
  balance: Type.Number(),
  customer_name: Type.String(),
  currency: Type.String(),
  created_at: Type.String(),
});

export const CustomerUpdateBody = Type.Object(
  {
    note: Type.Optional(Type.String({ maxLength: CUSTOMER_NOTE_MAX })),
    tags: Type.Optional(Type.Array(CustomerTagIn, { maxItems: CUSTOMER_TAGS.length, uniqueItems: true })),
  },
  { additionalProperties: false },
);
