import type { FastifyRequest } from "fastify";
import type { Transaction } from "kysely";
import type { Locale, OrderStatus } from "../../../src/domain/constants";
import { canTransition } from "../../../src/domain/orders";
import type { DB } from "../../db/schema/index";
import { notFound, validationFailed } from "../../errors";
import { translate } from "../../i18n";
import { recordAudit } from "../../plugins/audit";
import { businessTime } from "../config/business-config";
import { notifyBranch } from "../notifications/notify";
import { bilingual } from "../../shared/announce";
import { assertFresh, nextUpdatedAt } from "../../shared/concurrency";
import { invoiceOrderIfDue } from "./invoice";
import {
  addStatusHistory,
  deleteOrderRow,
  findOrder,
  setInvoicePaymentState,
  toOrder,
  writeOrder,
} from "./repository";
import type { OrderUpdateInput } from "./schemas";
import { personId } from "../../plugins/auth";

// Changes to an existing order, each in the caller's transaction: its status (along SPEC's transitions), notes and
// payment, and its deletion.

export interface OrderPlace {
  businessId: number;
  branchId: number;
}

export const statusLabel = (locale: Locale, status: string) => translate(locale, `orders.status.${status}`);

export async function updateOrder(
  trx: Transaction<DB>,
  request: FastifyRequest,
  { businessId, branchId }: OrderPlace,
  id: number,
  body: OrderUpdateInput,
  locale: Locale,
): Promise<void> {
  const before = await findOrder(trx, branchId, id);
  if (!before) throw notFound();
  assertFresh(before.updated_at, body.updated_at);
  const from = before.status as OrderStatus;
  const to = body.status && body.status !== from ? body.status : null;
  if (to && !canTransition(from, to)) {
    const params = { from: statusLabel(locale, from), to: statusLabel(locale, to) };
    throw validationFailed({ status: { key: "orders.transitionNotAllowed", params } });
  }
  const now = nextUpdatedAt(before.updated_at);
  await writeOrder(trx, id, {
    ...(to ? { status: to } : {}),
    ...(body.notes !== undefined ? { notes: body.notes?.trim() ?? "" } : {}),
    ...(body.payment_state ? { payment_state: body.payment_state } : {}),
    ...(body.payment_method ? { payment_method: body.payment_method } : {}),
    updated_at: now,
  });
  const reason = body.reason?.trim() || null;
  if (to) await addStatusHistory(trx, { orderId: id, from, to, userId: personId(request), at: now, reason });
  if (body.payment_state && body.payment_state !== before.payment_state)
    await setInvoicePaymentState(trx, id, body.payment_state, now);
  const after = (await findOrder(trx, branchId, id))!;
  // Accepting (or being paid) makes the order a sale: its invoice is issued now.
  await invoiceOrderIfDue(trx, after, now, (await businessTime(trx, businessId)).timeZone);
  await recordAudit(trx, request, {
    action: to ? "status" : "update",
    entity: "order",
    entityId: id,
    businessId,
    branchId,
    before: toOrder(before),
    // The reason of a status change is the history's; the audit shows it beside the change.
    after: { ...toOrder(after), ...(to && reason ? { reason } : {}) },
  });
  if (to) {
    await notifyBranch(trx, {
      businessId,
      branchId,
      area: "orders",
      type: "update-order",
      text: bilingual("orders.notify.status", (l) => ({
        number: before.number,
        status: translate(l, `orders.notify.statusWord.${to}`),
      })),
      data: { order_id: id, number: before.number, status: to },
    });
  }
}

export async function deleteOrder(
  trx: Transaction<DB>,
  request: FastifyRequest,
  { businessId, branchId }: OrderPlace,
  id: number,
): Promise<void> {
  const before = await findOrder(trx, branchId, id);
  if (!before) throw notFound();
  await deleteOrderRow(trx, id);
  await recordAudit(trx, request, {
    action: "delete",
    entity: "order",
    entityId: id,
    businessId,
    branchId,
    before: toOrder(before),
  });
}
