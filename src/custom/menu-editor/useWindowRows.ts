import { useEffect, useLayoutEffect, useReducer, useRef, useState, type Key } from "react";
import type { Range, Virtualizer, VirtualizerOptions } from "@tanstack/virtual-core";
import { loadOnce } from "../loadOnce";
import { whenIdle } from "../whenIdle";

// A category's rows virtualized against the window's scroll by TanStack's virtual-core (about 10 KB of gzip),
// which is fetched once the editor is idle or the page first scrolls, not with the editor's first screen. Until it
// is in, the first screenful of rows is drawn in the page's flow inside a list as tall as the virtualizer will make
// it; the rows keep their keys and their parent when it takes over, so none is drawn anew. The hook is what
// @tanstack/react-virtual's window hook does (options set at each render, mount and update effects, a redraw on
// change), with the virtualizer made once its module is in.

type VirtualCore = typeof import("@tanstack/virtual-core");

const virtualCore = loadOnce(() => import("@tanstack/virtual-core"));

export interface WindowRowsOptions {
  count: number;
  estimateSize: (index: number) => number;
  getItemKey: (index: number) => Key;
  gap: number;
  /** Rows drawn beyond each edge of the window. */
  overscan: number;
  /** The list's distance from the top of the document; null until it is measured. */
  scrollMargin: number | null;
  /** Rows kept mounted however far they are scrolled (the open card, the dragged row). */
  pinned: readonly number[];
}

export interface WindowRow {
  index: number;
  key: Key;
  /** From the top of the list, for a row placed by the virtualizer. */
  top: number;
}

export interface WindowRows {
  rows: WindowRow[];
  /** The list's height, the rows not drawn included. */
  totalSize: number;
  /** Whether the virtualizer places the rows (absolutely); before it is in, they are drawn in the page's flow. */
  placed: boolean;
  /** Each row's ref once the virtualizer is in: it measures the rows as they are drawn. */
  measureElement?: (element: Element | null) => void;
}

type WindowVirtualizer = Virtualizer<Window, Element>;

function resolve(
  virtualCore: VirtualCore,
  options: WindowRowsOptions,
  onChange: () => void,
  takingOver = false,
): VirtualizerOptions<Window, Element> {
  const { pinned, scrollMargin, ...rest } = options;
  return {
    ...rest,
    scrollMargin: scrollMargin ?? 0,
    rangeExtractor: (range: Range) => {
      const shown = new Set(virtualCore.defaultRangeExtractor(range));
      for (const index of pinned) if (index >= 0 && index < options.count) shown.add(index);
      return [...shown].sort((a, b) => a - b);
    },
    getScrollElement: () => window,
    observeElementRect: virtualCore.observeWindowRect,
    observeElementOffset: virtualCore.observeWindowOffset,
    scrollToFn: virtualCore.windowScroll,
    initialOffset: () => window.scrollY,
    // Taking over the first screenful drawn without it, the window's size from its first draw: otherwise its
    // first range is empty until its observers report, and those rows would be unmounted and drawn anew. Not for
    // a list it draws from the start (a tab opened): there the rows come in the redraw its observers ask for in the
    // commit's layout effects, and rows drawn in the first commit would have that forced redraw run all their
    // passive effects (every picture starting to load) before the browser could paint, 100 → 300 ms per tab.
    ...(takingOver ? { initialRect: { width: window.innerWidth, height: window.innerHeight } } : {}),
    onChange,
  };
}

/**
 * Until the virtualizer is in, the rows from the list's top down to the window's bottom edge (and `overscan` more),
 * in the page's flow: only `overscan` rows for a list below the window (a subcategory further down), none for one
 * not measured yet (its rows come in the redraw its measuring asks for, as the virtualizer's would). Rows
 * further down are not drawn, pinned ones included: reaching one takes a scroll, and the first scroll brings the
 * virtualizer.
 */
function firstScreenful(options: WindowRowsOptions): WindowRows {
  const { count, estimateSize, getItemKey, gap, overscan, scrollMargin } = options;
  let totalSize = 0;
  for (let index = 0; index < count; index++) totalSize += estimateSize(index) + (index > 0 ? gap : 0);
  const rows: WindowRow[] = [];
  if (scrollMargin === null) return { rows, totalSize, placed: false };
  const windowBottom = window.scrollY + window.innerHeight - scrollMargin;
  let beyond = 0;
  for (let index = 0, top = 0; index < count && beyond < overscan; index++) {
    if (top > windowBottom) beyond++;
    rows.push({ index, key: getItemKey(index), top });
    top += estimateSize(index) + gap;
  }
  return { rows, totalSize, placed: false };
}

/** A failed fetch is tried again at the next scroll or idle moment. */
const tryAgainLater = () => undefined;

export function useWindowRows(options: WindowRowsOptions): WindowRows {
  const [, redraw] = useReducer((n: number) => n + 1, 0);
  const latest = useRef(options);
  latest.current = options;
  /** Whether the virtualizer took over rows drawn before it was in (see `resolve`). */
  const tookOver = useRef(false);
  const [virtualizer, setVirtualizer] = useState<WindowVirtualizer | null>(() => {
    const core = virtualCore.loaded();
    return core ? new core.Virtualizer(resolve(core, options, redraw)) : null;
  });

  useEffect(() => {
    if (virtualizer) return;
    const start = () =>
      void virtualCore.load().then((core) => {
        tookOver.current = true;
        setVirtualizer((made) => made ?? new core.Virtualizer(resolve(core, latest.current, redraw, true)));
      }, tryAgainLater);
    const cancel = whenIdle(start);
    window.addEventListener("scroll", start, { once: true, passive: true });
    return () => {
      cancel();
      window.removeEventListener("scroll", start);
    };
  }, [virtualizer]);

  const core = virtualCore.loaded();
  if (virtualizer && core) virtualizer.setOptions(resolve(core, options, redraw, tookOver.current));
  useLayoutEffect(() => virtualizer?._didMount(), [virtualizer]);
  useLayoutEffect(() => virtualizer?._willUpdate());

  if (!virtualizer) return firstScreenful(options);
  return {
    rows: virtualizer.getVirtualItems().map((row) => ({
      index: row.index,
      key: row.key as Key,
      top: row.start - (options.scrollMargin ?? 0),
    })),
    totalSize: virtualizer.getTotalSize(),
    placed: true,
    measureElement: virtualizer.measureElement,
  };
}
