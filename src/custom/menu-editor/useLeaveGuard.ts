import { useCallback, useEffect } from "react";
import { useBlocker } from "react-router-dom";

/**
 * Asks before leaving the page while `when` holds (SPEC §4): in-app navigation and the browser's Back and Forward
 * buttons wait for the user's answer (react-router's blocker, in the app's data router), and closing or
 * reloading the tab shows the browser's own warning (beforeunload).
 */
export function useLeaveGuard(when: boolean) {
  // Only leaving the page counts: changing the query (tabs, filters) of the same page is not leaving it.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!when) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers need returnValue set to show the warning.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [when]);

  const leave = useCallback(() => blocker.proceed?.(), [blocker]);
  const stay = useCallback(() => blocker.reset?.(), [blocker]);
  return { asking: blocker.state === "blocked", leave, stay };
}
