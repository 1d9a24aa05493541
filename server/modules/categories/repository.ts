import type { Kysely, Transaction } from "kysely";
import { nowIso } from "../../db/dialect";
import { positionCase } from "../../db/positions";
import type { DB } from "../../db/schema/index";

type Db = Kysely<DB> | Transaction<DB>;

export interface CategoryRow {
  id: number;
  business_id: number;
  menu_id: number;
  parent_id: number | null;
  locales: string;
  media_id: number | null;
  sort: number;
  created_at: string;
  updated_at: string;
}

const categoryColumns = [
  "categories.id",
  "categories.business_id",
  "categories.menu_id",
  "categories.parent_id",
  "categories.locales",
  "categories.media_id",
  "categories.sort",
  "categories.created_at",
  "categories.updated_at",
] as const;

export function findCategory(db: Db, businessId: number, id: number): Promise<CategoryRow | undefined> {
  return db
    .selectFrom("categories")
    .select(categoryColumns)
    .where("id", "=", id)
    .where("business_id", "=", businessId)
    .executeTakeFirst();
}

/** The category and every subcategory below it, from the business's parent links (read once). */
export async function subtreeIds(db: Db, businessId: number, rootIds: readonly number[]): Promise<number[]> {
  const all = await db
    .selectFrom("categories")
    .select(["id", "parent_id"])
    .where("business_id", "=", businessId)
    .execute();
  const children = new Map<number, number[]>();
  for (const c of all)
    if (c.parent_id !== null) children.set(c.parent_id, [...(children.get(c.parent_id) ?? []), c.id]);
  const found = new Set<number>();
  const stack = [...rootIds];
  while (stack.length) {
    const id = stack.pop()!;
    if (found.has(id)) continue;
    found.add(id);
    stack.push(...(children.get(id) ?? []));
  }
  return [...found];
}

/** The next sort position among the categories of a menu under one parent. */
export async function nextCategorySort(db: Db, menuId: number, parentId: number | null): Promise<number> {
  let query = db
    .selectFrom("categories")
    .select((eb) => eb.fn.max<number | null>("sort").as("last"))
    .where("menu_id", "=", menuId);
  query = parentId === null ? query.where("parent_id", "is", null) : query.where("parent_id", "=", parentId);
  const row = await query.executeTakeFirst();
  return row?.last === null || row?.last === undefined ? 0 : Number(row.last) + 1;
}

/** Which of these ids are categories of the business, with their menus. */
export const categoriesIn = (db: Db, businessId: number, ids: readonly number[]) =>
  db
    .selectFrom("categories")
    .select(["id", "menu_id"])
    .where("business_id", "=", businessId)
    .where("id", "in", ids)
    .execute();

/** Puts the categories in this order (and under this parent, when moving them), in one statement. */
export async function placeCategories(
  trx: Transaction<DB>,
  businessId: number,
  sortedIds: readonly number[],
  move?: { parentId: number | null },
): Promise<void> {
  await trx
    .updateTable("categories")
    .set({ sort: positionCase(sortedIds), ...(move ? { parent_id: move.parentId } : {}) })
    .where("business_id", "=", businessId)
    .where("id", "in", sortedIds)
    .execute();
}

export const positionsOf = (db: Db, ids: readonly number[]) =>
  db.selectFrom("categories").select(["id", "parent_id", "menu_id", "sort"]).where("id", "in", ids).execute();

/** Sets (or, for an empty value, removes: SPEC §5, the key falls back to its default) one setting of a category. */
export async function writeCategorySetting(
  trx: Transaction<DB>,
  scope: string,
  categoryId: number,
  key: string,
  value: unknown,
) {
  if (value === null || value === undefined || value === "") {
    await trx
      .deleteFrom("settings")
      .where("scope", "=", scope)
      .where("scope_id", "=", categoryId)
      .where("key", "=", key)
      .execute();
    return;
  }
  const data = JSON.stringify(value);
  await trx
    .insertInto("settings")
    .values({ scope, scope_id: categoryId, key, data, updated_at: nowIso() })
    .onConflict((oc) => oc.columns(["scope", "scope_id", "key"]).doUpdateSet({ data, updated_at: nowIso() }))
    .execute();
}
