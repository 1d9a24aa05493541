import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from "react";
import type { ItemDraft } from "./rules";

// Items with unsaved changes (SPEC §4 "Edited items are tracked"): each card registers how to save itself. Only the
// card being edited is mounted, so a card collapsed with unsaved changes leaves its draft here (with a save that
// no longer needs the card) and gets it back when it is opened again.

type SaveAction = () => Promise<unknown>;

export interface EditedItems {
  count: number;
  /** Whether the item has unsaved changes (a mounted card's or a kept draft). */
  has: (itemId: number) => boolean;
  markEdited: (itemId: number, save: SaveAction) => void;
  /** Keeps the unsaved draft of a card that is being unmounted, with a save that works without the card. */
  keepDraft: (itemId: number, draft: ItemDraft, save: SaveAction) => void;
  /** The draft a collapsed card left behind, if any. */
  draftOf: (itemId: number) => ItemDraft | undefined;
  clearEdited: (itemId: number) => void;
  /** Saves every edited item; resolves false when one failed (the failed ones stay listed). */
  saveAll: () => Promise<boolean>;
}

const EditedItemsContext = createContext<EditedItems | null>(null);

export function EditedItemsProvider({ children }: { children: ReactNode }) {
  const saves = useRef(new Map<number, SaveAction>());
  const drafts = useRef(new Map<number, ItemDraft>());
  // Bumped on every change so that rows showing "unsaved" re-render even when the count stays the same.
  const [version, setVersion] = useState(0);
  const changed = useCallback(() => setVersion((v) => v + 1), []);
  const markEdited = useCallback(
    (itemId: number, save: SaveAction) => {
      saves.current.set(itemId, save);
      drafts.current.delete(itemId);
      changed();
    },
    [changed],
  );
  const keepDraft = useCallback(
    (itemId: number, draft: ItemDraft, save: SaveAction) => {
      saves.current.set(itemId, save);
      drafts.current.set(itemId, draft);
      changed();
    },
    [changed],
  );
  const clearEdited = useCallback(
    (itemId: number) => {
      const had = saves.current.delete(itemId);
      if (drafts.current.delete(itemId) || had) changed();
    },
    [changed],
  );
  const saveAll = useCallback(async () => {
    let allSaved = true;
    // One after the other: each save carries its own updated_at and the server takes one write at a time.
    for (const [itemId, save] of [...saves.current.entries()]) {
      try {
        await save();
        saves.current.delete(itemId);
        drafts.current.delete(itemId);
      } catch {
        allSaved = false;
      }
    }
    changed();
    return allSaved;
  }, [changed]);
  const value = useMemo<EditedItems>(
    () => ({
      count: saves.current.size,
      has: (itemId) => saves.current.has(itemId),
      draftOf: (itemId) => drafts.current.get(itemId),
      markEdited,
      keepDraft,
      clearEdited,
      saveAll,
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- version stands for the contents of the two maps
    [version, markEdited, keepDraft, clearEdited, saveAll],
  );
  return <EditedItemsContext.Provider value={value}>{children}</EditedItemsContext.Provider>;
}

const NO_TRACKING: EditedItems = {
  count: 0,
  has: () => false,
  markEdited: () => undefined,
  keepDraft: () => undefined,
  draftOf: () => undefined,
  clearEdited: () => undefined,
  saveAll: async () => true,
};

export const useEditedItems = (): EditedItems => useContext(EditedItemsContext) ?? NO_TRACKING;
