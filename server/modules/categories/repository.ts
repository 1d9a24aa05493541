import type { Kysely, Transaction } from "kysely";
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
  return db.selectFrom("categories").select(categoryColumns).where("id", "=", id).where("business_id", "=", businessId).executeTakeFirst();
}

/** The category and every subcategory below it, from the business's parent links (read once). */
export async function subtreeIds(db: Db, businessId: number, rootIds: readonly number[]): Promise<number[]> {
  const all = await db.selectFrom("categories").select(["id", "parent_id"]).where("business_id", "=", businessId).execute();
  const children = new Map<number, number[]>();
  for (const c of all) if (c.parent_id !== null) children.set(c.parent_id, [...(children.get(c.parent_id) ?? []), c.id]);
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
  let query = db.selectFrom("categories").select((eb) => eb.fn.max<number | null>("sort").as("last")).where("menu_id", "=", menuId);
  query = parentId === null ? query.where("parent_id", "is", null) : query.where("parent_id", "=", parentId);
  const row = await query.executeTakeFirst();
  return row?.last === null || row?.last === undefined ? 0 : Number(row.last) + 1;
}
