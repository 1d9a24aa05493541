import { Type } from "typebox";
import { Id, LocalesOut, NullableInteger } from "../../http/schemas";
import { StayLine } from "../overview/stay-lines";

export const DayReportQuery = Type.Object({
  /** the business day, YYYY-MM-DD; the current one when left out */
  date: Type.Optional(Type.String({ maxLength: 10 })),
  /** one branch; all the branches the user may read when left out */
  branch_id: Type.Optional(Id),
});

const Int = Type.Integer();
const Num = Type.Number();
const Sales = { orders: Int, sales: Num };
const Valued = Type.Object({ count: Int, value: Num });
const Counted = Type.Object({ count: Int, amount: Num });
const Stay = Type.Object({ ...StayLine, total: Num, balance: Num });
const Movements = Type.Object({ count: Int, total: Num, paid: Num, rows: Type.Array(Stay) });
const Hour = Type.Object({ hour: Int, ...Sales });

export const DayReportOut = Type.Object({
  date: Type.String(),
  time_zone: Type.String(),
  day_start_hour: Int,
  start: Type.String(),
  end: Type.String(),
  currency: Type.String(),
  branches: Type.Array(
    Type.Object({ branch_id: Int, locales: LocalesOut, orders: Type.Boolean(), stays: Type.Boolean() }),
  ),
  orders: Type.Object({
    orders: Int,
    sales: Num,
    gross: Num,
    discounts: Num,
    item_discounts: Num,
    extra_charges: Num,
    average_ticket: Num,
    received: Num,
    outstanding: Num,
    by_type: Type.Array(Type.Object({ type: Type.String(), ...Sales })),
    by_payment_method: Type.Array(Type.Object({ method: Type.String(), ...Sales })),
    by_branch: Type.Array(Type.Object({ branch_id: Int, ...Sales })),
    by_hour: Type.Array(Hour),
    busiest_hour: Type.Union([Hour, Type.Null()]),
    pending: Valued,
    rejected: Valued,
    canceled: Valued,
    items: Type.Array(
      Type.Object({ item_id: NullableInteger, locales: LocalesOut, quantity: Int, sales: Num }),
    ),
  }),
  stays: Type.Object({
    checked_in: Movements,
    checked_out: Movements,
    payments: Counted,
    deposits: Counted,
    refunds: Counted,
    deposit_returns: Counted,
    net: Num,
    by_method: Type.Array(Type.Object({ method: Type.String(), amount: Num })),
  }),
});
