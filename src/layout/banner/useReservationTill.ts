import { useEffect, useState } from "react";
import dayjs, { type Dayjs } from "dayjs";
import type { CurrentUser } from "../../authProvider/types";
import { useApiJson } from "../useApiJson";
import { reservationTillDate, reservationTillSetting } from "./reservationTill";

/** Other screens announce a saved EnableReservationTill with this window event (SPEC §4). */
export const RESERVATION_TILL_UPDATED_EVENT = "reservationTillUpdated";

interface SettingsAnswer {
  data: { key: string; data?: unknown }[];
}

/**
 * The EnableReservationTill date of the user's FIRST business and its first branch (SPEC §4), reloaded on
 * every reservationTillUpdated event. Absent or failing to load (only logged), it is the 3-month default.
 */
export function useReservationTill(user: CurrentUser | null): { till: Dayjs; businessId?: number; branchId?: number } {
  const [reload, setReload] = useState(0);
  useEffect(() => {
    const again = () => setReload((value) => value + 1);
    window.addEventListener(RESERVATION_TILL_UPDATED_EVENT, again);
    return () => window.removeEventListener(RESERVATION_TILL_UPDATED_EVENT, again);
  }, []);

  const businessId = user?.business[0]?.id;
  const branchId = user?.business[0]?.branches[0]?.id;
  const path =
    businessId !== undefined && branchId !== undefined
      ? `business/${businessId}/branches/${branchId}/mobile-settings`
      : undefined;
  const { data, error } = useApiJson<SettingsAnswer>(path, {
    reloadKey: reload,
    failureMessage: "The mobile app settings could not be loaded; the reservation date defaults",
  });

  const setting = error ? undefined : reservationTillSetting(data?.data);
  return { till: reservationTillDate(setting, dayjs()), businessId, branchId };
}
