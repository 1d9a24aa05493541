import { TABLE_TOKEN_PARAM } from "../../domain/constants";

/**
 * The customer pages' address of one table: the branch's address (QR_APP_URL + slug, as the top bar's Menu QR
 * encodes it) with the table's QR token, so an order placed from the scan arrives with its table. The token, not the
 * id: an id is guessable, and a token can be rotated when a printed code must stop working.
 */
export const tableQrAddress = (branchAddress: string, tableToken: string): string =>
  `${branchAddress}?${TABLE_TOKEN_PARAM}=${encodeURIComponent(tableToken)}`;
