import type { FastifyRequest } from "fastify";
import type { Kysely, Transaction } from "kysely";
import type { DB } from "../../db/schema/index";
import { nameIn, parseLocales } from "../../db/locales";
import { validationFailed, type FieldErrors } from "../../errors";
import { assertTotalWithinBounds } from "../../http/money-bounds";
import type { BranchReaders } from "../notifications/notify";
import { isInScope } from "../../shared/scope-checks";
import { readPricing, type OrderPricing } from "./catalog-lines";
import { orderTotals } from "../../../src/domain/orders";
import { normalizePhone } from "../../../src/domain/phone";
import type { OrderCreateInput } from "./schemas";
import {
  lineRows,
  writeOrders,
  type CreatedOrder,
  type OrderDraft,
  type OrderTarget,
  type PreparedLine,
} from "./write-orders";

export type { CreatedOrder, OrderDraft, PreparedLine } from "./write-orders";

/** Checks every line against the business's catalog and snapshots names and prices (422 per line otherwise). */
export function prepareLines(
  catalog: OrderPricing["catalog"],
  body: Pick<OrderCreateInput, "lines">,
): PreparedLine[] {
  const errors: FieldErrors = {};
  const lines: PreparedLine[] = [];
  body.lines.forEach((line, i) => {
    const known = catalog[i];
    if (!known) return void (errors[`lines.${i}.item_id`] = "orders.itemNotFound");
    const { item, price, prices } = known;
    if (known.item.disable_ordering)
      return void (errors[`lines.${i}.item_id`] = "orders.itemOrderingDisabled");
    if (!price)
      return void (errors[line.price_id ? `lines.${i}.price_id` : `lines.${i}.item_id`] = line.price_id
        ? "orders.priceNotOfItem"
        : "orders.itemHasNoPrice");
    if (known.addons.some((a) => !a)) return void (errors[`lines.${i}.addon_ids`] = "orders.addonNotOfItem");
    const addonRows = known.addons.map((a) => a!);
    // The line's name is the item's, with the chosen price's name when it has one (e.g. "Shawarma (Large)").
    const priceNames = parseLocales(price.locales);
    const locales = parseLocales(item.locales).map((l) => {
      const priceName = prices.length > 1 ? nameIn(priceNames, l.locale) : "";
      return { locale: l.locale, name: priceName ? `${l.name ?? ""} (${priceName})` : (l.name ?? "") };
    });
    lines.push({
      itemId: item.id,
      locales,
      unitPrice: known.unitPrice,
      quantity: line.quantity,
      addons: addonRows.map((a) => a.amount),
      addonRows: addonRows.map((a) => ({ id: a.id, locales: a.locales, amount: a.amount })),
      discount: known.discount,
      note: line.note?.trim() ?? "",
    });
  });
  if (Object.keys(errors).length) throw validationFailed(errors);
  return lines;
}

/** Writes prepared lines of an order as one round, numbered on from `firstSort`. */
export async function insertLines(
  trx: Transaction<DB>,
  orderId: number,
  lines: readonly PreparedLine[],
  round: number,
  firstSort = 0,
): Promise<void> {
  await trx
    .insertInto("order_items")
    .values(lineRows(orderId, lines, round, firstSort))
    .execute();
}

/** What the caller read before its transaction, and what it gives the order (see draftOrder). */
export interface OrderAhead {
  pricing?: OrderPricing;
  readers?: BranchReaders;
  trackingToken?: string;
}

/**
 * Checks an order and prices its lines from the catalog, never from the client (422 per field otherwise): all an
 * order needs before it is written (writeOrders). The public order calls it before its transaction, with what it
 * read ahead (the lines' prices, who is notified: reads inside the transaction would hold SQLite's one writer).
 */
export async function draftOrder(
  db: Kysely<DB> | Transaction<DB>,
  request: FastifyRequest,
  target: OrderTarget,
  body: OrderCreateInput,
  ahead: OrderAhead = {},
): Promise<OrderDraft> {
  const errors: FieldErrors = {};
  if (!body.lines.length) errors.lines = "orders.linesRequired";
  const phoneText = body.customer?.phone?.trim() ?? "";
  const phone = phoneText ? normalizePhone(phoneText) : "";
  if (phone === undefined) errors["customer.phone"] = "validation.phone";
  if (body.type === "delivery" && !body.customer?.address?.trim())
    errors["customer.address"] = "validation.required";
  if (body.table_id && !(await isInScope(db, "tables", body.table_id, { branchId: target.branchId })))
    errors.table_id = "orders.tableNotInBranch";
  if (Object.keys(errors).length) throw validationFailed(errors);
  const { catalog, settings } = ahead.pricing ?? (await readPricing(db, target.businessId, body.lines));
  const lines = prepareLines(catalog, body);
  const totals = orderTotals(lines, settings);
  // A valid order of many expensive lines must be refused, not overflow (http/money-bounds.ts).
  assertTotalWithinBounds(Math.max(totals.subtotal, totals.total), "lines", "orders.totalTooLarge");
  return { request, target, body, phone: phone ?? "", lines, totals, ahead };
}

/**
 * Creates an order with its lines, first status-history row, audit row and notifications (the invoice only when
 * paid up front: see invoiceOrderIfDue), in the caller's transaction. Totals are computed here from the catalog,
 * never taken from the client.
 */
export async function createOrder(
  trx: Transaction<DB>,
  request: FastifyRequest,
  target: OrderTarget,
  body: OrderCreateInput,
  ahead: OrderAhead = {},
): Promise<CreatedOrder> {
  const [created] = await writeOrders(trx, [await draftOrder(trx, request, target, body, ahead)]);
  return created;
}
