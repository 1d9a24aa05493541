import { memo, useCallback, useMemo, useRef, useState } from "react";
import { Box, Typography } from "@mui/material";
import { useTranslate } from "react-admin";
import { itemDragId, itemsDropId, itemsListId } from "./dragIds";
import { useActiveDragId } from "./dragLayer";
import { useMenuEditor } from "./editorContext";
import { ItemCard } from "./onDemandParts";
import { ITEM_ROW_HEIGHT, ItemRow } from "./ItemRow";
import { DropArea, Sortable, SortableList } from "./Sortable";
import { removeItem, replaceItem } from "./tree";
import type { EditorCategory } from "./types";
import { useDocumentOffset } from "./useDocumentOffset";
import { useWindowRows } from "./useWindowRows";

const ROW_GAP = 8;
/** A first guess for an open card, corrected by measuring it once it is on screen. */
const CARD_ESTIMATE = 720;
/**
 * Rows rendered beyond each edge of the window, so a keyboard drag (one row per key) finds the next one mounted.
 * Few: every mounted row is a drop target that a drag measures and redraws as it starts and moves (8 a side made
 * the drag's first task at 2,000 items about 40 % longer).
 */
const OVERSCAN = 3;

/**
 * A category's items, virtualized against the window's scroll: only the rows in view (and the open card, and
 * the row being dragged) are mounted. dnd-kit still gets the whole id list, so dropping anywhere in the category
 * saves the full order in one call (SPEC §4).
 */
export const VirtualItemList = memo(function VirtualItemList({ category }: { category: EditorCategory }) {
  const translate = useTranslate();
  const editor = useMenuEditor();
  const { businessId, can, updateCategories, toggleItem } = editor;
  const items = category.items;
  const ids = useMemo(() => items.map((i) => itemDragId(i.id)), [items]);

  const listRef = useRef<HTMLDivElement>(null);
  const scrollMargin = useDocumentOffset(listRef);
  const draggingId = useActiveDragId();

  const expandedIndex = items.findIndex((i) => i.id === editor.expandedItemId);
  const draggingIndex = draggingId === null ? -1 : ids.indexOf(draggingId);
  // The open card and the dragged row stay mounted when scrolled away: the card keeps its form, dnd-kit its node.
  const pinned = useMemo(() => [expandedIndex, draggingIndex], [expandedIndex, draggingIndex]);
  const list = useWindowRows({
    count: items.length,
    estimateSize: (index) => (index === expandedIndex ? CARD_ESTIMATE : ITEM_ROW_HEIGHT),
    getItemKey: (index) => items[index]?.id ?? index,
    gap: ROW_GAP,
    overscan: OVERSCAN,
    scrollMargin,
    pinned,
  });

  // Closing a card puts the focus back on its row's edit button, once that row has mounted again.
  const [focusId, setFocusId] = useState<number | null>(null);
  const onFocused = useCallback(() => setFocusId(null), []);
  const onOpen = useCallback(
    (itemId: number) => {
      setFocusId(null);
      toggleItem(itemId);
    },
    [toggleItem],
  );
  const onCollapse = useCallback(() => {
    if (editor.expandedItemId === null) return;
    setFocusId(editor.expandedItemId);
    toggleItem(editor.expandedItemId);
  }, [editor.expandedItemId, toggleItem]);
  const onSaved = useCallback(
    (saved: Parameters<typeof replaceItem>[1]) => updateCategories((tree) => replaceItem(tree, saved)),
    [updateCategories],
  );
  const onDeleted = useCallback(
    (itemId: number) => updateCategories((tree) => removeItem(tree, itemId)),
    [updateCategories],
  );

  return (
    <SortableList id={itemsListId(category.id)} ids={ids}>
      <DropArea id={itemsDropId(category.id)}>
        {items.length === 0 && (
          <Typography color="text.secondary" sx={{ p: 1 }}>
            {translate("app.menuEditor.noItems")}
          </Typography>
        )}
        <Box
          ref={listRef}
          sx={{ position: "relative" }}
          // Before the virtualizer is in, the first rows sit in the flow of a list as tall as it will make it.
          style={list.placed ? { height: list.totalSize } : { minHeight: list.totalSize }}
        >
          {list.rows.map((row) => {
            const item = items[row.index];
            if (!item) return null;
            const expanded = row.index === expandedIndex;
            return (
              <Sortable
                key={item.id}
                id={itemDragId(item.id)}
                disabled={!can.items.update}
                nodeRef={list.measureElement}
                dataIndex={row.index}
                style={
                  list.placed
                    ? { position: "absolute", top: row.top, insetInline: 0, marginBottom: 0 }
                    : { marginBottom: ROW_GAP }
                }
              >
                {(handle) =>
                  expanded ? (
                    <ItemCard
                      item={item}
                      businessId={businessId}
                      isChalet={editor.isChalet}
                      can={can.items}
                      openPanel={editor.panel?.item.id === item.id ? editor.panel.kind : undefined}
                      onTogglePanel={editor.togglePanel}
                      onDeleted={onDeleted}
                      onSaved={onSaved}
                      onCollapse={onCollapse}
                      dragHandle={handle}
                    />
                  ) : (
                    <ItemRow
                      item={item}
                      dragHandle={handle}
                      onOpen={onOpen}
                      focusEdit={focusId === item.id}
                      onFocused={onFocused}
                    />
                  )
                }
              </Sortable>
            );
          })}
        </Box>
      </DropArea>
    </SortableList>
  );
});
