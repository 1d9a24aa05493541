import type { FastifyRequest } from "fastify";
import { sql, type Transaction } from "kysely";
import type { DB } from "../../db/schema/index";
import { lockRows } from "../../db/row-locks";
import { notFound, validationFailed } from "../../errors";
import { isoFromInput } from "../../shared/date-input";
import { nextUpdatedAt } from "../../shared/concurrency";
import { issueInvoice } from "../invoices/issue";
import { formatMoney, toFils } from "../../../src/domain/money";
import {
  derivedPaymentState,
  EXPLICIT_PAYMENT_STATES,
  ledgerProblem,
  ledgerTotals,
  signedAmount,
  type LedgerKind,
} from "../../../src/domain/reservations";
import type { PaymentState } from "../../../src/domain/constants";
import { findReservation } from "./repository";
import type { PaymentInput } from "./schemas";
import { recordChange, type Target } from "./change-record";
import { personId } from "../../plugins/auth";

const NOTICE: Record<LedgerKind, string> = {
  payment: "reservations.notify.payment",
  refund: "reservations.notify.refund",
  deposit: "reservations.notify.deposit",
  deposit_return: "reservations.notify.depositReturn",
};

/** The ledger sums of a reservation (fils) and the insurance of its listing. */
async function ledgerOf(trx: Transaction<DB>, reservationId: number, itemId: number) {
  const [rows, chalet] = await Promise.all([
    trx
      .selectFrom("reservation_payments")
      .select(["kind", sql<number>`coalesce(sum(amount), 0)`.as("amount")])
      .where("reservation_id", "=", reservationId)
      .groupBy("kind")
      .execute(),
    trx.selectFrom("chalet_details").select("insurance").where("item_id", "=", itemId).executeTakeFirst(),
  ]);
  const totals = ledgerTotals(rows.map((r) => ({ kind: r.kind, amount: Number(r.amount) })));
  return { ...totals, insurance: Number(chalet?.insurance ?? 0) };
}

/**
 * Enters money of a reservation in its ledger: a payment (with its own invoice, never more than the balance due),
 * a refund (never more than what was received; the only money in or out of a canceled stay besides the deposit),
 * or the listing's insurance deposit collected or returned (held apart: not revenue, no invoice). The payment
 * state follows what was kept (payments − refunds) unless it was set by hand.
 */
export async function recordPayment(
  trx: Transaction<DB>,
  request: FastifyRequest,
  target: Target,
  id: number,
  body: PaymentInput,
): Promise<number> {
  const kind: LedgerKind = body.kind ?? "payment";
  const amount = toFils(body.amount);
  const paidAt = body.paid_at?.trim() ? isoFromInput(body.paid_at) : new Date().toISOString();
  if (!(amount > 0) || !paidAt) {
    throw validationFailed({
      ...(amount > 0 ? {} : { amount: "validation.gtZero" }),
      ...(paidAt ? {} : { paid_at: "validation.date" }),
    });
  }
  // Two entries at once must not both fit the same balance: the reservation's row is locked first (PostgreSQL).
  await lockRows(trx, "reservations", "id", [id]);
  const before = await findReservation(trx, target.branchId, id);
  if (!before) throw notFound();
  if (before.status === "canceled" && (kind === "payment" || kind === "deposit"))
    throw validationFailed({ status: "reservations.canceledFinal" });
  const ledger = await ledgerOf(trx, id, before.item_id);
  const problem = ledgerProblem(kind, amount, { status: before.status, total: before.total, ...ledger });
  if (problem) {
    const limit = formatMoney(problem.limit, before.currency);
    throw validationFailed({
      amount: { key: problem.key, params: { balance: limit, paid: limit, amount: limit } },
    });
  }
  const signed = signedAmount(kind, amount);
  const now = nextUpdatedAt(before.updated_at);
  const { id: paymentId } = await trx
    .insertInto("reservation_payments")
    .values({
      reservation_id: id,
      kind,
      amount: signed,
      method: body.method,
      paid_at: paidAt,
      notes: body.notes?.trim() ?? "",
      created_by: personId(request),
      created_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const moves = kind === "payment" || kind === "refund";
  const paid = moves ? before.paid + signed : before.paid;
  const keep = EXPLICIT_PAYMENT_STATES.includes(before.payment_state as PaymentState) && kind !== "payment";
  await trx
    .updateTable("reservations")
    .set({
      paid,
      payment_state: keep ? before.payment_state : derivedPaymentState(before.total, paid),
      updated_at: now,
    })
    .where("id", "=", id)
    .execute();
  // An invoice is issued for money received for the stay; refunds and the deposit are in the ledger only.
  if (kind === "payment")
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
  await recordChange(trx, request, target, {
    id,
    action: kind,
    before,
    audit: { payment: { id: paymentId, kind, amount: body.amount, method: body.method, paid_at: paidAt } },
    key: NOTICE[kind],
    // The amount in each language's own money format, like every amount the dashboard shows.
    params: (locale) => ({ amount: formatMoney(amount, before.currency, locale) }),
  });
  return paymentId;
}
