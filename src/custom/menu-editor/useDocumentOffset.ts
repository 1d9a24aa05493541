import { useLayoutEffect, useState, type RefObject } from "react";

/**
 * The distance from the top of the document to an element, kept current while the page above it changes height
 * (cards opening, pictures loading, the side panel narrowing the column). A list virtualized against the window
 * scroll needs it as its scroll margin; several lists on one page (a category and its subcategories) each have one.
 */
export function useDocumentOffset(ref: RefObject<HTMLElement | null>): number | null {
  // Null until the element is measured, in the layout effects of its first commit.
  const [offset, setOffset] = useState<number | null>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setOffset(Math.round(element.getBoundingClientRect().top + window.scrollY));
    measure();
    // Anything that moves the list also resizes the body (the page grows or shrinks above or inside it).
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [ref]);
  return offset;
}
