import { Suspense, useEffect, useRef, useState, type ReactNode } from "react";
import { Box } from "@mui/material";
import { whenIdle } from "../../custom/whenIdle";

/** How far below the screen a part starts drawing as the page scrolls towards it. */
const NEAR_MARGIN = "400px";

/**
 * Draws `children` once its place comes near the screen or the page is idle, whichever is first; until then an
 * empty box of `minHeight` keeps the room, so what follows does not jump. A long form draws its first screen and
 * fetches the code of its later parts (a lazy component in `children`) after it: the form's values are all there
 * from the start, so a save before the later parts are drawn sends them unchanged.
 */
export function DrawWhenNear({ children, minHeight }: { children: ReactNode; minHeight: number }) {
  const [shown, setShown] = useState(false);
  const place = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (shown) return undefined;
    const show = () => setShown(true);
    if (typeof IntersectionObserver === "undefined" || !place.current) {
      show();
      return undefined;
    }
    const cancelIdle = whenIdle(show);
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && show(), {
      rootMargin: `0px 0px ${NEAR_MARGIN} 0px`,
    });
    observer.observe(place.current);
    return () => {
      cancelIdle();
      observer.disconnect();
    };
  }, [shown]);
  const room = <Box ref={place} sx={{ minHeight }} />;
  return shown ? <Suspense fallback={room}>{children}</Suspense> : room;
}
