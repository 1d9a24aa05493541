// dnd-kit and the editor's drag layer (dragKit.tsx, about 16 KB of gzip) are fetched once the editor is idle, or
// as soon as a pointer or the focus reaches a drag handle, not with the editor's first screen.

type DragKit = typeof import("./dragKit");

let loaded: DragKit | undefined;
let pending: Promise<DragKit> | undefined;
const waiting = new Set<() => void>();

export function loadDragKit(): Promise<DragKit> {
  pending ??= import("./dragKit").then(
    (kit) => {
      loaded = kit;
      for (const listener of waiting) listener();
      return kit;
    },
    (error: unknown) => {
      // A failed fetch (offline, a release replaced the chunk) is tried again by the next approach.
      pending = undefined;
      throw error;
    },
  );
  return pending;
}

export const loadedDragKit = () => loaded;

export function onDragKitLoaded(listener: () => void): () => void {
  waiting.add(listener);
  return () => void waiting.delete(listener);
}
