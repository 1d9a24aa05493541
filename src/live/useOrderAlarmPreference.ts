import { useEffect } from "react";
import { apiJson } from "../dataProvider/httpClient";
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

/** Keeps the order alarm in line with the user's ReceiveOrderNotifications, at start and after each save. */
export function useOrderAlarmPreference(userId: number | undefined): void {
  useEffect(() => {
    if (!userId) return;
    let current = true;
    const load = () =>
      apiJson<SettingsAnswer>(`users/${userId}/settings/`).then(
        (answer) => current && setOrderAlarmEnabled(receivesOrderNotifications(answer)),
        (error: unknown) => console.warn("The order alarm preference could not be read", error),
      );
    void load();
    window.addEventListener(LIVE_PREFERENCES_EVENT, load);
    return () => {
      current = false;
      window.removeEventListener(LIVE_PREFERENCES_EVENT, load);
    };
  }, [userId]);
}
