import { Type, type Static } from "typebox";
import { ORDER_STATUSES, ORDER_STATUS_REASON_MAX_LENGTH, ORDER_TYPES } from "../../../src/domain/constants";
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
