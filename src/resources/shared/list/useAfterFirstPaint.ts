import { startTransition, useEffect, useState } from "react";

/**
 * False for a component's first frame, true once the browser has painted it: what draws only then (a list's
 * filters) does not hold back the first paint of what matters more (the list's rows). The frame callback comes just
 * before the paint, the timer after it.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setPainted(true)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}
