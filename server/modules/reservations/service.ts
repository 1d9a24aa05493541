import type { FastifyRequest } from "fastify";
import type { Transaction } from "kysely";
import type { DB } from "../../db/schema/index";
import { lockRows } from "../../db/row-locks";
import { notFound, validationFailed, type FieldErrors } from "../../errors";
import { translate } from "../../i18n";
import { assertFresh, nextUpdatedAt } from "../../shared/concurrency";
import type { PaymentState, ReservationStatus } from "../../../src/domain/constants";
import {
  canChangeReservationStatus,
  canCompleteAt,
  derivedPaymentState,
  EXPLICIT_PAYMENT_STATES,
  startsInPast,
} from "../../../src/domain/reservations";
import { normalizePhone } from "../../../src/domain/phone";
import { localDateOf } from "../../../src/domain/zoned-time";
import { recordChange, type Target } from "./change-record";
import { findReservation } from "./repository";
import { recordPayment } from "./payments";
import type { CancelInput, ReservationCreateInput, ReservationUpdateInput } from "./schemas";
import { assertUnitFree, resolveStay, type Stay } from "./stay";
import { personId } from "../../plugins/auth";

function customerPhone(phone: string, errors: FieldErrors): string {
  const normalized = normalizePhone(phone);
  if (!normalized) errors["customer.phone"] = phone.trim() ? "validation.phone" : "validation.required";
  return normalized ?? "";
}

/**
 * Creates a reservation. The listing's chalet_details row is locked first (PostgreSQL; SQLite serializes
 * transactions), so of two overlapping requests the second sees the first's booking and is refused.
 * A customer's request through the public API comes without a signed-in user (created_by stays empty) and may add
 * what its audit row should say of it (`audit`).
 */
