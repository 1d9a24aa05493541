import { useEffect } from "react";
import { useLocaleState, useNotify, useTranslate } from "react-admin";
import { WAITER_CALL_EVENT, type Locale } from "../domain/constants";
import { liveWindowEvent } from "./liveEvents";
import { waiterCallText } from "./waiterCall";

/** How long the notice of a waiter call stays on screen unless closed: long enough to be seen across the room. */
const NOTICE_MS = 15_000;

/**
 * A guest calling a waiter from a table's QR shows on every dashboard following the branch: a notice naming the
 * table and the guest's note (the sound and the bell's entry come with the live event itself).
 */
export function useWaiterCallNotice(): void {
  const notify = useNotify();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  useEffect(() => {
    const show = (event: Event) =>
      notify(waiterCallText((event as CustomEvent).detail, locale as Locale, translate), {
        type: "warning",
        autoHideDuration: NOTICE_MS,
        multiLine: true,
      });
    const name = liveWindowEvent(WAITER_CALL_EVENT);
    window.addEventListener(name, show);
    return () => window.removeEventListener(name, show);
  }, [notify, translate, locale]);
}
