import { MAX_PER_PAGE } from "../../domain/constants";
import { apiJson, apiPost } from "../../dataProvider/httpClient";
import { itemPayload, type CategoryDraft, type ItemDraft } from "./rules";
import type { EditorCategory, EditorItem, EditorMedia, EditorMenu, LocaleEntry } from "./types";

// The calls of the menu editor (SPEC §7), against server/modules/{menus,categories,items,media,holidays}.

export const loadMenu = (menuId: number) => apiJson<{ data: EditorMenu }>(`menu/${menuId}`).then((a) => a.data);

export const createCategory = (
  businessId: number,
  body: { locales: LocaleEntry[]; menu_id: number; parent_id?: number | null; media_id?: number | null },
) => apiPost<{ data: EditorCategory }>(`business/${businessId}/categories`, body).then((a) => a.data);

export const updateCategory = (businessId: number, id: number, draft: CategoryDraft, updatedAt: string) =>
  apiPost<{ data: EditorCategory }>(`business/${businessId}/categories/${id}`, {
    locales: draft.locales,
    media_id: draft.media_id,
    updated_at: updatedAt,
  }).then((a) => a.data);

export const deleteCategory = (businessId: number, id: number) =>
  apiPost(`business/${businessId}/categories/${id}/delete`);

export const createItem = (businessId: number, categoryId: number, locales: LocaleEntry[]) =>
  apiPost<{ data: EditorItem }>(`business/${businessId}/items`, { locales, category_id: categoryId }).then(
    (a) => a.data,
  );

export const updateItem = (businessId: number, id: number, draft: ItemDraft) =>
  apiPost<{ data: EditorItem }>(`business/${businessId}/items/${id}`, itemPayload(draft)).then((a) => a.data);

export const deleteItem = (businessId: number, id: number) => apiPost(`business/${businessId}/items/${id}/delete`);

/** Saves the order of a category's items; items from another category move into it (their category_id). */
export const sortItems = (businessId: number, categoryId: number, sortedIds: number[]) =>
  apiPost(`business/${businessId}/items/sort`, { businessId, sortedIds, categoryId });

/** Saves the order of a category's subcategories under their parent. */
export const sortCategories = (businessId: number, parentId: number | null, sortedIds: number[]) =>
  apiPost(`business/${businessId}/categories/sort`, { sortedIds, parent_id: parentId });

/** Attaches uploaded files (by id) or a YouTube link to an item. */
export const attachMedia = (itemId: number, media: { ids: number[] } | { type: "youtube"; src: string }) =>
  apiPost<{ data: EditorMedia[] | EditorMedia }>("media", { ...media, mediable_type: "Item", mediable_id: itemId });

export const deleteMedia = (id: number) => apiPost(`media/${id}/delete`);

export const sortMedia = (businessId: number, itemId: number, sortedIds: number[]) =>
  apiPost(`business/${businessId}/items/${itemId}/media/sort`, { sortedIds });

export const loadItem = (businessId: number, id: number) =>
  apiJson<{ data: EditorItem }>(`business/${businessId}/items/${id}`).then((a) => a.data);

export interface HolidayRecord {
  id: number;
  locales?: LocaleEntry[];
  name?: string;
  from: string;
  to: string;
}

export const loadHolidays = (businessId: number) =>
  apiJson<{ data: HolidayRecord[] }>(`business/${businessId}/holidays?per_page=${MAX_PER_PAGE}`).then((a) => a.data);

export const syncHolidayPrices = (
  businessId: number,
  itemId: number,
  holidays: { holidayId: number; price: number; name?: string | null; from?: string; to?: string }[],
) => apiPost(`business/${businessId}/items/${itemId}/holidays/sync`, { holidays });
