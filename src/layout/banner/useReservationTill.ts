import { useEffect } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { CurrentUser } from "../../authProvider/types";
import type { SettingsScope } from "../../dataProvider/methods/settings";
import { QUERY_DEFAULTS } from "../../dataProvider/queryDefaults";
import { QUERY_KEYS } from "../../dataProvider/queryKeys";
import { useAppDataProvider } from "../../dataProvider/useAppDataProvider";
import { reservationTillDate, reservationTillSetting } from "./reservationTill";

/** Other screens announce a saved EnableReservationTill with this window event (SPEC §4). */
export const RESERVATION_TILL_UPDATED_EVENT = "reservationTillUpdated";

const mobileScope = (businessId?: number, branchId?: number): SettingsScope | undefined =>
  businessId !== undefined && branchId !== undefined ? { kind: "mobile", businessId, branchId } : undefined;

/**
 * The EnableReservationTill date of the user's FIRST business and its first branch (SPEC §4), read again on
 * every reservationTillUpdated event. Absent or failing to load (only logged), it is the 3-month default.
 */
export function useReservationTill(user: CurrentUser | null): {
  /** YYYY-MM-DD */
  till: string;
  businessId?: number;
  branchId?: number;
} {
  const dataProvider = useAppDataProvider();
  const queryClient = useQueryClient();
  const businessId = user?.business[0]?.id;
  const branchId = user?.business[0]?.branches[0]?.id;
  const scope = mobileScope(businessId, branchId);

  const { data, isError } = useQuery({
    queryKey: QUERY_KEYS.settings(scope),
    queryFn: ({ signal }) =>
      dataProvider.getSettings({ scope: scope!, signal }).catch((error: unknown) => {
        console.warn("The mobile app settings could not be loaded; the reservation date defaults", error);
        throw error;
      }),
    enabled: scope !== undefined,
    ...QUERY_DEFAULTS,
  });

  useEffect(() => {
    const queryKey = QUERY_KEYS.settings(mobileScope(businessId, branchId));
    const again = () => void queryClient.invalidateQueries({ queryKey });
    window.addEventListener(RESERVATION_TILL_UPDATED_EVENT, again);
    return () => window.removeEventListener(RESERVATION_TILL_UPDATED_EVENT, again);
  }, [queryClient, businessId, branchId]);

  const setting = isError
    ? undefined
    : reservationTillSetting(Array.isArray(data?.data) ? data.data : undefined);
  return { till: reservationTillDate(setting), businessId, branchId };
}
