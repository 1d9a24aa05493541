import { useEffect } from "react";
import orderScreens from "../../resources/orders";
import reservationScreens from "../../resources/reservations";
import { isSignedInLoad } from "../../authProvider/session";
import { NEXT_PAGE_PREFETCH_MARK } from "../prefetchMark";
import { whenIdle } from "../whenIdle";

/**
 * The list the Overview leads to (orders, or stays for chalets and hotels) is the page opened next most often: its
 * chunks are fetched once the Overview is drawn and the browser is idle, so that they never compete with the
 * Overview's own chunks and figures, and the list opens from the browser cache. Marked in the page's timeline.
 */
export function usePreloadNextList(stays: boolean | undefined): void {
  useEffect(() => {
    if (stays === undefined) return;
    const preload = () => {
      performance.mark(NEXT_PAGE_PREFETCH_MARK);
      (stays ? reservationScreens : orderScreens).list.preload().catch(() => undefined);
    };
    // Right after a sign-in the list's code is in the browser cache already (preloadAfterLogin): only running it
    // is left, so it runs now rather than once the Overview's figures are drawn, which on a slow device was after
    // the user had clicked.
    if (isSignedInLoad()) return preload();
    return whenIdle(preload);
  }, [stays]);
}
