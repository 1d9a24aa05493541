import { sql, type Kysely, type Transaction } from "kysely";
import type { Static } from "typebox";
import { fromFils } from "../../../src/domain/money";
import type { ChaletDetails } from "../../../src/domain/chalet";
import { mapsLinkOf } from "../../../src/domain/maps";
import type { DB } from "../../db/schema/index";
import { parseLocales, searchLike, type LocaleText } from "../../db/locales";
import { listOrder, paginate } from "../../db/pagination";
import { positionCase } from "../../db/positions";
import { groupBy } from "../../shared/group-by";
import { toMediaBrief } from "../media/repository";
import type { ItemListQuery, ItemSearchQuery } from "./schemas";

type Db = Kysely<DB> | Transaction<DB>;

/** Which items to load: some ids, or every item of a menu (then children are matched by subquery, not by id lists). */
export type ItemScope = { ids: readonly number[] } | { menuId: number };

/** The chalet details with the id of their row. */
export interface ChaletOutput extends ChaletDetails {
  id: number;
}

export interface ItemOutput {
  id: number;
  business_id: number;
  category_id: number;
  locales: LocaleText[];
  sort: number;
  hide: boolean;
  disable_ordering: boolean;
  /** the owner's "sold out" switch (public menu and orders; set apart from the item's edit, at once) */
  sold_out: boolean;
  prices: { id: number; locales: LocaleText[]; price: number; sort: number }[];
  addons: { id: number; locales: LocaleText[]; price: number; sort: number }[];
  discounts: {
    id: number;
    business_id: number;
    locales: LocaleText[];
    amount: number;
    type: string;
    from: string;
    to: string;
  }[];
  media: ReturnType<typeof toMediaBrief>[];
  holidays: { id: number; price: number }[];
  itemable: ChaletOutput | null;
  created_at: string;
  updated_at: string;
}

function itemIdsOf(db: Db, scope: ItemScope) {
  if ("ids" in scope) return [...scope.ids];
  return db
    .selectFrom("items")
    .innerJoin("categories", "categories.id", "items.category_id")
    .select("items.id")
    .where("categories.menu_id", "=", scope.menuId);
}

const parseNames = (text: string): string[] => {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.map(String) : [];
  } catch {
    return [];
  }
};

/**
 * Full items (SPEC §3 Item) with prices, addons, discounts, media, holiday prices and chalet details.
 * Seven queries whatever the number of items: each table is read once and the rows are assembled here.
 */
