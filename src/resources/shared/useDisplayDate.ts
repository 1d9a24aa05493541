import { useCallback } from "react";
import { useBusinessTimeZone } from "../../layout/notifications/useBusinessTimeZone";
import { formatDisplayDate } from "./dates";

/** formatDisplayDate bound to the current business's time zone: every instant a person reads is on its local day. */
export function useDisplayDate(): (value: unknown) => string {
  const timeZone = useBusinessTimeZone();
  return useCallback((value: unknown) => formatDisplayDate(value, timeZone), [timeZone]);
}
