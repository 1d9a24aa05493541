import { useApiQuery } from "../operations/useApiQuery";
import { useCurrentScope } from "../shared/useCurrentScope";

/** One order status as `GET …/order-statuses` answers it, with the statuses the server allows next. */
export interface OrderStatusOption {
  id: string;
  name: string;
  next: string[];
}

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

/** The order statuses of the current branch, loaded once per branch and language. */
export function useOrderStatuses() {
  const { businessId, branchId } = useCurrentScope();
  const path =
    businessId !== undefined && branchId !== undefined
      ? `business/${businessId}/branches/${branchId}/order-statuses`
      : null;
  const { data } = useApiQuery<{ data: OrderStatusOption[] }>(path);
  return data?.data;
}
