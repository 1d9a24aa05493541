import { useEffect, useRef, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useLocaleState, useTranslate } from "react-admin";
import { getToken } from "../authProvider/session";
import { useAppDataProvider } from "../dataProvider/useAppDataProvider";
import { whenIdle } from "../custom/whenIdle";
import { LIVE_CONNECT_DELAY_MS, WAITER_CALL_EVENT, type Locale } from "../domain/constants";
import { useCurrentScope } from "../resources/shared/useCurrentScope";
import { showWhenHidden } from "./backgroundNotification";
import { LiveConnection } from "./liveConnection";
import { readableBranchChannels } from "./liveChannels";
import { catchUp, handleLiveEvent, type LiveEventContext } from "./liveRefresh";
import { resetLiveStatus, updateLiveStatus } from "./liveStatus";
import { resetOrderAlarm } from "./orderAlarm";
import { useOrderAlarmPreference } from "./useOrderAlarmPreference";
import { waiterCallText } from "./waiterCall";

/**
 * Live updates (DESIGN §8), started once by the layout, on by default: LIVE_CONNECT_DELAY_MS after the page is
 * drawn and idle it asks the server where to connect (the built-in server or an external Pusher/soketi), then
 * follows the channel of every branch of the current business the user may read, switching when the business
 * changes. Events refresh
 * react-admin's queries, ring for new orders and reach the bell; a lost connection is shown. Whenever the
 * channels are subscribed (at first, after a switch, after a loss), what may have been missed is fetched again.
 */
export function useLiveUpdates(): void {
  const queryClient = useQueryClient();
  const dataProvider = useAppDataProvider();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { user, businessId } = useCurrentScope();
  const [connection, setConnection] = useState<LiveConnection>();
  const wanted = readableBranchChannels(user, businessId).join(" ");
  useOrderAlarmPreference(user?.id);

  // The handlers outlive renders: they read the latest client and translations through this ref.
  const context = useRef<LiveEventContext>({ queryClient, notifyInBackground: () => undefined });
  const provider = useRef(dataProvider);
  useEffect(() => {
    provider.current = dataProvider;
  }, [dataProvider]);
  useEffect(() => {
    context.current = {
      queryClient,
      notifyInBackground: (event, payload) => {
        if (event === WAITER_CALL_EVENT) {
          const text = waiterCallText(payload, locale as Locale, translate);
          return showWhenHidden(translate("app.live.background.waiterCall"), text, `${event}-${Date.now()}`);
        }
        const { id, number } = (payload ?? {}) as { id?: number; number?: number };
        const title = translate(
          `app.live.background.${event === "new-order" ? "newOrder" : "newReservation"}`,
        );
        showWhenHidden(title, `#${number ?? id ?? ""}`, `${event}-${id ?? ""}`);
      },
    };
  }, [queryClient, translate, locale]);

  useEffect(() => {
    let opened: LiveConnection | undefined;
    let stopped = false;
    const start = async () => {
      const { data: config } = await provider.current.getLiveConfig();
      if (stopped || !config?.enabled) return;
      updateLiveStatus({ connection: "connecting" });
      opened = await LiveConnection.open({
        config,
        getToken,
        onEvent: (event, payload) => handleLiveEvent(event, payload, context.current),
        onState: (state) => updateLiveStatus({ connection: state }),
        onCaughtUp: () => catchUp(context.current.queryClient),
      });
      // The layout may have gone while pusher-js was being fetched.
      if (stopped) opened.close();
      else setConnection(opened);
    };
    // The delay counts from the moment the page is drawn and idle: pusher-js (18 KB gzip) and the socket never
    // compete with the page's own code and data on a slow line; what is sent before the channels are subscribed
    // is fetched again then (onCaughtUp).
    let timer: ReturnType<typeof setTimeout> | undefined;
    const cancelIdle = whenIdle(() => {
      timer = setTimeout(() => {
        start().catch((error: unknown) => {
          console.warn("Live updates could not start", error);
          if (!stopped) updateLiveStatus({ connection: "disconnected" });
        });
      }, LIVE_CONNECT_DELAY_MS);
    });
    return () => {
      stopped = true;
      cancelIdle();
      clearTimeout(timer);
      opened?.close();
      resetOrderAlarm();
      resetLiveStatus();
    };
  }, []);

  useEffect(() => {
    connection?.follow(wanted ? wanted.split(" ") : []);
  }, [connection, wanted]);
}
