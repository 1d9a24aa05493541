import { apiJson, apiPost } from "../httpClient";
import { branchPath } from "../apiPaths";

/** Menu QR: the branch's address in the QR app. Login QR: a one-time code that signs the orders app in. */
export type QrKind = "menu" | "login";

const QR_CALL: Record<QrKind, string> = { menu: "reference-qr", login: "create-login-qr" };

export interface BranchQr {
  url: string;
  image: string;
}

/** A table's QR token (the public API attaches a dine-in order to the table by it) and its address. */
export interface TableToken {
  table_id: number;
  floor_id: number;
  token: string;
  address: string;
}

export const qrMethods = {
  getBranchQr: ({
    businessId,
    branchId,
    kind,
    signal,
  }: {
    businessId: number;
    branchId: number;
    kind: QrKind;
    signal?: AbortSignal;
  }) => apiJson<{ data: BranchQr }>(`${branchPath(businessId, branchId)}/${QR_CALL[kind]}`, { signal }),
  /** The QR tokens of a branch's tables (one floor's when given); tables without one are given one. */
  getTableTokens: ({
    businessId,
    branchId,
    floorId,
    signal,
  }: {
    businessId: number;
    branchId: number;
    floorId?: number | string;
    signal?: AbortSignal;
  }) =>
    apiJson<{ data: TableToken[] }>(
      `${branchPath(businessId, branchId)}/table-tokens${floorId === undefined ? "" : `?floor_id=${encodeURIComponent(String(floorId))}`}`,
      { signal },
    ),
  /** A new QR token for a table: its printed code stops working (a photo of it taken home orders nothing). */
  rotateTableToken: ({
    businessId,
    branchId,
    tableId,
  }: {
    businessId: number;
    branchId: number;
    tableId: number;
  }) => apiPost<{ data: TableToken }>(`${branchPath(businessId, branchId)}/tables/${tableId}/rotate-token`),
};
