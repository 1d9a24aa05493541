import type { FastifyRequest } from "fastify";
import type { Transaction } from "kysely";
import type { Locale } from "../../../src/domain/constants";
import { localDateOf } from "../../../src/domain/zoned-time";
import { nameIn } from "../../db/locales";
import type { DB } from "../../db/schema/index";
import { recordAudit } from "../../plugins/audit";
import { bilingual } from "../../shared/announce";
import type { BusinessTime } from "../config/business-config";
import { notifyBranch } from "../notifications/notify";
import { findReservation, toReservation, type ReservationRow } from "./repository";

// What every write to a reservation (service.ts) and to its ledger (payments.ts) leaves behind: an audit row and the
// branch's notification.

/** The branch a reservation is written in, and its business's time. */
export interface Target {
  businessId: number;
  branchId: number;
  time: BusinessTime;
}

async function announce(
  trx: Transaction<DB>,
  target: Target,
  row: ReservationRow,
  type: "new-reservation" | "update-reservation",
  key: string,
  extra: (locale: Locale) => Record<string, string | number> = () => ({}),
) {
  const stay = toReservation(row);
  await notifyBranch(trx, {
    businessId: target.businessId,
    branchId: target.branchId,
    area: "reservations",
    type,
    text: bilingual(key, (locale) => ({
      id: row.id,
      listing: nameIn(stay.listing.locales, locale),
      from: localDateOf(row.from, target.time.timeZone),
      to: localDateOf(row.to, target.time.timeZone),
      ...extra(locale),
    })),
    data: {
      reservation_id: row.id,
      item_id: row.item_id,
      unit: row.unit,
      from: row.from,
      to: row.to,
      status: row.status,
    },
  });
}

/**
 * What follows every write to a reservation: the reservation as it now is goes to the audit, with what it was and
 * anything the write adds, and to the branch's notifications under `key`.
 */
export async function recordChange(
  trx: Transaction<DB>,
  request: FastifyRequest,
  target: Target,
  change: {
    id: number;
    action: string;
    before?: ReservationRow;
    audit?: Record<string, unknown>;
    key: string;
    params?: (locale: Locale) => Record<string, string | number>;
  },
) {
  const after = (await findReservation(trx, target.branchId, change.id))!;
  await recordAudit(trx, request, {
    action: change.action,
    entity: "reservation",
    entityId: change.id,
    businessId: target.businessId,
    branchId: target.branchId,
    ...(change.before ? { before: toReservation(change.before) } : {}),
    after: { ...toReservation(after), ...change.audit },
  });
  const type = change.before ? "update-reservation" : "new-reservation";
  await announce(trx, target, after, type, change.key, change.params);
}
