import type { Kysely, Transaction } from "kysely";
import type { DB } from "../../db/schema/index";
import { parseLocales } from "../../db/locales";
import { settingsOf } from "./settings";

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

export const categoryColumns = [
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

/** Categories as the API gives them: pictures and settings (with defaults) in two queries for the whole page. */
export async function toCategories(db: Db, rows: readonly CategoryRow[]) {
  const mediaIds = rows.map((r) => r.media_id).filter((id): id is number => id !== null);
  const [pictures, settings] = await Promise.all([
    mediaIds.length ? db.selectFrom("media").select(["id", "src"]).where("id", "in", mediaIds).execute() : [],
    settingsOf(db, rows.map((r) => r.id)),
  ]);
  return rows.map((row) => {
    const picture = pictures.find((p) => p.id === row.media_id);
    return {
      ...row,
      sort: Number(row.sort),
      locales: parseLocales(row.locales),
      media: picture ? { id: picture.id, src: picture.src } : null,
      settings: settings(row.id),
    };
  });
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
