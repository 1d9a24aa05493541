import {
  NavigationType,
  parsePath,
  UNSAFE_createBrowserHistory as createBrowserHistory,
  type Blocker,
  type BlockerFunction,
  type Location,
  type Navigator,
  type To,
} from "react-router-dom";

/*
 * The browser's history with navigation blocking, for react-router's plain <Router>. react-router blocks only
 * inside a data router, whose code (loaders, actions, fetchers, hydration) is about 16 KB gzip on every page of a
 * dashboard that uses none of it but the blocker. Here, in-app navigation (links, navigate()) is held before it
 * happens; the browser's Back and Forward have already moved when the page hears of them, so a held one is undone
 * (history.go back by its distance) and redone by proceed().
 */

export interface HistoryState {
  action: NavigationType;
  location: Location;
}

export interface BlockingHistory {
  /** What <Router navigator> calls for links and navigate(): push and replace ask the blockers first. */
  navigator: Navigator;
  getState(): HistoryState;
  /** Called when the location or a blocker's state changes. */
  subscribe(listener: () => void): () => void;
  /** Sets (or replaces) the function of the blocker `key`; it is asked before every navigation. */
  setBlocker(key: string, shouldBlock: BlockerFunction): void;
  deleteBlocker(key: string): void;
  /** The blocker's state, the same object until it changes (useSyncExternalStore reads it). */
  getBlocker(key: string): Blocker;
  /** Stops listening to the browser. */
  dispose(): void;
}

export const IDLE_BLOCKER: Blocker = { state: "unblocked", proceed: undefined, reset: undefined, location: undefined };

export function createBlockingHistory(window?: Window): BlockingHistory {
  const history = createBrowserHistory({ window, v5Compat: true });
  let state: HistoryState = { action: history.action, location: history.location };
  const listeners = new Set<() => void>();
  const blockers = new Map<string, BlockerFunction>();
  const blockerStates = new Map<string, Blocker>();
  // The popstate of undoing a held Back/Forward: the page never left, nothing to tell.
  let undoing = false;
  // The popstate of proceed() redoing a held Back/Forward: the user has answered, let it through.
  let redoing = false;

  const notify = () => listeners.forEach((listener) => listener());

  /** The first blocker that holds this navigation, if any. */
  const heldBy = (nextLocation: Location, historyAction: NavigationType) => {
    for (const [key, shouldBlock] of blockers)
      if (shouldBlock({ currentLocation: state.location, nextLocation, historyAction })) return key;
    return undefined;
  };

  const hold = (key: string, location: Location, go: () => void) => {
    blockerStates.set(key, {
      state: "blocked",
      location,
      proceed: () => {
        blockerStates.set(key, { state: "proceeding", location, proceed: undefined, reset: undefined });
        notify();
        go();
      },
      reset: () => {
        blockerStates.delete(key);
        notify();
      },
    });
    notify();
  };

  const stopListening = history.listen(({ action, location, delta }) => {
    if (action === NavigationType.Pop) {
      if (undoing) {
        undoing = false;
        return;
      }
      // Without a known distance (an entry from before the app loaded) the move cannot be undone: let it be.
      const key = redoing || delta === null ? undefined : heldBy(location, action);
      redoing = false;
      if (key !== undefined && delta !== null) {
        undoing = true;
        history.go(-delta);
        hold(key, location, () => {
          redoing = true;
          history.go(delta);
        });
        return;
      }
    }
    state = { action, location };
    // A navigation that happened ends every "proceeding" blocker.
    for (const [key, blocker] of blockerStates) if (blocker.state === "proceeding") blockerStates.delete(key);
    notify();
  });

  /** The location `to` leads to, as the blockers see it (the path is already resolved by useNavigate). */
  const locationOf = (to: To, routeState: unknown): Location => ({
    pathname: state.location.pathname,
    search: "",
    hash: "",
    ...(typeof to === "string" ? parsePath(to) : to),
    state: routeState ?? null,
    key: "",
  });

  const guarded = (action: NavigationType, to: To, routeState: unknown, go: () => void) => {
    const location = locationOf(to, routeState);
    const key = heldBy(location, action);
    if (key === undefined) go();
    else hold(key, location, go);
  };

  return {
    navigator: {
      createHref: (to) => history.createHref(to),
      createURL: (to) => history.createURL(to),
      encodeLocation: (to) => history.encodeLocation(to),
      go: (delta) => history.go(delta),
      push: (to, routeState) =>
        guarded(NavigationType.Push, to, routeState, () => history.push(to, routeState)),
      replace: (to, routeState) =>
        guarded(NavigationType.Replace, to, routeState, () => history.replace(to, routeState)),
    },
    getState: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    setBlocker: (key, shouldBlock) => void blockers.set(key, shouldBlock),
    deleteBlocker: (key) => {
      blockers.delete(key);
      blockerStates.delete(key);
    },
    getBlocker: (key) => blockerStates.get(key) ?? IDLE_BLOCKER,
    dispose: stopListening,
  };
}
