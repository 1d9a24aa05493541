import { useEffect, useSyncExternalStore } from "react";
import { whenIdle } from "../whenIdle";
import { loadDragKit, loadedDragKit, onDragKitLoaded } from "./dragKitLoader";
import type { DragLayerProps } from "./dragKit";

/**
 * Where the drag layer is drawn once dnd-kit is in (fetched when the editor is idle): until then the editor's
 * blocks are drawn and usable, only not yet draggable.
 */
export function DragHost(props: DragLayerProps) {
  const kit = useSyncExternalStore(onDragKitLoaded, loadedDragKit);
  useEffect(() => (kit ? undefined : whenIdle(() => void loadDragKit().catch(() => undefined))), [kit]);
  return kit ? <kit.DragLayer {...props} /> : null;
}
