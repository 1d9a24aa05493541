import { MAX_PER_PAGE } from "../../domain/constants";
// Types only: the editor's rules stay in its own chunk, out of the entry every page loads.
import type { CategoryDraft, ItemDraft } from "../../custom/menu-editor/rules";
import type {
  EditorCategory,
  EditorItem,
  EditorMedia,
  EditorMenu,
  LocaleEntry,
} from "../../custom/menu-editor/types";
import { apiJson, apiPost } from "../httpClient";
import { editorMenuPath, itemsPath, scopedPath, withQuery } from "../apiPaths";

// The calls of the menu editor (SPEC §7), against server/modules/{menus,categories,items,media,holidays}.

export interface HolidayRecord {
  id: number;
  locales?: LocaleEntry[];
  name?: string;
  from: string;
  to: string;
}

/** A holiday's price of one item, with the holiday's own fields when the row creates or renames it. */
export interface HolidayPrice {
  holidayId: number;
  price: number;
  name?: string | null;
  from?: string;
  to?: string;
}

/** The payload of POST business/{businessId}/items/{id}. */
function itemPayload(draft: ItemDraft) {
  const chalet = draft.itemable;
  return {
    locales: draft.locales,
    hide: !!draft.hide,
    disable_ordering: !!draft.disable_ordering,
    prices: draft.prices.map((p) => ({ ...p, price: Number(p.price) || 0 })),
    addons: draft.addons.map((p) => ({ ...p, price: Number(p.price) || 0 })),
    discounts: draft.discounts.map((d) => ({ ...d, amount: Number(d.amount) || 0 })),
    ...(chalet
      ? {
          itemable: {
            units: Number(chalet.units),
            unit_names: chalet.unit_names,
            bedrooms: Number(chalet.bedrooms),
            frontage: chalet.frontage ?? "",
            address: chalet.address,
            insurance: Number(chalet.insurance) || 0,
            owner_id: chalet.owner_id ?? null,
            maps_link: chalet.maps_link ?? "",
          },
        }
      : {}),
    updated_at: draft.updated_at,
  };
}

type Done = Promise<{ data: null }>;
const done = async (call: Promise<unknown>): Done => {
  await call;
  return { data: null };
};
const categoriesPath = (businessId: number) => scopedPath("categories", businessId);

export const menuEditorMethods = {
  /** The whole menu: categories, subcategories and their items. */
  getEditorMenu: ({ menuId, signal }: { menuId: number; signal?: AbortSignal }) =>
    apiJson<{ data: EditorMenu }>(editorMenuPath(menuId), { signal }),

  createCategory: ({
    businessId,
    data,
  }: {
    businessId: number;
    data: { locales: LocaleEntry[]; menu_id: number; parent_id?: number | null; media_id?: number | null };
  }) => apiPost<{ data: EditorCategory }>(categoriesPath(businessId), data),

  updateCategory: ({
    businessId,
    id,
    draft,
    updatedAt,
  }: {
    businessId: number;
    id: number;
    draft: CategoryDraft;
    updatedAt: string;
  }) =>
    apiPost<{ data: EditorCategory }>(`${categoriesPath(businessId)}/${id}`, {
      locales: draft.locales,
      media_id: draft.media_id,
      updated_at: updatedAt,
    }),

  deleteCategory: ({ businessId, id }: { businessId: number; id: number }): Done =>
    done(apiPost(`${categoriesPath(businessId)}/${id}/delete`)),

  /** Saves the order of a category's subcategories under their parent. */
  sortCategories: ({
    businessId,
    parentId,
    sortedIds,
  }: {
    businessId: number;
    parentId: number | null;
    sortedIds: number[];
  }): Done => done(apiPost(`${categoriesPath(businessId)}/sort`, { sortedIds, parent_id: parentId })),

  getItem: ({ businessId, id, signal }: { businessId: number; id: number; signal?: AbortSignal }) =>
    apiJson<{ data: EditorItem }>(`${itemsPath(businessId)}/${id}`, { signal }),

  createItem: ({
    businessId,
    categoryId,
    locales,
  }: {
    businessId: number;
    categoryId: number;
    locales: LocaleEntry[];
  }) => apiPost<{ data: EditorItem }>(itemsPath(businessId), { locales, category_id: categoryId }),

  updateItem: ({ businessId, id, draft }: { businessId: number; id: number; draft: ItemDraft }) =>
    apiPost<{ data: EditorItem }>(`${itemsPath(businessId)}/${id}`, itemPayload(draft)),

  deleteItem: ({ businessId, id }: { businessId: number; id: number }): Done =>
    done(apiPost(`${itemsPath(businessId)}/${id}/delete`)),

  /** Saves the order of a category's items; items from another category move into it (their category_id). */
  sortItems: ({
    businessId,
    categoryId,
    sortedIds,
  }: {
    businessId: number;
    categoryId: number;
    sortedIds: number[];
  }): Done => done(apiPost(`${itemsPath(businessId)}/sort`, { businessId, sortedIds, categoryId })),

  /** Attaches uploaded files (by id) or a YouTube link to an item. */
  attachItemMedia: ({
    itemId,
    media,
  }: {
    itemId: number;
    media: { ids: number[] } | { type: "youtube"; src: string };
  }) =>
    apiPost<{ data: EditorMedia[] | EditorMedia }>("media", {
      ...media,
      mediable_type: "Item",
      mediable_id: itemId,
    }),

  deleteMedia: ({ id }: { id: number }): Done => done(apiPost(`media/${id}/delete`)),

  sortItemMedia: ({
    businessId,
    itemId,
    sortedIds,
  }: {
    businessId: number;
    itemId: number;
    sortedIds: number[];
  }): Done => done(apiPost(`${itemsPath(businessId)}/${itemId}/media/sort`, { sortedIds })),

  /** Every holiday of the business (their dates give an item's holiday prices). */
  getHolidays: ({ businessId, signal }: { businessId: number; signal?: AbortSignal }) =>
    apiJson<{ data: HolidayRecord[] }>(
      withQuery(scopedPath("holidays", businessId), { per_page: MAX_PER_PAGE }),
      {
        signal,
      },
    ),

  syncHolidayPrices: ({
    businessId,
    itemId,
    holidays,
  }: {
    businessId: number;
    itemId: number;
    holidays: HolidayPrice[];
  }): Done => done(apiPost(`${itemsPath(businessId)}/${itemId}/holidays/sync`, { holidays })),
};
