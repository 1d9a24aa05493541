import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from "react";

// Items with unsaved changes (SPEC §4 "Edited items are tracked"): each card registers how to save itself.

type SaveAction = () => Promise<unknown>;

export interface EditedItems {
  count: number;
  markEdited: (itemId: number, save: SaveAction) => void;
  clearEdited: (itemId: number) => void;
  /** Saves every edited item; resolves false when one failed (the failed ones stay listed). */
  saveAll: () => Promise<boolean>;
}

const EditedItemsContext = createContext<EditedItems | null>(null);

export function EditedItemsProvider({ children }: { children: ReactNode }) {
  const saves = useRef(new Map<number, SaveAction>());
  const [count, setCount] = useState(0);
  const markEdited = useCallback((itemId: number, save: SaveAction) => {
    saves.current.set(itemId, save);
    setCount(saves.current.size);
  }, []);
  const clearEdited = useCallback((itemId: number) => {
    if (saves.current.delete(itemId)) setCount(saves.current.size);
  }, []);
  const saveAll = useCallback(async () => {
    let allSaved = true;
    // One after the other: each save carries its own updated_at and the server takes one write at a time.
    for (const [itemId, save] of [...saves.current.entries()]) {
      try {
        await save();
        saves.current.delete(itemId);
      } catch {
        allSaved = false;
      }
    }
    setCount(saves.current.size);
    return allSaved;
  }, []);
  const value = useMemo(() => ({ count, markEdited, clearEdited, saveAll }), [count, markEdited, clearEdited, saveAll]);
  return <EditedItemsContext.Provider value={value}>{children}</EditedItemsContext.Provider>;
}

const NO_TRACKING: EditedItems = {
  count: 0,
  markEdited: () => undefined,
  clearEdited: () => undefined,
  saveAll: async () => true,
};

export const useEditedItems = (): EditedItems => useContext(EditedItemsContext) ?? NO_TRACKING;
