import type { Kysely } from "kysely";
import type { DB } from "../../db/schema/index";
import { parseLocales, type LocaleText } from "../../db/locales";
import { KITCHEN_TICKETS_MAX } from "../../../src/domain/constants";
import type { KitchenTicket } from "../../../src/domain/kitchen";

// What the kitchen screen shows: the branch's accepted orders, oldest first, each with what the cooks read (its
// lines with their addons, the table or the customer, its notes) and when it was accepted; and the order bumped
// last, for its recall.

interface StoredAddon {
  locales: LocaleText[];
}

const ticketRows = (db: Kysely<DB>, branchId: number) =>
  db
    .selectFrom("orders")
    .leftJoin("tables", "tables.id", "orders.table_id")
    .select([
      "orders.id",
      "orders.number",
      "orders.type",
      "orders.status",
      "orders.customer_name",
      "orders.notes",
      "orders.created_at",
      "orders.updated_at",
      "tables.locales as table_locales",
    ])
    .where("orders.branch_id", "=", branchId);

/** The tickets of these order rows: their lines, and when each reached the status it is in. */
async function ticketsOf(
  db: Kysely<DB>,
  rows: Awaited<ReturnType<ReturnType<typeof ticketRows>["execute"]>>,
): Promise<KitchenTicket<LocaleText>[]> {
  if (!rows.length) return [];
  const ids = rows.map((row) => row.id);
  const [lines, history] = await Promise.all([
    db
      .selectFrom("order_items")
      .select(["order_id", "locales", "quantity", "addons", "round", "note"])
      .where("order_id", "in", ids)
      .orderBy("order_id")
      .orderBy("sort")
      .orderBy("id")
      .execute(),
    db
      .selectFrom("order_status_history")
      .select(["order_id", "to_status", "created_at"])
      .where("order_id", "in", ids)
      .where("to_status", "in", ["accepted", "ready"])
      .orderBy("id")
      .execute(),
  ]);
  return rows.map((row) => ({
    id: row.id,
    number: row.number,
    type: row.type,
    status: row.status,
    table: row.table_locales ? parseLocales(row.table_locales) : null,
    customer_name: row.customer_name,
    notes: row.notes,
    created_at: row.created_at,
    updated_at: row.updated_at,
    // The last time it was accepted (an order is accepted once; the history is the record of it).
    accepted_at:
      history.filter((h) => h.order_id === row.id && h.to_status === "accepted").pop()?.created_at ??
      row.created_at,
    lines: lines
      .filter((line) => line.order_id === row.id)
      .map((line) => ({
        locales: parseLocales(line.locales),
        quantity: line.quantity,
        addons: (JSON.parse(line.addons) as StoredAddon[]).map((addon) => addon.locales),
        // A round after the first is an addition to a table's order: the screen marks it so.
        round: Number(line.round),
        note: line.note,
      })),
  }));
}

/** The branch's accepted orders, oldest first (at most KITCHEN_TICKETS_MAX), and the order made ready last. */
export async function kitchenTickets(db: Kysely<DB>, branchId: number) {
  const [open, bumped] = await Promise.all([
    ticketRows(db, branchId)
      .where("orders.status", "=", "accepted")
      .orderBy("orders.created_at")
      .orderBy("orders.id")
      .limit(KITCHEN_TICKETS_MAX)
      .execute(),
    ticketRows(db, branchId)
      .where("orders.status", "=", "ready")
      .orderBy("orders.updated_at", "desc")
      .orderBy("orders.id", "desc")
      .limit(1)
      .execute(),
  ]);
  const [tickets, last] = await Promise.all([ticketsOf(db, open), ticketsOf(db, bumped)]);
  return { tickets, lastReady: last[0] ?? null };
}
