import { useCallback, useEffect, useRef } from "react";

/**
 * Runs the latest `action` once calls pause for `delayMs` (SPEC §4 debounced saves: repeated clicks make one call).
 * Returns a promise per call that settles with that one run.
 */
export function useDebouncedAction<T>(action: () => Promise<T>, delayMs: number): () => Promise<T> {
  const latest = useRef(action);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const waiting = useRef<{ resolve: (value: T) => void; reject: (error: unknown) => void }[]>([]);
  useEffect(() => {
    latest.current = action;
  });
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback(
    () =>
      new Promise<T>((resolve, reject) => {
        waiting.current.push({ resolve, reject });
        clearTimeout(timer.current);
        timer.current = setTimeout(() => {
          const callers = waiting.current;
          waiting.current = [];
          latest.current().then(
            (value) => callers.forEach((c) => c.resolve(value)),
            (error: unknown) => callers.forEach((c) => c.reject(error)),
          );
        }, delayMs);
      }),
    [delayMs],
  );
}
