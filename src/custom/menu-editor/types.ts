import type { ChaletDetails } from "../../domain/chalet";
import type { LocalizedText } from "../../domain/localizedText";

// The shapes of GET menu/{menuId} (server/modules/menus/editor.ts), as the editor reads them.

export type { ChaletDetails };

export interface LocaleEntry extends LocalizedText {
  description?: string | null;
}

export interface PriceRow {
  id?: number;
  locales: LocaleEntry[];
  price: number;
}

export interface DiscountRow {
  id?: number;
  locales?: LocaleEntry[];
  amount: number;
  type: "value" | "percentage";
  from: string;
  to: string;
}

export interface EditorMedia {
  id: number;
  src: string;
  thumb_src?: string | null;
  type: string;
  slug?: string | null;
  sort?: number;
}

export interface EditorItem {
  id: number;
  business_id: number;
  category_id: number;
  locales: LocaleEntry[];
  sort: number;
  hide: boolean;
  disable_ordering: boolean;
  /** the owner's "sold out" (saved at once, apart from the item's edit: SoldOutSwitch) */
  sold_out?: boolean;
  prices: PriceRow[];
  addons: PriceRow[];
  discounts: DiscountRow[];
  media: EditorMedia[];
  holidays: { id: number; price: number }[];
  itemable: ChaletDetails | null;
  updated_at: string;
}

export interface EditorCategory {
  id: number;
  business_id: number;
  menu_id: number;
  parent_id: number | null;
  locales: LocaleEntry[];
  media_id: number | null;
  media: { id: number; src: string } | null;
  sort: number;
  items: EditorItem[];
  children_nested: EditorCategory[];
  updated_at: string;
}

export interface EditorMenu {
  id: number;
  business_id: number;
  type: string;
  locales: LocaleEntry[];
  categories: EditorCategory[];
}

/** Which side panel is open, for which item (SPEC §2: one at a time). */
export type PanelKind = "gallery" | "holidays" | "units";
export interface OpenPanel {
  kind: PanelKind;
  item: EditorItem;
}
