import { loadOnce } from "../loadOnce";

// dnd-kit and the editor's drag layer (dragKit.tsx, about 16 KB of gzip) are fetched once the editor is idle, or
// as soon as a pointer or the focus reaches a drag handle, not with the editor's first screen.

const dragKit = loadOnce(() => import("./dragKit"));

export const loadDragKit = dragKit.load;
export const loadedDragKit = dragKit.loaded;
export const onDragKitLoaded = dragKit.onLoaded;
