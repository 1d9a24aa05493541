import { useEffect } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { SettingsScope } from "../dataProvider/methods/settings";
import { QUERY_DEFAULTS } from "../dataProvider/queryDefaults";
import { QUERY_KEYS } from "../dataProvider/queryKeys";
import { useAppDataProvider } from "../dataProvider/useAppDataProvider";
import { LIVE_PREFERENCES_EVENT } from "./liveEvents";
import { setOrderAlarmEnabled } from "./orderAlarm";

interface SettingsAnswer {
  data: { key: string; data: unknown }[];
}

/** The preference is on unless the user turned it off (an unset preference means on, as on the server). */
export const receivesOrderNotifications = (answer: SettingsAnswer): boolean => {
  const value = answer.data.find((entry) => entry.key === "ReceiveOrderNotifications")?.data;
  return !(value === false || value === "false" || value === 0 || value === "0");
};

const userScope = (userId: number | undefined): SettingsScope | undefined =>
  userId ? { kind: "user", userId } : undefined;

/**
 * Keeps the order alarm in line with the user's ReceiveOrderNotifications, at start and after each save. Answers
 * whether the preference is known (read, or failed to read: then the alarm stays on, as an unset preference).
 */
export function useOrderAlarmPreference(userId: number | undefined): boolean {
  const dataProvider = useAppDataProvider();
  const queryClient = useQueryClient();
  const scope = userScope(userId);
  const { data, isError } = useQuery({
    queryKey: QUERY_KEYS.settings(scope),
    queryFn: ({ signal }) =>
      dataProvider.getSettings({ scope: scope!, signal }).catch((error: unknown) => {
        console.warn("The order alarm preference could not be read", error);
        throw error;
      }),
    enabled: scope !== undefined,
    ...QUERY_DEFAULTS,
  });

  useEffect(() => {
    if (data && Array.isArray(data.data)) setOrderAlarmEnabled(receivesOrderNotifications(data));
  }, [data]);

  useEffect(() => {
    const queryKey = QUERY_KEYS.settings(userScope(userId));
    const again = () => void queryClient.invalidateQueries({ queryKey });
    window.addEventListener(LIVE_PREFERENCES_EVENT, again);
    return () => window.removeEventListener(LIVE_PREFERENCES_EVENT, again);
  }, [queryClient, userId]);
  return data !== undefined || isError;
}
