import { useEffect } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { SettingsScope } from "../../dataProvider/methods/settings";
import { QUERY_DEFAULTS } from "../../dataProvider/queryDefaults";
import { QUERY_KEYS } from "../../dataProvider/queryKeys";
import { useAppDataProvider } from "../../dataProvider/useAppDataProvider";
import { useCurrentScope } from "../../resources/shared/useCurrentScope";
import {
  DISABLE_BOOKING_KEY,
  reservationTillDate,
  reservationTillSetting,
  settingOf,
  takesAppReservations,
} from "./reservationTill";

/** Other screens announce a saved EnableReservationTill with this window event (SPEC §4). */
export const RESERVATION_TILL_UPDATED_EVENT = "reservationTillUpdated";

const mobileScope = (businessId?: number, branchId?: number): SettingsScope | undefined =>
  businessId !== undefined && branchId !== undefined ? { kind: "mobile", businessId, branchId } : undefined;

/**
 * The EnableReservationTill date of the business being worked in and its current branch, read again on every
 * reservationTillUpdated event; `applies` only for a business that takes reservations through the mobile app (its
 * settings are not even asked for otherwise). Absent or failing to load (only logged), the date is the 3-month
 * default. SPEC §4 read the user's first business whatever the current one: a restaurant first made every page
 * of a chalet business say its reservations were closed.
 */
export function useReservationTill(today: string): {
  applies: boolean;
  /** YYYY-MM-DD */
  till: string;
  businessId?: number;
} {
  const dataProvider = useAppDataProvider();
  const queryClient = useQueryClient();
  const { business, businessId, branchId } = useCurrentScope();
  const books = takesAppReservations(business?.type, false);
  const scope = books ? mobileScope(businessId, branchId) : undefined;

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

  const settings = !isError && Array.isArray(data?.data) ? data.data : undefined;
  return {
    applies: takesAppReservations(business?.type, settingOf(settings, DISABLE_BOOKING_KEY)),
    till: reservationTillDate(reservationTillSetting(settings), today),
    businessId,
  };
}
