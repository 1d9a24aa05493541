import { createHash, randomBytes } from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Kysely, Transaction } from "kysely";
import type { DB } from "../../db/schema/index";
import { nowIso } from "../../db/dialect";
import { lockRows } from "../../db/row-locks";
import { validationFailed } from "../../errors";
import { translate } from "../../i18n";
import { publishToBranch } from "../../shared/announce";
import { createReservation } from "../reservations/service";
import { refuseBlockedCustomer } from "../customers/blocked";
import { findReservation, reservationDetail } from "../reservations/repository";
import { LOCALES, PUBLIC_TOKEN_BYTES } from "../../../src/domain/constants";
import { normalizePhone } from "../../../src/domain/phone";
import { bookingClosed, type ChaletBranch } from "./branch";
import { customerStay, pastTill, unitOutOfRange } from "./quote";
import type { StayRequestInput } from "./schemas";

type Db = Kysely<DB> | Transaction<DB>;

// A customer's stay request becomes a pending reservation through the dashboard's own service (reservations/
// service.ts createReservation): the same checks, price, lock against a double booking, audit row, notifications
// and live event as a reservation staff enter, so the owner accepts it in the dashboard like any other.

export const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

/** What was asked, in one string: a retry under the same Idempotency-Key must ask the same. */
function fingerprint(listingId: number, body: StayRequestInput): string {
  const phone = normalizePhone(body.customer.phone) ?? body.customer.phone.trim();
  const { from, to, unit, guests } = body;
  return sha256(
    JSON.stringify([
      listingId,
      unit ?? null,
      from,
      to,
      guests,
      body.customer.name.trim(),
      phone,
      body.notes ?? "",
    ]),
  );
}

/** A new tracking token for a reservation; only its hash is kept. */
async function issueToken(db: Db, reservationId: number): Promise<string> {
  const token = randomBytes(PUBLIC_TOKEN_BYTES).toString("base64url");
  await db
    .insertInto("public_stay_tokens")
    .values({ token_hash: sha256(token), reservation_id: reservationId, created_at: nowIso() })
    .execute();
  return token;
}

const requestByKey = (db: Db, branchId: number, key: string) =>
  db
    .selectFrom("public_stay_requests")
    .select(["reservation_id", "request_hash"])
    .where("branch_id", "=", branchId)
    .where("idempotency_key", "=", key)
    .executeTakeFirst();

/**
 * The answer to a retried submit: the first request's reservation, with a tracking token of its own (the first one is
 * not kept in a form that could be given again). The same key with another request is refused.
 */
async function replay(db: Db, first: { reservation_id: number; request_hash: string }, hash: string) {
  if (first.request_hash !== hash) throw validationFailed({ "idempotency-key": "publicStays.keyReused" });
  return {
    created: false,
    reservationId: first.reservation_id,
    token: await issueToken(db, first.reservation_id),
  };
}

const isUniqueViolation = (error: unknown) =>
  /unique|duplicate/i.test(String((error as { code?: string })?.code ?? "")) ||
  /UNIQUE constraint|duplicate key/i.test(String((error as Error)?.message ?? ""));

/** The owner's note on the reservation: where it came from and for how many guests, in both languages. */
const noteOf = (body: StayRequestInput) =>
  [
    ...LOCALES.map((locale) => translate(locale, "publicStays.note", { guests: body.guests })),
    body.notes?.trim() ?? "",
  ]
    .filter(Boolean)
    .join("\n");

/**
 * Makes the pending reservation of a stay request, in one transaction with its request row and tracking token.
 * `limit` (the rate limits) runs after a committed retry is recognised; it lets retries still in flight through.
 */
export async function requestStay(
  app: FastifyInstance,
  request: FastifyRequest,
  where: { branch: ChaletBranch; listingId: number; key?: string },
  body: StayRequestInput,
  limit: (request: FastifyRequest, key: string | undefined) => Promise<void>,
): Promise<{ created: boolean; reservationId: number; token: string }> {
  const { branch, listingId, key } = where;
  const hash = fingerprint(listingId, body);
  const first = key ? await requestByKey(app.db, branch.id, key) : undefined;
  if (first) return replay(app.db, first, hash);
  await limit(request, key);
  if (branch.bookingDisabled) throw bookingClosed();
  // A customer the business blocked is refused before the stay is priced (issue 50).
  await refuseBlockedCustomer(app.db, request, {
    businessId: branch.businessId,
    branchId: branch.id,
    phone: body.customer.phone,
    attempt: "stay",
  });
  const { listing, stay, time } = await customerStay(app.db, branch, listingId, body);
  if (listing.disableOrdering) throw bookingClosed();
  const tooLate = pastTill(branch, stay, time);
  if (tooLate) throw validationFailed({ to: tooLate });
  if (body.unit === undefined && listing.units > 1) throw unitOutOfRange(listing.units);
  const target = { businessId: branch.businessId, branchId: branch.id, time };
  // Checked against the channels' freshest bookings: the unit's feeds not synced lately are fetched first (their
  // blocks then refuse the stay in createReservation's availability check, like a stay here would).
  await app.calendars.refreshUnit({ itemId: listing.id, unit: body.unit ?? 1 });
  let result;
  try {
    result = await app.db.transaction().execute(async (trx) => {
      // The listing's lock (taken again by createReservation, which is harmless) also orders retries of one key:
      // the second finds the first's row once the first has committed.
      await lockRows(trx, "chalet_details", "item_id", [listing.id]);
      const earlier = key ? await requestByKey(trx, branch.id, key) : undefined;
      if (earlier) return replay(trx, earlier, hash);
      const reservationId = await createReservation(
        trx,
        request,
        target,
        {
          item_id: listing.id,
          unit: body.unit ?? 1,
          from: body.from,
          to: body.to,
          customer: body.customer,
          notes: noteOf(body),
        },
        { source: "public", guests: body.guests },
      );
      await trx
        .insertInto("public_stay_requests")
        .values({
          reservation_id: reservationId,
          business_id: branch.businessId,
          branch_id: branch.id,
          guests: body.guests,
          idempotency_key: key ?? null,
          request_hash: hash,
          created_at: nowIso(),
        })
        .execute();
      return { created: true, reservationId, token: await issueToken(trx, reservationId) };
    });
  } catch (error) {
    // The same key sent at once for two listings (two locks): the loser's row collides with the winner's.
    const winner = key && isUniqueViolation(error) ? await requestByKey(app.db, branch.id, key) : undefined;
    if (!winner) throw error;
    return replay(app.db, winner, hash);
  }
  if (result.created) {
    // Told after the commit, as a staff-made reservation is (reservations/routes.ts).
    const row = await findReservation(app.db, branch.id, result.reservationId);
    if (row)
      await publishToBranch(
        app,
        branch.businessId,
        branch.id,
        "new-reservation",
        await reservationDetail(app.db, row),
      );
  }
  return result;
}
