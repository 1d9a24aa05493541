import type { Kysely, Selectable, Transaction } from "kysely";
import type { DB, OrdersTable } from "../../db/schema/index";
import { parseLocales, type LocaleText } from "../../db/locales";
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
    })),
    history: history.map((h) => ({
      id: h.id,
      from_status: h.from_status,
      to_status: h.to_status,
      user: h.user_id ? { id: h.user_id, name: h.user_name ?? "" } : null,
      created_at: h.created_at,
    })),
    invoice: invoice ?? null,
  };
}
