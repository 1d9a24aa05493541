import { useEffect } from "react";
import { getStoredUser, getToken } from "../authProvider/session";
import { apiJson } from "../dataProvider/httpClient";
import { LIVE_CONNECT_DELAY_MS, liveChannelName } from "../domain/constants";
import { connectLive, isLiveEnabled, type LiveConfig } from "./liveConnection";
import { rebroadcastLiveEvent } from "./liveEvents";
import { playAlert } from "./playAlert";

/**
 * Live updates of SPEC §4, started once by the layout: when the build enables them, LIVE_CONNECT_DELAY_MS after
 * load it subscribes to the private channel of the user's first business and its first branch. Every event
 * plays the alert and is re-broadcast as a window event (`live:new-reservation`, ...), which also refreshes
 * the unread count of the bell.
 */
export function useLiveUpdates(): void {
  useEffect(() => {
    if (!isLiveEnabled()) return;
    let disconnect: (() => void) | undefined;
    let stopped = false;

    const start = async () => {
      const business = getStoredUser()?.business[0];
      const branch = business?.branches[0];
      if (!business || !branch) return;
      const config = await apiJson<LiveConfig>("live/config");
      if (stopped || !config.enabled) return;
      const stop = await connectLive({
        config,
        channelName: liveChannelName(business.id, branch.id),
        getToken,
        onEvent: (event, payload) => {
          void playAlert();
          rebroadcastLiveEvent(event, payload);
        },
      });
      // The layout may have gone while pusher-js was being fetched.
      if (stopped) stop();
      else disconnect = stop;
    };

    const timer = setTimeout(() => {
      start().catch((error: unknown) => console.warn("Live updates could not start", error));
    }, LIVE_CONNECT_DELAY_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
      disconnect?.();
    };
  }, []);
}
