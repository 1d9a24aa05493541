import { createContext, useContext } from "react";
import type { EditorCategory, OpenPanel, PanelKind, EditorItem } from "./types";

/** What every card of the editor needs: the scope, the SPEC §6 checks and the page's actions. */
export interface MenuEditorContextValue {
  businessId: number;
  menuId: number;
  isChalet: boolean;
  can: {
    categories: { create: boolean; update: boolean; delete: boolean };
    items: { create: boolean; update: boolean; delete: boolean };
  };
  panel: OpenPanel | null;
  /** The one item shown as a full card; every other item is a compact row. */
  expandedItemId: number | null;
  /** Opens an item's card (closing the open one), or closes it when it is the open one. */
  toggleItem: (itemId: number) => void;
  togglePanel: (kind: PanelKind, item: EditorItem) => void;
  /** Reloads the whole menu from the server (after creates and deletes). */
  reload: () => Promise<void>;
  /** Changes the loaded menu locally (item removed, order changed). */
  updateCategories: (change: (categories: EditorCategory[]) => EditorCategory[]) => void;
}

export const MenuEditorContext = createContext<MenuEditorContextValue | null>(null);

export function useMenuEditor(): MenuEditorContextValue {
  const value = useContext(MenuEditorContext);
  if (!value) throw new Error("useMenuEditor must be used inside the menu editor");
  return value;
}
