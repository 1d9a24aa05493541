import { useCanAccess } from "react-admin";
import { DEFAULT_CHECK_TIME_CONFIGURATION, DEFAULT_TIMEZONE } from "../../domain/constants";
import { useApiQuery } from "../operations/useApiQuery";
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
  const { data } = useApiQuery<{ data: { key: string; value: string | number }[] }>(
    isOwner && businessId !== undefined ? `business/${businessId}/config` : null,
  );
  const value = (key: string, fallback: string) => {
    const found = data?.data.find((entry) => entry.key === key)?.value;
    return typeof found === "string" && found ? found : fallback;
  };
  return {
    checkInAt: value("check_in_at", DEFAULT_CHECK_TIME_CONFIGURATION),
    checkOutAt: value("check_out_at", DEFAULT_CHECK_TIME_CONFIGURATION),
    timeZone: value("timezone", DEFAULT_TIMEZONE),
  };
}
