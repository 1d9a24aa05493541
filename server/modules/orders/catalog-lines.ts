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

export interface LineChoice {
  item_id: number;
  price_id?: number | null;
  addon_ids?: number[];
}

/** What the catalog holds of one item now: all any line of it can be priced from. */
export interface CatalogItem {
  item: CatalogLine["item"];
  /** Its price rows in their order; the first is its default. */
  prices: CatalogPrice[];
  addons: CatalogAddon[];
  discount: LineDiscount | null;
  /** Today's holiday price of its default row, when today is a holiday that gives it one. */
  holidayPrice?: number;
}

/**
 * The business's items of these ids as its catalog prices them now (an id that is not the business's is absent),
 * read in one round of statements side by side. `timeZone` when the caller knows it (today is the business's).
 */
export async function catalogItems(
  db: Db,
  businessId: number,
  itemIds: readonly number[],
  timeZone?: string,
): Promise<Map<number, CatalogItem>> {
  const ids = [...new Set(itemIds)];
  const found = new Map<number, CatalogItem>();
  if (!ids.length) return found;
  const now = new Date();
  const zone = timeZone ?? (await businessTime(db, businessId)).timeZone;
  const [items, prices, addons, discounts, holidayPrices] = await Promise.all([
    db
      .selectFrom("items")
      .select(["id", "locales", "hide", "disable_ordering", "sold_out"])
      .where("business_id", "=", businessId)
      .where("id", "in", ids)
      .execute(),
    db
      .selectFrom("prices")
      .select(["id", "item_id", "locales", "amount"])
      .where("item_id", "in", ids)
      .orderBy("sort")
      .orderBy("id")
      .execute(),
    db
      .selectFrom("addons")
      .select(["id", "item_id", "locales", "amount"])
      .where("item_id", "in", ids)
      .execute(),
    db
      .selectFrom("discounts")
      .select(["item_id", "type", "amount"])
      .where("item_id", "in", ids)
      .where("business_id", "=", businessId)
      .where("from", "<=", now.toISOString())
      .where("to", ">=", now.toISOString())
      .execute(),
    holidayPricesOn(db, businessId, ids, localDateOf(now, zone)),
  ]);
  for (const item of items) {
    const discount = discounts.find((d) => d.item_id === item.id);
    found.set(item.id, {
      item: {
        ...item,
        hide: Number(item.hide),
        disable_ordering: Number(item.disable_ordering),
        sold_out: Number(item.sold_out),
      },
      prices: prices.filter((p) => p.item_id === item.id),
      addons: addons
        .filter((a) => a.item_id === item.id)
        .map((a) => ({ ...a, locales: parseLocales(a.locales) })),
      discount: discount ? ({ type: discount.type, amount: discount.amount } as LineDiscount) : null,
      holidayPrice: holidayPrices.get(item.id),
    });
  }
  return found;
}

/** A line as the catalog prices it; undefined for an item that is not the business's. */
export function catalogLine(
  items: ReadonlyMap<number, CatalogItem>,
  line: LineChoice,
): CatalogLine | undefined {
  const known = items.get(line.item_id);
  if (!known) return undefined;
  const { item, prices } = known;
  const price = line.price_id ? prices.find((p) => p.id === line.price_id) : prices[0];
  // On a holiday the item's holiday price replaces its default (first) price, as the public menu shows it; the
  // other price rows (sizes) keep theirs (docs/decisions.md).
  const holidayPrice = price && price === prices[0] ? known.holidayPrice : undefined;
  return {
    item,
    prices,
    price,
    unitPrice: holidayPrice ?? price?.amount ?? 0,
    addons: [...new Set(line.addon_ids ?? [])].map((id) => known.addons.find((a) => a.id === id)),
    discount: known.discount,
  };
}

/** Each line as the business's catalog prices it now; undefined for an item that is not the business's. */
export async function catalogLines(
  trx: Db,
  businessId: number,
  lines: readonly LineChoice[],
): Promise<(CatalogLine | undefined)[]> {
  const items = await catalogItems(
    trx,
    businessId,
    lines.map((l) => l.item_id),
  );
  return lines.map((line) => catalogLine(items, line));
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
