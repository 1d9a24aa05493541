import { useMemo } from "react";
import { useCanAccess } from "react-admin";
import type { MenuEditorContextValue } from "./editorContext";

/**
 * What the editor offers (SPEC §6 category editor and item card): the actions on categories and items the user
 * may do, as canAccess answers them; nothing while the answers are pending.
 */
export function useEditorAccess(): MenuEditorContextValue["can"] {
  const createCategory = useCanAccess({ resource: "categories", action: "create" }).canAccess === true;
  const updateCategory = useCanAccess({ resource: "categories", action: "edit" }).canAccess === true;
  const deleteCategory = useCanAccess({ resource: "categories", action: "delete" }).canAccess === true;
  const createItem = useCanAccess({ resource: "items", action: "create" }).canAccess === true;
  const updateItem = useCanAccess({ resource: "items", action: "edit" }).canAccess === true;
  const deleteItem = useCanAccess({ resource: "items", action: "delete" }).canAccess === true;
  return useMemo(
    () => ({
      categories: { create: createCategory, update: updateCategory, delete: deleteCategory },
      items: { create: createItem, update: updateItem, delete: deleteItem },
    }),
    [createCategory, updateCategory, deleteCategory, createItem, updateItem, deleteItem],
  );
}
