import { apiJson } from "../httpClient";
import { branchPath } from "../apiPaths";

/** Menu QR: the branch's address in the QR app. Login QR: a one-time code that signs the orders app in. */
export type QrKind = "menu" | "login";

const QR_CALL: Record<QrKind, string> = { menu: "reference-qr", login: "create-login-qr" };

export interface BranchQr {
  url: string;
  image: string;
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
};
