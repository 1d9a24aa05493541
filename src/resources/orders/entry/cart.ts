import { foldForSearch } from "../../../domain/searchText";
import { localizedName } from "../../../domain/localizedText";
import { fromFils, toFils } from "../../../domain/money";
import { orderTotals, type LineInput, type OrderTotals } from "../../../domain/orders";
import type { EntryItem, OrderEntryData, StaffOrderLine } from "../../../dataProvider/methods/orderEntry";

// The order screen's cart: what each line costs and the order's totals, by the same rules the server prices with
// (src/domain/orders.ts): the chosen price (today's holiday price for the default one), the addons, the item's
// discount, then the business's order-wide discount and charge. The server computes them again on submit; these
// are what the waiter sees before sending.

export interface CartLine {
  /** a key of the cart, not an API id */
  key: number;
  item: EntryItem;
  priceId: number;
  addonIds: number[];
  quantity: number;
  note: string;
}

/** What one unit of a line costs before discounts, in fils: the price (or holiday price) and the addons. */
export function unitPriceOf(item: EntryItem, priceId: number): number {
  const index = item.prices.findIndex((price) => price.id === priceId);
  const price = item.prices[index] ?? item.prices[0];
  if (index <= 0 && item.holiday_price !== null) return toFils(item.holiday_price);
  return toFils(price?.price ?? 0);
}

export function lineInputOf(line: CartLine): LineInput {
  const { discount } = line.item;
  return {
    unitPrice: unitPriceOf(line.item, line.priceId),
    quantity: line.quantity,
    addons: line.item.addons.filter((addon) => line.addonIds.includes(addon.id)).map((a) => toFils(a.price)),
    discount: discount
      ? { type: discount.type === "percentage" ? "percentage" : "value", amount: toFils(discount.amount) }
      : null,
  };
}

/** The cart's totals in fils. */
export const cartTotals = (lines: readonly CartLine[], entry: OrderEntryData): OrderTotals =>
  orderTotals(lines.map(lineInputOf), {
    generalDiscountPercent: toFils(entry.general_discount_percent),
    extraCharge: toFils(entry.extra_charge),
  });

/** The API's decimal amount of fils. */
export const amountOf = fromFils;

export const lineBodyOf = (line: CartLine): StaffOrderLine => ({
  item_id: line.item.id,
  quantity: line.quantity,
  price_id: line.priceId,
  addon_ids: line.addonIds,
  ...(line.note.trim() ? { note: line.note.trim() } : {}),
});

/** An item the picker can find: its names in both languages folded once, and whether it can be ordered. */
export interface PickerItem {
  item: EntryItem;
  folded: string;
  orderable: boolean;
}

export function pickerItems(entry: OrderEntryData): PickerItem[] {
  return entry.categories.flatMap((category) =>
    category.items.map((item) => ({
      item,
      folded: foldForSearch(item.locales.map((l) => l.name ?? "").join(" ")),
      orderable: !item.sold_out && !item.disable_ordering && item.prices.length > 0,
    })),
  );
}

/** Whether a tap can add the item at once: one price and no addons to choose. */
export const addsAtOnce = (item: EntryItem) => item.prices.length <= 1 && item.addons.length === 0;

export const nameIn = (item: { locales: EntryItem["locales"] }, locale: string) =>
  localizedName(item.locales, locale, "");
