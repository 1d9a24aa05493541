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
  station?: readonly number[],
): Promise<KitchenTicket<LocaleText>[]> {
  if (!rows.length) return [];
  const ids = rows.map((row) => row.id);
  let lineRows = db
    .selectFrom("order_items")
    .select([
      "order_items.order_id",
      "order_items.locales",
      "order_items.quantity",
      "order_items.addons",
      "order_items.round",
      "order_items.note",
    ])
    .where("order_items.order_id", "in", ids);
  // A station cooks the lines of its categories and of their subcategories (a line whose item is gone has none).
  if (station)
    lineRows = lineRows
      .innerJoin("items", "items.id", "order_items.item_id")
      .innerJoin("categories", "categories.id", "items.category_id")
      .where((eb) =>
        eb.or([
          eb("categories.id", "in", station.length ? [...station] : [0]),
          eb("categories.parent_id", "in", station.length ? [...station] : [0]),
        ]),
      );
  const [lines, history] = await Promise.all([
    lineRows.orderBy("order_items.order_id").orderBy("order_items.sort").orderBy("order_items.id").execute(),
    db
      .selectFrom("order_status_history")
      .select(["order_id", "to_status", "created_at"])
      .where("order_id", "in", ids)
      .where("to_status", "in", ["accepted", "ready"])
      .orderBy("id")
      .execute(),
  ]);
  // On a station's screen a ticket with none of its lines is not shown.
  const shown = station ? rows.filter((row) => lines.some((line) => line.order_id === row.id)) : rows;
  return shown.map((row) => ({
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

/**
 * The branch's accepted orders, oldest first (at most KITCHEN_TICKETS_MAX), and the order made ready last; for a
 * station (its categories), only their lines, and only the tickets that have any.
 */
export async function kitchenTickets(db: Kysely<DB>, branchId: number, station?: readonly number[]) {
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
  const [tickets, last] = await Promise.all([ticketsOf(db, open, station), ticketsOf(db, bumped, station)]);
  return { tickets, lastReady: last[0] ?? null };
}