export async function loadItems(db: Db, scope: ItemScope): Promise<ItemOutput[]> {
  if ("ids" in scope && !scope.ids.length) return [];
  const ids = itemIdsOf(db, scope);
  let itemsQuery = db
    .selectFrom("items")
    .select([
      "items.id",
      "items.business_id",
      "items.category_id",
      "items.locales",
      "items.sort",
      "items.hide",
      "items.disable_ordering",
      "items.sold_out",
      "items.created_at",
      "items.updated_at",
    ]);
  itemsQuery =
    "ids" in scope
      ? itemsQuery.where("items.id", "in", [...scope.ids])
      : itemsQuery
          .innerJoin("categories", "categories.id", "items.category_id")
          .where("categories.menu_id", "=", scope.menuId);
  const [items, prices, addons, discounts, media, holidays, chalets] = await Promise.all([
    itemsQuery.orderBy("items.sort").orderBy("items.id").execute(),
    db.selectFrom("prices").selectAll().where("item_id", "in", ids).orderBy("sort").orderBy("id").execute(),
    db.selectFrom("addons").selectAll().where("item_id", "in", ids).orderBy("sort").orderBy("id").execute(),
    db.selectFrom("discounts").selectAll().where("item_id", "in", ids).orderBy("id").execute(),
    db
      .selectFrom("media")
      .select(["id", "mediable_id", "src", "thumb_src", "type", "slug", "sort"])
      .where("mediable_type", "=", "Item")
      .where("mediable_id", "in", ids)
      .orderBy("sort")
      .orderBy("id")
      .execute(),
    db
      .selectFrom("holiday_item_prices")
      .selectAll()
      .where("item_id", "in", ids)
      .orderBy("holiday_id")
      .execute(),
    db.selectFrom("chalet_details").selectAll().where("item_id", "in", ids).execute(),
  ]);
  const pricesOf = groupBy(prices, (p) => p.item_id);
  const addonsOf = groupBy(addons, (a) => a.item_id);
  const discountsOf = groupBy(discounts, (d) => d.item_id);
  const mediaOf = groupBy(media, (m) => m.mediable_id);
  const holidaysOf = groupBy(holidays, (h) => h.item_id);
  const chaletOf = new Map(chalets.map((c) => [c.item_id, c]));
  return items.map((item) => {
    const chalet = chaletOf.get(item.id);
    const location =
      chalet && chalet.latitude !== null && chalet.longitude !== null
        ? { latitude: chalet.latitude, longitude: chalet.longitude }
        : null;
    return {
      id: item.id,
      business_id: item.business_id,
      category_id: item.category_id,
      locales: parseLocales(item.locales),
      sort: Number(item.sort),
      hide: !!item.hide,
      disable_ordering: !!item.disable_ordering,
      sold_out: !!Number(item.sold_out),
      prices: (pricesOf.get(item.id) ?? []).map((p) => ({
        id: p.id,
        locales: parseLocales(p.locales),
        price: fromFils(p.amount),
        sort: Number(p.sort),
      })),
      addons: (addonsOf.get(item.id) ?? []).map((a) => ({
        id: a.id,
        locales: parseLocales(a.locales),
        price: fromFils(a.amount),
        sort: Number(a.sort),
      })),
      discounts: (discountsOf.get(item.id) ?? []).map((d) => ({
        id: d.id,
        business_id: d.business_id,
        locales: parseLocales(d.locales),
        amount: fromFils(d.amount),
        type: d.type,
        from: d.from,
        to: d.to,
      })),
      media: (mediaOf.get(item.id) ?? []).map(toMediaBrief),
      holidays: (holidaysOf.get(item.id) ?? []).map((h) => ({ id: h.holiday_id, price: fromFils(h.amount) })),
      itemable: chalet
        ? {
            id: chalet.id,
            units: Number(chalet.units),
            unit_names: parseNames(chalet.unit_names),
            bedrooms: Number(chalet.bedrooms),
            frontage: chalet.frontage,
            address: { en: chalet.address_en, ar: chalet.address_ar },
            insurance: fromFils(chalet.insurance),
            latitude: chalet.latitude === null ? null : Number(chalet.latitude),
            longitude: chalet.longitude === null ? null : Number(chalet.longitude),
            owner_id: chalet.owner_id,
            maps_link: mapsLinkOf(location),
          }
        : null,
      created_at: item.created_at,
      updated_at: item.updated_at,
    };
  });
}

export async function loadItem(db: Db, id: number): Promise<ItemOutput | undefined> {
  return (await loadItems(db, { ids: [id] }))[0];
}

/** The item's business and stored state, for checks before a write. */
export function findItemRow(db: Db, businessId: number, id: number) {
  return db
    .selectFrom("items")
    .selectAll()
    .where("id", "=", id)
    .where("business_id", "=", businessId)
    .executeTakeFirst();
}

