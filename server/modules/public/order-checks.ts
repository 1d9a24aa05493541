import type { Transaction } from "kysely";
import type { DB } from "../../db/schema/index";
import type { FieldErrors } from "../../errors";
import { orderSettings } from "../orders/service";
import { formatMoney, toFils } from "../../../src/domain/money";
import { orderTotals, type LineInput } from "../../../src/domain/orders";
import type { Locale } from "../../../src/domain/constants";
import type { PublicOrderInput } from "./schemas";

// What a public order must pass beyond a staff one: customers see only the visible menu, so a hidden, sold-out or
// disabled item, or another business's, is refused per line; and every price the customer saw is checked against
// the one the server computes (the same rules as createOrder: src/domain/orders.ts), so a tampered or stale cart is
// refused with the current price rather than silently charged another.

export async function checkPublicLines(
  trx: Transaction<DB>,
  place: { businessId: number; currency: string },
  body: PublicOrderInput,
  locale: Locale,
): Promise<FieldErrors> {
  const itemIds = [...new Set(body.lines.map((l) => l.item_id))];
  const now = new Date().toISOString();
  const [items, prices, addons, discounts] = await Promise.all([
    trx
      .selectFrom("items")
      .select(["id", "hide", "disable_ordering", "sold_out"])
      .where("business_id", "=", place.businessId)
      .where("id", "in", itemIds)
      .execute(),
    trx
      .selectFrom("prices")
      .select(["id", "item_id", "amount"])
      .where("item_id", "in", itemIds)
      .orderBy("sort")
      .orderBy("id")
      .execute(),
    trx.selectFrom("addons").select(["id", "item_id", "amount"]).where("item_id", "in", itemIds).execute(),
    trx
      .selectFrom("discounts")
      .select(["item_id", "type", "amount"])
      .where("item_id", "in", itemIds)
      .where("business_id", "=", place.businessId)
      .where("from", "<=", now)
      .where("to", ">=", now)
      .execute(),
  ]);
  const errors: FieldErrors = {};
  const priced: LineInput[] = [];
  body.lines.forEach((line, i) => {
    const item = items.find((it) => it.id === line.item_id);
    // Another business's item and a hidden one answer alike: neither is on this menu.
    if (!item || Number(item.hide)) return void (errors[`lines.${i}.item_id`] = "public.itemNotOnMenu");
    if (Number(item.sold_out)) return void (errors[`lines.${i}.item_id`] = "public.itemSoldOut");
    if (Number(item.disable_ordering))
      return void (errors[`lines.${i}.item_id`] = "orders.itemOrderingDisabled");
    const itemPrices = prices.filter((p) => p.item_id === item.id);
    const price = line.price_id ? itemPrices.find((p) => p.id === line.price_id) : itemPrices[0];
    // createOrder names what is wrong with a price row or addon; only the customer's own figures are checked here.
    if (!price) return;
    const addonRows = (line.addon_ids ?? []).map((id) =>
      addons.find((a) => a.id === id && a.item_id === item.id),
    );
    if (addonRows.some((a) => !a)) return;
    if (line.price !== undefined && toFils(line.price) !== price.amount)
      errors[`lines.${i}.price`] = {
        key: "public.priceChanged",
        params: { price: formatMoney(price.amount, place.currency, locale) },
      };
    const discount = discounts.find((d) => d.item_id === item.id);
    priced.push({
      unitPrice: price.amount,
      quantity: line.quantity,
      addons: [...new Set(line.addon_ids ?? [])].map((id) => addons.find((a) => a.id === id)!.amount),
      discount: discount ? { type: discount.type, amount: discount.amount } : null,
    });
  });
  if (body.total !== undefined && !Object.keys(errors).length && priced.length === body.lines.length) {
    const totals = orderTotals(priced, await orderSettings(trx, place.businessId));
    if (toFils(body.total) !== totals.total)
      errors.total = {
        key: "public.totalChanged",
        params: { total: formatMoney(totals.total, place.currency, locale) },
      };
  }
  return errors;
}
