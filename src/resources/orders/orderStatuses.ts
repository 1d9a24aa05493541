import { useLocaleState } from "react-admin";
import { useQuery } from "@tanstack/react-query";
import type { OrderStatusOption } from "../../dataProvider/methods/reports";
import { PREFETCHED_FRESH_MS, QUERY_DEFAULTS } from "../../dataProvider/queryDefaults";
import { useAppDataProvider } from "../../dataProvider/useAppDataProvider";
import { usePrefetch } from "../../dataProvider/usePrefetch";
import { useCurrentScope } from "../shared/useCurrentScope";

export type { OrderStatusOption };

export type ChipColor = "default" | "primary" | "secondary" | "error" | "info" | "success" | "warning";

/** Colour of each order status chip. */
export const ORDER_STATUS_COLORS: Record<string, ChipColor> = {
  pending: "warning",
  accepted: "info",
  rejected: "error",
  ready: "secondary",
  delivered: "success",
};

/** The current status first, then those the server allows from it (SPEC §4: options come from the server). */
export function statusChoices(current: string, statuses: readonly OrderStatusOption[] | undefined): string[] {
  const next = statuses?.find((status) => status.id === current)?.next ?? [];
  return [current, ...next.filter((status) => status !== current)];
}

/** The query of the current branch's order statuses: one per branch and language, shared by every reader. */
function useOrderStatusesQuery() {
  const { businessId, branchId } = useCurrentScope();
  const dataProvider = useAppDataProvider();
  // The server names the statuses in the reader's language.
  const [locale] = useLocaleState();
  return {
    queryKey: ["order-statuses", businessId, branchId, locale],
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      dataProvider.getOrderStatuses({ businessId: businessId!, branchId: branchId!, signal }),
    enabled: businessId !== undefined && branchId !== undefined,
    staleTime: PREFETCHED_FRESH_MS,
    ...QUERY_DEFAULTS,
  };
}

/** The order statuses of the current branch, loaded once per branch and language. */
export function useOrderStatuses() {
  const { data } = useQuery(useOrderStatusesQuery());
  return Array.isArray(data?.data) ? data.data : undefined;
}

/**
 * Starts loading the statuses without reading them: the orders list asks for them beside its page, while only
 * its status selects (which read them) are redrawn when they arrive. Not `wanted` (staff who may not change a
 * status see chips, which need no statuses): nothing is asked.
 */
export function usePrefetchOrderStatuses(wanted: boolean): void {
  const query = useOrderStatusesQuery();
  usePrefetch({ ...query, enabled: query.enabled && wanted });
}
