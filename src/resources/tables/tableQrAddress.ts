/**
 * The QR app address of one table: the branch's address (QR_APP_URL + slug, as the top bar's Menu QR encodes it)
 * with the table's id, so an order placed from the scan arrives with its table.
 */
export const tableQrAddress = (branchAddress: string, tableId: number | string): string =>
  `${branchAddress}?table=${encodeURIComponent(String(tableId))}`;
