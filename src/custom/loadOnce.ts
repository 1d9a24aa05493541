/**
 * A module (or anything asynchronous) fetched at most once: later calls share the first call's promise, and its
 * value is readable synchronously once it is in. A failed fetch (offline, a release replaced the chunk) is tried
 * again by the next call. Those waiting for it are told when it arrives.
 */
export function loadOnce<T>(load: () => Promise<T>) {
  let value: T | undefined;
  let pending: Promise<T> | undefined;
  const waiting = new Set<() => void>();
  return {
    load: (): Promise<T> =>
      (pending ??= load().then(
        (loaded) => {
          value = loaded;
          for (const listener of waiting) listener();
          return loaded;
        },
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      )),
    /** The value once it is in. */
    loaded: (): T | undefined => value,
    /** Calls `listener` when the value arrives; returns the unsubscription. */
    onLoaded: (listener: () => void): (() => void) => {
      waiting.add(listener);
      return () => void waiting.delete(listener);
    },
  };
}
