import { Type } from "typebox";
import { PAYMENT_STATES } from "../../../src/domain/constants";
import { Id, LocalesOut, NullableInteger } from "../../http/schemas";
import { datedListQuery } from "../../shared/dated-list";

export const InvoiceListQuery = datedListQuery({
  branch_id: Type.Optional(Id),
  payment_state: Type.Optional(Type.Enum([...PAYMENT_STATES])),
});

export const InvoiceOut = Type.Object({
  id: Type.Integer(),
  number: Type.Integer(),
  business_id: Type.Integer(),
  branch_id: Type.Integer(),
  branch: Type.Object({ id: Type.Integer(), locales: LocalesOut }),
  kind: Type.Union([Type.Literal("order"), Type.Literal("reservation_payment")]),
  order_id: NullableInteger,
  order_number: NullableInteger,
  reservation_id: NullableInteger,
  reservation_payment_id: NullableInteger,
  amount: Type.Number(),
  currency: Type.String(),
  payment_state: Type.String(),
  issued_at: Type.String(),
  issued_on: Type.String(),
  created_at: Type.String(),
});

export const ReportQuery = Type.Object({
  from: Type.Optional(Type.String({ maxLength: 10 })),
  to: Type.Optional(Type.String({ maxLength: 10 })),
  branch_id: Type.Optional(Id),
});

const Totals = { total: Type.Number(), count: Type.Integer() };

const Figure = Type.Object(Totals);

export const ReportOut = Type.Object({
  currency: Type.String(),
  /**
   * The period's money over one set of sales (server/modules/invoices/summary.ts): sales = net_received +
   * outstanding − overpaid, net_received = received − refunded; deposits are held apart.
   */
  summary: Type.Object({
    sales: Figure,
    received: Figure,
    refunded: Figure,
    net_received: Figure,
    outstanding: Figure,
    overpaid: Figure,
    deposits_held: Figure,
  }),
  time_zone: Type.String(),
  from: Type.String(),
  to: Type.String(),
  branch_id: NullableInteger,
  ...Totals,
  by_day: Type.Array(Type.Object({ date: Type.String(), ...Totals })),
  by_branch: Type.Array(Type.Object({ branch_id: Type.Integer(), locales: LocalesOut, ...Totals })),
  by_payment_state: Type.Array(Type.Object({ payment_state: Type.String(), ...Totals })),
});
