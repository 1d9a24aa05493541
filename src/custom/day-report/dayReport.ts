import type { LocalizedText } from "../../domain/localizedText";

// The daily report as the server sends it (server/modules/day-report/schemas.ts): amounts in the currency's units.

export interface Sales {
  orders: number;
  sales: number;
}
export interface Counted {
  count: number;
  amount: number;
}
export interface StayRow {
  id: number;
  branch_id: number;
  locales: LocalizedText[];
  unit: number;
  customer_name: string;
  from: string;
  to: string;
  total: number;
  balance: number;
}
export interface Movements {
  count: number;
  total: number;
  paid: number;
  rows: StayRow[];
}

export interface DayReport {
  date: string;
  time_zone: string;
  day_start_hour: number;
  start: string;
  end: string;
  currency: string;
  branches: { branch_id: number; locales: LocalizedText[]; orders: boolean; stays: boolean }[];
  orders: {
    orders: number;
    sales: number;
    gross: number;
    discounts: number;
    item_discounts: number;
    extra_charges: number;
    average_ticket: number;
    received: number;
    outstanding: number;
    by_type: (Sales & { type: string })[];
    by_payment_method: (Sales & { method: string })[];
    by_branch: (Sales & { branch_id: number })[];
    by_hour: (Sales & { hour: number })[];
    busiest_hour: (Sales & { hour: number }) | null;
    pending: { count: number; value: number };
    rejected: { count: number; value: number };
    canceled: { count: number; value: number };
    items: { item_id: number | null; locales: LocalizedText[]; quantity: number; sales: number }[];
  };
  stays: {
    checked_in: Movements;
    checked_out: Movements;
    payments: Counted;
    deposits: Counted;
    refunds: Counted;
    deposit_returns: Counted;
    net: number;
    by_method: { method: string; amount: number }[];
  };
}

/** "07:00" */
export const hourText = (hour: number) => `${String(hour).padStart(2, "0")}:00`;

/** The report's query: the day and, when one is chosen, the branch. */
export const reportQuery = (date: string | undefined, branchId: number | undefined) =>
  new URLSearchParams({
    ...(date ? { date } : {}),
    ...(branchId !== undefined ? { branch_id: String(branchId) } : {}),
  }).toString();
