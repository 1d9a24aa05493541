import { sql, type Kysely } from "kysely";
import type { DB } from "../../db/schema/index";
import { parseLocales } from "../../db/locales";
import { holidaysOn } from "../../shared/holidays";
import { businessTime } from "../config/business-config";
import type { EditorCategory } from "../menus/editor";
import { loadMenuEditor } from "../menus/editor";
import { menuOfBusiness } from "../public/menu";
import type { ItemOutput } from "../items/repository";
import { orderSettings } from "./catalog-lines";
import { fromFils } from "../../../src/domain/money";
import { OPEN_ORDER_STATUSES, REVENUE_ORDER_STATUSES } from "../../../src/domain/orders";
import { ORDER_ENTRY_POPULAR_DAYS, ORDER_ENTRY_POPULAR_MAX } from "../../../src/domain/constants";
import { localDateOf } from "../../../src/domain/zoned-time";

// What the staff's order screen needs in one read (issue 48): the menu as customers see it now (visible items, the
// discount and holiday price in effect, so the screen shows the totals the server will compute), the business's
// order-wide discount and charge, the branch's tables floor by floor with the open order of each, and the branch's
// best sellers of the last days for the picker's first tab.

type Db = Kysely<DB>;

function entryItem(item: ItemOutput, now: string, holidays: Set<number>) {
  const discount = item.discounts.find((d) => d.from <= now && d.to >= now);
  const holiday = item.holidays.find((h) => holidays.has(h.id));
  return {
    id: item.id,
    category_id: item.category_id,
    locales: item.locales,
    sold_out: item.sold_out,
    disable_ordering: item.disable_ordering,
    prices: item.prices.map((p) => ({ id: p.id, locales: p.locales, price: p.price })),
    addons: item.addons.map((a) => ({ id: a.id, locales: a.locales, price: a.price })),
    discount: discount ? { type: discount.type, amount: discount.amount } : null,
    holiday_price: holiday ? holiday.price : null,
  };
}

/** Every category with visible items, parents before their children, each with its items in order. */
function flatCategories(categories: EditorCategory[], now: string, holidays: Set<number>) {
  const out: { id: number; locales: EditorCategory["locales"]; items: ReturnType<typeof entryItem>[] }[] = [];
  const visit = (category: EditorCategory) => {
    const items = category.items.filter((item) => !item.hide).map((item) => entryItem(item, now, holidays));
    if (items.length) out.push({ id: category.id, locales: category.locales, items });
    category.children_nested.forEach(visit);
  };
  categories.forEach(visit);
  return out;
}

async function branchTables(db: Db, branchId: number) {
  const [floors, tables, open] = await Promise.all([
    db
      .selectFrom("floors")
      .select(["id", "locales"])
      .where("branch_id", "=", branchId)
      .orderBy("id")
      .execute(),
    db
      .selectFrom("tables")
      .select(["id", "floor_id", "locales"])
      .where("branch_id", "=", branchId)
      .orderBy("id")
      .execute(),
    db
      .selectFrom("orders")
      .select(["id", "number", "table_id", "status", "updated_at"])
      .where("branch_id", "=", branchId)
      .where("table_id", "is not", null)
      .where("status", "in", [...OPEN_ORDER_STATUSES])
      .orderBy("id", "desc")
      .execute(),
  ]);
  return floors.map((floor) => ({
    id: floor.id,
    locales: parseLocales(floor.locales),
    tables: tables
      .filter((table) => table.floor_id === floor.id)
      .map((table) => {
        // A table has one open order at a time in practice; the newest is the one more items go to.
        const order = open.find((o) => o.table_id === table.id);
        return {
          id: table.id,
          locales: parseLocales(table.locales),
          open_order: order ? { id: order.id, number: order.number, status: order.status } : null,
        };
      }),
  }));
}

/** The branch's most ordered items of the last ORDER_ENTRY_POPULAR_DAYS days, read from the kept figures. */
async function popularItems(db: Db, branchId: number, now: Date): Promise<number[]> {
  const since = new Date(now.getTime() - ORDER_ENTRY_POPULAR_DAYS * 86_400_000).toISOString().slice(0, 10);
  const rows = await db
    .selectFrom("item_stats")
    .select(["item_id", sql<number>`sum(quantity)`.as("quantity")])
    .where("branch_id", "=", branchId)
    .where("grain", "=", "day")
    .where("status", "in", [...REVENUE_ORDER_STATUSES])
    .where("bucket", ">=", since)
    .groupBy("item_id")
    .orderBy(sql`sum(quantity)`, "desc")
    .orderBy("item_id")
    .limit(ORDER_ENTRY_POPULAR_MAX)
    .execute();
  return rows.map((row) => Number(row.item_id));
}

export async function orderEntry(db: Db, businessId: number, branchId: number) {
  const now = new Date();
  const nowIso = now.toISOString();
  const { timeZone } = await businessTime(db, businessId);
  // A business with no menu yet has nothing to pick from, not a missing page.
  const menuId = await menuOfBusiness(db, businessId).catch(() => undefined);
  const [menu, holidays, settings, floors, popular, business] = await Promise.all([
    menuId ? loadMenuEditor(db, menuId) : undefined,
    holidaysOn(db, businessId, localDateOf(now, timeZone)).then((ids) => new Set(ids)),
    orderSettings(db, businessId),
    branchTables(db, branchId),
    popularItems(db, branchId, now),
    db.selectFrom("businesses").select("currency").where("id", "=", businessId).executeTakeFirstOrThrow(),
  ]);
  return {
    currency: business.currency,
    categories: flatCategories(menu?.categories ?? [], nowIso, holidays),
    general_discount_percent: fromFils(settings.generalDiscountPercent),
    extra_charge: fromFils(settings.extraCharge),
    floors,
    popular,
  };
}
