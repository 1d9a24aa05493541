import type { Transaction } from "kysely";
import { toFils } from "../../../src/domain/money";
import type { DB } from "../schema/index";
import { nowIso } from "../dialect";
import { localesColumns } from "../locales";
import type { DemoIds } from "./foundation";
import { CAFE_MENU } from "./catalog-cafe-menu";
import { CHALET_AREAS, CHALETS, EID_AL_ADHA, EID_AL_FITR } from "./catalog-chalets";
import { RESTAURANT_BREAKFAST_MENU, RESTAURANT_MAIN_MENU } from "./catalog-restaurant-menus";
import type { DemoCategory, Text } from "./catalog-shape";

export interface CatalogIds {
  restaurantItemIds: number[];
  chaletItemIds: number[];
  holidayIds: number[];
}

const DAY_MS = 86_400_000;
const text = ([en, ar]: Text, description?: Text) =>
  localesColumns([
    { locale: "en", name: en, description: description?.[0] },
    { locale: "ar", name: ar, description: description?.[1] },
  ]);
const names = (name: Text | undefined) => (name ? text(name).locales : "[]");

/** A new row's creation and update times: the same instant. */
const created = () => {
  const now = nowIso();
  return { created_at: now, updated_at: now };
};

/** An item's named amounts (its prices, its addons) as rows of their table, in the order given. */
const amountRows = (itemId: number, amounts: { name?: Text; price: number }[]) =>
  amounts.map((a, sort) => ({ item_id: itemId, locales: names(a.name), amount: toFils(a.price), sort }));

