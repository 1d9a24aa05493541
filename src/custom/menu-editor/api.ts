import { useMemo } from "react";
import type { HolidayPrice } from "../../dataProvider/methods/menuEditor";
import { useAppDataProvider } from "../../dataProvider/useAppDataProvider";
import type { UploadKind } from "../../resources/shared/mediaUpload";
import type { CategoryDraft, ItemDraft } from "./rules";
import type { SmartFile } from "./smartUpload";
import type { LocaleEntry } from "./types";

export type { HolidayRecord } from "../../dataProvider/methods/menuEditor";

/**
 * The menu editor's calls (SPEC §7), made through the dataProvider's menu editor methods (their paths live
 * there), so a 401 in the editor ends the session like anywhere else. Stable while the dataProvider is.
 */
export function useMenuEditorApi() {
  const dataProvider = useAppDataProvider();
  return useMemo(
    () => ({
      loadMenu: async (menuId: number) => (await dataProvider.getEditorMenu({ menuId })).data,
      createCategory: async (
        businessId: number,
        data: {
          locales: LocaleEntry[];
          menu_id: number;
          parent_id?: number | null;
          media_id?: number | null;
        },
      ) => (await dataProvider.createCategory({ businessId, data })).data,
      updateCategory: async (businessId: number, id: number, draft: CategoryDraft, updatedAt: string) =>
        (await dataProvider.updateCategory({ businessId, id, draft, updatedAt })).data,
      deleteCategory: (businessId: number, id: number) => dataProvider.deleteCategory({ businessId, id }),
      createItem: async (businessId: number, categoryId: number, locales: LocaleEntry[]) =>
        (await dataProvider.createItem({ businessId, categoryId, locales })).data,
      updateItem: async (businessId: number, id: number, draft: ItemDraft) =>
        (await dataProvider.updateItem({ businessId, id, draft })).data,
      deleteItem: (businessId: number, id: number) => dataProvider.deleteItem({ businessId, id }),
      /** Saves the order of a category's items; items from another category move into it (their category_id). */
      sortItems: (businessId: number, categoryId: number, sortedIds: number[]) =>
        dataProvider.sortItems({ businessId, categoryId, sortedIds }),
      /** Saves the order of a category's subcategories under their parent. */
      sortCategories: (businessId: number, parentId: number | null, sortedIds: number[]) =>
        dataProvider.sortCategories({ businessId, parentId, sortedIds }),
      /** Attaches uploaded files (by id) or a YouTube link to an item. */
      attachMedia: (itemId: number, media: { ids: number[] } | { type: "youtube"; src: string }) =>
        dataProvider.attachItemMedia({ itemId, media }),
      deleteMedia: (id: number) => dataProvider.deleteMedia({ id }),
      sortMedia: (businessId: number, itemId: number, sortedIds: number[]) =>
        dataProvider.sortItemMedia({ businessId, itemId, sortedIds }),
      loadItem: async (businessId: number, id: number) =>
        (await dataProvider.getItem({ businessId, id })).data,
      syncHolidayPrices: (businessId: number, itemId: number, holidays: HolidayPrice[]) =>
        dataProvider.syncHolidayPrices({ businessId, itemId, holidays }),
      /** Uploads a file with its progress (0..100); answers the stored media. */
      uploadMedia: async (
        file: File,
        options: { businessId?: number; kind?: UploadKind; onProgress?: (percent: number) => void },
      ) => (await dataProvider.uploadMedia({ file, ...options })).data,
      /** Sends one smart-uploader file: the server makes it an item of the category (sub-folders subcategories). */
      sendSmartFile: async (
        { file, path }: SmartFile,
        target: { menuId: number; categoryId: number },
        onProgress: (percent: number) => void,
      ) => (await dataProvider.uploadMenuFile({ file, path, ...target, onProgress })).data,
    }),
    [dataProvider],
  );
}
