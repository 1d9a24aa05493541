import { useCanAccess } from "react-admin";
import {
  DEFAULT_PAYMENT_STATUS_COLORS,
  DEFAULT_RESERVATION_STATUS_COLORS,
  type PaymentState,
  type ReservationStatus,
} from "../../domain/constants";
import { useQuery } from "@tanstack/react-query";
import { PREFETCHED_FRESH_MS, QUERY_DEFAULTS } from "../../dataProvider/queryDefaults";
import { usePrefetch } from "../../dataProvider/usePrefetch";
import { useAppDataProvider } from "../../dataProvider/useAppDataProvider";
import { QUERY_KEYS } from "../../dataProvider/queryKeys";
import { useCurrentScope } from "../shared/useCurrentScope";

// Colours of reservation statuses and payment states: the business settings ReservationStatusColors and
// PaymentStatusColors (SPEC §3), else the defaults (SPEC §9: completed red, pending grey, canceled black).

/** pending → Pending, partially_paid → PartiallyPaid: the key of a value in its settings colour group. */
export const settingKeyOf = (value: string) =>
  value
    .split("_")
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join("");

export interface ReservationColors {
  status: (status: ReservationStatus | string) => string;
  payment: (state: PaymentState | string) => string;
}

type ColorGroup = Record<string, unknown>;
const pick = (group: ColorGroup | undefined, defaults: Record<string, string>, value: string) => {
  const key = settingKeyOf(value);
  const chosen = group?.[key];
  return typeof chosen === "string" && chosen ? chosen : (defaults[key] ?? "grey");
};

/** The colours from the business settings list (`[{ key, data }]`), falling back to the defaults. */
export function reservationColorsFrom(
  settings: readonly { key: string; data: unknown }[] | undefined,
): ReservationColors {
  const group = (key: string) => settings?.find((entry) => entry.key === key)?.data as ColorGroup | undefined;
  const statusGroup = group("ReservationStatusColors");
  const paymentGroup = group("PaymentStatusColors");
  return {
    status: (status) => pick(statusGroup, DEFAULT_RESERVATION_STATUS_COLORS, status),
    payment: (state) => pick(paymentGroup, DEFAULT_PAYMENT_STATUS_COLORS, state),
  };
}

/** The business settings query the colours come from; disabled without settings read permission. */
function useColorSettingsQuery() {
  const { businessId } = useCurrentScope();
  const { canAccess: readsSettings } = useCanAccess({ resource: "settings", action: "list" });
  const readable = businessId !== undefined && readsSettings === true;
  const dataProvider = useAppDataProvider();
  const scope = businessId !== undefined ? ({ kind: "business", businessId } as const) : undefined;
  return {
    queryKey: QUERY_KEYS.settings(scope),
    queryFn: ({ signal }: { signal: AbortSignal }) => dataProvider.getSettings({ scope: scope!, signal }),
    enabled: readable,
    staleTime: PREFETCHED_FRESH_MS,
    ...QUERY_DEFAULTS,
  };
}

/**
 * The current business's colours; without settings read permission (or while loading) the defaults. Each chip
 * reads them itself, so their arrival redraws the chips, not the list around them.
 */
export function useReservationColors(): ReservationColors {
  const query = useColorSettingsQuery();
  const { data, isError } = useQuery(query);
  return reservationColorsFrom(
    query.enabled && !isError && Array.isArray(data?.data) ? data.data : undefined,
  );
}

/** Starts loading the colours for the chips further down, without redrawing the caller when they arrive. */
export function usePrefetchReservationColors(): void {
  usePrefetch(useColorSettingsQuery());
}
