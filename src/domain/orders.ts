import { ORDER_STATUSES, type OrderStatus } from "./constants";

// Order rules shared by the server and the dashboard: the status flow, payment options and the totals.

/** Allowed status changes: pending → accepted | rejected; accepted → ready; ready → delivered. */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  pending: ["accepted", "rejected"],
  accepted: ["ready"],
  ready: ["delivered"],
  rejected: [],
  delivered: [],
};

/**
 * An order still open at its table (issue 48): it takes more items until it is delivered or rejected; its lines
 * may be taken out only while it is pending (nothing is cooked yet).
 */
export const OPEN_ORDER_STATUSES: readonly OrderStatus[] = ["pending", "accepted", "ready"];
export const isOpenOrderStatus = (status: string) =>
  (OPEN_ORDER_STATUSES as readonly string[]).includes(status);
export const LINE_REMOVAL_STATUSES: readonly OrderStatus[] = ["pending"];

export const isOrderStatus = (value: string): value is OrderStatus =>
  (ORDER_STATUSES as readonly string[]).includes(value);

/** Whether an order may move from one status to another (staying put is not a transition). */
export const canTransition = (from: OrderStatus, to: OrderStatus): boolean =>
  ORDER_TRANSITIONS[from].includes(to);

export const ORDER_PAYMENT_METHODS = ["cash", "knet", "online"] as const;
export type OrderPaymentMethod = (typeof ORDER_PAYMENT_METHODS)[number];
/** An order is either paid or not; partial payments belong to reservations. */
export const ORDER_PAYMENT_STATES = ["not_paid", "paid"] as const;
export type OrderPaymentState = (typeof ORDER_PAYMENT_STATES)[number];

/** A discount of an item at ordering time, 3-decimal fixed point like the discounts table. */
export interface LineDiscount {
  type: "value" | "percentage";
  /** fils for "value"; percent × 1000 for "percentage" (12.5 % → 12500). */
  amount: number;
}

export interface LineInput {
  /** fils */
  unitPrice: number;
  quantity: number;
  /** fils each, per unit ordered */
  addons: readonly number[];
  discount?: LineDiscount | null;
}

/** Price of one line before discounts: (unit price + addons) × quantity, in fils. */
export const lineTotal = (line: LineInput): number =>
  (line.unitPrice + line.addons.reduce((sum, a) => sum + a, 0)) * line.quantity;

/** The item discount of a line in fils: on the unit price only (not on addons), never more than the price. */
export function lineDiscount(line: LineInput): number {
  const d = line.discount;
  if (!d || d.amount <= 0) return 0;
  const perUnit =
    d.type === "percentage" ? Math.round((line.unitPrice * Math.min(d.amount, 100_000)) / 100_000) : d.amount;
  return Math.min(perUnit, line.unitPrice) * line.quantity;
}

export interface OrderTotals {
  subtotal: number;
  discount: number;
  extraCharge: number;
  total: number;
}

/**
 * Totals of an order in fils. subtotal = Σ line totals; discount = Σ item discounts + the business's general
 * discount (percent × 1000) on what remains; total = subtotal − discount + extra charge, never below zero.
 */
export function orderTotals(
  lines: readonly LineInput[],
  options: { generalDiscountPercent?: number; extraCharge?: number } = {},
): OrderTotals {
  const subtotal = lines.reduce((sum, line) => sum + lineTotal(line), 0);
  const itemDiscounts = lines.reduce((sum, line) => sum + lineDiscount(line), 0);
  const percent = Math.min(Math.max(options.generalDiscountPercent ?? 0, 0), 100_000);
  const general = Math.round(((subtotal - itemDiscounts) * percent) / 100_000);
  const discount = itemDiscounts + general;
  const extraCharge = Math.max(options.extraCharge ?? 0, 0);
  return { subtotal, discount, extraCharge, total: Math.max(subtotal - discount + extraCharge, 0) };
}

/** An order counts as a sale (revenue) once accepted: accepted, ready or delivered; never pending or rejected. */
export const REVENUE_ORDER_STATUSES: readonly OrderStatus[] = ["accepted", "ready", "delivered"];
export const isRevenueStatus = (status: string) =>
  (REVENUE_ORDER_STATUSES as readonly string[]).includes(status);
