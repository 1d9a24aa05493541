import {
  createContext,
  useCallback,
  useContext,
  useLayoutEffect,
  useMemo,
  useRef,
  type CSSProperties,
  type ReactNode,
} from "react";
import { IconButton, useTheme } from "@mui/material";
import DragIndicatorIcon from "@mui/icons-material/DragIndicator";
import { useTranslate } from "react-admin";
import { loadDragKit } from "./dragKitLoader";
import { DropSlot, SortableSlot, useDragRegistry } from "./dragLayer";

// The editor's sortable blocks and drop areas, drawn without dnd-kit: they register their elements with the drag
// layer (dragLayer.ts), which binds them once dnd-kit is in. A press on a handle before that only hurries its
// arrival (a drag starts with the next press, usually well under a second later).

const ListContext = createContext<string | null>(null);

/** A list of sortable blocks: its whole order, also the blocks a virtualized list has not drawn. */
export function SortableList({
  id,
  ids,
  children,
}: {
  id: string;
  ids: readonly string[];
  children: ReactNode;
}) {
  const registry = useDragRegistry();
  useLayoutEffect(() => registry?.setList(id, ids), [registry, id, ids]);
  return <ListContext.Provider value={id}>{children}</ListContext.Provider>;
}

interface SortableProps {
  id: string;
  disabled?: boolean;
  /** Renders the content with its drag handle (none when dragging is not allowed). */
  children: (handle: ReactNode) => ReactNode;
  /** Also given the block's element (a virtualized list measures its rows through it). */
  nodeRef?: (element: HTMLElement | null) => void;
  /** The row's index in a virtualized list (read back by its measuring). */
  dataIndex?: number;
  /** Placement of the block (a virtualized row is positioned absolutely). */
  style?: CSSProperties;
}

const hurryDragKit = () => void loadDragKit().catch(() => undefined);

/** A draggable, sortable block moved by its handle only, so that the inputs inside stay usable. */
export function Sortable({ id, disabled = false, children, nodeRef, dataIndex, style }: SortableProps) {
  const translate = useTranslate();
  const registry = useDragRegistry();
  const list = useContext(ListContext);
  const block = useRef<HTMLDivElement>(null);
  const slotRef = useRef<SortableSlot | null>(null);
  const handleElement = useRef<HTMLButtonElement | null>(null);

  useLayoutEffect(() => {
    if (!registry || list === null || !block.current) return;
    const registered = new SortableSlot(id, list, disabled, block.current);
    registered.setHandle(handleElement.current);
    slotRef.current = registered;
    const unregister = registry.addSortable(registered);
    return () => {
      unregister();
      slotRef.current = null;
    };
  }, [registry, list, id, disabled]);

  const setBlock = useCallback(
    (element: HTMLDivElement | null) => {
      block.current = element;
      nodeRef?.(element);
    },
    [nodeRef],
  );
  // The content may draw its handle again (a row opening into a card): the layer follows the new element.
  const setHandle = useCallback((element: HTMLButtonElement | null) => {
    handleElement.current = element;
    slotRef.current?.setHandle(element);
  }, []);

  // The same handle element from render to render: memoized content (rows, category cards) is not redrawn.
  // dnd-kit's activators are read from the slot at each event, so binding them redraws nothing either.
  const handle = useMemo(
    () =>
      disabled ? null : (
        <IconButton
          ref={setHandle}
          size="small"
          aria-label={translate("app.menuEditor.dragHandle")}
          sx={{ cursor: "grab", touchAction: "none" }}
          onPointerEnter={hurryDragKit}
          onFocus={hurryDragKit}
          onPointerDown={(event) => {
            const listeners = slotRef.current?.listeners;
            if (listeners?.onPointerDown) listeners.onPointerDown(event);
            else hurryDragKit();
          }}
          onKeyDown={(event) => slotRef.current?.listeners?.onKeyDown?.(event)}
        >
          <DragIndicatorIcon />
        </IconButton>
      ),
    [disabled, setHandle, translate],
  );
  return (
    // A plain element: the layer writes its transform, transition and opacity while a drag moves, without React.
    <div ref={setBlock} data-index={dataIndex} style={{ marginBottom: 8, ...style }}>
      {children(handle)}
    </div>
  );
}

/** Where items can be dropped into a category, even an empty one. */
export function DropArea({ id, children }: { id: string; children: ReactNode }) {
  const registry = useDragRegistry();
  const theme = useTheme();
  const element = useRef<HTMLDivElement>(null);
  const color = theme.palette.primary.main;
  useLayoutEffect(() => {
    if (!registry || !element.current) return;
    return registry.addDrop(new DropSlot(id, element.current, color));
  }, [registry, id, color]);
  return (
    <div ref={element} style={{ minHeight: 48, borderRadius: theme.shape.borderRadius }}>
      {children}
    </div>
  );
}
