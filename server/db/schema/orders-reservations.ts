import type { Generated } from "kysely";

// Row types of operations part B (migration 2026_11_02_400_operations): floors, tables, orders, reservations,
// invoices. Times are ISO text, money integer fils, JSON columns text.

export interface FloorsTable {
  id: Generated<number>;
  business_id: number;
  branch_id: number;
  locales: string;
  search: Generated<string>;
  created_at: string;
  updated_at: string;
}

export interface TablesTable {
  id: Generated<number>;
  business_id: number;
  branch_id: number;
  floor_id: number;
  locales: string;
  search: Generated<string>;
  /** the token its QR code carries (public API); issued when first asked for, rotatable */
  qr_token: Generated<string | null>;
  created_at: string;
  updated_at: string;
}

export interface OrdersTable {
  id: Generated<number>;
  business_id: number;
  branch_id: number;
  /** per-branch sequence */
  number: number;
  status: string;
  type: string;
  table_id: number | null;
  customer_name: Generated<string>;
  customer_phone: Generated<string>;
  customer_address: Generated<string>;
  notes: Generated<string>;
  subtotal: number;
  discount: number;
  extra_charge: number;
  total: number;
  payment_method: string;
  payment_state: string;
  created_by: number | null;
  /** an order placed through the public API is tracked by this token; null for staff orders */
  tracking_token: Generated<string | null>;
  created_at: string;
  updated_at: string;
}

export interface OrderItemsTable {
  id: Generated<number>;
  order_id: number;
  item_id: number | null;
  /** the item's names at ordering time */
  locales: string;
  quantity: number;
  unit_price: number;
  /** JSON: [{ id, locales, amount }] with amounts in fils, per unit */
  addons: Generated<string>;
  /** item discount of the whole line, fils */
  discount: Generated<number>;
  /** (unit price + addons) × quantity, before discounts */
  line_total: number;
  sort: Generated<number>;
  /** 1 for the lines the order was placed with; 2, 3, ... for each later addition to it (the kitchen's "addition") */
  round: Generated<number>;
  /** the line's own note ("no onions") */
  note: Generated<string>;
}

export interface OrderStatusHistoryTable {
  id: Generated<number>;
  order_id: number;
  from_status: string | null;
  to_status: string;
  user_id: number | null;
  /** why, when a person gave a reason (a rejection asks for one) */
  reason: Generated<string | null>;
  created_at: string;
}

export interface ReservationsTable {
  id: Generated<number>;
  business_id: number;
  branch_id: number;
  item_id: number;
  unit: number;
  from: string;
  to: string;
  nights: number;
  status: string;
  payment_state: string;
  total: number;
  /** sum of the payments, fils */
  paid: Generated<number>;
  /** JSON: the stay price lines */
  price_details: Generated<string>;
  customer_name: string;
  customer_phone: string;
  notes: Generated<string>;
  created_by: number | null;
  created_at: string;
  updated_at: string;
}

export interface ReservationPaymentsTable {
  id: Generated<number>;
  reservation_id: number;
  /** signed fils: payments and deposits in (+), refunds and deposit returns out (−) */
  amount: number;
  /** payment | refund | deposit | deposit_return (src/domain/reservations.ts LEDGER_KINDS) */
  kind: Generated<string>;
  method: string;
  paid_at: string;
  notes: Generated<string>;
  created_by: number | null;
  created_at: string;
}

export interface InvoicesTable {
  id: Generated<number>;
  business_id: number;
  branch_id: number;
  order_id: number | null;
  reservation_id: number | null;
  reservation_payment_id: number | null;
  /** per-business sequence */
  number: number;
  amount: number;
  currency: string;
  payment_state: string;
  issued_at: string;
  /** issue date (YYYY-MM-DD) in the business's time zone */
  issued_on: string;
  created_at: string;
  updated_at: string;
}

/** Orders and their total by branch, quarter hour (UTC), status and type, kept by triggers (Overview figures). */
export interface OrderStatsTable {
  branch_id: number;
  /** the quarter hour's start, YYYY-MM-DDTHH:MM:00.000Z */
  bucket: string;
  status: string;
  type: string;
  orders: number;
  total: number;
}

/** Invoices summed per branch, issue date, payment state and order (migration 2026_11_25_200_invoice_stats). */
export interface InvoiceStatsTable {
  branch_id: number;
  /** the invoices' local issue date, YYYY-MM-DD */
  issued_on: string;
  /** the invoices' payment state */
  payment_state: string;
  /** the order's status, '' for invoices without an order (a stay's payments) */
  order_status: string;
  /** 1 when the order is paid */
  order_paid: number;
  invoices: number;
  /** fils: the invoices' amounts */
  amount: number;
  /** fils: their orders' totals */
  order_total: number;
}

/** The order lines' sums per branch, status, UTC day or hour and item (migration 2026_11_25_100_item_stats). */
export interface ItemStatsTable {
  branch_id: number;
  grain: "day" | "hour";
  status: string;
  /** the UTC day (YYYY-MM-DD) or hour (YYYY-MM-DDTHH) */
  bucket: string;
  item_id: number;
  quantity: number;
  /** fils: the lines' totals less their discounts */
  sales: number;
  lines: number;
  /** the greatest of the lines' `locales` (their names at ordering time) */
  locales: string;
}

export interface OrdersReservationsTables {
  floors: FloorsTable;
  tables: TablesTable;
  orders: OrdersTable;
  order_items: OrderItemsTable;
  order_status_history: OrderStatusHistoryTable;
  reservations: ReservationsTable;
  reservation_payments: ReservationPaymentsTable;
  invoices: InvoicesTable;
  order_stats: OrderStatsTable;
  item_stats: ItemStatsTable;
  invoice_stats: InvoiceStatsTable;
}
