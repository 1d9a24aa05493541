import type { FastifyRequest } from "fastify";
import type { Transaction } from "kysely";
import type { DB } from "../../db/schema/index";
import { lockBusinessFigures, lockRows } from "../../db/row-locks";
import { notFound, validationFailed, type FieldErrors } from "../../errors";
import { assertTotalWithinBounds } from "../../http/money-bounds";
import { recordAudit } from "../../plugins/audit";
import { parseLocales } from "../../db/locales";
import { assertFresh, nextUpdatedAt } from "../../shared/concurrency";
import { readPricing, orderSettings, type OrderSettings } from "./catalog-lines";
import {
  LINE_REMOVAL_STATUSES,
  isOpenOrderStatus,
  orderTotals,
  type LineInput,
} from "../../../src/domain/orders";
import type { OrderStatus } from "../../../src/domain/constants";
import {
  deleteOrderLine,
  findOrder,
  setInvoiceAmount,
  storedLines,
  toOrder,
  writeOrder,
  type OrderRow,
  type StoredLine,
} from "./repository";
import type { LineRemovalInput, OrderAdditionInput } from "./schemas";
import { insertLines, prepareLines, type PreparedLine } from "./service";

// Changes to the lines of an order already placed (issue 48), each in the caller's transaction: a table's open order
// takes a new round of items, and a pending order gives up a line, with why. The lines already there keep the
// prices they were ordered at; new ones are priced from the menu now, by the same rules as a new order; the order's
// totals are computed again over all of them, with the business's order-wide discount and charge of today.

export interface LinesPlace {
  businessId: number;
  branchId: number;
}

/** A stored line as the totals read it: its item discount was min(per unit, price) × quantity, so it divides. */
const asLineInput = (line: StoredLine): LineInput => ({
  unitPrice: line.unit_price,
  quantity: line.quantity,
  addons: (JSON.parse(line.addons) as { amount: number }[]).map((addon) => addon.amount),
  discount: line.discount ? { type: "value", amount: line.discount / line.quantity } : null,
});

/** The order's totals over these lines, written with the next `updated_at`; its invoice, if issued, follows. */
async function retotal(
  trx: Transaction<DB>,
  before: OrderRow,
  lines: readonly LineInput[],
  settings: OrderSettings,
): Promise<OrderRow> {
  const totals = orderTotals(lines, settings);
  assertTotalWithinBounds(Math.max(totals.subtotal, totals.total), "lines", "orders.totalTooLarge");
  const now = nextUpdatedAt(before.updated_at);
  await writeOrder(trx, before.id, {
    subtotal: totals.subtotal,
    discount: totals.discount,
    extra_charge: totals.extraCharge,
    total: totals.total,
    updated_at: now,
  });
  await setInvoiceAmount(trx, before.id, totals.total, now);
  return (await findOrder(trx, before.branch_id, before.id))!;
}

/** The order locked for this change (PostgreSQL), after the business's figures lock every order write takes first. */
async function lockedOrder(trx: Transaction<DB>, { businessId, branchId }: LinesPlace, id: number) {
  await lockBusinessFigures(trx, businessId);
  await lockRows(trx, "orders", "id", [id]);
  const order = await findOrder(trx, branchId, id);
  if (!order) throw notFound();
  return order;
}

/** A paid order's money is settled: it takes no more lines and gives none up (a new order is taken instead). */
function assertNotPaid(order: OrderRow, errors: FieldErrors) {
  if (order.payment_state === "paid") errors.payment_state = "orders.paidOrderLinesClosed";
}

const lineSummary = (line: { itemId?: number | null; locales: unknown; quantity: number; note: string }) => ({
  item_id: line.itemId ?? null,
  locales: line.locales,
  quantity: line.quantity,
  ...(line.note ? { note: line.note } : {}),
});

export async function addOrderLines(
  trx: Transaction<DB>,
  request: FastifyRequest,
  place: LinesPlace,
  id: number,
  body: OrderAdditionInput,
): Promise<{ round: number }> {
  const before = await lockedOrder(trx, place, id);
  const errors: FieldErrors = {};
  if (!isOpenOrderStatus(before.status)) errors.status = "orders.closedToAdditions";
  assertNotPaid(before, errors);
  if (!body.lines.length) errors.lines = "orders.linesRequired";
  if (Object.keys(errors).length) throw validationFailed(errors);
  const { catalog, settings } = await readPricing(trx, place.businessId, body.lines);
  const added: PreparedLine[] = prepareLines(catalog, body);
  const existing = await storedLines(trx, id);
  const round = Math.max(0, ...existing.map((line) => Number(line.round))) + 1;
  const firstSort = Math.max(-1, ...existing.map((line) => Number(line.sort))) + 1;
  const after = await retotal(trx, before, [...existing.map(asLineInput), ...added], settings);
  await insertLines(trx, id, added, round, firstSort);
  await recordAudit(trx, request, {
    action: "add_lines",
    entity: "order",
    entityId: id,
    businessId: place.businessId,
    branchId: place.branchId,
    before: toOrder(before),
    after: { ...toOrder(after), round, lines_added: added.map(lineSummary) },
  });
  return { round };
}

export async function removeOrderLine(
  trx: Transaction<DB>,
  request: FastifyRequest,
  place: LinesPlace,
  id: number,
  body: LineRemovalInput,
): Promise<void> {
  const before = await lockedOrder(trx, place, id);
  assertFresh(before.updated_at, body.updated_at);
  const errors: FieldErrors = {};
  const reason = body.reason.trim();
  if (!reason) errors.reason = "orders.removalReasonRequired";
  if (!LINE_REMOVAL_STATUSES.includes(before.status as OrderStatus))
    errors.status = "orders.removalOnlyPending";
  assertNotPaid(before, errors);
  const lines = await storedLines(trx, id);
  const line = lines.find((l) => l.id === body.line_id);
  if (!line) errors.line_id = "orders.lineNotOfOrder";
  // An order of no lines is no order: the last line goes with a rejection, which keeps the reason too.
  else if (lines.length === 1) errors.line_id = "orders.lastLineRemoval";
  if (Object.keys(errors).length) throw validationFailed(errors);
  const rest = lines.filter((l) => l !== line);
  await deleteOrderLine(trx, line!.id);
  const after = await retotal(trx, before, rest.map(asLineInput), await orderSettings(trx, place.businessId));
  await recordAudit(trx, request, {
    action: "remove_line",
    entity: "order",
    entityId: id,
    businessId: place.businessId,
    branchId: place.branchId,
    before: toOrder(before),
    after: {
      ...toOrder(after),
      reason,
      line_removed: {
        ...lineSummary({ ...line!, itemId: line!.item_id, locales: parseLocales(line!.locales) }),
        round: Number(line!.round),
      },
    },
  });
}
