import type { FastifyRequest } from "fastify";
import { sql, type Transaction } from "kysely";
import type { DB } from "../../db/schema/index";
import { inChunks } from "../../db/in-chunks";
import type { LocaleText } from "../../db/locales";
import { lockBusinessFigures } from "../../db/row-locks";
import { recordAudits } from "../../plugins/audit";
import { personId } from "../../plugins/auth";
import { bilingual } from "../../shared/announce";
import { nextUpdatedAt } from "../../shared/concurrency";
import { notifyBranches, type BranchReaders } from "../notifications/notify";
import type { OrderPricing } from "./catalog-lines";
import { invoiceOrderIfDue } from "./invoice";
import { toOrder, withCurrency, type OrderHistoryRow, type OrderLineRow, type OrderRow } from "./repository";
import type { OrderCreateInput } from "./schemas";
import { formatMoney, fromFils } from "../../../src/domain/money";
import { lineDiscount, lineTotal, type LineInput, type OrderTotals } from "../../../src/domain/orders";

// The write half of a new order: its row with the branch's next number, its lines, its first status, its audit
// and its notifications. Written for many orders at once, a statement per table: a rush of customers' orders is
// written by one call inside one grouped transaction (db/grouped-transactions.ts), while the business's figures
// lock is held, so the lock is held for about ten round trips, not ten per order. A staff order is a rush of one.

export interface PreparedLine extends LineInput {
  itemId: number;
  locales: LocaleText[];
  addonRows: { id: number; locales: LocaleText[]; amount: number }[];
  note: string;
}

export interface OrderTarget {
  businessId: number;
  branchId: number;
  timeZone: string;
}

/** An order checked and priced (service.ts draftOrder), ready to be written. */
export interface OrderDraft {
  request: FastifyRequest;
  target: OrderTarget;
  body: OrderCreateInput;
  /** The customer's phone, normalized ("" when none was given). */
  phone: string;
  lines: PreparedLine[];
  totals: OrderTotals;
  ahead: { pricing?: OrderPricing; readers?: BranchReaders; trackingToken?: string };
}

export interface CreatedOrder {
  id: number;
  notified: number[];
  /** The order as written (its row, read back in the transaction). */
  row: OrderRow;
  /** Its lines and first status as written: the detail the dashboards are told of needs no reading back. */
  lines: OrderLineRow[];
  history: Omit<OrderHistoryRow, "user_name">[];
}

/** The order_items rows of prepared lines: one round, numbered on from `firstSort`. */
export const lineRows = (orderId: number, lines: readonly PreparedLine[], round: number, firstSort = 0) =>
  lines.map((line, index) => ({
    order_id: orderId,
    item_id: line.itemId,
    locales: JSON.stringify(line.locales),
    quantity: line.quantity,
    unit_price: line.unitPrice,
    addons: JSON.stringify(line.addonRows),
    discount: lineDiscount(line),
    line_total: lineTotal(line),
    sort: firstSort + index,
    round,
    note: line.note,
  }));

const distinct = (values: number[]) => [...new Set(values)].sort((a, b) => a - b);

/**
 * Writes the drafts in the caller's transaction, in their order (each branch's numbers follow it), and returns
 * each order as written. The businesses' figures locks come first, in id order, as every order write takes them
 * (db/row-locks.ts).
 */
