import { HttpError } from "react-admin";
import { apiHeaders, apiJson, apiUrl } from "../httpClient";
import { withQuery } from "../apiPaths";
import { branchPath, businessPath } from "../apiPaths";

interface Signal {
  signal?: AbortSignal;
}

/** One order status with the statuses the server allows next, named in the current language. */
export interface OrderStatusOption {
  id: string;
  name: string;
  next: string[];
}

/** The branch lists whose CSV the server writes and streams. */
export type ExportedList = "orders" | "reservations";

/** Read-only answers computed by the server: order statuses, the overview's widgets and the financial report. */
export const reportMethods = {
  /**
   * The rows a branch list's filters select as a CSV file, written and streamed by the server (one request however
   * many rows: the dashboard does not page through them). A refusal rejects with the server's HttpError.
   */
  exportList: async ({
    businessId,
    branchId,
    list,
    filter,
  }: {
    businessId: number;
    branchId: number;
    list: ExportedList;
    filter: Record<string, string | number>;
  }): Promise<Blob> => {
    const response = await fetch(
      apiUrl(withQuery(`${branchPath(businessId, branchId)}/${list}/export`, filter)),
      {
        headers: apiHeaders(),
      },
    );
    if (!response.ok) {
      const body = (await response.json().catch(() => ({}))) as { message?: string };
      throw new HttpError(body.message ?? response.statusText, response.status, body);
    }
    return response.blob();
  },

  /** The kitchen screen's open tickets, the last one made ready and the age thresholds (server/modules/orders/kitchen.ts). */
  getKitchen: <T>({
    businessId,
    branchId,
    station,
    signal,
  }: Signal & { businessId: number; branchId: number; station?: string }) =>
    apiJson<{ data: T }>(
      `${branchPath(businessId, branchId)}/kitchen${station ? `?station=${encodeURIComponent(station)}` : ""}`,
      { signal },
    ),

  getOrderStatuses: ({ businessId, branchId, signal }: Signal & { businessId: number; branchId: number }) =>
    apiJson<{ data: OrderStatusOption[] }>(`${branchPath(businessId, branchId)}/order-statuses`, { signal }),

  /** One overview widget's figures; `query` holds the period and branch (`from=…&to=…`). */
  getOverviewWidget: <T>({
    businessId,
    widget,
    query,
    signal,
  }: Signal & { businessId: number; widget: string; query: string }) =>
    apiJson<{ data: T }>(`${businessPath(businessId)}/overview/${widget}?${query}`, { signal }),

  /** A business day's report (server/modules/day-report); `query` holds `date` and `branch_id`. */
  getDayReport: <T>({ businessId, query, signal }: Signal & { businessId: number; query: string }) =>
    apiJson<{ data: T }>(`${businessPath(businessId)}/reports/day?${query}`, { signal }),

  /** The same day's report as a CSV file, written by the server in the user's language. */
  exportDayReport: async ({ businessId, query }: { businessId: number; query: string }): Promise<Blob> => {
    const response = await fetch(apiUrl(`${businessPath(businessId)}/reports/day/export?${query}`), {
      headers: apiHeaders(),
    });
    if (!response.ok) {
      const body = (await response.json().catch(() => ({}))) as { message?: string };
      throw new HttpError(body.message ?? response.statusText, response.status, body);
    }
    return response.blob();
  },

  /** The financial report of a period and branch; `query` holds `from`, `to` and `branch_id`. */
  getFinancialReport: <T>({ businessId, query, signal }: Signal & { businessId: number; query: string }) =>
    apiJson<{ data: T }>(`${businessPath(businessId)}/reports/financial?${query}`, { signal }),
};
