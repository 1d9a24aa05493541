import type { Transaction } from "kysely";
import type { DB } from "../schema/index";
import type { DemoIds } from "./foundation";
import { getBusinessConfig } from "../../modules/config/business-config";
import { issueInvoice } from "../../modules/invoices/issue";
import { resolveStay } from "../../modules/reservations/stay";
import { PAYMENT_STATES } from "../../../src/domain/constants";
import { derivedPaymentState } from "../../../src/domain/reservations";
import { addDays, localDateOf } from "../../../src/domain/zoned-time";
import { CUSTOMERS, random } from "./demo-random";

// Demo reservations of the chalet business: stays on every unit with payments and invoices.

const DAY = 86_400_000;
const MINUTE = 60_000;

/**
 * Stays one after another on every unit of every listing, from two months ago to two months ahead, with gaps of
 * a few days: past ones completed, coming ones pending, some canceled; payment states in turn, with payments.
 */
export async function seedReservations(
  trx: Transaction<DB>,
  ids: DemoIds,
  businessId: number,
  branchIds: number[],
  seed: number,
  maxPerUnit = 30,
) {
  const listings = await trx
    .selectFrom("items")
    .innerJoin("chalet_details", "chalet_details.item_id", "items.id")
    .select(["items.id", "chalet_details.units"])
    .where("items.business_id", "=", businessId)
    .orderBy("items.id")
    .execute();
  const time = await getBusinessConfig(trx, businessId);
  const rng = random(seed);
  const today = localDateOf(new Date(ids.now), time.timeZone);
  let turn = 0;
  for (const [l, listing] of listings.entries()) {
    const branchId = branchIds[l % branchIds.length];
    for (let unit = 1; unit <= listing.units; unit++) {
      let checkIn = addDays(today, -60 + rng.int(0, 3));
      for (let n = 0; n < maxPerUnit && checkIn < addDays(today, 60); n++) {
        const checkOut = addDays(checkIn, rng.int(1, 5));
        let stay;
        try {
          stay = await resolveStay(
            trx,
            businessId,
            { itemId: listing.id, unit, from: checkIn, to: checkOut },
            time,
          );
        } catch {
          break; // a listing without prices gets no reservations
        }
        const past = checkOut <= today;
        const wanted = PAYMENT_STATES[turn % PAYMENT_STATES.length];
        const status = turn % 7 === 3 ? "canceled" : past ? "completed" : "pending";
        turn++;
        const payments =
          wanted === "paid"
            ? [stay.price.total]
            : wanted === "partially_paid"
              ? [Math.round(stay.price.total * 0.4)]
              : [];
        const paid = payments.reduce((a, b) => a + b, 0);
        const createdAt = new Date(
          Math.min(Date.parse(stay.from) - rng.int(2, 20) * DAY, ids.now - DAY),
        ).toISOString();
        const [name, phone] = rng.pick(CUSTOMERS);
        const { id } = await trx
          .insertInto("reservations")
          .values({
            business_id: businessId,
            branch_id: branchId,
            item_id: listing.id,
            unit,
            from: stay.from,
            to: stay.to,
            nights: stay.price.nights,
            status,
            payment_state:
              wanted === "no_data" || wanted === "reservable"
                ? wanted
                : derivedPaymentState(stay.price.total, paid),
            total: stay.price.total,
            paid,
            price_details: JSON.stringify(stay.price.lines),
            customer_name: name,
            customer_phone: phone,
            notes: rng.next() < 0.25 ? "Late arrival / وصول متأخر" : "",
            created_by: ids.users.owner,
            created_at: createdAt,
            updated_at: createdAt,
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        for (const amount of payments) {
          // Payments are never dated in the future: their invoices count in today's reports.
          const paidAt = new Date(
            Math.min(Date.parse(createdAt) + rng.int(1, 48) * 60 * MINUTE, ids.now - MINUTE),
          ).toISOString();
          const { id: paymentId } = await trx
            .insertInto("reservation_payments")
            .values({
              reservation_id: id,
              amount,
              method: rng.pick(["cash", "knet", "online", "bank_transfer"]),
              paid_at: paidAt,
              notes: "",
              created_by: ids.users.owner,
              created_at: paidAt,
            })
            .returning("id")
            .executeTakeFirstOrThrow();
          await issueInvoice(trx, {
            businessId,
            branchId,
            reservationId: id,
            reservationPaymentId: paymentId,
            amount,
            paymentState: "paid",
            issuedAt: paidAt,
            timeZone: time.timeZone,
          });
        }
        checkIn = addDays(checkOut, rng.int(1, 4));
      }
    }
  }
}
