import { Type, type Static, type TSchema } from "typebox";
import { Id, LocalesOut } from "../../http/schemas";
import { OVERVIEW_MAX_DAYS } from "./period";
import { StayLine } from "./stay-lines";

export const OverviewQuery = Type.Object({
  /** first local day (YYYY-MM-DD); without it, `days` ending `to` (default today) */
  from: Type.Optional(Type.String({ maxLength: 10 })),
  to: Type.Optional(Type.String({ maxLength: 10 })),
  days: Type.Optional(Type.Integer({ minimum: 1, maximum: OVERVIEW_MAX_DAYS })),
  branch_id: Type.Optional(Id),
});

const PeriodOut = Type.Object({
  from: Type.String(),
  to: Type.String(),
  days: Type.Integer(),
  previous_from: Type.String(),
  previous_to: Type.String(),
  today: Type.String(),
  time_zone: Type.String(),
});

/** Every widget answers its figures with the period they cover and the business's currency. */
export const WidgetOf = <T extends TSchema>(figures: T) =>
  Type.Object({ data: Type.Object({ period: PeriodOut, currency: Type.String(), figures }) });

const Int = Type.Integer();
const Num = Type.Number();
const BranchName = { branch_id: Int, locales: LocalesOut };
const Sales = { orders: Int, sales: Num };
const OrderFigures = Type.Object({ orders: Int, sales: Num, average_ticket: Num });

export const SummaryOut = Type.Object({
  current: OrderFigures,
  previous: OrderFigures,
  pending: Type.Object({ count: Int, by_branch: Type.Array(Type.Object({ ...BranchName, count: Int })) }),
});

const DaySales = Type.Array(Type.Object({ date: Type.String(), ...Sales }));
export const SalesOut = Type.Object({ current: DaySales, previous: DaySales });

export const OrderTypesOut = Type.Array(Type.Object({ type: Type.String(), ...Sales }));

export const TopItemsOut = Type.Array(
  Type.Object({ item_id: Int, locales: LocalesOut, quantity: Int, sales: Num }),
);

export const RhythmOut = Type.Object({
  by_hour: Type.Array(Type.Object({ hour: Int, ...Sales })),
  by_weekday: Type.Array(Type.Object({ weekday: Int, ...Sales })),
});

const StayFigures = {
  booked_nights: Int,
  available_nights: Int,
  occupancy: Num,
  revenue: Num,
  adr: Num,
  revpar: Num,
};
export const OccupancyOut = Type.Object({
  current: Type.Object(StayFigures),
  previous: Type.Object(StayFigures),
});

export const ListingsOut = Type.Array(
  Type.Object({ item_id: Int, locales: LocalesOut, units: Int, ...StayFigures }),
);

const Stay = { ...StayLine, balance: Num };
const Movement = Type.Object({ ...Stay, item_id: Int, status: Type.String() });
const MovementDay = Type.Object({ count: Int, rows: Type.Array(Movement) });
const MovementDays = Type.Object({ today: MovementDay, tomorrow: MovementDay });
export const MovementsOut = Type.Object({
  today: Type.String(),
  tomorrow: Type.String(),
  arrivals: MovementDays,
  departures: MovementDays,
});

export const BalancesOut = Type.Object({ count: Int, amount: Num, largest: Type.Array(Type.Object(Stay)) });

export type OverviewQueryType = Static<typeof OverviewQuery>;
