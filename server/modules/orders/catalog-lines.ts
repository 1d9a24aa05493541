import type { Kysely, Transaction } from "kysely";
import type { DB } from "../../db/schema/index";
import { parseLocales, type LocaleText } from "../../db/locales";
import { holidayPricesOn } from "../../shared/holidays";
import { businessTime } from "../config/business-config";
import { toFils } from "../../../src/domain/money";
import type { LineDiscount } from "../../../src/domain/orders";
import { localDateOf } from "../../../src/domain/zoned-time";

// What the catalog says of each line of an order, read once for all its lines: the item, the chosen price row and
// the unit price it costs now (today's holiday price for the default row), the addons, the discount in effect. Staff
// orders (createOrder) and the public order's checks of the customer's figures both price from here, so the price a
// customer is shown, checked and charged is one reading.

type Db = Kysely<DB> | Transaction<DB>;

export interface CatalogPrice {
  id: number;
  item_id: number;
  locales: string;
  amount: number;
}

export interface CatalogAddon {
  id: number;
  item_id: number;
  locales: LocaleText[];
  amount: number;
}

export interface CatalogLine {
  item: { id: number; locales: string; hide: number; disable_ordering: number; sold_out: number };
  /** The item's price rows in their order; the first is its default. */
  prices: CatalogPrice[];
  /** The row the line chose (its default when it names none); absent when it names another item's row. */
  price?: CatalogPrice;
  /** What one unit costs now, in fils: the row's amount, or today's holiday price for the default row. */
  unitPrice: number;
  /** The line's addons (each once); an entry is absent when it is not an addon of the item. */
  addons: (CatalogAddon | undefined)[];
  discount: LineDiscount | null;
}

interface LineChoice {
  item_id: number;
  price_id?: number | null;
  addon_ids?: number[];
}

/** Each line as the business's catalog prices it now; undefined for an item that is not the business's. */
export async function catalogLines(
  trx: Db,
  businessId: number,
  lines: readonly LineChoice[],
): Promise<(CatalogLine | undefined)[]> {
  const itemIds = [...new Set(lines.map((l) => l.item_id))];
  const now = new Date();
  const { timeZone } = await businessTime(trx, businessId);
  const [items, prices, addons, discounts, holidayPrices] = await Promise.all([
    trx
      .selectFrom("items")
      .select(["id", "locales", "hide", "disable_ordering", "sold_out"])
      .where("business_id", "=", businessId)
      .where("id", "in", itemIds)
      .execute(),
    trx
      .selectFrom("prices")
      .select(["id", "item_id", "locales", "amount"])
      .where("item_id", "in", itemIds)
      .orderBy("sort")
      .orderBy("id")
      .execute(),
    trx
      .selectFrom("addons")
      .select(["id", "item_id", "locales", "amount"])
      .where("item_id", "in", itemIds)
      .execute(),
    trx
      .selectFrom("discounts")
      .select(["item_id", "type", "amount"])
      .where("item_id", "in", itemIds)
      .where("business_id", "=", businessId)
      .where("from", "<=", now.toISOString())
      .where("to", ">=", now.toISOString())
      .execute(),
    holidayPricesOn(trx, businessId, itemIds, localDateOf(now, timeZone)),
  ]);
  return lines.map((line) => {
    const item = items.find((it) => it.id === line.item_id);
    if (!item) return undefined;
    const itemPrices = prices.filter((p) => p.item_id === item.id);
    const price = line.price_id ? itemPrices.find((p) => p.id === line.price_id) : itemPrices[0];
    // On a holiday the item's holiday price replaces its default (first) price, as the public menu shows it; the
    // other price rows (sizes) keep theirs (docs/decisions.md).
    const holidayPrice = price && price === itemPrices[0] ? holidayPrices.get(item.id) : undefined;
    const discount = discounts.find((d) => d.item_id === item.id);
    return {
      item: {
        ...item,
        hide: Number(item.hide),
        disable_ordering: Number(item.disable_ordering),
        sold_out: Number(item.sold_out),
      },
      prices: itemPrices,
      price,
      unitPrice: holidayPrice ?? price?.amount ?? 0,
      addons: [...new Set(line.addon_ids ?? [])].map((id) => {
        const addon = addons.find((a) => a.id === id && a.item_id === item.id);
        return addon && { ...addon, locales: parseLocales(addon.locales) };
      }),
      discount: discount ? ({ type: discount.type, amount: discount.amount } as LineDiscount) : null,
    };
  });
}

/** The business's GeneralDiscount (percent, 0–100) and ExtraCharge (an amount) settings, as fixed point. */
export async function orderSettings(db: Db, businessId: number) {
  const rows = await db
    .selectFrom("settings")
    .select(["key", "data"])
    .where("scope", "=", "business")
    .where("scope_id", "=", businessId)
    .where("key", "in", ["GeneralDiscount", "ExtraCharge"])
    .execute();
  const value = (key: string) => {
    const data = rows.find((r) => r.key === key)?.data;
    try {
      const n = Number(data === undefined ? 0 : JSON.parse(data));
      return Number.isFinite(n) && n > 0 ? n : 0;
    } catch {
      return 0;
    }
  };
  // Percent × 1000 and fils share the 3-decimal fixed point of money.
  return {
    generalDiscountPercent: toFils(value("GeneralDiscount")),
    extraCharge: toFils(value("ExtraCharge")),
  };
}

export type OrderSettings = Awaited<ReturnType<typeof orderSettings>>;

/** What an order's lines cost now and the business's order-wide discount and charge: everything that prices it. */
export interface OrderPricing {
  catalog: (CatalogLine | undefined)[];
  settings: OrderSettings;
}

export async function readPricing(
  db: Db,
  businessId: number,
  lines: readonly LineChoice[],
  /** The business's order settings when the caller has them already (the public order keeps them per branch). */
  known?: OrderPricing["settings"],
): Promise<OrderPricing> {
  const [catalog, settings] = await Promise.all([
    catalogLines(db, businessId, lines),
    known ?? orderSettings(db, businessId),
  ]);
  return { catalog, settings };
}
