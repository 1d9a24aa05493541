import { Type, type Static } from "typebox";
import { PAYMENT_STATES, RESERVATION_STATUSES } from "../../../src/domain/constants";
import { LEDGER_KINDS, RESERVATION_PAYMENT_METHODS } from "../../../src/domain/reservations";
import { Id, MONEY_MAX, Money as MoneyIn, LocalesOut, NullableInteger } from "../../http/schemas";
import { datedListQuery, PeriodQuery } from "../../shared/dated-list";

export const ReservationStatusIn = Type.Enum([...RESERVATION_STATUSES]);
export const PaymentStateIn = Type.Enum([...PAYMENT_STATES]);
export const ExplicitPaymentStateIn = Type.Enum(["no_data", "reservable"]);
export const PaymentMethodIn = Type.Enum([...RESERVATION_PAYMENT_METHODS]);
const DateIn = Type.String({ minLength: 1, maxLength: 40 });
const Text = (maxLength: number) => Type.Optional(Type.Union([Type.String({ maxLength }), Type.Null()]));

export const ReservationCreateBody = Type.Object({
  item_id: Id,
  unit: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
  /** YYYY-MM-DD (check-in time of the business applies) or an ISO date-time */
  from: DateIn,
  /** YYYY-MM-DD (check-out time of the business applies) or an ISO date-time */
  to: DateIn,
  // An empty name is refused with the phone checked too (service), so both messages show at once.
  customer: Type.Object({ name: Type.String({ maxLength: 255 }), phone: Type.String({ maxLength: 32 }) }),
  notes: Text(2000),
  payment_state: Type.Optional(ExplicitPaymentStateIn),
});
export type ReservationCreateInput = Static<typeof ReservationCreateBody>;

export const ReservationUpdateBody = Type.Object({
  updated_at: Type.String({ minLength: 1, maxLength: 40 }),
  item_id: Type.Optional(Id),
  unit: Type.Optional(Type.Integer({ minimum: 1 })),
  from: Type.Optional(DateIn),
  to: Type.Optional(DateIn),
  status: Type.Optional(ReservationStatusIn),
  customer: Type.Optional(
    Type.Object({
      name: Type.Optional(Type.String({ maxLength: 255 })),
      phone: Type.Optional(Type.String({ maxLength: 32 })),
    }),
  ),
  notes: Text(2000),
  payment_state: Type.Optional(PaymentStateIn),
});
export type ReservationUpdateInput = Static<typeof ReservationUpdateBody>;

export const PaymentKindIn = Type.Enum([...LEDGER_KINDS]);

export const CancelBody = Type.Object({
  updated_at: Type.Optional(Type.Union([Type.String({ maxLength: 40 }), Type.Null()])),
  /** Money given back with the cancellation (all or part of what was received), as its own ledger entry. */
  refund: Type.Optional(
    Type.Object({
      amount: MoneyIn(),
      method: PaymentMethodIn,
      notes: Text(1000),
    }),
  ),
});

export type CancelInput = Static<typeof CancelBody>;

export const PaymentBody = Type.Object({
  // Bounded both ways; zero and below reach the handler, which answers its own "greater than zero" message.
  amount: MoneyIn({ minimum: -MONEY_MAX }),
  method: PaymentMethodIn,
  /** payment (default), refund, deposit (the listing's insurance collected) or deposit_return */
  kind: Type.Optional(PaymentKindIn),
  paid_at: Type.Optional(Type.Union([Type.String({ maxLength: 40 }), Type.Null()])),
  notes: Text(1000),
});
export type PaymentInput = Static<typeof PaymentBody>;

export const ReservationListQuery = datedListQuery({
  status: Type.Optional(ReservationStatusIn),
  payment_state: Type.Optional(PaymentStateIn),
  item_id: Type.Optional(Id),
});
export type ReservationListInput = Static<typeof ReservationListQuery>;

export const AvailabilityQuery = Type.Object({
  item_id: Id,
  unit: Type.Optional(Type.Integer({ minimum: 1 })),
  ...PeriodQuery,
});

const Money = Type.Number();

export const ReservationOut = Type.Object({
  id: Type.Integer(),
  business_id: Type.Integer(),
  branch_id: Type.Integer(),
  item_id: Type.Integer(),
  listing: Type.Object({ id: Type.Integer(), locales: LocalesOut }),
  unit: Type.Integer(),
  unit_name: Type.String(),
  from: Type.String(),
  to: Type.String(),
  nights: Type.Integer(),
  status: Type.String(),
  payment_state: Type.String(),
  total: Money,
  paid: Money,
  balance: Money,
  currency: Type.String(),
  customer: Type.Object({ name: Type.String(), phone: Type.String() }),
  notes: Type.String(),
  price_details: Type.Array(
    Type.Object({
      date: Type.String(),
      nights: Type.Integer(),
      kind: Type.String(),
      amount: Money,
      holiday_id: Type.Optional(Type.Integer()),
    }),
  ),
  created_by: NullableInteger,
  created_at: Type.String(),
  updated_at: Type.String(),
});

export const PaymentOut = Type.Object({
  id: Type.Integer(),
  kind: Type.String(),
  /** negative for refunds and deposit returns */
  amount: Money,
  method: Type.String(),
  paid_at: Type.String(),
  notes: Type.String(),
  created_by: NullableInteger,
  created_at: Type.String(),
  invoice: Type.Union([Type.Object({ id: Type.Integer(), number: Type.Integer() }), Type.Null()]),
});

export const ReservationDetailOut = Type.Object({
  ...ReservationOut.properties,
  /** payments received, refunds given back, and the insurance deposit held (not part of paid) */
  received: Money,
  refunded: Money,
  deposit: Money,
  insurance: Money,
  payments: Type.Array(PaymentOut),
  /** The business's terms and conditions in each language (its TermsConditions setting), for the confirmation. */
  terms: Type.Object({ en: Type.String(), ar: Type.String() }),
});

export const AvailabilityOut = Type.Object({
  item_id: Type.Integer(),
  from: Type.String(),
  to: Type.String(),
  margin_seconds: Type.Integer(),
  min_free_seconds: Type.Integer(),
  units: Type.Array(
    Type.Object({
      unit: Type.Integer(),
      name: Type.String(),
      free: Type.Array(Type.Object({ from: Type.String(), to: Type.String() })),
    }),
  ),
});

export const OccupancyQuery = Type.Object({
  from: Type.String({ maxLength: 40 }),
  to: Type.String({ maxLength: 40 }),
});

/** A booking made through another branch of the business: where and when only, never who. */
export const OccupancyOut = Type.Array(
  Type.Object({
    id: Type.Integer(),
    branch_id: Type.Integer(),
    item_id: Type.Integer(),
    unit: Type.Integer(),
    from: Type.String(),
    to: Type.String(),
    status: Type.String(),
  }),
);

export const reservationMessages = {
  "customer.name": { required: "validation.nameRequired" },
};
