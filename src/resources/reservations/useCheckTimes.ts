import { useCanAccess } from "react-admin";
import { DEFAULT_CHECK_TIME_CONFIGURATION, DEFAULT_TIMEZONE } from "../../domain/constants";
import { useQuery } from "@tanstack/react-query";
import { PREFETCHED_FRESH_MS, QUERY_DEFAULTS } from "../../dataProvider/queryDefaults";
import { usePrefetch } from "../../dataProvider/usePrefetch";
import { useAppDataProvider } from "../../dataProvider/useAppDataProvider";
import { QUERY_KEYS } from "../../dataProvider/queryKeys";
import { useCurrentScope } from "../shared/useCurrentScope";

export interface CheckTimes {
  checkInAt: string;
  checkOutAt: string;
  timeZone: string;
}

/** The business configuration query; only owners may read it (whoever may open the Configurations page). */
function useConfigurationQuery() {
  const { businessId } = useCurrentScope();
  const { canAccess: isOwner } = useCanAccess({ resource: "configurations", action: "list" });
  const dataProvider = useAppDataProvider();
  return {
    queryKey: QUERY_KEYS.configuration(businessId),
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      dataProvider.getConfiguration({ businessId: businessId!, signal }),
    enabled: isOwner === true && businessId !== undefined,
    staleTime: PREFETCHED_FRESH_MS,
    ...QUERY_DEFAULTS,
  };
}

/**
 * Check-in and check-out times (HH:mm) and time zone of the business configuration. Only owners may read it;
 * everyone else, and any failure, gets the defaults the server also applies (SPEC §8: logged only).
 */
export function useCheckTimes(): CheckTimes {
  const { data, isError } = useQuery(useConfigurationQuery());
  const entries = !isError && Array.isArray(data?.data) ? data.data : [];
  const value = (key: string, fallback: string) => {
    const found = entries.find((entry) => entry.key === key)?.value;
    return typeof found === "string" && found ? found : fallback;
  };
  return {
    checkInAt: value("check_in_at", DEFAULT_CHECK_TIME_CONFIGURATION),
    checkOutAt: value("check_out_at", DEFAULT_CHECK_TIME_CONFIGURATION),
    timeZone: value("timezone", DEFAULT_TIMEZONE),
  };
}

/** Starts loading the configuration for the date cells further down, without redrawing the caller. */
export function usePrefetchCheckTimes(): void {
  usePrefetch(useConfigurationQuery());
}