export async function createReservation(
  trx: Transaction<DB>,
  request: FastifyRequest,
  target: Target,
  body: ReservationCreateInput,
  audit?: Record<string, unknown>,
): Promise<number> {
  const errors: FieldErrors = {};
  const phone = customerPhone(body.customer.phone, errors);
  if (!body.customer.name.trim()) errors["customer.name"] = "validation.nameRequired";
  if (Object.keys(errors).length) throw validationFailed(errors);
  await lockRows(trx, "chalet_details", "item_id", [body.item_id]);
  const stay = await resolveStay(
    trx,
    target.businessId,
    { itemId: body.item_id, unit: body.unit ?? 1, from: body.from, to: body.to },
    target.time,
  );
  if (startsInPast(stay.from, new Date(), target.time.timeZone))
    throw validationFailed({ from: "reservations.inPast" });
  await assertUnitFree(
    trx,
    { itemId: stay.listing.id, unit: stay.unit, from: stay.from, to: stay.to },
    target.time.marginSeconds,
    undefined,
    audit?.source === "public" ? "customer" : "staff",
  );
  const now = nextUpdatedAt();
  const { id } = await trx
    .insertInto("reservations")
    .values({
      business_id: target.businessId,
      branch_id: target.branchId,
      item_id: stay.listing.id,
      unit: stay.unit,
      from: stay.from,
      to: stay.to,
      nights: stay.price.nights,
      status: "pending",
      payment_state: body.payment_state ?? derivedPaymentState(stay.price.total, 0),
      total: stay.price.total,
      paid: 0,
      price_details: JSON.stringify(stay.price.lines),
      customer_name: body.customer.name.trim(),
      customer_phone: phone,
      notes: body.notes?.trim() ?? "",
      created_by: personId(request),
      created_at: now,
      updated_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await recordChange(trx, request, target, { id, action: "create", audit, key: "reservations.notify.new" });
  return id;
}

/**
 * The payment state after a change: no_data and reservable are set by hand and stay until changed by hand or
 * by a payment; paid, partially_paid and not_paid always follow the payments (sending one of them that does not
 * match them is refused).
 */
function nextPaymentState(
  current: string,
  sent: PaymentState | undefined,
  total: number,
  paid: number,
): PaymentState {
  const derived = derivedPaymentState(total, paid);
  if (sent && EXPLICIT_PAYMENT_STATES.includes(sent)) return sent;
  if (sent && sent !== derived) throw validationFailed({ payment_state: "reservations.paymentStateDerived" });
  if (!sent && EXPLICIT_PAYMENT_STATES.includes(current as PaymentState)) return current as PaymentState;
  return derived;
}

/** Updates dates, unit, listing, status, customer, notes or payment state, with the same checks as a create. */
export async function updateReservation(
  trx: Transaction<DB>,
  request: FastifyRequest,
  target: Target,
  id: number,
  body: ReservationUpdateInput,
  locale: "en" | "ar",
): Promise<void> {
  const first = await findReservation(trx, target.branchId, id);
  if (!first) throw notFound();
  const itemId = body.item_id ?? first.item_id;
  // Lock the listings involved (old and new), then read the reservation again under the lock.
  await lockRows(
    trx,
    "chalet_details",
    "item_id",
    [...new Set([first.item_id, itemId])].sort((a, b) => a - b),
  );
  const before = (await findReservation(trx, target.branchId, id))!;
  assertFresh(before.updated_at, body.updated_at);
  const from = before.status as ReservationStatus;
  if (from === "canceled") throw validationFailed({ status: "reservations.canceledFinal" });
  const status = body.status ?? from;
  if (!canChangeReservationStatus(from, status)) {
    const label = (s: string) => translate(locale, `reservations.status.${s}`);
    throw validationFailed({
      status: { key: "reservations.statusNotAllowed", params: { from: label(from), to: label(status) } },
    });
  }
  const errors: FieldErrors = {};
  const phone =
    body.customer?.phone !== undefined ? customerPhone(body.customer.phone, errors) : before.customer_phone;
  if (body.customer?.name !== undefined && !body.customer.name.trim())
    errors["customer.name"] = "validation.nameRequired";
  if (Object.keys(errors).length) throw validationFailed(errors);

  const moved =
    body.item_id !== undefined || body.unit !== undefined || body.from !== undefined || body.to !== undefined;
  let stay: Stay | null = null;
  if (moved) {
    stay = await resolveStay(
      trx,
      target.businessId,
      { itemId, unit: body.unit ?? before.unit, from: body.from ?? before.from, to: body.to ?? before.to },
      target.time,
    );
  }
  const now = new Date();
  // Moving a stay to an earlier day than today is a new booking in the past; keeping its dates is not.
  if (stay && stay.from !== before.from && startsInPast(stay.from, now, target.time.timeZone))
    throw validationFailed({ from: "reservations.inPast" });
  const endsAt = stay?.to ?? before.to;
  if (status === "completed" && (from !== "completed" || stay) && !canCompleteAt(endsAt, now)) {
    const date = localDateOf(endsAt, target.time.timeZone);
    throw validationFailed({ status: { key: "reservations.completeAfterStay", params: { date } } });
  }
  if (stay && status !== "canceled") {
    await assertUnitFree(
      trx,
      { itemId: stay.listing.id, unit: stay.unit, from: stay.from, to: stay.to },
      target.time.marginSeconds,
      id,
    );
  }
  const total = stay?.price.total ?? before.total;
  await trx
    .updateTable("reservations")
    .set({
      ...(stay
        ? {
            item_id: stay.listing.id,
            unit: stay.unit,
            from: stay.from,
            to: stay.to,
            nights: stay.price.nights,
            total,
            price_details: JSON.stringify(stay.price.lines),
          }
        : {}),
      status,
      payment_state: nextPaymentState(before.payment_state, body.payment_state, total, before.paid),
      ...(body.customer?.name !== undefined ? { customer_name: body.customer.name.trim() } : {}),
      customer_phone: phone,
      ...(body.notes !== undefined ? { notes: body.notes?.trim() ?? "" } : {}),
      updated_at: nextUpdatedAt(before.updated_at),
    })
    .where("id", "=", id)
    .execute();
  await recordChange(trx, request, target, {
    id,
    action: "update",
    before,
    key: status === "canceled" ? "reservations.notify.canceled" : "reservations.notify.update",
  });
}

/**
 * Cancels a reservation: it stops counting for availability; its payments and invoices stay, and a refund given
 * with it is entered in its ledger as its own entry (recordPayment, kind refund).
 */
export async function cancelReservation(
  trx: Transaction<DB>,
  request: FastifyRequest,
  target: Target,
  id: number,
  body: CancelInput = {},
) {
  const updatedAt = body.updated_at;
  const before = await findReservation(trx, target.branchId, id);
  if (!before) throw notFound();
  assertFresh(before.updated_at, updatedAt);
  if (before.status === "canceled") throw validationFailed({ status: "reservations.canceledFinal" });
  await trx
    .updateTable("reservations")
    .set({ status: "canceled", updated_at: nextUpdatedAt(before.updated_at) })
    .where("id", "=", id)
    .execute();
  await recordChange(trx, request, target, {
    id,
    action: "cancel",
    before,
    key: "reservations.notify.canceled",
  });
  if (body.refund) await recordPayment(trx, request, target, id, { ...body.refund, kind: "refund" });
}
