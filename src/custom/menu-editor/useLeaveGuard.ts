import { useCallback, useContext, useEffect, useState } from "react";
import { UNSAFE_NavigationContext } from "react-router-dom";

type Navigator = { push: (...args: never[]) => void; replace: (...args: never[]) => void };

/**
 * Asks before leaving the page while `when` holds (SPEC §4): in-app navigation waits for the user's answer, and
 * closing or reloading the tab shows the browser's own warning (beforeunload).
 *
 * The app is mounted in a <BrowserRouter>, where react-router's useBlocker is unavailable (it needs a data
 * router), so in-app navigation is held by wrapping the router's navigator while the guard is active.
 */
export function useLeaveGuard(when: boolean) {
  const { navigator } = useContext(UNSAFE_NavigationContext) as unknown as { navigator: Navigator };
  const [pending, setPending] = useState<(() => void) | null>(null);

  useEffect(() => {
    if (!when) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers need returnValue set to show the warning.
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", warn);
    const { push, replace } = navigator;
    navigator.push = (...args) => setPending(() => () => push.apply(navigator, args));
    navigator.replace = (...args) => setPending(() => () => replace.apply(navigator, args));
    return () => {
      window.removeEventListener("beforeunload", warn);
      navigator.push = push;
      navigator.replace = replace;
    };
  }, [when, navigator]);

  const leave = useCallback(() => {
    const go = pending;
    setPending(null);
    // Let the guard's effect restore the navigator first when the page unmounts.
    go?.();
  }, [pending]);
  const stay = useCallback(() => setPending(null), []);
  return { asking: pending !== null, leave, stay };
}