export async function writeOrders(
  trx: Transaction<DB>,
  drafts: readonly OrderDraft[],
): Promise<CreatedOrder[]> {
  if (!drafts.length) return [];
  for (const businessId of distinct(drafts.map((d) => d.target.businessId)))
    await lockBusinessFigures(trx, businessId);
  // The figures lock is what numbers a branch's orders one at a time: every order is written here, under it
  // (PostgreSQL; SQLite has one writer), and each statement reads what committed before it started.
  const branchIds = distinct(drafts.map((d) => d.target.branchId));
  // One max per branch, each read backwards on the (branch, number) index: a max grouped by branch would read every
  // number of the branch, slower with each order.
  const lastNumbers = await trx
    .selectFrom("branches")
    .select((eb) => [
      "branches.id as branch_id",
      eb
        .selectFrom("orders")
        .select(sql<number>`max(number)`.as("n"))
        .whereRef("orders.branch_id", "=", "branches.id")
        .as("n"),
    ])
    .where("branches.id", "in", branchIds)
    .execute();
  const next = new Map(lastNumbers.map((row) => [row.branch_id, Number(row.n ?? 0)]));
  let now: string | undefined;
  const values = drafts.map(({ request, target, body, phone, totals, ahead }) => {
    const number = (next.get(target.branchId) ?? 0) + 1;
    next.set(target.branchId, number);
    // Each order its own instant, in its order: lists sorted by time keep the numbers' order.
    const at = (now = nextUpdatedAt(now));
    return {
      business_id: target.businessId,
      branch_id: target.branchId,
      number,
      status: "pending",
      type: body.type,
      table_id: body.table_id ?? null,
      customer_name: body.customer?.name?.trim() ?? "",
      customer_phone: phone,
      customer_address: body.customer?.address?.trim() ?? "",
      notes: body.notes?.trim() ?? "",
      subtotal: totals.subtotal,
      discount: totals.discount,
      extra_charge: totals.extraCharge,
      total: totals.total,
      payment_method: body.payment_method ?? "cash",
      payment_state: body.payment_state ?? "not_paid",
      created_by: personId(request),
      tracking_token: ahead.trackingToken ?? null,
      created_at: at,
      updated_at: at,
    };
  });
  // Matched back by branch and number, not by position: neither database promises the order of RETURNING's rows.
  const inserted = await inChunks(values, 21, (chunk) =>
    trx.insertInto("orders").values(chunk).returning(["id", "branch_id", "number"]).execute(),
  );
  const idOf = new Map(inserted.map((row) => [`${row.branch_id}:${row.number}`, row.id]));
  const ids = values.map((v) => idOf.get(`${v.branch_id}:${v.number}`)!);

  const lines = drafts.flatMap((draft, i) => lineRows(ids[i], draft.lines, 1));
  const writtenLines = await inChunks(lines, 11, (chunk) =>
    trx.insertInto("order_items").values(chunk).returningAll().execute(),
  );
  const history = drafts.map(({ request }, i) => ({
    order_id: ids[i],
    from_status: null,
    to_status: "pending",
    user_id: personId(request),
    created_at: values[i].created_at,
  }));
  const historyIds = await inChunks(history, 5, (chunk) =>
    trx.insertInto("order_status_history").values(chunk).returning(["id", "order_id"]).execute(),
  );
  const historyIdOf = new Map(historyIds.map((h) => [h.order_id, h.id]));

  const read = await withCurrency(trx.selectFrom("orders").where("orders.id", "in", ids)).execute();
  const rowOf = new Map(read.map((row) => [row.id, row]));
  const rows = ids.map((id) => rowOf.get(id)!);
  // A placed order is not a sale yet: its invoice comes with acceptance (or payment, when paid up front).
  for (const [i, row] of rows.entries())
    await invoiceOrderIfDue(trx, row, values[i].created_at, drafts[i].target.timeZone);
  await recordAudits(
    trx,
    drafts.map(({ request, target }, i) => ({
      request,
      entry: {
        action: "create",
        entity: "order",
        entityId: ids[i],
        businessId: target.businessId,
        branchId: target.branchId,
        after: toOrder(rows[i]),
      },
    })),
  );
  const notified = await notifyBranches(
    trx,
    drafts.map(({ target, totals, ahead }, i) => ({
      notification: {
        businessId: target.businessId,
        branchId: target.branchId,
        area: "orders" as const,
        type: "new-order",
        // The total in each language's own money format (KWD 5.400 in English, 5.400 د.ك in Arabic).
        text: bilingual("orders.notify.new", (locale) => ({
          number: rows[i].number,
          total: formatMoney(totals.total, rows[i].currency, locale),
        })),
        data: { order_id: ids[i], number: rows[i].number, total: fromFils(totals.total) },
      },
      readers: ahead.readers,
    })),
  );
  return rows.map((row, i) => ({
    id: row.id,
    notified: notified[i],
    row,
    lines: writtenLines
      .filter((line) => line.order_id === row.id)
      .sort((a, b) => a.sort - b.sort || a.id - b.id),
    history: [{ ...history[i], id: historyIdOf.get(row.id)!, reason: null }],
  }));
}