/** A page of the business's items, in full, filtered by search, category or menu. */
export async function pageOfItems(db: Kysely<DB>, businessId: number, params: Static<typeof ItemListQuery>) {
  const { q, category_id, menu_id } = params;
  const order = listOrder(
    params,
    {
      id: "items.id",
      name: "items.search",
      sort: "items.sort",
      created_at: "items.created_at",
      updated_at: "items.updated_at",
    },
    "items.id",
  );
  let query = db
    .selectFrom("items")
    .select("items.id")
    .where("items.business_id", "=", businessId)
    .orderBy(sql.ref(order.column), order.direction)
    .orderBy("items.id");
  if (q?.trim()) query = query.where(searchLike("items.search", q.trim()));
  if (category_id) query = query.where("items.category_id", "=", category_id);
  if (menu_id)
    query = query.where(
      "items.category_id",
      "in",
      db.selectFrom("categories").select("id").where("menu_id", "=", menu_id),
    );
  const page = await paginate(query, params, { id: "items.id" });
  const items = await loadItems(db, { ids: page.data.map((r) => r.id) });
  const byId = new Map(items.map((i) => [i.id, i]));
  return { ...page, data: page.data.map((r) => byId.get(r.id)!) };
}

/** Items of the business matching a search, by name, each with its pictures (the featured one first). */
export async function searchItems(
  db: Kysely<DB>,
  businessId: number,
  params: Static<typeof ItemSearchQuery>,
) {
  const q = params.q?.trim();
  let query = db
    .selectFrom("items")
    .select(["id", "locales", "category_id"])
    .where("business_id", "=", businessId)
    .orderBy("search")
    .orderBy("id")
    .limit(params.limit ?? 20);
  if (q) query = query.where(searchLike("search", q));
  const rows = await query.execute();
  const ids = rows.map((r) => r.id);
  const media = ids.length
    ? await db
        .selectFrom("media")
        .select(["id", "mediable_id", "src", "thumb_src", "slug"])
        .where("mediable_type", "=", "Item")
        .where("mediable_id", "in", ids)
        .orderBy("sort")
        .orderBy("id")
        .execute()
    : [];
  return rows.map((row) => ({ ...row, media: media.filter((m) => m.mediable_id === row.id) }));
}

export async function deleteItemRow(trx: Transaction<DB>, id: number): Promise<void> {
  await trx.deleteFrom("items").where("id", "=", id).execute();
}

/** The ids among these that are the business's rows of the table (items, categories, holidays). */
export async function idsInBusiness(
  db: Db,
  table: "items" | "categories" | "holidays",
  businessId: number,
  ids: readonly number[],
) {
  if (!ids.length) return [];
  const rows = await db
    .selectFrom(table)
    .select("id")
    .where("business_id", "=", businessId)
    .where("id", "in", ids)
    .execute();
  return rows.map((r) => r.id);
}

/** Puts the items in this order (and in this category, when dropped in one), in one statement. */
export async function placeItems(
  trx: Transaction<DB>,
  businessId: number,
  sortedIds: readonly number[],
  categoryId?: number,
) {
  await trx
    .updateTable("items")
    .set({ sort: positionCase(sortedIds), ...(categoryId ? { category_id: categoryId } : {}) })
    .where("business_id", "=", businessId)
    .where("id", "in", sortedIds)
    .execute();
}

export const itemPositions = (db: Db, ids: readonly number[]) =>
  db.selectFrom("items").select(["id", "category_id", "sort", "updated_at"]).where("id", "in", ids).execute();

export const holidayPricesOf = (db: Db, itemId: number) =>
  db
    .selectFrom("holiday_item_prices")
    .select(["holiday_id", "amount"])
    .where("item_id", "=", itemId)
    .orderBy("holiday_id")
    .execute();

/** Replaces the item's holiday prices (amounts in fils). */
export async function replaceHolidayPrices(
  trx: Transaction<DB>,
  itemId: number,
  prices: { holidayId: number; amount: number }[],
) {
  await trx.deleteFrom("holiday_item_prices").where("item_id", "=", itemId).execute();
  if (prices.length)
    await trx
      .insertInto("holiday_item_prices")
      .values(prices.map((p) => ({ holiday_id: p.holidayId, item_id: itemId, amount: p.amount })))
      .execute();
}
