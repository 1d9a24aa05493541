import { ORDER_PICKER_SHOWN_MAX } from "../../../domain/constants";
import { foldForSearch, matchesFolded } from "../../../domain/searchText";
import type { PickerItem } from "./cart";

// What the picker shows: a search looks through the whole menu (any tab), Arabic spelled any way; without one, the
// chosen category, or on the first tab the items this device ordered last and the branch's best sellers. At most
// ORDER_PICKER_SHOWN_MAX are drawn, so typing in a 2,000-item menu never draws 2,000 buttons.

/** The first tab's id: recent and popular items. */
export const TOP_TAB = "top";

export interface PickerView {
  shown: PickerItem[];
  /** more items match than are drawn */
  more: boolean;
}

export function filterPicker(
  items: readonly PickerItem[],
  options: { query: string; tab: number | typeof TOP_TAB; topIds: readonly number[] },
): PickerView {
  const query = foldForSearch(options.query);
  const shown: PickerItem[] = [];
  if (query) {
    for (const entry of items) {
      if (!matchesFolded(entry.folded, query)) continue;
      if (shown.length === ORDER_PICKER_SHOWN_MAX) return { shown, more: true };
      shown.push(entry);
    }
    return { shown, more: false };
  }
  if (options.tab === TOP_TAB) {
    const byId = new Map(items.map((entry) => [entry.item.id, entry]));
    const top = [...new Set(options.topIds)].flatMap((id) => byId.get(id) ?? []);
    return { shown: top.slice(0, ORDER_PICKER_SHOWN_MAX), more: top.length > ORDER_PICKER_SHOWN_MAX };
  }
  const inTab = items.filter((entry) => entry.item.category_id === options.tab);
  return { shown: inTab.slice(0, ORDER_PICKER_SHOWN_MAX), more: inTab.length > ORDER_PICKER_SHOWN_MAX };
}
