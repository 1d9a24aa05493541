import { useCanAccess } from "react-admin";
import { DEFAULT_CHECK_TIME_CONFIGURATION, DEFAULT_TIMEZONE } from "../../domain/constants";
import { useQuery } from "@tanstack/react-query";
import { QUERY_DEFAULTS } from "../../dataProvider/queryDefaults";
import { useAppDataProvider } from "../../dataProvider/useAppDataProvider";
import { QUERY_KEYS } from "../../dataProvider/queryKeys";
import { useCurrentScope } from "../shared/useCurrentScope";

export interface CheckTimes {
  checkInAt: string;
  checkOutAt: string;
  timeZone: string;
}

/**
 * Check-in and check-out times (HH:mm) and time zone of the business configuration. Only owners may read it;
 * everyone else, and any failure, gets the defaults the server also applies (SPEC §8: logged only).
 */
export function useCheckTimes(): CheckTimes {
  const { businessId } = useCurrentScope();
  // The configuration is the owner's: whoever may open the Configurations page.
  const { canAccess: isOwner } = useCanAccess({ resource: "configurations", action: "list" });
  const dataProvider = useAppDataProvider();
  const { data, isError } = useQuery({
    queryKey: QUERY_KEYS.configuration(businessId),
    queryFn: ({ signal }) => dataProvider.getConfiguration({ businessId: businessId!, signal }),
    enabled: isOwner === true && businessId !== undefined,
    ...QUERY_DEFAULTS,
  });
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
