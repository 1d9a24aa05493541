import { Type, type Static } from "typebox";
import {
  ORDER_LINE_NOTE_MAX_LENGTH,
  ORDER_STATUSES,
  ORDER_STATUS_REASON_MAX_LENGTH,
  ORDER_TYPES,
} from "../../../src/domain/constants";
import { ORDER_PAYMENT_METHODS, ORDER_PAYMENT_STATES } from "../../../src/domain/orders";
import { Id, LocalesOut, NullableInteger, NullableString, UpdatedAtIn } from "../../http/schemas";
import { datedListQuery } from "../../shared/dated-list";

export const OrderStatusIn = Type.Enum([...ORDER_STATUSES]);
export const OrderTypeIn = Type.Enum([...ORDER_TYPES]);
export const PaymentMethodIn = Type.Enum([...ORDER_PAYMENT_METHODS]);
export const OrderPaymentStateIn = Type.Enum([...ORDER_PAYMENT_STATES]);
const Text = (maxLength: number) => Type.Optional(Type.Union([Type.String({ maxLength }), Type.Null()]));

export const OrderLineIn = Type.Object({
  item_id: Id,
  quantity: Type.Integer({ minimum: 1, maximum: 999 }),
  /** one of the item's prices; the first by sort when left out */
  price_id: Type.Optional(Type.Union([Id, Type.Null()])),
  addon_ids: Type.Optional(Type.Array(Id, { maxItems: 50 })),
  /** the line's own note for the kitchen ("no onions") */
  note: Text(ORDER_LINE_NOTE_MAX_LENGTH),
});

export const CustomerIn = Type.Object({ name: Text(255), phone: Text(32), address: Text(1000) });

export const OrderCreateBody = Type.Object({
  type: OrderTypeIn,
  table_id: Type.Optional(Type.Union([Id, Type.Null()])),
  customer: Type.Optional(CustomerIn),
  notes: Text(2000),
  payment_method: Type.Optional(PaymentMethodIn),
  payment_state: Type.Optional(OrderPaymentStateIn),
  lines: Type.Array(OrderLineIn, { maxItems: 100 }),
});
export type OrderCreateInput = Static<typeof OrderCreateBody>;

/** More items for an open order (issue 48): a new round of lines, priced from the menu like a new order's. */
export const OrderAdditionBody = Type.Object({
  lines: Type.Array(OrderLineIn, { maxItems: 100 }),
});
export type OrderAdditionInput = Static<typeof OrderAdditionBody>;

/** A line taken out of a pending order, with why (kept on the audit). */
export const LineRemovalBody = Type.Object({
  line_id: Id,
  reason: Type.String({ maxLength: ORDER_STATUS_REASON_MAX_LENGTH }),
  updated_at: UpdatedAtIn,
});
export type LineRemovalInput = Static<typeof LineRemovalBody>;

export const OrderUpdateBody = Type.Object({
  status: Type.Optional(OrderStatusIn),
  /** why the status changes (a rejection asks for it); kept on the status history */
  reason: Text(ORDER_STATUS_REASON_MAX_LENGTH),
  notes: Text(2000),
  payment_state: Type.Optional(OrderPaymentStateIn),
  payment_method: Type.Optional(PaymentMethodIn),
  updated_at: UpdatedAtIn,
});
export type OrderUpdateInput = Static<typeof OrderUpdateBody>;

export const OrderListQuery = datedListQuery({
  status: Type.Optional(OrderStatusIn),
  type: Type.Optional(OrderTypeIn),
  table_id: Type.Optional(Id),
});
export type OrderListInput = Static<typeof OrderListQuery>;

const Money = Type.Number();

export const OrderOut = Type.Object({
  id: Type.Integer(),
  number: Type.Integer(),
  business_id: Type.Integer(),
  branch_id: Type.Integer(),
  status: Type.String(),
  type: Type.String(),
  table_id: NullableInteger,
  customer: Type.Object({ name: Type.String(), phone: Type.String(), address: Type.String() }),
  notes: Type.String(),
  subtotal: Money,
  discount: Money,
  extra_charge: Money,
  total: Money,
  currency: Type.String(),
  payment_method: Type.String(),
  payment_state: Type.String(),
  created_by: NullableInteger,
  created_at: Type.String(),
  updated_at: Type.String(),
});

export const OrderLineOut = Type.Object({
  id: Type.Integer(),
  item_id: NullableInteger,
  locales: LocalesOut,
  quantity: Type.Integer(),
  unit_price: Money,
  addons: Type.Array(Type.Object({ id: NullableInteger, locales: LocalesOut, price: Money })),
  discount: Money,
  line_total: Money,
  round: Type.Integer(),
  note: Type.String(),
});

export const OrderHistoryOut = Type.Object({
  id: Type.Integer(),
  from_status: NullableString,
  to_status: Type.String(),
  user: Type.Union([Type.Object({ id: Type.Integer(), name: Type.String() }), Type.Null()]),
  reason: NullableString,
  created_at: Type.String(),
});

export const OrderDetailOut = Type.Object({
  ...OrderOut.properties,
  next_statuses: Type.Array(Type.String()),
  lines: Type.Array(OrderLineOut),
  history: Type.Array(OrderHistoryOut),
  invoice: Type.Union([
    Type.Object({ id: Type.Integer(), number: Type.Integer(), payment_state: Type.String() }),
    Type.Null(),
  ]),
});

export const OrderStatusOut = Type.Object({
  id: Type.String(),
  name: Type.String(),
  locales: LocalesOut,
  next: Type.Array(Type.String()),
});

const EntryLocalesPriced = Type.Object({ id: Type.Integer(), locales: LocalesOut, price: Money });

/** The staff order screen's read (order-entry.ts). */
export const OrderEntryOut = Type.Object({
  currency: Type.String(),
  categories: Type.Array(
    Type.Object({
      id: Type.Integer(),
      locales: LocalesOut,
      items: Type.Array(
        Type.Object({
          id: Type.Integer(),
          category_id: Type.Integer(),
          locales: LocalesOut,
          sold_out: Type.Boolean(),
          disable_ordering: Type.Boolean(),
          prices: Type.Array(EntryLocalesPriced),
          addons: Type.Array(EntryLocalesPriced),
          discount: Type.Union([Type.Object({ type: Type.String(), amount: Money }), Type.Null()]),
          holiday_price: Type.Union([Money, Type.Null()]),
        }),
      ),
    }),
  ),
  /** the business's GeneralDiscount, percent */
  general_discount_percent: Money,
  extra_charge: Money,
  floors: Type.Array(
    Type.Object({
      id: Type.Integer(),
      locales: LocalesOut,
      tables: Type.Array(
        Type.Object({
          id: Type.Integer(),
          locales: LocalesOut,
          open_order: Type.Union([
            Type.Object({ id: Type.Integer(), number: Type.Integer(), status: Type.String() }),
            Type.Null(),
          ]),
        }),
      ),
    }),
  ),
  /** item ids, most ordered first */
  popular: Type.Array(Type.Integer()),
});
