import type { OrderType } from "./constants";

// The rules of the front door (the public API customers order through), shared by the server and the dashboard:
// whether a branch takes orders at an instant, from the owner's switches and the opening hours.

/** One weekday's hours of a branch: HH:mm local times; `closes` at or before `opens` runs past midnight. */
export interface DayHours {
  /** 0 Sunday .. 6 Saturday */
  weekday: number;
  closed: boolean;
  opens: string;
  closes: string;
}

export interface OrderingSwitches {
  accepting: boolean;
  /** ISO instant: busy until then */
  busyUntil: string | null;
  /** local YYYY-MM-DD: closed that day */
  closedOn: string | null;
  closedOnHolidays: boolean;
}

export const DEFAULT_ORDERING_SWITCHES: OrderingSwitches = {
  accepting: true,
  busyUntil: null,
  closedOn: null,
  closedOnHolidays: false,
};

/** Why a branch takes no orders now, or "open". Each reason has its message (public.closed.<reason>). */
export type OrderingState = "open" | "paused" | "busy" | "closed_today" | "holiday" | "outside_hours";

const minutesOf = (clock: string) => {
  const [h, m] = clock.split(":").map(Number);
  return h * 60 + m;
};

/**
 * Whether the local time (weekday and minutes after midnight) falls in the hours. A weekday without hours is open all
 * day; hours past midnight ("18:00"–"02:00") also cover the next day's early minutes.
 */
export function withinHours(hours: readonly DayHours[], weekday: number, minute: number): boolean {
  const today = hours.find((h) => h.weekday === weekday);
  const yesterday = hours.find((h) => h.weekday === (weekday + 6) % 7);
  if (yesterday && !yesterday.closed) {
    const opens = minutesOf(yesterday.opens);
    const closes = minutesOf(yesterday.closes);
    if (closes <= opens && minute < closes) return true;
  }
  if (!today) return true;
  if (today.closed) return false;
  const opens = minutesOf(today.opens);
  const closes = minutesOf(today.closes);
  return closes <= opens ? minute >= opens : minute >= opens && minute < closes;
}

/** The branch's state at an instant: the switches first (the owner's word wins), then holidays, then hours. */
export function orderingState(options: {
  switches: OrderingSwitches;
  hours: readonly DayHours[];
  now: Date;
  /** the local date, weekday and minutes after midnight of `now` in the business's time zone */
  local: { date: string; weekday: number; minute: number };
  onHoliday: boolean;
}): OrderingState {
  const { switches, local } = options;
  if (!switches.accepting) return "paused";
  if (switches.busyUntil && Date.parse(switches.busyUntil) > options.now.getTime()) return "busy";
  if (switches.closedOn === local.date) return "closed_today";
  if (switches.closedOnHolidays && options.onHoliday) return "holiday";
  if (!withinHours(options.hours, local.weekday, local.minute)) return "outside_hours";
  return "open";
}

/** The branch (or business) settings that switch each order type on (SPEC §3: DineIn, Delivery, ...). */
export const ORDER_TYPE_SETTINGS: Record<OrderType, string> = {
  dine_in: "DineIn",
  delivery: "Delivery",
  car_pickup: "CarPickup",
  self_pickup: "SelfPickUp",
};
