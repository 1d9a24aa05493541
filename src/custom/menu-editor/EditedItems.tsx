import { createContext, useContext, useState, useSyncExternalStore, type ReactNode } from "react";
import type { ItemDraft } from "./rules";

// Items with unsaved changes (SPEC §4 "Edited items are tracked"): each card registers how to save itself. Only the
// card being edited is mounted, so a card collapsed with unsaved changes leaves its draft here (with a save that
// no longer needs the card) and gets it back when it is opened again.
//
// A store, not a context value: the first keystroke in a card marks its item edited, and a context value that
// changed with it redrew the whole page and every row in view (160 ms on a 2,000-item menu). Now only what shows
// the tracking subscribes to it: the Save All button and the leave guard to the count, each row to its own item.

type SaveAction = () => Promise<unknown>;

export interface EditedItems {
  markEdited: (itemId: number, save: SaveAction) => void;
  /** Keeps the unsaved draft of a card that is being unmounted, with a save that works without the card. */
  keepDraft: (itemId: number, draft: ItemDraft, save: SaveAction) => void;
  /** The draft a collapsed card left behind, if any. */
  draftOf: (itemId: number) => ItemDraft | undefined;
  clearEdited: (itemId: number) => void;
  /** Saves every edited item; resolves false when one failed (the failed ones stay listed). */
  saveAll: () => Promise<boolean>;
}

interface EditedItemsStore extends EditedItems {
  count: () => number;
  /** Whether the item has unsaved changes (a mounted card's or a kept draft): read through useIsEdited. */
  has: (itemId: number) => boolean;
  subscribe: (listener: () => void) => () => void;
}

function createEditedItemsStore(): EditedItemsStore {
  const saves = new Map<number, SaveAction>();
  const drafts = new Map<number, ItemDraft>();
  const listeners = new Set<() => void>();
  const changed = () => listeners.forEach((listener) => listener());
  return {
    count: () => saves.size,
    has: (itemId) => saves.has(itemId),
    draftOf: (itemId) => drafts.get(itemId),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    markEdited: (itemId, save) => {
      const wasEdited = saves.has(itemId);
      saves.set(itemId, save);
      // A newer save of an item already listed changes nothing anyone shows.
      if (drafts.delete(itemId) || !wasEdited) changed();
    },
    keepDraft: (itemId, draft, save) => {
      saves.set(itemId, save);
      drafts.set(itemId, draft);
      changed();
    },
    clearEdited: (itemId) => {
      const had = saves.delete(itemId);
      if (drafts.delete(itemId) || had) changed();
    },
    saveAll: async () => {
      let allSaved = true;
      // One after the other: each save carries its own updated_at and the server takes one write at a time.
      for (const [itemId, save] of [...saves.entries()]) {
        try {
          await save();
          saves.delete(itemId);
          drafts.delete(itemId);
        } catch {
          allSaved = false;
        }
      }
      changed();
      return allSaved;
    },
  };
}

const EditedItemsContext = createContext<EditedItemsStore | null>(null);

export function EditedItemsProvider({ children }: { children: ReactNode }) {
  const [store] = useState(createEditedItemsStore);
  return <EditedItemsContext.Provider value={store}>{children}</EditedItemsContext.Provider>;
}

const NO_TRACKING: EditedItemsStore = {
  count: () => 0,
  has: () => false,
  markEdited: () => undefined,
  keepDraft: () => undefined,
  draftOf: () => undefined,
  clearEdited: () => undefined,
  saveAll: async () => true,
  subscribe: () => () => undefined,
};

const useStore = () => useContext(EditedItemsContext) ?? NO_TRACKING;

/** The tracking's actions; they never change, so a card that uses them is not redrawn by another item's edit. */
export const useEditedItems = (): EditedItems => useStore();

/** How many items have unsaved changes; redraws its user when the number changes. */
export function useEditedCount(): number {
  const store = useStore();
  return useSyncExternalStore(store.subscribe, store.count);
}

/** Whether one item has unsaved changes; redraws its user only when that item's answer changes. */
export function useIsEdited(itemId: number): boolean {
  const store = useStore();
  return useSyncExternalStore(store.subscribe, () => store.has(itemId));
}
