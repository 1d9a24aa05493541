import { MAX_PER_PAGE } from "../../domain/constants";
import type { LedgerKind } from "../../domain/reservations";
import type { RaRecord } from "react-admin";
import { apiJson, apiPost } from "../httpClient";
import { itemsPath, scopedPath, withQuery } from "../apiPaths";

interface OfBranch {
  businessId: number;
  branchId: number;
  signal?: AbortSignal;
}

/** A free stretch of a unit, as the availability answers it. */
export interface FreePeriod {
  from: string;
  to: string;
}

const reservationPath = (businessId: number, branchId: number, id: number | string) =>
  `${scopedPath("reservations", businessId, branchId)}/${id}`;

/** The reservation actions beyond CRUD (cancel, ledger entries) and what the reservation forms and board read. */
export const reservationMethods = {
  /** Cancels a stay, refunding part or all of what was paid when a refund is given. */
  async cancelReservation({
    businessId,
    branchId,
    id,
    updatedAt,
    refund,
  }: OfBranch & { id: number | string; updatedAt: unknown; refund?: { amount: number; method: unknown } }) {
    await apiPost(`${reservationPath(businessId, branchId, id)}/cancel`, {
      updated_at: updatedAt,
      ...(refund ? { refund } : {}),
    });
    return { data: { id } };
  },

  /** Enters money in the reservation's ledger: a payment, a refund, or the insurance deposit taken or returned. */
  async recordReservationPayment({
    businessId,
    branchId,
    id,
    entry,
  }: OfBranch & {
    id: number | string;
    entry: { amount: number; method: unknown; kind: LedgerKind; notes: unknown };
  }) {
    await apiPost(`${reservationPath(businessId, branchId, id)}/payments`, entry);
    return { data: { id } };
  },

  /** The free periods of one unit of a listing (business-wide). */
  getReservationAvailability: ({
    businessId,
    branchId,
    itemId,
    unit,
    signal,
  }: OfBranch & { itemId: number; unit: number }) =>
    apiJson<{ data: { units: { unit: number; free: FreePeriod[] }[] } }>(
      withQuery(`${scopedPath("reservations", businessId, branchId)}/availability`, {
        item_id: itemId,
        unit,
      }),
      { signal },
    ),

  /** Stays of the business's listings booked through other branches, in [from, to). */
  getReservationOccupancy: ({
    businessId,
    branchId,
    from,
    to,
    signal,
  }: OfBranch & { from: string; to: string }) =>
    apiJson<{ data: RaRecord[] }>(
      withQuery(`${scopedPath("reservations", businessId, branchId)}/occupancy`, { from, to }),
      { signal },
    ),

  /** Every item of the business, oldest first (the chalet listings are those with chalet details). */
  getAllItems: <T>({ businessId, signal }: { businessId: number; signal?: AbortSignal }) =>
    apiJson<{ data: T[] }>(
      withQuery(itemsPath(businessId), { per_page: MAX_PER_PAGE, sort: "id", order: "asc" }),
      {
        signal,
      },
    ),
};
