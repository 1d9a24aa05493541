import { lazy, type ComponentType, type LazyExoticComponent } from "react";
import { loadOnce } from "./loadOnce";

// Any props, as React.lazy itself takes.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>;

export type LazyLoaded<T extends AnyComponent> = LazyExoticComponent<T> & {
  /** Fetches the chunk ahead of time; once it is in, the component is drawn without suspending. */
  preload: () => Promise<void>;
  /** Whether the chunk is in: the component then draws without suspending. */
  isLoaded: () => boolean;
};

/**
 * React.lazy, drawn at once when its chunk was fetched ahead of time (preloadSignedIn, the sidebar's prefetch).
 *
 * Why: React.lazy suspends on its first draw even when the module is already in (its promise settles a microtask
 * later), so the page's fallback is committed; and React 19 holds back the reveal of a boundary's content until
 * 300 ms after its fallback was shown. A reload after login at "/" waited ~210 ms on that timer with nothing left to
 * load, and so did the first open of every list. A chunk already fetched is handed to React as a thenable that
 * settles synchronously, which React.lazy reads before it suspends.
 */
export function lazyLoaded<T extends AnyComponent>(load: () => Promise<{ default: T }>): LazyLoaded<T> {
  const chunk = loadOnce(load);
  const component = lazy(() => {
    const loaded = chunk.loaded();
    return loaded ? settled(loaded) : chunk.load();
  });
  return Object.assign(component, {
    preload: () => chunk.load().then(() => undefined),
    isLoaded: () => chunk.loaded() !== undefined,
  });
}

/** A thenable that calls back at once: React.lazy's initializer sees it fulfilled before it would suspend. */
function settled<V>(value: V): Promise<V> {
  const thenable = { then: (resolve: (value: V) => unknown) => (resolve(value), thenable) };
  return thenable as unknown as Promise<V>;
}
