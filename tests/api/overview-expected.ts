// Figures the Overview should show, computed here from the raw rows with Intl alone (no SQL grouping, no helper
// of the module under test), so the API's database grouping is checked against an independent reading.

const REVENUE = new Set(["accepted", "ready", "delivered"]);
const DAY_MS = 86_400_000;

/** The local date, hour and weekday of an instant in a time zone, read from Intl. */
export function local(instant: string, timeZone: string) {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    weekday: "short",
  }).formatToParts(new Date(instant));
  const get = (type: string) => parts.find((p) => p.type === type)!.value;
  const date = `${get("year")}-${get("month")}-${get("day")}`;
  const weekday = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"].indexOf(get("weekday"));
  return { date, hour: Number(get("hour")), weekday };
}

export const plusDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

export const datesFrom = (from: string, to: string) => {
  const out: string[] = [];
  for (let d = from; d <= to; d = plusDays(d, 1)) out.push(d);
  return out;
};

export interface OrderRow {
  id: number;
  branch_id: number;
  status: string;
  type: string;
  total: number;
  created_at: string;
}

/** Accepted-or-later orders whose local creation day is within [from, to]. */
export const revenueOrdersIn = (orders: OrderRow[], from: string, to: string, timeZone: string) =>
  orders.filter((o) => {
    const day = local(o.created_at, timeZone).date;
    return REVENUE.has(o.status) && day >= from && day <= to;
  });

export const fils = (amount: number) => Math.round(amount * 1000);

export function orderFigures(orders: OrderRow[]) {
  const sales = orders.reduce((sum, o) => sum + o.total, 0);
  return {
    orders: orders.length,
    sales: sales / 1000,
    average_ticket: orders.length ? Math.round(sales / orders.length) / 1000 : 0,
  };
}

export interface StayRow {
  id: number;
  item_id: number;
  status: string;
  from: string;
  to: string;
  nights: number;
  total: number;
  paid: number;
}

/**
 * Booked nights and revenue of stays over the local days [from, to]: a stay from local day A to local day B
 * books nights A … B−1; its total is shared evenly over its nights.
 */
export function stayNights(stays: StayRow[], from: string, to: string, timeZone: string) {
  let nights = 0;
  let revenue = 0;
  for (const stay of stays) {
    if (stay.status === "canceled") continue;
    const first = local(stay.from, timeZone).date;
    const last = plusDays(local(stay.to, timeZone).date, -1);
    const lo = first > from ? first : from;
    const hi = last < to ? last : to;
    if (lo > hi) continue;
    const n = datesFrom(lo, hi).length;
    nights += n;
    revenue += (stay.total / stay.nights) * n;
  }
  return { nights, revenue };
}
