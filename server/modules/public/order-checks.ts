import type { FieldErrors } from "../../errors";
import type { OrderPricing } from "../orders/catalog-lines";
import { formatMoney, toFils } from "../../../src/domain/money";
import { orderTotals, type LineInput } from "../../../src/domain/orders";
import type { Locale } from "../../../src/domain/constants";
import type { PublicOrderInput } from "./schemas";

// What a public order must pass beyond a staff one: customers see only the visible menu, so a hidden, sold-out or
// disabled item, or another business's, is refused per line; and every price the customer saw is checked against
// the one the server computes (the same rules as createOrder: src/domain/orders.ts), so a tampered or stale cart is
// refused with the current price rather than silently charged another.

export function checkPublicLines(
  { catalog, settings }: OrderPricing,
  place: { currency: string },
  body: PublicOrderInput,
  locale: Locale,
): FieldErrors {
  const errors: FieldErrors = {};
  const priced: LineInput[] = [];
  body.lines.forEach((line, i) => {
    const known = catalog[i];
    // Another business's item and a hidden one answer alike: neither is on this menu.
    if (!known || known.item.hide) return void (errors[`lines.${i}.item_id`] = "public.itemNotOnMenu");
    if (known.item.sold_out) return void (errors[`lines.${i}.item_id`] = "public.itemSoldOut");
    if (known.item.disable_ordering)
      return void (errors[`lines.${i}.item_id`] = "orders.itemOrderingDisabled");
    // createOrder names what is wrong with a price row or addon; only the customer's own figures are checked here.
    if (!known.price || known.addons.some((a) => !a)) return;
    if (line.price !== undefined && toFils(line.price) !== known.unitPrice)
      errors[`lines.${i}.price`] = {
        key: "public.priceChanged",
        params: { price: formatMoney(known.unitPrice, place.currency, locale) },
      };
    priced.push({
      unitPrice: known.unitPrice,
      quantity: line.quantity,
      addons: known.addons.map((a) => a!.amount),
      discount: known.discount,
    });
  });
  if (body.total !== undefined && !Object.keys(errors).length && priced.length === body.lines.length) {
    const totals = orderTotals(priced, settings);
    if (toFils(body.total) !== totals.total)
      errors.total = {
        key: "public.totalChanged",
        params: { total: formatMoney(totals.total, place.currency, locale) },
      };
  }
  return errors;
}
