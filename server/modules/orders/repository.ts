import type { Kysely, Selectable, Transaction, Updateable } from "kysely";
import type { DB, OrderItemsTable, OrdersTable } from "../../db/schema/index";
import { parseLocales, type LocaleText } from "../../db/locales";
import { customerSearch } from "../../shared/customer-search";
import { datedList } from "../../shared/dated-list";
import type { Bounds } from "../../shared/period-bounds";
import type { OrderListInput } from "./schemas";
import { fromFils } from "../../../src/domain/money";
import { ORDER_TRANSITIONS, isOrderStatus } from "../../../src/domain/orders";

type Db = Kysely<DB> | Transaction<DB>;

/** A branch's orders, before any columns are chosen: list filters go here, and the list counts this alone. */
export const branchOrders = (db: Db, branchId: number) =>
  db.selectFrom("orders").where("orders.branch_id", "=", branchId);

/** The order columns with the business's currency. */
export const withCurrency = (orders: ReturnType<typeof branchOrders>) =>
  orders
    .innerJoin("businesses", "businesses.id", "orders.business_id")
    .selectAll("orders")
    .select("businesses.currency");

export const ordersQuery = (db: Db, branchId: number) => withCurrency(branchOrders(db, branchId));

export type OrderRow = Selectable<OrdersTable> & { currency: string };

export const findOrder = (db: Db, branchId: number, id: number) =>
  ordersQuery(db, branchId).where("orders.id", "=", id).executeTakeFirst();

export const toOrder = (row: OrderRow) => ({
  id: row.id,
  number: row.number,
  business_id: row.business_id,
  branch_id: row.branch_id,
  status: row.status,
  type: row.type,
  table_id: row.table_id,
  customer: { name: row.customer_name, phone: row.customer_phone, address: row.customer_address },
  notes: row.notes,
  subtotal: fromFils(row.subtotal),
  discount: fromFils(row.discount),
  extra_charge: fromFils(row.extra_charge),
  total: fromFils(row.total),
  currency: row.currency,
  payment_method: row.payment_method,
  payment_state: row.payment_state,
  created_by: row.created_by,
  created_at: row.created_at,
  updated_at: row.updated_at,
});

interface StoredAddon {
  id: number | null;
  locales: LocaleText[];
  amount: number;
}

/** An order with its lines, its status history (who and when) and its invoice. */
export async function orderDetail(db: Db, row: OrderRow) {
  const [lines, history, invoice] = await Promise.all([
    db
      .selectFrom("order_items")
      .selectAll()
      .where("order_id", "=", row.id)
      .orderBy("sort")
      .orderBy("id")
      .execute(),
    db
      .selectFrom("order_status_history")
      .leftJoin("users", "users.id", "order_status_history.user_id")
      .select([
        "order_status_history.id",
        "from_status",
        "to_status",
        "user_id",
        "users.name as user_name",
        "order_status_history.reason",
        "order_status_history.created_at",
      ])
      .where("order_id", "=", row.id)
      .orderBy("order_status_history.id")
      .execute(),
    db
      .selectFrom("invoices")
      .select(["id", "number", "payment_state"])
      .where("order_id", "=", row.id)
      .orderBy("id")
      .executeTakeFirst(),
  ]);
  return orderDetailOf(row, lines, history, invoice ?? null);
}

export type OrderLineRow = Selectable<OrderItemsTable>;

export interface OrderHistoryRow {
  id: number;
  from_status: string | null;
  to_status: string;
  user_id: number | null;
  user_name: string | null;
  reason: string | null;
  created_at: string;
}

/** The detail of an order from its rows (lines in their order, history oldest first), as orderDetail answers it. */
export function orderDetailOf(
  row: OrderRow,
  lines: readonly OrderLineRow[],
  history: readonly OrderHistoryRow[],
  invoice: { id: number; number: number; payment_state: string } | null,
) {
  return {
    ...toOrder(row),
    next_statuses: isOrderStatus(row.status) ? [...ORDER_TRANSITIONS[row.status]] : [],
    lines: lines.map((line) => ({
      id: line.id,
      item_id: line.item_id,
      locales: parseLocales(line.locales),
      quantity: line.quantity,
      unit_price: fromFils(line.unit_price),
      addons: (JSON.parse(line.addons) as StoredAddon[]).map((a) => ({
        id: a.id,
        locales: a.locales,
        price: fromFils(a.amount),
      })),
      discount: fromFils(line.discount),
      line_total: fromFils(line.line_total),
      round: Number(line.round),
      note: line.note,
    })),
    history: history.map((h) => ({
      id: h.id,
      from_status: h.from_status,
      to_status: h.to_status,
      user: h.user_id ? { id: h.user_id, name: h.user_name ?? "" } : null,
      reason: h.reason ?? null,
      created_at: h.created_at,
    })),
    invoice,
  };
}