async function insertCategory(
  trx: Transaction<DB>,
  businessId: number,
  menuId: number,
  parentId: number | null,
  sort: number,
  category: { name: Text; description?: Text },
): Promise<number> {
  const row = await trx
    .insertInto("categories")
    .values({
      business_id: businessId,
      menu_id: menuId,
      parent_id: parentId,
      ...text(category.name, category.description),
      sort,
      ...created(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

async function insertItem(
  trx: Transaction<DB>,
  businessId: number,
  categoryId: number,
  sort: number,
  item: { name: Text; description: Text },
): Promise<number> {
  const row = await trx
    .insertInto("items")
    .values({
      business_id: businessId,
      category_id: categoryId,
      ...text(item.name, item.description),
      sort,
      ...created(),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A menu tree: categories in order, subcategories below them, items with prices, addons and discounts. */
async function seedMenu(
  trx: Transaction<DB>,
  now: number,
  businessId: number,
  menuId: number,
  tree: DemoCategory[],
  parentId: number | null = null,
): Promise<number[]> {
  const itemIds: number[] = [];
  const today = Date.parse(new Date(now).toISOString().slice(0, 10));
  for (const [sort, category] of tree.entries()) {
    const categoryId = await insertCategory(trx, businessId, menuId, parentId, sort, category);
    const settings = Object.entries(category.settings ?? {});
    if (settings.length) {
      await trx
        .insertInto("settings")
        .values(
          settings.map(([key, value]) => ({
            scope: "category",
            scope_id: categoryId,
            key,
            data: JSON.stringify(value),
            updated_at: nowIso(),
          })),
        )
        .execute();
    }
    for (const [itemSort, item] of (category.items ?? []).entries()) {
      const itemId = await insertItem(trx, businessId, categoryId, itemSort, item);
      itemIds.push(itemId);
      await trx.insertInto("prices").values(amountRows(itemId, item.prices)).execute();
      if (item.addons?.length)
        await trx.insertInto("addons").values(amountRows(itemId, item.addons)).execute();
      if (item.discountPercent) {
        await trx
          .insertInto("discounts")
          .values({
            item_id: itemId,
            business_id: businessId,
            locales: names(["Opening offer", "عرض الافتتاح"]),
            amount: toFils(item.discountPercent),
            type: "percentage",
            from: new Date(today).toISOString(),
            to: new Date(today + 30 * DAY_MS).toISOString(),
          })
          .execute();
      }
    }
    itemIds.push(...(await seedMenu(trx, now, businessId, menuId, category.children ?? [], categoryId)));
  }
  return itemIds;
}

/** The next occurrence (today or later) among dates, as a holiday from 14:00 on the first day to 14:00 on the last. */
function upcoming(now: number, dates: string[], days: number): { from: string; to: string } {
  const today = new Date(now).toISOString().slice(0, 10);
  const first = dates.find((d) => d >= today) ?? dates[dates.length - 1];
  const start = Date.parse(`${first}T14:00:00.000Z`);
  return { from: new Date(start).toISOString(), to: new Date(start + (days - 1) * DAY_MS).toISOString() };
}

function nationalDay(at: number): { from: string; to: string } {
  const now = new Date(at);
  const year =
    now.getUTCMonth() > 1 || (now.getUTCMonth() === 1 && now.getUTCDate() > 26)
      ? now.getUTCFullYear() + 1
      : now.getUTCFullYear();
  return { from: `${year}-02-25T14:00:00.000Z`, to: `${year}-02-26T14:00:00.000Z` };
}

async function seedChalets(
  trx: Transaction<DB>,
  ids: DemoIds,
): Promise<{ itemIds: number[]; holidayIds: number[] }> {
  const { businessId, menuIds } = ids.chalet;
  const areaIds: number[] = [];
  for (const [sort, area] of CHALET_AREAS.entries())
    areaIds.push(await insertCategory(trx, businessId, menuIds[0], null, sort, { name: area }));
  const itemIds: number[] = [];
  for (const [index, chalet] of CHALETS.entries()) {
    const itemId = await insertItem(trx, businessId, areaIds[chalet.area], index, chalet);
    itemIds.push(itemId);
    await trx
      .insertInto("chalet_details")
      .values({
        item_id: itemId,
        units: chalet.unitNames.length,
        unit_names: JSON.stringify(chalet.unitNames),
        bedrooms: chalet.bedrooms,
        frontage: chalet.frontage,
        address_en: chalet.address[0],
        address_ar: chalet.address[1],
        insurance: toFils(chalet.insurance),
        latitude: chalet.location[0],
        longitude: chalet.location[1],
        owner_id: ids.users.owner,
      })
      .execute();
    const prices: { name: Text; price: number }[] = [
      { name: ["Weekdays", "أيام الأسبوع"], price: chalet.prices.weekdays },
      { name: ["Weekend", "نهاية الأسبوع"], price: chalet.prices.weekend },
      { name: ["FullWeek", "الأسبوع الكامل"], price: chalet.prices.fullWeek },
    ];
    await trx.insertInto("prices").values(amountRows(itemId, prices)).execute();
  }

  const holidays: [Text, { from: string; to: string }, number][] = [
    [["National Day", "العيد الوطني"], nationalDay(ids.now), 1.5],
    [["Eid al-Fitr", "عيد الفطر"], upcoming(ids.now, EID_AL_FITR, 3), 1.75],
    [["Eid al-Adha", "عيد الأضحى"], upcoming(ids.now, EID_AL_ADHA, 4), 1.75],
  ];
  const holidayIds: number[] = [];
  for (const [name, period, factor] of holidays) {
    const row = await trx
      .insertInto("holidays")
      .values({
        business_id: businessId,
        ...text(name),
        from: period.from,
        to: period.to,
        ...created(),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    holidayIds.push(row.id);
    await trx
      .insertInto("holiday_item_prices")
      .values(
        CHALETS.map((chalet, i) => ({
          holiday_id: row.id,
          item_id: itemIds[i],
          amount: toFils(Math.round(chalet.prices.weekend * factor)),
        })),
      )
      .execute();
  }
  return { itemIds, holidayIds };
}

/** The demo catalog: the restaurant's two menus, the chalet listings with holidays, and the other owner's cafe. */
export async function seedCatalog(trx: Transaction<DB>, ids: DemoIds): Promise<CatalogIds> {
  const { restaurant, otherBusiness } = ids;
  const restaurantItemIds = [
    ...(await seedMenu(trx, ids.now, restaurant.businessId, restaurant.menuIds[0], RESTAURANT_MAIN_MENU)),
    ...(await seedMenu(
      trx,
      ids.now,
      restaurant.businessId,
      restaurant.menuIds[1] ?? restaurant.menuIds[0],
      RESTAURANT_BREAKFAST_MENU,
    )),
  ];
  await seedMenu(trx, ids.now, otherBusiness.businessId, otherBusiness.menuIds[0], CAFE_MENU);
  const chalets = await seedChalets(trx, ids);
  return { restaurantItemIds, chaletItemIds: chalets.itemIds, holidayIds: chalets.holidayIds };
}
