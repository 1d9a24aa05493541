import type { FastifyRequest } from "fastify";
import { sql, type Transaction } from "kysely";
import type { DB } from "../../db/schema/index";
import { nameIn, parseLocales, type LocaleText } from "../../db/locales";
import { lockRows, lockBusinessFigures } from "../../db/row-locks";
import { validationFailed, type FieldErrors } from "../../errors";
import { assertTotalWithinBounds } from "../../http/money-bounds";
import { recordAudit } from "../../plugins/audit";
import { notifyBranch, type BranchReaders } from "../notifications/notify";
import { isInScope } from "../../shared/scope-checks";
import { nextUpdatedAt } from "../../shared/concurrency";
import { bilingual } from "../../shared/announce";
import { readPricing, type OrderPricing } from "./catalog-lines";
import { invoiceOrderIfDue } from "./invoice";
import { formatMoney, fromFils } from "../../../src/domain/money";
import { lineDiscount, lineTotal, orderTotals, type LineInput } from "../../../src/domain/orders";
import { normalizePhone } from "../../../src/domain/phone";
import { findOrder, toOrder } from "./repository";
import type { OrderCreateInput } from "./schemas";
import { personId } from "../../plugins/auth";

export interface PreparedLine extends LineInput {
  itemId: number;
  locales: LocaleText[];
  addonRows: { id: number; locales: LocaleText[]; amount: number }[];
  note: string;
}

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
    .values(
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
      })),
    )
    .execute();
}

export interface CreatedOrder {
  id: number;
  notified: number[];
  /** The order as written (its row, read back in the transaction). */
  row: NonNullable<Awaited<ReturnType<typeof findOrder>>>;
}

/**
 * Creates an order with its lines, first status-history row, audit row and notifications (the invoice only when
 * paid up front: see invoiceOrderIfDue), in the caller's
 * transaction. Totals are computed here from the catalog, never taken from the client.
 */
export async function createOrder(
  trx: Transaction<DB>,
  request: FastifyRequest,
  target: { businessId: number; branchId: number; timeZone: string },
  body: OrderCreateInput,
  /**
   * What the caller read before its transaction (the public order: reads inside the transaction hold the single
   * SQLite writer, and every other request with it): the lines' prices, who is notified; and its tracking token.
   */
  ahead: { pricing?: OrderPricing; readers?: BranchReaders; trackingToken?: string } = {},
): Promise<CreatedOrder> {
  const { businessId, branchId } = target;
  const errors: FieldErrors = {};
  if (!body.lines.length) errors.lines = "orders.linesRequired";
  const phoneText = body.customer?.phone?.trim() ?? "";
  const phone = phoneText ? normalizePhone(phoneText) : "";
  if (phone === undefined) errors["customer.phone"] = "validation.phone";
  if (body.type === "delivery" && !body.customer?.address?.trim())
    errors["customer.address"] = "validation.required";
  if (body.table_id && !(await isInScope(trx, "tables", body.table_id, { branchId })))
    errors.table_id = "orders.tableNotInBranch";
  if (Object.keys(errors).length) throw validationFailed(errors);
  const { catalog, settings } = ahead.pricing ?? (await readPricing(trx, businessId, body.lines));
  const lines = prepareLines(catalog, body);
  const totals = orderTotals(lines, settings);
  // A valid order of many expensive lines must be refused, not overflow (http/money-bounds.ts).
  assertTotalWithinBounds(Math.max(totals.subtotal, totals.total), "lines", "orders.totalTooLarge");

  // One order number at a time per branch; first the lock every write of the business's orders takes (the figures
  // kept beside them), which must never wait while this transaction holds the branch row.
  await lockBusinessFigures(trx, businessId);
  await lockRows(trx, "branches", "id", [branchId]);
  const last = await trx
    .selectFrom("orders")
    .select(sql<number>`max(number)`.as("n"))
    .where("branch_id", "=", branchId)
    .executeTakeFirst();
  const number = Number(last?.n ?? 0) + 1;
  const now = nextUpdatedAt();
  const paymentState = body.payment_state ?? "not_paid";
  const { id } = await trx
    .insertInto("orders")
    .values({
      business_id: businessId,
      branch_id: branchId,
      number,
      status: "pending",
      type: body.type,
      table_id: body.table_id ?? null,
      customer_name: body.customer?.name?.trim() ?? "",
      customer_phone: phone ?? "",
      customer_address: body.customer?.address?.trim() ?? "",
      notes: body.notes?.trim() ?? "",
      subtotal: totals.subtotal,
      discount: totals.discount,
      extra_charge: totals.extraCharge,
      total: totals.total,
      payment_method: body.payment_method ?? "cash",
      payment_state: paymentState,
      created_by: personId(request),
      ...(ahead.trackingToken ? { tracking_token: ahead.trackingToken } : {}),
      created_at: now,
      updated_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await insertLines(trx, id, lines, 1);
  await trx
    .insertInto("order_status_history")
    .values({
      order_id: id,
      from_status: null,
      to_status: "pending",
      user_id: personId(request),
      created_at: now,
    })
    .execute();
  const after = (await findOrder(trx, branchId, id))!;
  // A placed order is not a sale yet: its invoice comes with acceptance (or payment, when paid up front).
  await invoiceOrderIfDue(trx, after, now, target.timeZone);
  await recordAudit(trx, request, {
    action: "create",
    entity: "order",
    entityId: id,
    businessId,
    branchId,
    after: toOrder(after),
  });
  const notified = await notifyBranch(
    trx,
    {
      businessId,
      branchId,
      area: "orders",
      type: "new-order",
      // The total in each language's own money format (KWD 5.400 in English, 5.400 د.ك in Arabic).
      text: bilingual("orders.notify.new", (locale) => ({
        number,
        total: formatMoney(totals.total, after.currency, locale),
      })),
      data: { order_id: id, number, total: fromFils(totals.total) },
    },
    ahead.readers,
  );
  return { id, notified, row: after };
}
