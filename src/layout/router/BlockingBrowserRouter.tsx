import {
  createContext,
  startTransition,
  useContext,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from "react";
import { Router, type Blocker, type BlockerFunction } from "react-router-dom";
import { createBlockingHistory, IDLE_BLOCKER, type BlockingHistory } from "./blockingHistory";
import { isNavigatingAtOnce } from "./navigateAtOnce";

const BlockingHistoryContext = createContext<BlockingHistory | null>(null);

/**
 * History-mode routing (SPEC §2) with navigation blocking (blockingHistory.ts) in react-router's plain <Router>.
 * Location changes render in a transition, as react-router's own routers do: a lazily loaded page keeps the
 * previous one on screen until its code has arrived, instead of flashing a fallback; a page whose code is in is
 * drawn at once when asked (navigateAtOnce). The history listens for as long as the page lives: disposing it in an
 * effect's cleanup left Back and Forward unheard after StrictMode's rehearsal unmount in development.
 */
export function BlockingBrowserRouter({ children }: { children: ReactNode }) {
  const [history] = useState(() => createBlockingHistory());
  const [state, setState] = useState(history.getState);
  useLayoutEffect(
    () =>
      history.subscribe(() => {
        const next = history.getState();
        if (isNavigatingAtOnce()) setState(next);
        else startTransition(() => setState(next));
      }),
    [history],
  );
  return (
    <BlockingHistoryContext.Provider value={history}>
      <Router location={state.location} navigationType={state.action} navigator={history.navigator}>
        {children}
      </Router>
    </BlockingHistoryContext.Provider>
  );
}

/** Whether navigation can be held here (inside BlockingBrowserRouter). */
export const useCanBlockNavigation = () => useContext(BlockingHistoryContext) !== null;

const never = () => () => {};

/**
 * react-router's useBlocker, for BlockingBrowserRouter: while `shouldBlock` says so, a navigation waits in the
 * returned blocker ("blocked", with its location) until proceed() or reset(). Its latest function is asked, so
 * it may read the render's state. Outside BlockingBrowserRouter (component tests in a memory router) nothing is
 * held and the blocker stays "unblocked".
 */
export function useAppBlocker(shouldBlock: boolean | BlockerFunction): Blocker {
  const history = useContext(BlockingHistoryContext);
  const key = useId();
  const latest = useRef(shouldBlock);
  useLayoutEffect(() => {
    latest.current = shouldBlock;
  });
  useLayoutEffect(() => {
    if (!history) return;
    history.setBlocker(key, (args) => {
      const current = latest.current;
      return typeof current === "function" ? current(args) : current;
    });
    return () => history.deleteBlocker(key);
  }, [history, key]);
  return useSyncExternalStore(
    history?.subscribe ?? never,
    () => history?.getBlocker(key) ?? IDLE_BLOCKER,
  );
}
