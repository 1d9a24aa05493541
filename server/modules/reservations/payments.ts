import type { FastifyRequest } from "fastify";
import type { Transaction } from "kysely";
import type { DB } from "../../db/schema/index";
import { notFound, validationFailed } from "../../errors";
import { recordAudit } from "../../plugins/audit";
import { isoFromInput, nextUpdatedAt } from "../catalog/shared";
import { issueInvoice } from "../invoices/issue";
import { formatMoney, toFils } from "../../../src/domain/money";
import { derivedPaymentState } from "../../../src/domain/reservations";
import { findReservation, toReservation } from "./repository";
import type { PaymentInput } from "./schemas";
import { announceReservation, type Target } from "./service";

/**
 * Records a payment of a reservation with its own invoice (payment state "paid": the money came in), and
 * derives the reservation's payment state again: paid, partially_paid or not_paid.
 */
export async function recordPayment(
  trx: Transaction<DB>,
  request: FastifyRequest,
  target: Target,
  id: number,
  body: PaymentInput,
): Promise<number> {
  const amount = toFils(body.amount);
  const paidAt = body.paid_at?.trim() ? isoFromInput(body.paid_at) : new Date().toISOString();
  if (!(amount > 0) || !paidAt) {
    throw validationFailed({
      ...(amount > 0 ? {} : { amount: "validation.gtZero" }),
      ...(paidAt ? {} : { paid_at: "validation.date" }),
    });
  }
  const before = await findReservation(trx, target.branchId, id);
  if (!before) throw notFound();
  if (before.status === "canceled") throw validationFailed({ status: "reservations.canceledFinal" });
  const now = nextUpdatedAt(before.updated_at);
  const { id: paymentId } = await trx
    .insertInto("reservation_payments")
    .values({
      reservation_id: id,
      amount,
      method: body.method,
      paid_at: paidAt,
      notes: body.notes?.trim() ?? "",
      created_by: request.user.id,
      created_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const paid = before.paid + amount;
  await trx
    .updateTable("reservations")
    .set({ paid, payment_state: derivedPaymentState(before.total, paid), updated_at: now })
    .where("id", "=", id)
    .execute();
  await issueInvoice(trx, {
    businessId: target.businessId,
    branchId: target.branchId,
    reservationId: id,
    reservationPaymentId: paymentId,
    amount,
    paymentState: "paid",
    issuedAt: paidAt,
    timeZone: target.time.timeZone,
  });
  const after = (await findReservation(trx, target.branchId, id))!;
  await recordAudit(trx, request, {
    action: "payment",
    entity: "reservation",
    entityId: id,
    businessId: target.businessId,
    branchId: target.branchId,
    before: toReservation(before),
    after: {
      ...toReservation(after),
      payment: { id: paymentId, amount: body.amount, method: body.method, paid_at: paidAt },
    },
  });
  await announceReservation(trx, target, after, "update-reservation", "reservations.notify.payment", {
    amount: formatMoney(amount, after.currency),
  });
  return paymentId;
}