/**
 * A page of the branch's orders: the period, the filters and the customer search (`#12` or `12` also finds the order
 * of that number), newest first unless a sort is asked.
 */
export async function pageOfOrders(
  db: Kysely<DB>,
  businessId: number,
  branchId: number,
  filters: OrderListInput,
) {
  const { bounds, page } = await datedList(db, businessId, filters, {
    sortable: {
      id: "orders.id",
      number: "orders.number",
      created_at: "orders.created_at",
      total: "orders.total",
      status: "orders.status",
    },
    newest: "created_at",
    id: "orders.id",
  });
  const { query, searched, search } = await selectedOrders(db, branchId, filters, bounds);
  return page(withCurrency(query), query, toOrder, query === searched ? search?.atLeast : undefined);
}

/**
 * The branch's orders the list's filters select: the period's bounds, the status, type and table, and the customer
 * search (`#12` or `12` also finds the order of that number). The list pages them; the CSV export streams them.
 * `searched` is the query with the search alone (its known count holds only while no other filter narrows it).
 */
export async function selectedOrders(
  db: Kysely<DB>,
  branchId: number,
  filters: Pick<OrderListInput, "q" | "status" | "type" | "table_id">,
  bounds: Bounds,
) {
  let query = branchOrders(db, branchId);
  const q = filters.q?.trim();
  const search = q ? await customerSearch(db, "orders", branchId, q) : undefined;
  if (q && search) {
    const number = /^#?\d{1,9}$/.test(q) ? Number(q.replace("#", "")) : null;
    query = query.where((eb) =>
      eb.or([...search.matches, ...(number !== null ? [eb("orders.number", "=", number)] : [])]),
    );
  }
  const searched = query;
  if (filters.status) query = query.where("orders.status", "=", filters.status);
  if (filters.type) query = query.where("orders.type", "=", filters.type);
  if (filters.table_id) query = query.where("orders.table_id", "=", filters.table_id);
  if (bounds.from) query = query.where("orders.created_at", ">=", bounds.from);
  if (bounds.to) query = query.where("orders.created_at", "<", bounds.to);
  return { query, searched, search };
}

export async function writeOrder(
  trx: Transaction<DB>,
  id: number,
  values: Updateable<OrdersTable>,
): Promise<void> {
  await trx.updateTable("orders").set(values).where("id", "=", id).execute();
}

export async function addStatusHistory(
  trx: Transaction<DB>,
  change: {
    orderId: number;
    from: string;
    to: string;
    userId: number | null;
    at: string;
    reason?: string | null;
  },
): Promise<void> {
  await trx
    .insertInto("order_status_history")
    .values({
      order_id: change.orderId,
      from_status: change.from,
      to_status: change.to,
      user_id: change.userId,
      reason: change.reason || null,
      created_at: change.at,
    })
    .execute();
}

/** The order's invoice follows its payment state. */
export async function setInvoicePaymentState(
  trx: Transaction<DB>,
  orderId: number,
  state: string,
  now: string,
) {
  await trx
    .updateTable("invoices")
    .set({ payment_state: state, updated_at: now })
    .where("order_id", "=", orderId)
    .execute();
}

/** Lines, status history and the order's invoice go with it (foreign keys cascade). */
export async function deleteOrderRow(trx: Transaction<DB>, id: number): Promise<void> {
  await trx.deleteFrom("orders").where("id", "=", id).execute();
}

/** An order's lines as stored (prices in fils), in their order: what an addition or a removal re-totals. */
export const storedLines = (db: Db, orderId: number) =>
  db
    .selectFrom("order_items")
    .selectAll()
    .where("order_id", "=", orderId)
    .orderBy("sort")
    .orderBy("id")
    .execute();

export type StoredLine = Awaited<ReturnType<typeof storedLines>>[number];

export async function deleteOrderLine(trx: Transaction<DB>, lineId: number): Promise<void> {
  await trx.deleteFrom("order_items").where("id", "=", lineId).execute();
}

/** The order's invoice, when it has one, follows its new total (an addition after acceptance). */
export async function setInvoiceAmount(trx: Transaction<DB>, orderId: number, amount: number, now: string) {
  await trx
    .updateTable("invoices")
    .set({ amount, updated_at: now })
    .where("order_id", "=", orderId)
    .execute();
}
